/**
 * A profile's history while a session trades it: the store, a background read of the exchange every minute (in
 * the background band of the request budget), and the answers of the `history.*` bridge methods. An answer is
 * from a history read at most FRESH_MS ago: an older one is read again first (reads never run two at once).
 */
import type { DailyPnl, EquityPoint, HistoryNote, HistoryPeriod, HistoryStatus, HistorySummary, RoundTripView, TripFill } from '../../shared/bridge';
import type { Fill } from '../../shared/exchange';
import { inBand } from '../exchange/band';
import { ExchangeError } from '../exchange/errors';
import { csvOf } from './csv';
import { ingest, type HistorySource, type IngestOptions } from './ingest';
import { rangeOf, within } from './period';
import { roundTrips } from './round-trips';
import { dailyOf, summaryOf } from './statistics';
import { fileFault, isFileFault } from './damage';
import { HistoryUnavailableError } from './migrations';
import { HistoryStore, type Range } from './store';
import { unlistedNotice } from './unlisted';

/** How often the background read runs. */
export const SYNC_MS = 60_000;
/** The first background read waits this long, so the session's start (pairs, the open-orders sweep, the screen's first answers) goes first. */
export const FIRST_SYNC_MS = 15_000;
/** An answer is from a history read at most this long ago. */
export const FRESH_MS = 10_000;

export interface History {
  readonly file: string;
  /** Starts the background reads (the first one FIRST_SYNC_MS from now; an answer asked before then reads at once). */
  start(): void;
  /** Reads the exchange now (a read already under way first finishes: it may have begun before what is asked for). */
  sync(): Promise<void>;
  status(): HistoryStatus;
  summary(period?: HistoryPeriod): Promise<HistorySummary>;
  /** The round trips closed in the period, and those still open when the period runs to now; newest first. */
  roundTrips(period?: HistoryPeriod, pair?: string): Promise<RoundTripView[]>;
  /** The fills of the round trip `tripId` (`<pair>:<trade id>`), oldest first; an unknown trip is invalid input. */
  tripFills(tripId: string): Promise<TripFill[]>;
  daily(period?: HistoryPeriod): Promise<DailyPnl[]>;
  equity(period?: HistoryPeriod): Promise<EquityPoint[]>;
  setNote(target: string, note: string, tags: readonly string[]): HistoryNote | null;
  note(target: string): HistoryNote | null;
  search(text?: string, tag?: string): HistoryNote[];
  csv(period?: HistoryPeriod): Promise<string>;
  close(): Promise<void>;
}

export interface HistoryOptions extends Omit<IngestOptions, 'unlisted' | 'refusedAsUnlisted'> {
  file: string;
  source: HistorySource;
  syncMs?: number;
  log?: (message: string) => void;
}

/**
 * Opens the profile's history. Where it cannot be (better-sqlite3 not built for this runtime, a file of a newer
 * Perpdesk, a file that is damaged, not a database, read-only or a folder), the history is off for the run, saying
 * why (naming the file) on stderr and in every `history.*` answer, never answering with an empty history. The
 * history is a record, not protection: the app starts and trades without it.
 */
export async function openHistory(options: HistoryOptions): Promise<History> {
  try {
    return historyOn(await HistoryStore.open(options.file), options);
  } catch (err) {
    if (!(err instanceof HistoryUnavailableError)) throw err;
    (options.log ?? console.error)(`perpdesk: the history is off for this run: ${err.message}`);
    return historyOff(options.file, err.message);
  }
}

function historyOff(file: string, reason: string): History {
  const off = (): never => {
    throw new ExchangeError('internal', `The history is off for this run: ${reason}`);
  };
  const offLater = async (): Promise<never> => off();
  return {
    file,
    start: () => undefined,
    sync: offLater,
    status: off,
    summary: offLater,
    roundTrips: offLater,
    tripFills: offLater,
    daily: offLater,
    equity: offLater,
    setNote: off,
    note: off,
    search: off,
    csv: offLater,
    close: async () => undefined,
  };
}

