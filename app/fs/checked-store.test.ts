import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedStore, StoreFileError, unreadable } from './checked-store';
import { tempDirForTests } from './testing';

const dir = tempDirForTests('pd-checked-store-');

describe('a checked store', () => {
  it('says why a file could not be read in words: a directory, no permission, anything else by its code', () => {
    expect(unreadable('EISDIR')).toBe('it is a directory, not a file');
    expect(unreadable('EACCES')).toBe('Perpdesk is not allowed to read it (permission denied)');
    expect(unreadable('EIO')).toBe('it cannot be read (EIO)');
  });

  it('refuses by name, rather than crash, when a check itself throws', async () => {
    const throwing = z
      .object({
        n: z.string().refine(() => {
          throw new TypeError('boom');
        }),
      })
      .strict();
    const file = path.join(dir, 'x', 'thing.json');
    const store = checkedStore<{ n: string }>({
      file,
      store: 'x',
      version: 2,
      what: 'things',
      without: '(no thing then)',
      schema: throwing,
      legacy: { version: 1, schema: throwing },
      records: [],
      empty: () => ({ n: '' }),
    });
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ version: 1, n: 'a' }));
    await expect(store.load()).rejects.toThrow(StoreFileError);
    await expect(store.load()).rejects.toThrow(`${file}: it cannot be checked (boom); move the file away to start without it (no thing then)`);
  });
});
