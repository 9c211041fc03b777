/**
 * Reading the trader's records from the exchange into the store. Fills and maker rebates of each market are id
 * streams, newest first with an `idLe` cursor: the first run pages backwards until the exchange has no older
 * page (resuming from the oldest id stored after a restart), and later runs read from the newest down to the
 * newest stored. Funding payments (all markets, paged) are read from page 1 down to the newest stored. Done
 * orders (a growing `limit` is their only paging) are read 100 at a time, 1000 on a market's first run. Every page
 * is stored with its cursor in one transaction; a cursor moves past a gap only once the gap is read, so a crash
 * anywhere repeats at most a page, which INSERT OR IGNORE makes harmless. The caller runs this in the background
 * band of the request budget.
 */
import Decimal from 'decimal.js';
import type { Balance, Fill, MakerEarning, Order, Page as ExchangePage, Position, Tariff } from '../../shared/exchange';
import type { Cursor, HistoryStore, Page } from './store';
import { isUnlistedMarket } from './unlisted';

export interface HistorySource {
  /** The markets whose records are read (the ones the trader trades; see the session's watch set). */
  markets(): Promise<string[]>;
  fills(pairName: string, limit: number, idLe?: number): Promise<Fill[]>;
  rebates(pairName: string, limit: number, idLe?: number): Promise<MakerEarning[]>;
  orders(symbol: string, limit: number): Promise<Order[]>;
  funding(pageNo: number, pageSize: number): Promise<ExchangePage<Tariff>>;
  balance(): Promise<Balance>;
  positions(): Promise<Position[]>;
}

/** Rows asked per page (the exchange's cursor lists allow up to 1000, its pages 100). */
export const PAGE = 100;
const FIRST_ORDERS = 1000;
/** Pages one stream may read in one run; the rest waits for the next run (backwards paging resumes where it is). */
const MAX_PAGES = 50;

export interface IngestOptions {
  now?: () => number;
  /** Rows asked per page (PAGE unless given; the crash test asks fewer, for more pages). */
  pageSize?: number;
  /** Called after each page is stored (the crash test kills the process there). */
  pageStored?: (stream: string) => void;
  /** Markets the venue refused as unknown in an earlier run: not asked again. */
  unlisted?: ReadonlySet<string>;
  /** A market's read was refused as an unknown market (the rest are read all the same). */
  refusedAsUnlisted?: (symbol: string, venueSaid: string) => void;
}

/** One pass over every stream and a balance snapshot; returns how many pages were read. */
export async function ingest(store: HistoryStore, source: HistorySource, options: IngestOptions = {}): Promise<number> {
  const now = options.now ?? Date.now;
  const to: Target = {
    store,
    size: options.pageSize ?? PAGE,
    save(stream, page, cursor) {
      store.savePage(stream, page, cursor);
      options.pageStored?.(stream);
    },
  };
  let pages = 0;
  const markets = new Set(await source.markets());
  pages += await fundingStream(to, source);
  for (const symbol of store.symbols()) markets.add(symbol);
  for (const symbol of [...markets].sort()) {
    if (options.unlisted?.has(symbol)) continue;
    try {
      pages += await idStream(to, source, symbol, FILLS);
      pages += await idStream(to, source, symbol, REBATES);
      pages += await orderStream(to, symbol, source);
    } catch (err) {
      if (!isUnlistedMarket(err)) throw err;
      options.refusedAsUnlisted?.(symbol, (err as Error).message);
    }
  }
  await snapshot(store, source, now());
  return pages;
}

/** Where pages go: the store, through `save` (which also tells `pageStored`), `size` rows a page. */
interface Target {
  store: HistoryStore;
  size: number;
  save(stream: string, page: Page, cursor: Cursor): void;
}

const idRange = <T>(rows: readonly T[], id: (row: T) => number) => {
  const ids = rows.map(id);
  return { min: Math.min(...ids), max: Math.max(...ids) };
};

