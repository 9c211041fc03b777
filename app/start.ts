/**
 * `npm start`: the desktop app on the paper exchange (downloading Electron on first use); browser mode with
 * `--browser`, or where no Electron binary can be had (said in one line, with the reason).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openInBrowser, startBrowserHost } from './browser-host';
import { DEFAULT_BROWSER_PORT, LaunchError, parseLaunchOptions, startCore, takeApiSecret, USAGE, type LaunchOptions } from './core';
import { obtainElectronBinary } from './shell/electron-install';
import { DataDirInUseError } from './fs/data-dir-lock';
import { childEnvironment } from './shell/child-env';
import { stopOnInterrupt } from './shell/interrupt';
import { SECRET_PIPE_VARIABLE, sendSecret, STDIO_WITH_SECRET_PIPE } from './shell/secret-pipe';

async function main(argv: string[]): Promise<void> {
  const apiSecret = takeApiSecret();
  if (argv.includes('--help')) return void console.log(USAGE);
  const options = parseLaunchOptions(argv, process.env, apiSecret);
  if (!options.browser) {
    const electron = await obtainElectronBinary();
    if ('path' in electron) return runElectron(electron.path, argv, options.exchange?.apiSecret);
    console.log(`Perpdesk: ${electron.missing}; starting browser mode instead.`);
  }
  await runBrowserMode(options);
}

async function runBrowserMode(options: LaunchOptions): Promise<void> {
  const core = await startCore({ ...options, owner: 'Perpdesk (browser mode)', acceptCliCalls: true });
  const inUse = (err: unknown) => (err as { code?: string }).code === 'EADDRINUSE';
  const host = await startBrowserHost(core, { port: options.port ?? DEFAULT_BROWSER_PORT })
    .catch((err: unknown) => {
      // The usual address is taken (another Perpdesk?): any free one will do, though the browser keeps this
      // run's screen settings apart from the usual ones.
      if (options.port !== null || !inUse(err)) throw err;
      console.log(`Perpdesk: port ${DEFAULT_BROWSER_PORT} is in use; using another one for this run.`);
      return startBrowserHost(core, { port: 0 });
    })
    .catch(async (err: unknown) => {
      await core.close();
      throw inUse(err) ? new LaunchError(`port ${options.port} is taken by another program: pick another with --port N`) : err;
    });
  const stop = async () => {
    await host.close();
    await core.close();
    process.exit(0);
  };
  // Before the address is printed: a Ctrl+C from then on is this process's to answer.
  stopOnInterrupt(core, stop, (line) => console.log(`Perpdesk: ${line}`));
  console.log(`Perpdesk: ${host.url}`);
  if (options.open) openInBrowser(host.url);
}

/** Electron gets our arguments and a scrubbed environment; the --exchange secret, if any, through a pipe. */
function runElectron(binary: string, argv: string[], apiSecret: string | undefined): void {
  const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/electron/main.cjs');
  const env = childEnvironment();
  const child =
    apiSecret === undefined
      ? spawn(binary, [main, ...argv], { stdio: 'inherit', env })
      : spawn(binary, [main, ...argv], { stdio: [...STDIO_WITH_SECRET_PIPE], env: { ...env, [SECRET_PIPE_VARIABLE]: '3' } });
  if (apiSecret !== undefined) sendSecret(child, apiSecret);
  // Ctrl+C reaches Electron too, which asks first while held orders are armed: this waits for it to exit.
  process.on('SIGINT', () => undefined);
  child.on('exit', (code) => process.exit(code ?? 0));
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof LaunchError) {
    console.error(`Perpdesk: ${err.message}\n${USAGE}`);
    process.exit(2);
  }
  if (err instanceof DataDirInUseError) {
    console.error(`Perpdesk: ${err.message}`);
    process.exit(1);
  }
  console.error(`Perpdesk: could not start: ${err instanceof Error ? err.message : String(err)}`);
  if (process.env['PERPDESK_DEBUG']) console.error(err);
  process.exit(1);
});
