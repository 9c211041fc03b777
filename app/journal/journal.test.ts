import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Journal } from './journal';

describe('journal', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('appends entries in order, one JSON line each, and keeps what was there', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pd-journal-'));
    dirs.push(dir);
    const first = await Journal.open(dir);
    await first.record({ action: 'placeOrder', phase: 'request', ref: 'a', venue: 'v', params: { price: '1' } });
    await first.close();

    const second = await Journal.open(dir);
    await Promise.all([
      second.record({ action: 'placeOrder', phase: 'outcome', ref: 'a', venue: 'v', outcome: { ok: true, value: 1 } }),
      second.record({ action: 'cancelOrder', phase: 'request', ref: 'b', venue: 'v' }),
    ]);
    await second.close();

    const lines = readFileSync(path.join(dir, 'journal.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.ref, l.phase])).toEqual([
      ['a', 'request'],
      ['a', 'outcome'],
      ['b', 'request'],
    ]);
    expect(typeof lines[0].time).toBe('number');
  });
});
