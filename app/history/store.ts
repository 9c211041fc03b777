/**
 * One profile's history: `history/<profile>.sqlite` in the data directory (better-sqlite3), written by this
 * process alone (startCore holds the directory's lock). Records keep the exchange's ids as keys and are inserted
 * with INSERT OR IGNORE, so a page ingested twice changes nothing; a page and its stream's cursor are written in
 * one transaction, so a crash loses or repeats neither.
 */
import { closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { EquityPoint, HistoryNote } from '../../shared/bridge';
import type { Fill, MakerEarning, Order, Tariff } from '../../shared/exchange';
import { OWNER_ONLY, OWNER_ONLY_DIR } from '../fs/durable-files';
import { fileFault } from './damage';
import { HistoryUnavailableError, migrate } from './migrations';

/** How far a stream (one record kind of one market, or the account's funding) has been read. */
export interface Cursor {
  /** The newest id stored: incremental reads start after it. */
  newest: number | null;
  /** The oldest id stored while paging backwards on first run. */
  oldest: number | null;
  /** Paging backwards reached the start of what the exchange keeps. */
  complete: boolean;
}

export const NO_CURSOR: Cursor = { newest: null, oldest: null, complete: false };

/** What one exchange page brings (one kind at a time in practice). */
export interface Page {
  fills?: readonly Fill[];
  orders?: readonly Order[];
  funding?: readonly Tariff[];
  rebates?: readonly MakerEarning[];
}

/** A time range in ms, both ends included; open ends are null. */
export interface Range {
  from: number | null;
  to: number | null;
}

const SQLITE = 'better-sqlite3';
let sqlite: Promise<typeof Database> | null = null;

/** better-sqlite3, loaded at first use (like keytar): where its native part was built for another runtime, the history is off, not the app. */
const loadSqlite = (): Promise<typeof Database> =>
  (sqlite ??= (import(SQLITE) as Promise<{ default: typeof Database }>).then(
    (module) => module.default,
    (err: unknown) => {
      sqlite = null;
      const runtime = process.versions['electron'] ? `Electron ${process.versions['electron']}` : `Node ${process.versions.node}`;
      throw new HistoryUnavailableError(
        `the history's database (better-sqlite3) does not load in ${runtime}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
      );
    },
  ));

class RollBack extends Error {}

/**
 * A write rolled back: a read-only file (its permissions, an immutable flag, a read-only disk) opens and reads
 * without complaint, and would fail only at the first record stored.
 */
function assertWritable(db: Database.Database): void {
  try {
    db.transaction(() => {
      db.prepare('UPDATE schema_version SET version = version').run();
      throw new RollBack();
    })();
  } catch (err) {
    if (!(err instanceof RollBack)) throw err;
  }
}

export const storeFile = (dataDir: string, name: string): string => path.join(dataDir, 'history', `${name}.sqlite`);

const bit = (b: boolean): number => (b ? 1 : 0);
const inRange = (column: string) => `(@from IS NULL OR ${column} >= @from) AND (@to IS NULL OR ${column} <= @to)`;
const rangeParams = ({ from, to }: Range) => ({ from, to });

interface FillRow {
  symbol: string;
  trade_id: number;
  order_id: number;
  client_order_id: string;
  is_long: number;
  is_market: number;
  is_close: number;
  is_taker: number;
  price: string;
  quantity: string;
  amount: string;
  fee_currency: string;
  fee_rate: string;
  fee: string;
  pnl: string;
  time: number;
}

const fillOf = (r: FillRow): Fill => ({
  tradeId: r.trade_id,
  symbol: r.symbol,
  orderId: r.order_id,
  clOrdId: r.client_order_id,
  isMarket: r.is_market === 1,
  isClose: r.is_close === 1,
  isLong: r.is_long === 1,
  isTaker: r.is_taker === 1,
  fillPrice: r.price,
  fillQty: r.quantity,
  fillAmt: r.amount,
  feeCurrency: r.fee_currency,
  feeRate: r.fee_rate,
  fillFee: r.fee,
  fillPnl: r.pnl,
  tradeTime: r.time,
});

interface FundingRow {
  id: number;
  symbol: string;
  is_long: number;
  quantity: string;
  opening_price: string;
  rate: string;
  amount: string;
  time: number;
}

interface RebateRow {
  symbol: string;
  id: number;
  trade_id: number;
  order_id: number;
  price: string;
  quantity: string;
  rate: string;
  amount: string;
  time: number;
}

export class HistoryStore {
  private readonly insert: ReturnType<typeof insertsOf>;

  private constructor(
    private readonly db: Database.Database,
    readonly file: string,
  ) {
    this.insert = insertsOf(db);
  }

  /**
   * Opens (or creates) the store and brings its schema up to date. A file that cannot be used (not a database,
   * damaged, read-only, a folder in its place) is refused with a HistoryUnavailableError naming it.
   */
  static async open(file: string): Promise<HistoryStore> {
    const Database = await loadSqlite();
    let db: Database.Database | null = null;
    try {
      mkdirSync(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
      // Created readable by its owner alone; SQLite gives its -wal and -shm files the same permissions. One
      // already there is left to SQLite, which says what is wrong with it (read-only, not a database, …).
      if (!existsSync(file)) closeSync(openSync(file, 'wx', OWNER_ONLY));
      if (statSync(file).isDirectory()) throw Object.assign(new Error('a folder, not a file'), { code: 'EISDIR' });
      db = new Database(file);
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma('busy_timeout = 2000');
      migrate(db, file);
      assertWritable(db);
    } catch (err) {
      db?.close();
      throw err instanceof HistoryUnavailableError ? err : fileFault(file, err);
    }
    return new HistoryStore(db, file);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  cursor(stream: string): Cursor {
    const row = this.db
      .prepare<[string], { newest: number | null; oldest: number | null; complete: number }>(
        'SELECT newest, oldest, complete FROM cursors WHERE stream = ?',
      )
      .get(stream);
    return row ? { newest: row.newest, oldest: row.oldest, complete: row.complete === 1 } : NO_CURSOR;
  }

  /** Writes a page's records (those already stored are left as they are) and the stream's cursor, atomically. */
  savePage(stream: string, page: Page, cursor: Cursor): void {
    this.db.transaction(() => {
      for (const f of page.fills ?? []) this.insert.fill(f);
      for (const o of page.orders ?? []) {
        this.insert.order({
          symbol: o.symbol,
          id: o.id,
          clientOrderId: o.clientOrderId,
          status: o.status,
          createTime: o.createTime,
          updateTime: o.updateTime,
          record: JSON.stringify(o),
        });
      }
      for (const t of page.funding ?? []) this.insert.funding(t);
      for (const r of page.rebates ?? []) this.insert.rebate(r);
      this.db
        .prepare('INSERT OR REPLACE INTO cursors (stream, newest, oldest, complete) VALUES (?, ?, ?, ?)')
        .run(stream, cursor.newest, cursor.oldest, bit(cursor.complete));
    })();
  }

  addSnapshot(s: EquityPoint): void {
    this.db.prepare('INSERT OR REPLACE INTO snapshots (time, balance, unrealized, equity) VALUES (@time, @balance, @unrealized, @equity)').run(s);
  }

  /** Fills in the range, oldest first. */
  fills(range: Range, symbol?: string): Fill[] {
    return this.db
      .prepare<object, FillRow>(`SELECT * FROM fills WHERE ${inRange('time')} AND (@symbol IS NULL OR symbol = @symbol) ORDER BY time, trade_id`)
      .all({ ...rangeParams(range), symbol: symbol ?? null })
      .map(fillOf);
  }

  /** Funding payments in the range, oldest first. */
  funding(range: Range): Tariff[] {
    return this.oldestFirst<FundingRow>('funding', range).map((r) => ({
      id: r.id,
      symbol: r.symbol,
      isLong: r.is_long === 1,
      quantity: r.quantity,
      openingPrice: r.opening_price,
      settledRate: r.rate,
      tariffAmount: r.amount,
      fundingTime: r.time,
    }));
  }

  /** Maker rebates in the range, oldest first. */
  rebates(range: Range): MakerEarning[] {
    return this.oldestFirst<RebateRow>('rebates', range).map((r) => ({
      id: r.id,
      tradeId: r.trade_id,
      orderId: r.order_id,
      symbol: r.symbol,
      fillPrice: r.price,
      fillQty: r.quantity,
      rebateRate: r.rate,
      rebateAmount: r.amount,
      tradeTime: r.time,
    }));
  }

  /** The rows of a table of timed records (funding, rebates) in the range, oldest first. */
  private oldestFirst<Row>(table: 'funding' | 'rebates', range: Range): Row[] {
    return this.db.prepare<object, Row>(`SELECT * FROM ${table} WHERE ${inRange('time')} ORDER BY time, id`).all(rangeParams(range));
  }

  /** Done orders stored, newest first. */
  orders(range: Range): Order[] {
    return this.db
      .prepare<object, { record: string }>(`SELECT record FROM orders WHERE ${inRange('update_time')} ORDER BY update_time DESC, id DESC`)
      .all(rangeParams(range))
      .map((r) => JSON.parse(r.record) as Order);
  }

  snapshots(range: Range): EquityPoint[] {
    return this.db
      .prepare<object, EquityPoint>(`SELECT time, balance, unrealized, equity FROM snapshots WHERE ${inRange('time')} ORDER BY time`)
      .all(rangeParams(range));
  }

  /** The markets the history has fills or funding of. */
  symbols(): string[] {
    return this.db
      .prepare<[], { symbol: string }>('SELECT symbol FROM fills UNION SELECT symbol FROM funding')
      .all()
      .map((r) => r.symbol);
  }

  /** How many records of each kind are stored (for the status and the tests). */
  counts(): Record<'fills' | 'orders' | 'funding' | 'rebates' | 'snapshots', number> {
    const count = (table: string) => this.db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()!.n;
    return { fills: count('fills'), orders: count('orders'), funding: count('funding'), rebates: count('rebates'), snapshots: count('snapshots') };
  }

  /** Sets the note and tags of a round trip or a fill; an empty note without tags removes them. */
  setNote(target: string, note: string, tags: readonly string[], now: number): HistoryNote | null {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM notes WHERE target = ?').run(target);
      this.db.prepare('DELETE FROM note_tags WHERE target = ?').run(target);
      if (note === '' && tags.length === 0) return;
      this.db.prepare('INSERT INTO notes (target, note, updated) VALUES (?, ?, ?)').run(target, note, now);
      for (const tag of new Set(tags)) this.db.prepare('INSERT INTO note_tags (target, tag) VALUES (?, ?)').run(target, tag);
    })();
    return this.note(target);
  }

  note(target: string): HistoryNote | null {
    return this.notesWhere('n.target = @target', { target })[0] ?? null;
  }

  /** Notes whose text contains `text` (case-insensitive) and that carry `tag`; either may be left out. */
  searchNotes(text: string | undefined, tag: string | undefined): HistoryNote[] {
    return this.notesWhere(
      '(@text IS NULL OR instr(lower(n.note), lower(@text)) > 0 OR EXISTS (SELECT 1 FROM note_tags t WHERE t.target = n.target AND instr(lower(t.tag), lower(@text)) > 0)) AND (@tag IS NULL OR EXISTS (SELECT 1 FROM note_tags t WHERE t.target = n.target AND t.tag = @tag))',
      { text: text ?? null, tag: tag ?? null },
    );
  }

  private notesWhere(where: string, params: object): HistoryNote[] {
    return this.db
      .prepare<object, { target: string; note: string; updated: number; tags: string | null }>(
        `SELECT n.target, n.note, n.updated, (SELECT json_group_array(tag) FROM (SELECT tag FROM note_tags t WHERE t.target = n.target ORDER BY tag)) AS tags
         FROM notes n WHERE ${where} ORDER BY n.updated DESC, n.target`,
      )
      .all(params)
      .map((r) => ({ target: r.target, note: r.note, updated: r.updated, tags: r.tags === null ? [] : (JSON.parse(r.tags) as string[]) }));
  }
}

interface OrderRow {
  symbol: string;
  id: number;
  clientOrderId: string;
  status: number;
  createTime: number;
  updateTime: number;
  record: string;
}

function insertInto<T extends object>(
  db: Database.Database,
  table: string,
  columns: string,
  values: string,
  bind: (row: T) => object = (row) => row,
) {
  const statement = db.prepare(`INSERT OR IGNORE INTO ${table} (${columns}) VALUES (${values})`);
  return (row: T): void => {
    statement.run(bind(row));
  };
}

const insertsOf = (db: Database.Database) => ({
  fill: insertInto<Fill>(
    db,
    'fills',
    'symbol, trade_id, order_id, client_order_id, is_long, is_market, is_close, is_taker, price, quantity, amount, fee_currency, fee_rate, fee, pnl, time',
    '@symbol, @tradeId, @orderId, @clOrdId, @isLong, @isMarket, @isClose, @isTaker, @fillPrice, @fillQty, @fillAmt, @feeCurrency, @feeRate, @fillFee, @fillPnl, @tradeTime',
    (f) => ({ ...f, isLong: bit(f.isLong), isMarket: bit(f.isMarket), isClose: bit(f.isClose), isTaker: bit(f.isTaker) }),
  ),
  order: insertInto<OrderRow>(
    db,
    'orders',
    'symbol, id, client_order_id, status, create_time, update_time, record',
    '@symbol, @id, @clientOrderId, @status, @createTime, @updateTime, @record',
  ),
  funding: insertInto<Tariff>(
    db,
    'funding',
    'id, symbol, is_long, quantity, opening_price, rate, amount, time',
    '@id, @symbol, @isLong, @quantity, @openingPrice, @settledRate, @tariffAmount, @fundingTime',
    (t) => ({ ...t, isLong: bit(t.isLong) }),
  ),
  rebate: insertInto<MakerEarning>(
    db,
    'rebates',
    'symbol, id, trade_id, order_id, price, quantity, rate, amount, time',
    '@symbol, @id, @tradeId, @orderId, @fillPrice, @fillQty, @rebateRate, @rebateAmount, @tradeTime',
  ),
});
