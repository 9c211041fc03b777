/**
 * What the core trades with at one time: a venue (the paper exchange, a saved profile, or the exchange named on
 * the command line), its client and the services over it. Selecting a profile swaps in a new session; calls
 * already under way finish on the old one.
 */
import type { Credentials } from '../exchange';
import { ExchangeClient, inBand } from '../exchange';
import type { Journal } from '../journal/journal';
import { openAlerts, type Alerts } from '../alerts/alerts';
import { openAlertStore } from '../alerts/store';
import { openAlgos, type Algos } from '../algo/algos';
import { openAlgoStore } from '../algo/store';
import { openProtection, type Protection } from '../protection/protection';
import { openHeldStore, storeName } from '../protection/store';
import { exchangeSource, openHistory, storeFile, type History } from '../history';
import { VaultError, type Profile, type Vault } from '../vault';
import { openGuards, openGuardStore, type Guards, type OrdersWindows } from '../trading/guards';
import { createAccountService, type AccountService } from '../trading/account';
import { createJournaled } from '../trading/journaled';
import { createMarketService, type MarketService } from '../trading/market';
import { journalMarkets } from '../trading/journal-markets';
import { createMoveOrder } from '../trading/move-order';
import { createSweeper, type Sweeper } from '../trading/open-orders-sweep';
import { WatchSet } from '../trading/watch-set';
import { createUnresolvedCreates, type UnresolvedCreates } from '../trading/unresolved-creates';
import { createPositionsService, type PositionsService } from '../trading/positions';
import { createTradingService, type TradingService } from '../trading/trading';
import { createExitLedger } from '../trading/exit-ledger';

export interface Venue {
  name: string;
  baseUrl: string;
  paper: boolean;
  /** The saved or paper profile behind it; null for the exchange named on the command line. */
  profileId: string | null;
  readOnly: boolean;
  credentials: Credentials;
}

export interface Session {
  venue: Venue;
  client: ExchangeClient;
  market: MarketService;
  trading: TradingService;
  moveOrder: ReturnType<typeof createMoveOrder>;
  unresolved: UnresolvedCreates;
  positions: PositionsService;
  account: AccountService;
  /** The full sweep of every market's open orders: at the session's start, and on demand. */
  sweeper: Sweeper;
  /** The orders Perpdesk holds for this venue (app/protection). */
  protection: Protection;
  /** The chases and TWAPs Perpdesk holds for this venue (app/algo). */
  algos: Algos;
  /** The price alerts Perpdesk holds for this venue (app/alerts). */
  alerts: Alerts;
  /** The limits every order and leverage change of this profile passes (Settings → Guards). */
  guards: Guards;
  /** The trader's record for this venue, read in the background (app/history). */
  history: History;
}

/** `windows`: the orders each profile sent in the last minute (on disk; one queue per profile for the run). */
export async function openSession(venue: Venue, journal: Journal, dataDir: string, windows: OrdersWindows): Promise<Session> {
  const client = new ExchangeClient({ baseUrl: venue.baseUrl, credentials: venue.credentials });
  const market = createMarketService(client);
  const journaled = createJournaled(journal, venue.baseUrl);
  const watch = new WatchSet();
  watch.journaled(await journalMarkets(journal.filePath));
  const account = createAccountService(client, market, watch);
  const positions = createPositionsService(client, market, journaled, watch);
  const unresolved = createUnresolvedCreates(client, journal, venue.baseUrl);
  const name = storeName(venue.profileId, venue.baseUrl, venue.credentials.apiKey);
  const guards = await openGuards({
    store: openGuardStore(dataDir, name),
    window: windows.of(dataDir, name),
    journal,
    venue: venue.baseUrl,
    client,
    positions,
    account,
  });
  // Every exit is sized against its position here, whoever sends it (a Close, a held order, a chase, a TWAP).
  const exits = createExitLedger({
    openOrders: (pair) => account.openOrders(pair),
    positions: (pair) => positions.list(pair),
    now: () => client.clock.serverNow(),
  });
  const trading = createTradingService({ client, market, account, positions, journaled, unresolved, watch, guards, exits });
  // Background band: the sweep must never take what the screen needs (it also paces itself, SWEEP_GAP_MS).
  const sweeper = createSweeper({
    markets: async () => (await market.pairs()).map((p) => p.symbol),
    read: (pair) => inBand('background', () => account.openOrders(pair)),
  });
  const moveOrder = createMoveOrder({ client, market, trading, guards });
  // A clock we cannot read yet is measured again before the first signed call fails on it.
  await client.syncClock().catch(() => undefined);
  sweeper.start();
  // A store refused (damaged, named) ends what was started before it: nothing runs on for a session never opened.
  const opened: { close(): Promise<void> | void }[] = [client, unresolved, sweeper];
  const open = async <T extends { close(): Promise<void> | void }>(part: Promise<T>): Promise<T> => {
    try {
      const value = await part;
      opened.push(value);
      return value;
    } catch (err) {
      for (const done of opened.reverse()) await done.close();
      throw err;
    }
  };
  const protection = await open(openProtection({ client, market, positions, trading, store: openHeldStore(dataDir, name) }));
  const algos = await open(openAlgos({ client, market, positions, trading, store: openAlgoStore(dataDir, name) }));
  const alerts = await open(openAlerts({ client, market, store: openAlertStore(dataDir, name) }));
  const history = await open(
    openHistory({
      file: storeFile(dataDir, name),
      source: exchangeSource({ client, markets: async () => watch.histories(), balance: () => account.balance(), positions: () => positions.list() }),
    }),
  );
  history.start();
  return { venue, client, market, trading, moveOrder, unresolved, positions, account, sweeper, protection, algos, alerts, guards, history };
}

/** Ends what a session runs in the background; calls under way finish. */
export async function closeSession(session: Session): Promise<void> {
  session.client.close();
  session.unresolved.close();
  session.sweeper.close();
  await session.protection.close();
  await session.algos.close();
  await session.alerts.close();
  await session.history.close();
  // The last orders' count is on disk before a process (a CLI call) ends: the next process counts them.
  await session.guards.flush();
}

export async function profileVenue(vault: Vault, profile: Profile): Promise<Venue> {
  return {
    name: profile.paper ? 'Paper exchange' : profile.name,
    baseUrl: profile.baseUrl,
    paper: profile.paper,
    profileId: profile.id,
    readOnly: profile.readOnly,
    credentials: await vault.credentials(profile.id),
  };
}

/** Refuses an order action on a read-only profile, before anything is journaled or sent. */
export function assertCanTrade(session: Session): void {
  if (session.venue.readOnly) {
    throw new VaultError(
      'invalid-input',
      `The profile "${session.venue.name}" is read-only: it cannot place or cancel orders, nor change margin or leverage`,
    );
  }
}
