/**
 * A history file that cannot be used (not a database, damaged, read-only, a folder where it should be, damaged
 * where only a later read finds it) against the real paper exchange: the app starts and trades, and every history
 * answer is an error naming the file and what is wrong with it, never an empty history.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startCore, type Core } from '../core/core';
import { callerOf } from '../core/testing';
import { tempDirForTests } from '../fs/testing';

const root = tempDirForTests('pd-history-damaged-');
let core: Core | undefined;
let said: MockInstance<typeof console.error>;
const call = callerOf(() => core!);
beforeEach(() => {
  said = vi.spyOn(console, 'error');
});
afterEach(async () => {
  await core?.close();
  core = undefined;
  said.mockRestore();
});

/** A data directory whose history has been made (with one fill when `filled`), and the history's file. */
async function dataDirWithHistory(filled: boolean): Promise<{ dir: string; file: string }> {
  const dir = mkdtempSync(path.join(root, 'data-'));
  core = await startCore({ dataDir: dir, stillMarket: true });
  if (filled) {
    await call('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.001', leverage: 5 });
    expect((await call('history.refresh', {})).fills).toBe(1);
  }
  await core.close();
  core = undefined;
  const name = readdirSync(path.join(dir, 'history')).find((n) => n.endsWith('.sqlite'))!;
  return { dir, file: path.join(dir, 'history', name) };
}

/** The core starts on `dir` and trades; every history answer names `file` and says `what`, once on stderr too. */
async function expectHistoryRefused(dir: string, file: string, what: RegExp): Promise<void> {
  core = await startCore({ dataDir: dir, stillMarket: true });
  const placed = await call('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.001', leverage: 5 });
  expect(placed.pair).toBe('BTC-USDT');
  for (const [method, params] of [
    ['history.summary', { period: 'all' }],
    ['history.roundTrips', { period: 'all' }],
    ['history.daily', { period: 'all' }],
    ['history.refresh', {}],
    ['history.search', { text: 'x' }],
  ] as const) {
    const answer = await core.dispatch(method, params);
    expect(answer, method).toMatchObject({ ok: false, error: { kind: 'internal' } });
    const message = answer.ok ? '' : answer.error.message;
    expect(message, method).toContain(`The history ${file} cannot be read: `);
    expect(message, method).toMatch(what);
  }
}

const offLines = () => said.mock.calls.map((args) => args.join(' ')).filter((line) => line.includes('the history is off'));

describe('a history file that cannot be used', () => {
  it('is refused, named, when it is not a database', async () => {
    const { dir, file } = await dataDirWithHistory(false);
    writeFileSync(file, 'These are my trades, typed by hand. '.repeat(200));
    await expectHistoryRefused(dir, file, /it is not a history database \(file is not a database\); move it away to start a new history/);
    expect(offLines()).toEqual([
      expect.stringContaining(`perpdesk: the history is off for this run: The history ${file} cannot be read: it is not a history database`),
    ]);
  }, 60_000);

  it('is refused, named, when its pages are damaged', async () => {
    const { dir, file } = await dataDirWithHistory(false);
    const bytes = readFileSync(file);
    bytes.fill(0xa5, 100, bytes.readUInt16BE(16)); // page 1 after the header: where the schema is
    writeFileSync(file, bytes);
    await expectHistoryRefused(dir, file, /it is damaged \(database disk image is malformed\); move it away/);
    expect(offLines()).toHaveLength(1);
  }, 60_000);

  it('is refused, named, when it is read-only', async ({ skip }) => {
    const { dir, file } = await dataDirWithHistory(false);
    if (!makeReadOnly(file)) skip('the file cannot be made read-only here (root without chattr)');
    try {
      await expectHistoryRefused(dir, file, /it cannot be written \(attempt to write a readonly database\); give Perpdesk write access to it/);
    } finally {
      makeWritable(file);
    }
  }, 60_000);

  it('is refused, named, when a folder is where the file should be', async () => {
    const { dir, file } = await dataDirWithHistory(false);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
    mkdirSync(file);
    await expectHistoryRefused(dir, file, /a folder is where the file should be/);
  }, 60_000);

  it('answers an error naming the file when damage is found only by a later read, not an empty history', async () => {
    const { dir, file } = await dataDirWithHistory(true);
    const db = new Database(file);
    const { rootpage } = db.prepare<[], { rootpage: number }>("SELECT rootpage FROM sqlite_master WHERE name = 'fills'").get()!;
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    db.close();
    const bytes = readFileSync(file);
    bytes.fill(0xa5, (rootpage - 1) * pageSize, rootpage * pageSize);
    writeFileSync(file, bytes);

    core = await startCore({ dataDir: dir, stillMarket: true });
    expect(offLines()).toEqual([]);
    const summary = await core.dispatch('history.summary', { period: 'all' });
    expect(summary).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(summary.ok ? '' : summary.error.message).toContain(`The history ${file} cannot be read: it is damaged (database disk image is malformed)`);
    expect(await core.dispatch('market.pairs', {})).toMatchObject({ ok: true });
  }, 60_000);
});

/** chmod for a user; root ignores it, so the immutable flag there. False where neither holds. */
function makeReadOnly(file: string): boolean {
  if (process.getuid?.() !== 0) {
    chmodSync(file, 0o400);
    return true;
  }
  try {
    execFileSync('chattr', ['+i', file], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function makeWritable(file: string): void {
  if (process.getuid?.() === 0) execFileSync('chattr', ['-i', file], { stdio: 'ignore' });
  else chmodSync(file, 0o600);
}
