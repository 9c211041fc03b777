/**
 * The paper exchange on a damaged data directory, over HTTP as a trader sees it: a snapshot with one digit of a
 * balance changed, replaced by `null` or deleted next to its log refuses to start, naming the file, rather than
 * start with another balance or empty; a torn log tail is reported and never holds an order that was answered.
 */
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startPaperExchange } from '.';
import { BALANCE, CREATE, limitOrder, post, type Key } from './http/testing';
import { encodeRecord } from './store/record';
import { segmentName } from './store/segments';

const alice: Key = { apiKey: 'alice', apiSecret: 'alice-secret' };
const QUERY_ORDER = '/api/third/order/queryOrder';
const root = mkdtempSync(path.join(os.tmpdir(), 'pd-recovery-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dirs = 0;

const balanceOf = async (url: string) => (await post(url, alice, BALANCE, { symbol: 'USDT' })).body.data;

/** A data directory after Alice placed one order and the exchange stopped cleanly (a snapshot, an empty log). */
async function stoppedExchange(): Promise<{ dir: string; balance: unknown }> {
  const dir = path.join(root, `data-${++dirs}`);
  const exchange = await startPaperExchange({ dataDir: dir, accounts: [alice] });
  expect((await post(exchange.url, alice, CREATE, limitOrder('before'))).body.code).toBe(200);
  const balance = await balanceOf(exchange.url);
  await exchange.close();
  return { dir, balance };
}

describe('the paper exchange on a damaged data directory', () => {
  it('refuses a snapshot with one digit of a balance changed, and starts as before once it is restored', async () => {
    const { dir, balance } = await stoppedExchange();
    const file = path.join(dir, 'snapshot.json');
    const intact = readFileSync(file, 'utf8');
    expect(intact).toContain('"available":99990000');
    writeFileSync(file, intact.replace('"available":99990000', '"available":90990000'));
    await expect(startPaperExchange({ dataDir: dir })).rejects.toThrow(`${file}: its checksum does not match`);

    writeFileSync(file, intact);
    const again = await startPaperExchange({ dataDir: dir });
    expect(await balanceOf(again.url)).toEqual(balance);
    await again.close();
  });

  it('refuses a snapshot replaced by null, or deleted next to its log, rather than start empty', async () => {
    const { dir } = await stoppedExchange();
    const file = path.join(dir, 'snapshot.json');
    writeFileSync(file, 'null');
    await expect(startPaperExchange({ dataDir: dir })).rejects.toThrow(`${file}: it holds null`);
    rmSync(file);
    const [segment = ''] = readdirSync(dir).filter((f) => f.startsWith('wal-'));
    await expect(startPaperExchange({ dataDir: dir })).rejects.toThrow(new RegExp(`${path.join(dir, segment)}: .*no snapshot\\.json beside it`));
    expect(readdirSync(dir)).toEqual([segment]);
  });

  it('reports a torn log tail, and no order that was answered is in it or lost', async () => {
    const dir = path.join(root, `data-${++dirs}`);
    const exchange = await startPaperExchange({ dataDir: dir, accounts: [alice] });
    const segment = path.join(dir, 'wal-000000000001.log');
    const answered = new Map<string, number>();
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const reply = await post(exchange.url, alice, CREATE, limitOrder(`c${i}`, { price: `${1000 + i}.0` }));
        expect(reply.body.code).toBe(200);
        answered.set(`c${i}`, reply.body.data.orderId);
        // The answer went out: its record is already whole (newline included) in the log.
        const line = readFileSync(segment, 'utf8')
          .split('\n')
          .find((l) => l.includes(`"clientOrderId":"c${i}"`));
        expect(line, `c${i} in the log when answered`).toMatch(/^\d+ [0-9a-f]+ \{.*\}$/);
      }),
    );
    // The crash: the files as they stand, plus half of a create that was being written and never answered.
    const image = path.join(root, `crash-${dirs}`);
    cpSync(dir, image, { recursive: true });
    const records = readFileSync(segment, 'utf8').trim().split('\n').length;
    const half = encodeRecord(records + 1, { type: 'placeOrder', order: { clientOrderId: 'unanswered' } }).slice(0, 50);
    appendFileSync(path.join(image, 'wal-000000000001.log'), half);
    await exchange.close();

    const reports: string[] = [];
    const restarted = await startPaperExchange({ dataDir: image, onRecovery: (line) => reports.push(line) });
    expect(reports).toEqual([expect.stringContaining(`record ${records + 1}, 50 bytes of a placeOrder command`)]);
    expect(reports[0]).toContain('never acknowledged');
    for (const [clientOrderId, orderId] of answered) {
      const reply = await post(restarted.url, alice, QUERY_ORDER, { entrustId: orderId });
      expect(reply.body.data, clientOrderId).toMatchObject({ id: orderId, clientOrderId, status: 1 });
    }
    await restarted.close();
  });
});

