/**
 * `npm run cli -- <method> '<json params>' [flags]`: one bridge call on the same core as the app, its result
 * printed as JSON on stdout. Exit 0 when it succeeded, 1 when it failed, 2 when the command line is wrong.
 * Where the app runs on the same data directory, the call goes to the app's own core (app/core/app-channel.ts),
 * never to a second one beside it.
 */
import type { BridgeResult } from '../shared/bridge';
import { cliUsage, parseCliArgs, UsageError, type CliRequest } from './cli-args';
import { startCore } from './core';
import { callAppChannel, readAppChannel } from './core/app-channel';
import { DataDirInUseError } from './fs/data-dir-lock';

async function main(argv: string[]): Promise<number> {
  let request: CliRequest;
  try {
    request = parseCliArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`perpdesk cli: ${err.message}`);
    return 2;
  }
  if (request.help) {
    console.log(cliUsage());
    return 0;
  }
  const result = await callHere(request).catch((err: unknown) => {
    if (err instanceof DataDirInUseError) return callOwner(err, request);
    throw err;
  });
  console.log(JSON.stringify(result, null, 2));
  return result.ok ? 0 : 1;
}

async function callHere({ method, params, options }: Extract<CliRequest, { help: false }>): Promise<BridgeResult<unknown>> {
  const core = await startCore({ ...options, owner: 'npm run cli' });
  try {
    return await core.dispatch(method, params);
  } finally {
    await core.close();
  }
}

/** The directory is the running app's: the call goes through the app's channel, or is refused naming the app. */
async function callOwner(inUse: DataDirInUseError, request: Extract<CliRequest, { help: false }>): Promise<BridgeResult<unknown>> {
  const channel = await readAppChannel(inUse.dataDir);
  if (!channel || channel.pid !== inUse.owner.pid) throw inUse;
  if (request.options.exchange) {
    throw new Error(`${inUse.message} (While it runs, the CLI calls it, on its exchange: --exchange cannot apply.)`);
  }
  console.error(`perpdesk cli: ${inUse.owner.what} (pid ${inUse.owner.pid}) owns ${inUse.dataDir}; calling it.`);
  return callAppChannel(channel, request.method, request.params);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(
      `perpdesk cli: ${err instanceof DataDirInUseError ? err.message : `could not run: ${err instanceof Error ? err.message : String(err)}`}`,
    );
    process.exit(1);
  },
);