function historyOn(store: HistoryStore, options: HistoryOptions): History {
  const { source, syncMs = SYNC_MS, log = console.error } = options;
  const now = options.now ?? Date.now;
  let running: Promise<void> | null = null;
  let lastSync: number | null = null;
  let lastError: string | null = null;
  /** When the last read ended, gone through or not (a failing exchange is not asked again at every answer). */
  let lastTried: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  /** Markets the venue refused as unknown: said once, then not asked again this session. */
  const unlisted = new Set<string>();
  const refusedAsUnlisted = (symbol: string, venueSaid: string) => {
    unlisted.add(symbol);
    log(unlistedNotice(symbol, venueSaid));
  };

  const readOnce = (): Promise<void> =>
    inBand('background', () => ingest(store, source, { ...options, unlisted, refusedAsUnlisted })).then(
      () => {
        lastSync = now();
        lastError = null;
      },
      (err: unknown) => {
        const message = isFileFault(err) ? fileFault(store.file, err).message : err instanceof Error ? err.message : String(err);
        if (message !== lastError) log(`perpdesk: history: reading the exchange failed (tried again in a minute): ${message}`);
        lastError = message;
      },
    );
  let queued: Promise<void> | null = null;
  /** A read that starts now, or (one already running) right after it: what the exchange has now is read. */
  const sync = (): Promise<void> => {
    if (running === null) {
      running = readOnce().finally(() => {
        lastTried = now();
        running = null;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = null;
      return sync();
    });
    return queued;
  };
  /** The read under way, or a new one. */
  const current = (): Promise<void> => running ?? sync();
  const fresh = async (): Promise<void> => {
    if (!closed && (lastTried === null || now() - lastTried > FRESH_MS)) await current();
  };
  const loop = (ms: number) => {
    timer = setTimeout(() => void current().finally(() => !closed && loop(syncMs)), ms);
    timer.unref();
  };

  /** Answers from the store; a fault of its file found since it was opened (damaged, moved, the disk full) names it. */
  const fromStore = <T>(answer: () => T): T => {
    try {
      return answer();
    } catch (err) {
      if (!isFileFault(err)) throw err;
      throw new ExchangeError('internal', fileFault(store.file, err).message);
    }
  };

  const all: Range = { from: null, to: null };
  const records = (range: Range) => ({ fills: store.fills(range), funding: store.funding(range), rebates: store.rebates(range) });
  const tripsIn = (range: Range, pair?: string): RoundTripView[] =>
    roundTrips(store.fills(all, pair), store.funding(all), store.rebates(all))
      .filter((t) => (t.closeTime === null ? range.to === null : within(t.closeTime, range)))
      .reverse()
      .map((t) => ({ ...t, note: store.note(`trip:${t.id}`) }));
  const status = (): HistoryStatus =>
    fromStore(() => ({ ...store.counts(), oldestFill: store.fills(all)[0]?.tradeTime ?? null, lastSync, lastError }));

  return {
    file: store.file,
    start: () => loop(Math.min(FIRST_SYNC_MS, syncMs)),
    sync,
    status,
    async summary(period) {
      await fresh();
      const range = rangeOf(period, now());
      return fromStore(() => {
        const closedTrips = tripsIn(range).filter((t) => t.closeTime !== null);
        return { ...range, ...summaryOf(records(range), closedTrips), status: status() };
      });
    },
    async roundTrips(period, pair) {
      await fresh();
      return fromStore(() => tripsIn(rangeOf(period, now()), pair));
    },
    async tripFills(tripId) {
      await fresh();
      const symbol = tripId.slice(0, tripId.indexOf(':'));
      const fills = fromStore(() => store.fills(all, symbol));
      const trip = roundTrips(fills).find((t) => t.id === tripId);
      if (!trip) throw new ExchangeError('invalid-input', `The history holds no round trip ${tripId}`);
      const byId = new Map(fills.map((f) => [f.tradeId, f]));
      return trip.tradeIds.map((id, i) => tripFillOf(byId.get(id)!, trip.tradeQuantities[i]!));
    },
    async daily(period) {
      await fresh();
      return dailyOf(fromStore(() => records(rangeOf(period, now()))));
    },
    async equity(period) {
      await fresh();
      return fromStore(() => store.snapshots(rangeOf(period, now())));
    },
    setNote: (target, note, tags) => fromStore(() => store.setNote(target, note, tags, now())),
    note: (target) => fromStore(() => store.note(target)),
    search: (text, tag) => fromStore(() => store.searchNotes(text, tag)),
    async csv(period) {
      await fresh();
      const range = rangeOf(period, now());
      return fromStore(() => {
        const fillNotes = new Map(
          store
            .searchNotes(undefined, undefined)
            .filter((n) => n.target.startsWith('fill:'))
            .map((n) => [n.target, n]),
        );
        return csvOf(tripsIn(range), fillNotes);
      });
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await queued;
      await running;
      store.close();
    },
  };
}

const tripFillOf = (fill: Fill, tripQuantity: string): TripFill => ({
  tradeId: fill.tradeId,
  time: fill.tradeTime,
  side: fill.isLong ? 'buy' : 'sell',
  price: fill.fillPrice,
  quantity: fill.fillQty,
  tripQuantity,
  isTaker: fill.isTaker,
  fee: fill.fillFee,
});
