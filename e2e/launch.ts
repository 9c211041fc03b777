/** Starts Perpdesk the way a trader does (`npm start -- --browser …`) and reads the address it prints. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Running {
  url: string;
  dataDir: string;
  /** The host process (core, paper exchange, browser host): for the soak's memory and handle counts. */
  pid: number;
  /** Everything the process has printed so far, stdout then stderr (for specs that search its logs). */
  output(): string;
  stop(): Promise<void>;
}

export interface LaunchOptions {
  /** A living paper market; a still one unless asked (tests want a book that stays put). */
  living?: boolean;
  /** Trade this exchange instead of the built-in paper exchange (`--exchange URL --api-key K`, secret in the environment). */
  exchange?: { url: string; apiKey: string; apiSecret: string };
  /** This data directory (a restart on the data of an earlier run), kept when it stops; a fresh one unless given. */
  dataDir?: string;
}

/** Browser mode on a fresh data directory. */
export async function launchBrowserMode({ living = false, exchange, dataDir: given }: LaunchOptions = {}): Promise<Running> {
  const dataDir = given ?? mkdtempSync(path.join(os.tmpdir(), 'perpdesk-e2e-'));
  const venue = exchange ? ['--exchange', exchange.url, '--api-key', exchange.apiKey] : living ? [] : ['--still-market'];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'app/start.ts', '--browser', '--no-open', '--port', '0', '--data-dir', dataDir, ...venue],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: exchange ? { ...process.env, PERPDESK_API_SECRET: exchange.apiSecret } : process.env,
    },
  );
  const printed = { out: '', err: '' };
  child.stdout?.on('data', (chunk: Buffer) => (printed.out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed.err += chunk.toString()));
  const url = await firstLine(child, /^Perpdesk: (http:\/\/127\.0\.0\.1:\d+\/#token=\S+)$/m);
  return {
    url,
    dataDir,
    pid: child.pid ?? -1,
    output: () => `${printed.out}\n${printed.err}`,
    async stop() {
      await stopProcess(child);
      if (given === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RunningPaper {
  url: string;
  stop(): Promise<void>;
}

export interface PaperOptions {
  port: number;
  /** Where its ledger lives; without one, a scratch folder removed when it stops. */
  dataDir?: string;
  apiKey: string;
  apiSecret: string;
  /** Extra markets listed beside BTC, ETH and SOL (`--markets N`). */
  markets?: number;
  /** A living market; still unless asked. */
  living?: boolean;
}

/** The paper exchange on its own (`npm run paper`) on `port` (0: any) with its state in `dataDir`. */
export async function launchPaperExchange(options: PaperOptions): Promise<RunningPaper> {
  const scratch = options.dataDir === undefined ? mkdtempSync(path.join(os.tmpdir(), 'perpdesk-e2e-paper-')) : null;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'app/paper/cli.ts',
      '--port',
      String(options.port),
      '--data-dir',
      options.dataDir ?? scratch!,
      '--api-key',
      options.apiKey,
      ...(options.living ? [] : ['--no-market']),
      ...(options.markets ? ['--markets', String(options.markets)] : []),
    ],
    // The secret goes through the environment: the paper CLI refuses it on the command line.
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PAPER_API_SECRET: options.apiSecret } },
  );
  const url = await firstLine(child, /^paper exchange listening on (http:\/\/127\.0\.0\.1:\d+)$/m).catch((err: unknown) => {
    // It never started: its scratch folder goes with it.
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    throw err;
  });
  return {
    url,
    async stop() {
      await stopProcess(child);
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
  };
}

function firstLine(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Perpdesk did not start in time:\n${out}\n${err}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = pattern.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Perpdesk exited with ${code}:\n${out}\n${err}`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
