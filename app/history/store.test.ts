/**
 * The history store: the versioned migration, and idempotent ingest (a page stored twice changes nothing; a run
 * again over the same exchange adds nothing; a run cut off after a page resumes where it stopped) over an exchange
 * of fills, rebates and funding held in memory.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Fill, MakerEarning, Page, Tariff } from '../../shared/exchange';
import { fillRecord, positionRecord } from '../../shared/exchange/testing';
import { tempDirForTests } from '../fs/testing';
import { openHistory } from './history';
import { ingest, PAGE, type HistorySource } from './ingest';
import { HistoryUnavailableError, migrate, MIGRATIONS, schemaVersion } from './migrations';
import { HistoryStore } from './store';

const dir = tempDirForTests('perpdesk-history-');
let files = 0;
const newStore = () => HistoryStore.open(path.join(dir, `h${++files}.sqlite`));

describe('the migration', () => {
  it('creates every table at version 1, once, in a file readable by its owner alone', async () => {
    const file = path.join(dir, 'm1.sqlite');
    (await HistoryStore.open(file)).close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const db = new Database(file);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((t) => t.name);
    expect(tables).toEqual(['cursors', 'fills', 'funding', 'note_tags', 'notes', 'orders', 'rebates', 'schema_version', 'snapshots']);
    expect(migrate(db, file)).toBe(1); // nothing to do: no "table already exists"
    db.close();
  });

  it('runs each migration in its own transaction: one that fails leaves the version before it, whole', () => {
    const db = new Database(':memory:');
    expect(() => migrate(db, 'x', ['CREATE TABLE a (x)', 'CREATE TABLE b (y); THIS IS NOT SQL'])).toThrow();
    expect(schemaVersion(db)).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
    expect(migrate(db, 'x', ['CREATE TABLE a (x)', 'CREATE TABLE b (y)'])).toBe(2);
    db.close();
  });

  it('refuses a history written by a newer Perpdesk, naming the file, and changes nothing', async () => {
    const file = path.join(dir, 'newer.sqlite');
    const db = new Database(file);
    db.exec('CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (99)');
    db.close();
    await expect(HistoryStore.open(file)).rejects.toThrow(HistoryUnavailableError);
    await expect(HistoryStore.open(file)).rejects.toThrow(/newer\.sqlite is of a newer Perpdesk \(schema 99/);
  });

  it('a history that cannot be opened is off for the run, and every answer says why (trading goes on)', async () => {
    const logged: string[] = [];
    const history = await openHistory({ file: path.join(dir, 'newer.sqlite'), source: new Exchange(), log: (line) => logged.push(line) });
    await expect(history.summary('all')).rejects.toThrow(/^The history is off for this run: The history .*newer\.sqlite is of a newer Perpdesk/);
    expect(() => history.setNote('trip:BTC-USDT:1', 'x', [])).toThrow(/off for this run/);
    expect(logged).toEqual([expect.stringMatching(/^perpdesk: the history is off for this run: /)]);
    await history.close();
  });
});

/** An exchange's history in memory: fills (and a maker rebate for every third), funding; newest first. */
class Exchange implements HistorySource {
  fillList: Fill[] = [];
  fundingList: Tariff[] = [];
  reads: string[] = [];

  addFills(n: number): void {
    for (let i = 0; i < n; i++) {
      const tradeId = this.fillList.length + 1;
      this.fillList.push(fillRecord({ tradeId, orderId: tradeId, tradeTime: 1_000 * tradeId, isTaker: tradeId % 3 !== 0 }));
    }
  }
  addFunding(n: number): void {
    for (let i = 0; i < n; i++) {
      const id = this.fundingList.length + 1;
      this.fundingList.push({
        id,
        symbol: 'BTC-USDT',
        isLong: true,
        quantity: '1',
        openingPrice: '1',
        settledRate: '0',
        tariffAmount: '-0.01',
        fundingTime: 3_600_000 * id,
      });
    }
  }
  private newest = <T>(rows: T[], id: (r: T) => number, limit: number, idLe?: number) =>
    rows
      .filter((r) => idLe === undefined || id(r) <= idLe)
      .sort((a, b) => id(b) - id(a))
      .slice(0, limit);