/** A market's stream read by id, newest first: its name (where its pages are stored), how it is read, a row's id. */
interface IdStreamKind<T> {
  name: 'fills' | 'rebates';
  read(source: HistorySource, symbol: string, limit: number, idLe?: number): Promise<T[]>;
  id(row: T): number;
}

const FILLS: IdStreamKind<Fill> = { name: 'fills', read: (source, ...args) => source.fills(...args), id: (f) => f.tradeId };
const REBATES: IdStreamKind<MakerEarning> = { name: 'rebates', read: (source, ...args) => source.rebates(...args), id: (r) => r.id };

async function idStream<T>({ store, size, save }: Target, source: HistorySource, symbol: string, kind: IdStreamKind<T>): Promise<number> {
  const stream = `${kind.name}:${symbol}`;
  const read = (limit: number, idLe?: number) => kind.read(source, symbol, limit, idLe);
  const { id } = kind;
  const page = (rows: T[]): Page => ({ [kind.name]: rows });
  let cursor = store.cursor(stream);
  let pages = 0;
  // Newer than the newest stored: from the top down; the cursor moves up only once the walk meets it.
  if (cursor.newest !== null || cursor.complete) {
    const known = cursor.newest ?? 0;
    let top = known;
    let idLe: number | undefined;
    while (pages < MAX_PAGES) {
      const rows = await read(size, idLe);
      pages++;
      const fresh = rows.filter((r) => id(r) > known);
      const range = rows.length > 0 ? idRange(rows, id) : null;
      if (range && idLe === undefined) top = Math.max(top, range.max);
      const met = range === null || rows.length < size || fresh.length < rows.length || range.min <= 1;
      const next = met ? { ...cursor, newest: top === 0 ? null : top, oldest: cursor.oldest ?? (range ? range.min : null) } : cursor;
      save(stream, page(fresh), next);
      if (met) break;
      idLe = range.min - 1;
    }
    cursor = store.cursor(stream);
  }
  // Older than the oldest stored: backwards until the exchange has no older page.
  while (!cursor.complete && pages < MAX_PAGES) {
    const rows = await read(size, cursor.oldest === null ? undefined : cursor.oldest - 1);
    pages++;
    const range = rows.length > 0 ? idRange(rows, id) : null;
    const next: Cursor = {
      newest: cursor.newest ?? range?.max ?? null,
      oldest: range?.min ?? cursor.oldest,
      complete: rows.length < size || range === null || range.min <= 1,
    };
    save(stream, page(rows), next);
    cursor = next;
  }
  return pages;
}

async function fundingStream({ store, size, save }: Target, source: HistorySource): Promise<number> {
  const stream = 'funding';
  const cursor = store.cursor(stream);
  const known = cursor.newest ?? 0;
  let top = known;
  let pages = 0;
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo++) {
    const { records, total } = await source.funding(pageNo, size);
    pages++;
    const fresh = records.filter((t) => t.id > known);
    for (const t of records) top = Math.max(top, t.id);
    const met = records.length < size || fresh.length < records.length || pageNo * size >= total;
    save(stream, { funding: fresh }, met ? { newest: top === 0 ? null : top, oldest: null, complete: true } : cursor);
    if (met) break;
  }
  return pages;
}

async function orderStream({ store, size, save }: Target, symbol: string, source: HistorySource): Promise<number> {
  const stream = `orders:${symbol}`;
  const cursor = store.cursor(stream);
  const orders = await source.orders(symbol, cursor.complete ? size : Math.max(size, FIRST_ORDERS));
  save(stream, { orders }, { ...cursor, complete: true });
  return 1;
}

async function snapshot(store: HistoryStore, source: HistorySource, time: number): Promise<void> {
  const [balance, positions] = await Promise.all([source.balance(), source.positions()]);
  const cash = new Decimal(balance.availableAmount).plus(balance.frozenAmount);
  const unrealized = positions.reduce((total, p) => total.plus(p.unrealizedPnl), new Decimal(0));
  store.addSnapshot({ time, balance: cash.toFixed(), unrealized: unrealized.toFixed(), equity: cash.plus(unrealized).toFixed() });
}
