/**
 * `npm run cli -- <method> '<json params>' [flags]`: one bridge call on the same core as the app, its result
 * printed as JSON on stdout. Exit 0 when it succeeded, 1 when it failed, 2 when the command line is wrong.
 */
import { cliUsage, parseCliArgs, UsageError, type CliRequest } from './cli-args';
import { startCore } from './core';

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
  const core = await startCore(request.options);
  try {
    const result = await core.dispatch(request.method, request.params);
    console.log(JSON.stringify(result, null, 2));
    return result.ok ? 0 : 1;
  } finally {
    await core.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`perpdesk cli: could not run: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
