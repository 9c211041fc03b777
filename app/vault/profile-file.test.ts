import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredProfile } from './profile';
import { profileFilePath, readProfileFile, writeProfileFile, type ProfileFileContent } from './profile-file';

const profile = (id: string): StoredProfile => ({
  id,
  name: `Profile ${id}`,
  baseUrl: 'https://ex.example',
  apiKey: `key-${id}`,
  readOnly: false,
  createdAt: 1_700_000_000_000,
  secretStorage: 'keychain',
});

let dataDir: string;
beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pd-profiles-')), 'data');
});
afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

describe('profiles.json', () => {
  it('is empty before the first write', async () => {
    expect(await readProfileFile(dataDir)).toEqual({ selected: null, profiles: [] });
  });

  it('reads back what was written, readable by its owner only, with no temp file left', async () => {
    const content: ProfileFileContent = { selected: 'a', profiles: [profile('a'), profile('b')] };
    await writeProfileFile(dataDir, content);
    expect(await readProfileFile(dataDir)).toEqual(content);
    expect(statSync(profileFilePath(dataDir)).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual(['profiles.json']);
  });

  it('writes only the fields it names: a secret riding along on a profile never reaches the disk', async () => {
    const withSecret = { ...profile('a'), apiSecret: 'never-on-disk' } as StoredProfile;
    await writeProfileFile(dataDir, { selected: null, profiles: [withSecret] });
    expect(readFileSync(profileFilePath(dataDir), 'utf8')).not.toContain('never-on-disk');
  });

  it('is always whole: a reader during many writes sees one complete version or another', async () => {
    await writeProfileFile(dataDir, { selected: null, profiles: [] });
    const versions = Array.from({ length: 40 }, (_, i) => ({ selected: null, profiles: [profile(String(i))] }));
    let writing = true;
    const reads: ProfileFileContent[] = [];
    const reader = (async () => {
      while (writing) {
        reads.push(await readProfileFile(dataDir));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(versions.map((v) => writeProfileFile(dataDir, v)));
    writing = false;
    await reader;
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect([{ selected: null, profiles: [] }, ...versions]).toContainEqual(read);
    expect(readdirSync(dataDir)).toEqual(['profiles.json']);
  });

  it('ignores a temp file a crash left behind', async () => {
    await writeProfileFile(dataDir, { selected: null, profiles: [profile('a')] });
    writeFileSync(`${profileFilePath(dataDir)}.123.abcd.tmp`, '{"half":');
    expect((await readProfileFile(dataDir)).profiles).toEqual([profile('a')]);
  });

  it.each([
    ['not JSON', '{"version":1,', /is damaged \(it is not JSON\)/],
    [
      'a profile without its key',
      JSON.stringify({ version: 1, selected: null, profiles: [{ ...profile('a'), apiKey: undefined }] }),
      /is damaged \(profile 1 has no valid API key\)/,
    ],
    ['another version', JSON.stringify({ version: 2, selected: null, profiles: [] }), /is damaged \(it was written by another version of Perpdesk\)/],
  ])('says which file is damaged when it is %s', async (_what, text, message) => {
    await writeProfileFile(dataDir, { selected: null, profiles: [] });
    writeFileSync(profileFilePath(dataDir), text);
    await expect(readProfileFile(dataDir)).rejects.toThrow(message);
    await expect(readProfileFile(dataDir)).rejects.toThrow(profileFilePath(dataDir));
  });
});
