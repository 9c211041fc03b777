/**
 * The paper exchange: the engine behind a real HTTP server on 127.0.0.1 that speaks the exchange's API.
 * State lives in memory for now.
 */
import { toScaled } from '../../shared/decimal';
import { createEngine, SETTLE_COIN } from './engine';
import { createPaperServer, KeyRing } from './http';

export { createEngine, PaperEngine, type OrderCommand, type PairSpec } from './engine';

export interface PaperAccount {
  apiKey: string;
  apiSecret: string;
  /** USDT the account starts with; "10000" unless given. */
  balance?: string;
}

export interface PaperExchangeOptions {
  /** 0, the default, takes any free port. */
  port?: number;
  host?: '127.0.0.1';
  /** Seeds the market maker's book; 1 unless given. */
  seed?: number;
  now?: () => number;
  accounts?: PaperAccount[];
  /** Hears the errors behind 500 answers; by default they go to stderr. */
  onError?: (error: unknown) => void;
}

export interface PaperExchange {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  /** Opens an account for the key; a key already known keeps its account and takes the new secret. */
  addAccount(account: PaperAccount): void;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
const DEFAULT_BALANCE = '10000';

export async function startPaperExchange(options: PaperExchangeOptions = {}): Promise<PaperExchange> {
  const now = options.now ?? Date.now;
  const engine = createEngine({ seed: options.seed ?? 1, now: now() });
  const keys = new KeyRing();
  const onError = options.onError ?? ((error: unknown) => console.error('paper exchange:', error));
  const server = createPaperServer({ engine, keys, now, onError });

  const addAccount = ({ apiKey, apiSecret, balance = DEFAULT_BALANCE }: PaperAccount): void => {
    if (apiKey === '' || apiSecret === '') throw new Error('an account needs an API key and secret');
    const units = toScaled(balance, SETTLE_COIN.decimals);
    if (units === null) {
      throw new Error(`balance "${balance}" is not a plain amount with at most ${SETTLE_COIN.decimals} decimals`);
    }
    keys.set(apiKey, apiSecret, keys.accountOf(apiKey) ?? engine.openAccount(units));
  };
  options.accounts?.forEach(addAccount);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the paper exchange has no TCP address');

  return {
    url: `http://${HOST}:${address.port}`,
    port: address.port,
    addAccount,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