  markets = async () => ['BTC-USDT'];
  fills = async (_pair: string, limit: number, idLe?: number) => {
    this.reads.push(`fills ${idLe ?? 'top'}`);
    return this.newest(this.fillList, (f) => f.tradeId, limit, idLe);
  };
  rebates = async (_pair: string, limit: number, idLe?: number): Promise<MakerEarning[]> =>
    this.newest(
      this.fillList.filter((f) => !f.isTaker),
      (f) => f.tradeId,
      limit,
      idLe,
    ).map((f) => ({
      id: f.tradeId,
      tradeId: f.tradeId,
      orderId: f.orderId,
      symbol: f.symbol,
      fillPrice: f.fillPrice,
      fillQty: f.fillQty,
      rebateRate: '0.0001',
      rebateAmount: '0.6',
      tradeTime: f.tradeTime,
    }));
  orders = async () => [];
  funding = async (pageNo: number, pageSize: number): Promise<Page<Tariff>> => {
    const all = [...this.fundingList].reverse();
    return { records: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: all.length, pageNo, pageSize };
  };
  balance = async () => ({ userId: 1, coinId: 1, availableAmount: '900', frozenAmount: '100', symbol: 'USDT' });
  positions = async () => [positionRecord({ unrealizedPnl: '-12.5' })];
}

const counts = (store: HistoryStore) => {
  const { fills, funding, rebates } = store.counts();
  return { fills, funding, rebates };
};

describe('ingest', () => {
  it('pages backwards on first run, then reads only what is new; a second run over the same records adds nothing', async () => {
    const exchange = new Exchange();
    exchange.addFills(2 * PAGE + 50);
    exchange.addFunding(PAGE + 5);
    const store = await newStore();
    await ingest(store, exchange);
    expect(exchange.reads).toEqual(['fills top', `fills ${PAGE + 50}`, 'fills 50']);
    expect(counts(store)).toEqual({ fills: 250, funding: 105, rebates: 83 });
    expect(store.cursor('fills:BTC-USDT')).toEqual({ newest: 250, oldest: 1, complete: true });

    exchange.reads = [];
    await ingest(store, exchange);
    expect(counts(store)).toEqual({ fills: 250, funding: 105, rebates: 83 });
    expect(exchange.reads).toEqual(['fills top']);

    exchange.addFills(3);
    exchange.addFunding(2);
    exchange.reads = [];
    await ingest(store, exchange);
    expect(counts(store)).toEqual({ fills: 253, funding: 107, rebates: 84 });
    expect(exchange.reads).toEqual(['fills top']);
    expect(store.fills({ from: null, to: null }).map((f) => f.tradeId)).toEqual(Array.from({ length: 253 }, (_, i) => i + 1));
    expect(store.snapshots({ from: null, to: null }).at(-1)).toMatchObject({ balance: '1000', unrealized: '-12.5', equity: '987.5' });
    store.close();
  });

  it('a page stored twice changes nothing', async () => {
    const store = await newStore();
    const page = { fills: [fillRecord({ tradeId: 7 }), fillRecord({ tradeId: 8 })] };
    store.savePage('fills:BTC-USDT', page, { newest: 8, oldest: 7, complete: false });
    store.savePage('fills:BTC-USDT', page, { newest: 8, oldest: 7, complete: false });
    expect(store.fills({ from: null, to: null })).toEqual(page.fills);
    store.close();
  });

  it('a run cut off after a page resumes backwards from the oldest id stored, and misses nothing newer', async () => {
    const exchange = new Exchange();
    exchange.addFills(3 * PAGE);
    const store = await newStore();
    const cut = (stream: string) => {
      if (stream === 'fills:BTC-USDT') throw new Error('cut off');
    };
    await expect(ingest(store, exchange, { pageStored: cut })).rejects.toThrow('cut off');
    expect(store.cursor('fills:BTC-USDT')).toEqual({ newest: 300, oldest: 201, complete: false });

    exchange.addFills(10);
    exchange.reads = [];
    await ingest(store, exchange);
    expect(exchange.reads).toEqual(['fills top', 'fills 200', 'fills 100']);
    expect(counts(store).fills).toBe(310);
    store.close();
  });

  it('an incremental read cut off before it meets the stored newest is read again from the top', async () => {
    const exchange = new Exchange();
    exchange.addFills(10);
    const store = await newStore();
    await ingest(store, exchange);
    exchange.addFills(PAGE + 20);
    let pagesSeen = 0;
    const cutSecond = (stream: string) => {
      if (stream === 'fills:BTC-USDT' && ++pagesSeen === 1) throw new Error('cut off');
    };
    await expect(ingest(store, exchange, { pageStored: cutSecond })).rejects.toThrow('cut off');
    expect(store.cursor('fills:BTC-USDT').newest).toBe(10); // the page is kept, the cursor not moved past the gap
    await ingest(store, exchange);
    expect(store.cursor('fills:BTC-USDT')).toEqual({ newest: 130, oldest: 1, complete: true });
    expect(counts(store).fills).toBe(130);
    store.close();
  });
});
