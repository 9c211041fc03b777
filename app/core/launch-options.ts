/** The launch contract's command line (docs/architecture.md, "The launch contract"), parsed strictly. */
import os from 'node:os';
import path from 'node:path';
import { blankInitialVariable } from './initial-environment';

export interface LaunchOptions {
  browser: boolean;
  /**
   * Browser mode's port; 0 picks a free one. Null: DEFAULT_BROWSER_PORT, or a free one if that is taken. A fixed
   * address matters: the browser keeps the screen's settings (market, layout, theme) per address.
   */
  port: number | null;
  open: boolean;
  dataDir: string;
  /** The paper exchange without its simulated traders: a still, seeded book (demos and tests). */
  stillMarket: boolean;
  /** Extra markets the in-process paper exchange lists (M001-USDT, …): a real venue's scale. Only a new one reads it. */
  markets: number;
  /** Trade this exchange for this run instead of the paper exchange; the secret comes from the environment. */
  exchange?: { url: string; apiKey: string; apiSecret: string };
}

export class LaunchError extends Error {}

/** The paper exchange's limit (app/paper's MAX_EXTRA_MARKETS). */
const MAX_MARKETS = 999;

/** Browser mode's address when no --port is given. */
export const DEFAULT_BROWSER_PORT = 7319;

export const USAGE = `usage: npm start -- [--browser] [--port N] [--no-open] [--data-dir DIR] [--still-market] [--markets N]
                     [--exchange URL --api-key K]
  --still-market  the paper exchange with a still book and no simulated traders
  --markets N     a new paper exchange lists N more markets (M001-USDT, …) beside BTC, ETH and SOL
  --exchange      trade that exchange for this run; the API secret is read from PERPDESK_API_SECRET`;

export const defaultDataDir = (env: NodeJS.ProcessEnv = process.env): string => env['PERPDESK_DATA_DIR'] || path.join(os.homedir(), '.perpdesk');

const API_SECRET = 'PERPDESK_API_SECRET';

/**
 * The API secret, taken out of the environment as it is read, so that no child process (the browser opener,
 * Electron, anything they start) inherits it; out of the process's own, on Linux also out of what
 * /proc/<pid>/environ shows (see initial-environment.ts).
 */
export function takeApiSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const secret = env[API_SECRET];
  delete env[API_SECRET];
  if (env === process.env && secret !== undefined) blankInitialVariable(API_SECRET);
  return secret;
}

/** `apiSecret`: where --exchange's secret comes from; by default it is taken out of `env`. */
export function parseLaunchOptions(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  apiSecret: string | undefined = takeApiSecret(env),
): LaunchOptions {
  const options: LaunchOptions = { browser: false, port: null, open: true, dataDir: defaultDataDir(env), stillMarket: false, markets: 0 };
  let exchangeUrl: string | undefined;
  let apiKey: string | undefined;
  const args = [...argv];
  const valueOf = (flag: string): string => {
    const value = args.shift();
    if (value === undefined || value.startsWith('--')) throw new LaunchError(`${flag} needs a value after it`);
    return value;
  };
  while (args.length) {
    const flag = args.shift() as string;
    switch (flag) {
      case '--browser':
        options.browser = true;
        break;
      case '--no-open':
        options.open = false;
        break;
      case '--still-market':
        options.stillMarket = true;
        break;
      case '--port': {
        const text = valueOf(flag);
        const port = Number(text);
        if (!/^\d+$/.test(text) || port > 65535) throw new LaunchError(`--port must be a number from 0 to 65535, not ${text}`);
        options.port = port;
        break;
      }
      case '--markets': {
        const text = valueOf(flag);
        const markets = Number(text);
        if (!/^\d+$/.test(text) || markets > MAX_MARKETS) throw new LaunchError(`--markets must be a number from 0 to ${MAX_MARKETS}, not ${text}`);
        options.markets = markets;
        break;
      }
      case '--data-dir':
        options.dataDir = path.resolve(valueOf(flag));
        break;
      case '--exchange':
        exchangeUrl = valueOf(flag);
        break;
      case '--api-key':
        apiKey = valueOf(flag);
        break;
      default:
        throw new LaunchError(`unknown option ${flag}`);
    }
  }
  if (exchangeUrl !== undefined || apiKey !== undefined) {
    options.exchange = exchangeOption(exchangeUrl, apiKey, apiSecret);
  }
  return options;
}

function exchangeOption(url: string | undefined, apiKey: string | undefined, apiSecret: string | undefined) {
  if (!url || !apiKey) throw new LaunchError("--exchange and --api-key go together: the exchange's address and your API key");
  if (!apiSecret) {
    throw new LaunchError('the API secret is read from the environment variable PERPDESK_API_SECRET (never from the command line), which is not set');
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new LaunchError(`--exchange must be a URL like https://exchange.example, not ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new LaunchError('--exchange must be an http or https URL');
  }
  return { url: parsed.origin + parsed.pathname.replace(/\/+$/, ''), apiKey, apiSecret };
}