/**
 * A crash image of an exchange that stopped cleanly once (its snapshot covers the records up to `covered`), then
 * answered 30 orders more, whose records are in the log segment the snapshot names; with the first log as it
 * stood before the snapshot (records the snapshot covers), as a crash before retiring it would leave it.
 */
async function imageWithLogAfterSnapshot() {
  const dir = path.join(root, `data-${++dirs}`);
  const first = await startPaperExchange({ dataDir: dir, accounts: [alice] });
  for (let i = 0; i < 10; i++) {
    expect((await post(first.url, alice, CREATE, limitOrder(`early${i}`, { price: `${900 + i}.0` }))).body.code).toBe(200);
  }
  const earlyLog = readFileSync(path.join(dir, segmentName(1)), 'utf8');
  await first.close();
  const [covered] = /"seq":(\d+)/
    .exec(readFileSync(path.join(dir, 'snapshot.json'), 'utf8'))!
    .slice(1)
    .map(Number) as [number];

  const second = await startPaperExchange({ dataDir: dir });
  const answered = new Map<string, number>();
  for (let i = 0; i < 30; i++) {
    const reply = await post(second.url, alice, CREATE, limitOrder(`c${i}`, { price: `${1000 + i}.0` }));
    expect(reply.body.code).toBe(200);
    answered.set(`c${i}`, reply.body.data.orderId);
  }
  const image = path.join(root, `crash-${dirs}`);
  cpSync(dir, image, { recursive: true });
  await second.close();
  const log = path.join(image, segmentName(covered + 1));
  expect(readFileSync(log, 'utf8').trim().split('\n')).toHaveLength(30);
  return { image, covered, log, earlyLog, answered };
}

/** Every file in `dir` with its contents: what a refusal must leave as it was. */
const filesOf = (dir: string) => Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));

async function expectRefused(dir: string, message: string): Promise<void> {
  const before = filesOf(dir);
  const reports: string[] = [];
  await expect(startPaperExchange({ dataDir: dir, onRecovery: (line) => reports.push(line) })).rejects.toThrow(message);
  expect(reports).toEqual([]);
  expect(filesOf(dir)).toEqual(before);
}

describe('a log that would lose acknowledged orders refuses to start', () => {
  it('refuses a record damaged in the middle of the log, naming it and how many follow', async () => {
    const { image, covered, log } = await imageWithLogAfterSnapshot();
    const lines = readFileSync(log, 'utf8').split('\n');
    lines[11] = lines[11]!.replace('"clientOrderId":"c11"', '"clientOrderId":"c91"');
    writeFileSync(log, lines.join('\n'));
    await expectRefused(image, `${log}: record ${covered + 12} is damaged in the middle of the log (18 records follow it)`);
  });

  it('refuses a log with a piece cut out of its middle', async () => {
    const { image, covered, log } = await imageWithLogAfterSnapshot();
    const text = readFileSync(log, 'utf8');
    const from = text.indexOf('"c10"');
    writeFileSync(log, text.slice(0, from) + text.slice(text.indexOf('"c20"')));
    await expectRefused(image, `${log}: record ${covered + 11} is damaged in the middle of the log (9 records follow it)`);
  });

  it('refuses a deleted log rather than start without the orders it held', async () => {
    const { image, covered, log } = await imageWithLogAfterSnapshot();
    rmSync(log);
    await expectRefused(image, `${log}: the log after the snapshot's record ${covered} is missing`);
    // The desktop shell prints a failed start with console.error: the refusal prints as its one line.
    const refusal: unknown = await startPaperExchange({ dataDir: image }).catch((error: unknown) => error);
    expect(inspect(refusal)).toBe((refusal as Error).message);
    expect((refusal as Error).message).not.toContain('\n');
  });

  it('refuses a log cut on a record boundary behind the snapshot', async () => {
    const { image, covered, log, earlyLog } = await imageWithLogAfterSnapshot();
    rmSync(log);
    writeFileSync(path.join(image, segmentName(1)), earlyLog.split('\n').slice(0, 5).join('\n') + '\n');
    await expectRefused(image, `${log}: the log after the snapshot's record ${covered} is missing`);
  });

  it('refuses a log truncated mid-record behind the snapshot, rather than call it a torn record', async () => {
    const { image, covered, log, earlyLog } = await imageWithLogAfterSnapshot();
    rmSync(log);
    writeFileSync(path.join(image, segmentName(1)), earlyLog.slice(0, Math.floor(earlyLog.length / 2)));
    await expectRefused(image, `${log}: the log after the snapshot's record ${covered} is missing`);
  });

  it('still starts on the intact image, with every answered order', async () => {
    const { image, answered } = await imageWithLogAfterSnapshot();
    const restarted = await startPaperExchange({ dataDir: image });
    for (const [clientOrderId, orderId] of answered) {
      const reply = await post(restarted.url, alice, QUERY_ORDER, { entrustId: orderId });
      expect(reply.body.data, clientOrderId).toMatchObject({ id: orderId, clientOrderId, status: 1 });
    }
    await restarted.close();
  });
});
