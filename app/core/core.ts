/**
 * The services behind the bridge, assembled for one run: the venue (the in-process paper exchange by default,
 * or the exchange named on the command line), the client, the journal, and the dispatch that shells call.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ExchangeClient } from '../exchange';
import { Journal } from '../journal/journal';
import { startPaperExchange } from '../paper';
import { probeKeychain } from '../vault/keychain';
import { createDispatch, type Dispatch, type Handlers } from './dispatch';
import type { LaunchOptions } from './launch-options';
import { createAccountService } from './services/account';
import { createMarketService } from './services/market';
import { createTradingService } from './services/trading';

const PAPER_API_KEY = 'perpdesk-paper';

export interface Core {
  dispatch: Dispatch;
  venue: { name: string; baseUrl: string; paper: boolean };
  close(): Promise<void>;
}

export type CoreOptions = Pick<LaunchOptions, 'dataDir' | 'exchange'> & Partial<Pick<LaunchOptions, 'stillMarket'>>;

export async function startCore(options: CoreOptions): Promise<Core> {
  const venue = await openVenue(options);
  const client = new ExchangeClient({ baseUrl: venue.baseUrl, credentials: venue.credentials });
  const journal = await Journal.open(options.dataDir);
  const keychain = await probeKeychain();
  const market = createMarketService(client);
  const trading = createTradingService({ client, market, journal, venue: venue.baseUrl });
  const account = createAccountService(client, market);
  // A clock we cannot read yet is measured again before the first signed call fails on it.
  await client.syncClock().catch(() => undefined);

  const handlers: Handlers = {
    'status.get': async () => ({
      venue: { name: venue.name, baseUrl: venue.baseUrl, paper: venue.paper },
      keychain,
      clockOffsetMs: client.clock.measured,
    }),
    'market.pairs': () => market.pairs(),
    'market.depth': ({ pair, limit }) => market.depth(pair, limit),
    'trading.placeOrder': (p) => trading.placeOrder(p),
    'trading.cancelOrder': (p) => trading.cancelOrder(p),
    'account.openOrders': ({ pair }) => account.openOrders(pair),
  };

  return {
    dispatch: createDispatch(handlers),
    venue: { name: venue.name, baseUrl: venue.baseUrl, paper: venue.paper },
    async close() {
      await journal.close();
      await venue.close();
    },
  };
}

async function openVenue({ exchange, dataDir, stillMarket = false }: CoreOptions) {
  if (exchange) {
    return {
      name: new URL(exchange.url).host,
      baseUrl: exchange.url,
      paper: false,
      credentials: { apiKey: exchange.apiKey, apiSecret: exchange.apiSecret },
      close: async () => undefined,
    };
  }
  // The paper account lives on in the paper exchange's data; its secret is new each run, so no secret is kept.
  const credentials = { apiKey: PAPER_API_KEY, apiSecret: randomBytes(32).toString('hex') };
  const paper = await startPaperExchange({
    port: 0,
    dataDir: path.join(dataDir, 'paper'),
    market: !stillMarket,
    accounts: [credentials],
  });
  return { name: 'Paper exchange', baseUrl: paper.url, paper: true, credentials, close: () => paper.close() };
}
