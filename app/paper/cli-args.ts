/** The command line of `npm run paper`, parsed strictly: anything unclear is a UsageError. */
import { toScaled } from '../../shared/decimal';
import { SECRET_VARIABLE, SecretError, takeApiSecret } from './cli-secret';
import { MAX_EXTRA_MARKETS, SETTLE_COIN } from './engine';
import type { PaperAccount } from './index';

export const USAGE = `Usage: npm run paper -- [options]

Runs the paper exchange alone, on 127.0.0.1.

Options:
  --port N             port to listen on (default 0: any free port; the URL is printed)
  --data-dir DIR       directory for the exchange's log and snapshots; created if missing. Every
                       acknowledged change survives a crash and a restart with the same DIR.
                       Without it the exchange lives in memory.
  --api-key K          open a trading account for this API key; its secret comes from the
                       environment variable ${SECRET_VARIABLE} or from --api-secret-file
  --api-secret-file F  read the key's secret from file F (a trailing newline is dropped)
  --balance AMOUNT     the account's starting USDT (default 10000; needs --api-key)
  --seed N             seed of a new exchange's market (default 1)
  --no-market          a still book: no simulated makers and takers, no moving index
  --markets N          list N more markets beside BTC, ETH and SOL: M001-USDT, M002-USDT, … (a new
                       exchange only; default 0, at most 999)
  --funding-interval S funding settles every S seconds (default 3600; a new exchange only)
  -h, --help           print this help`;

export class UsageError extends Error {}

export interface CliOptions {
  port: number;
  seed: number;
  market: boolean;
  fundingIntervalMs: number;
  markets: number;
  dataDir?: string;
  account?: PaperAccount;
}

const FLAGS = ['--port', '--data-dir', '--api-key', '--api-secret-file', '--balance', '--seed', '--funding-interval', '--markets'] as const;
type Flag = (typeof FLAGS)[number];
const isFlag = (name: string): name is Flag => (FLAGS as readonly string[]).includes(name);

/**
 * Null when help was asked for. The secret for --api-key is taken from `env` (and removed from it) or from the
 * file --api-secret-file names.
 */
export function parseCliArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliOptions | null {
  const given = new Map<Flag, string>();
  let market = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return null;
    if (arg === '--no-market') {
      market = false;
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg : arg.slice(0, eq);
    if (name === '--api-secret') {
      throw new UsageError(
        `--api-secret is not taken on the command line, where other users can read it: put the secret in the ` +
          `environment variable ${SECRET_VARIABLE} or in a file named by --api-secret-file`,
      );
    }
    if (!isFlag(name)) throw new UsageError(`unknown option ${arg}`);
    const value = eq < 0 ? argv[++i] : arg.slice(eq + 1);
    if (value === undefined || value === '') throw new UsageError(`${name} needs a value`);
    if (given.has(name)) throw new UsageError(`${name} is given twice`);
    given.set(name, value);
  }

  const apiKey = given.get('--api-key');
  const apiSecret = secretFor(apiKey, given.get('--api-secret-file'), env);
  const balance = given.get('--balance');
  if (balance !== undefined && apiKey === undefined) throw new UsageError('--balance needs --api-key');
  if (balance !== undefined && toScaled(balance, SETTLE_COIN.decimals) === null) {
    throw new UsageError(`--balance must be a plain amount like 10000 or 2500.5, not "${balance}"`);
  }
  const options: CliOptions = {
    port: wholeNumber('--port', given.get('--port') ?? '0', 65535),
    seed: wholeNumber('--seed', given.get('--seed') ?? '1', 2 ** 32 - 1),
    market,
    markets: wholeNumber('--markets', given.get('--markets') ?? '0', MAX_EXTRA_MARKETS),
    fundingIntervalMs: 1000 * wholeNumber('--funding-interval', given.get('--funding-interval') ?? '3600', 7 * 86_400),
  };
  if (options.fundingIntervalMs === 0) throw new UsageError('--funding-interval must be at least 1 second');
  const dataDir = given.get('--data-dir');
  if (dataDir !== undefined) options.dataDir = dataDir;
  if (apiKey !== undefined && apiSecret !== undefined) {
    options.account = balance === undefined ? { apiKey, apiSecret } : { apiKey, apiSecret, balance };
  }
  return options;
}

function secretFor(apiKey: string | undefined, file: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  let secret: string | null;
  try {
    secret = takeApiSecret(env, file);
  } catch (error) {
    if (error instanceof SecretError) throw new UsageError(error.message);
    throw error;
  }
  if (apiKey === undefined && file !== undefined) throw new UsageError('--api-secret-file needs --api-key');
  if (apiKey === undefined && secret !== null) throw new UsageError(`${SECRET_VARIABLE} is set but --api-key is not`);
  if (apiKey !== undefined && secret === null) {
    throw new UsageError(`--api-key needs its secret in the environment variable ${SECRET_VARIABLE} or --api-secret-file`);
  }
  return secret ?? undefined;
}

function wholeNumber(flag: Flag, text: string, max: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value <= max)) throw new UsageError(`${flag} must be a whole number from 0 to ${max}, not "${text}"`);
  return value;
}
