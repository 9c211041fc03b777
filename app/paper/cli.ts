/** `npm run paper`: the paper exchange as a standalone server. */
import { mkdir } from 'node:fs/promises';
import { DataDirInUseError, lockDataDir } from '../fs/data-dir-lock';
import { parseCliArgs, USAGE, UsageError, type CliOptions } from './cli-args';
import { startPaperExchange } from './index';

const fail = (message: string, code: number): never => {
  process.stderr.write(`paper: ${message}\n`);
  process.exit(code);
};

function readOptions(): CliOptions | null {
  try {
    return parseCliArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) return fail(`${error.message} (see --help)`, 2);
    throw error;
  }
}

const options = readOptions();
if (options === null) {
  console.log(USAGE);
  process.exit(0);
}
if (options.dataDir !== undefined) {
  const { dataDir } = options;
  // One owner per data directory: a second process on it would write the same log (app/fs/data-dir-lock.ts).
  await lockDataDir(dataDir, 'npm run paper').catch((error: Error) =>
    fail(error instanceof DataDirInUseError ? error.message : `cannot lock ${dataDir}: ${error.message}`, 1),
  );
  await mkdir(dataDir, { recursive: true }).catch((error: Error) => fail(`cannot create ${dataDir}: ${error.message}`, 1));
}
const exchange = await startPaperExchange({
  port: options.port,
  seed: options.seed,
  market: options.market,
  fundingIntervalMs: options.fundingIntervalMs,
  ...(options.markets === 0 ? {} : { markets: options.markets }),
  accounts: options.account === undefined ? [] : [options.account],
  ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
}).catch((error: Error) => fail(`cannot start: ${error.message}`, 1));
console.log(`paper exchange listening on ${exchange.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void exchange.close().finally(() => process.exit(0));
  });
}
