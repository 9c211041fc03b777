/**
 * The paper exchange: a real HTTP server on 127.0.0.1 speaking the exchange's API, over a deterministic state
 * machine whose every command is logged (with a data directory) so that it survives a crash.
 */
import { HOUR_MS } from '../../shared/time';
import type { Server } from 'node:http';
import { toScaled } from '../../shared/decimal';
import { listedPairs, SETTLE_COIN } from './engine';
import type { ServerLimits } from './http/limits';
import { createPaperServer } from './http/server';
import type { Venue } from './http/routes/route';
import { openExecutor } from './state/executor';
import type { PaperState } from './state/paper-state';

export { createEngine, PaperEngine, type OrderCommand, type PairSpec } from './engine';

export interface PaperAccount {
  apiKey: string;
  apiSecret: string;
  /** USDT the account starts with; "10000" unless given. Ignored for a key the exchange already knows. */
  balance?: string;
}

export interface PaperExchangeOptions {
  /** 0, the default, takes any free port. */
  port?: number;
  /** Where the exchange's log and snapshots live; without one it lives in memory only. */
  dataDir?: string;
  /** Seeds the market; 1 unless given. Only a new exchange reads it. */
  seed?: number;
  /** The living market (makers, takers, a moving index, funding); off, the default, gives a still book. */
  market?: boolean;
  /**
   * Extra markets listed beside BTC, ETH and SOL: M001-USDT, M002-USDT, … (0 unless given). Only a new exchange
   * reads it; an existing one that lists another number refuses to start, saying so.
   */
  markets?: number;
  /** Funding settles every this many ms (hourly unless given); only a new exchange reads it. */
  fundingIntervalMs?: number;
  /** How often the living market moves, ms (250 unless given). */
  tickMs?: number;
  now?: () => number;
  accounts?: PaperAccount[];
  /**
   * Hears, in one line, what recovering `dataDir` cut off: a torn last record, never an acknowledged one. By
   * default it goes to stderr. (A damaged snapshot or log refuses to start instead: the promise rejects.)
   */
  onRecovery?: (line: string) => void;
  /** What connections and request bodies may hold (connections, bytes in flight, timeouts); see http/limits.ts. */
  limits?: Partial<ServerLimits>;
  /** Hears the errors behind 500 answers; by default they go to stderr. */
  onError?: (error: unknown) => void;
}

export interface PaperExchange {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  /** Opens an account for the key; a key already known keeps its account and takes the new secret. */
  addAccount(account: PaperAccount): Promise<void>;
  /** Moves the living market one beat at `now()`, as its timer does; for drivers with a clock of their own. */
  tick(): Promise<void>;
  close(): Promise<void>;
}

/** A number of extra markets asked of an exchange that already lists another number (it only applies to a new one). */
export class ListedMarketsError extends Error {
  constructor(readonly listed: number) {
    super(
      `this paper exchange already lists ${listed} extra markets; a number of markets applies only to a new one (use another data directory, or delete this one)`,
    );
  }
}

const HOST = '127.0.0.1';
const DEFAULT_BALANCE = '10000';

export async function startPaperExchange(options: PaperExchangeOptions = {}): Promise<PaperExchange> {
  const now = options.now ?? Date.now;
  listedPairs(options.markets); // refuses a bad count before anything is written
  const executor = await openExecutor(options.dataDir, options.onRecovery);
  const fresh = executor.machine.state === null;
  if (fresh) {
    await executor.execute({
      type: 'genesis',
      now: now(),
      seed: options.seed ?? 1,
      market: options.market ?? false,
      fundingIntervalMs: options.fundingIntervalMs ?? HOUR_MS,
      ...(options.markets ? { markets: options.markets } : {}),
    });
  }
  const state = executor.machine.state as PaperState;
  const listed = state.genesis.markets ?? 0;
  if (options.markets && options.markets !== listed) {
    await executor.close();
    throw new ListedMarketsError(listed);
  }
  const venue: Venue = { state, execute: (command) => executor.execute(command) };
  const onError = options.onError ?? ((error: unknown) => console.error('paper exchange:', error));

  const addAccount = async ({ apiKey, apiSecret, balance = DEFAULT_BALANCE }: PaperAccount): Promise<void> => {
    if (apiKey === '' || apiSecret === '') throw new Error('an account needs an API key and secret');
    const units = toScaled(balance, SETTLE_COIN.decimals);
    if (units === null) throw new Error(`balance "${balance}" is not a plain decimal with at most ${SETTLE_COIN.decimals} decimals`);
    await executor.execute({ type: 'openAccount', apiKey, apiSecret, balance: units, now: now() });
  };
  for (const account of options.accounts ?? []) await addAccount(account);

  const tick = async (): Promise<void> => {
    if (state.genesis.market) await executor.execute({ type: 'marketTick', now: now() });
  };
  // A new living market quotes before the first call is answered: a book asked at once is never empty. (One that
  // restarts has its quotes from its log; a tick here would change what it replays.)
  if (fresh) await tick();

  const server = createPaperServer({ venue, now, settled: () => executor.settled(), onError, limits: options.limits ?? {} });
  await listen(server, options.port ?? 0);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the paper exchange has no TCP address');

  const ticker = state.genesis.market ? setInterval(() => tick().catch(onError), options.tickMs ?? 250) : null;

  return {
    url: `http://${HOST}:${address.port}`,
    port: address.port,
    addAccount,
    tick,
    async close() {
      if (ticker) clearInterval(ticker);
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await executor.close();
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
