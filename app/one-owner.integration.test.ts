/**
 * One owner per data directory, proven with real processes: a second `npm run paper` on a directory is refused
 * while the first takes creates under load, and after kill -9 and a restart every acknowledged create is there;
 * `npm run cli` while the app runs calls the app itself (the README tells traders to do exactly that).
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { tempDirForTests } from './fs/testing';
import { CREATE, limitOrder, post, type Key } from './paper/http/testing';
import { startScript } from './shell/testing';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const root = tempDirForTests('pd-owner-');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

/** Spawns `node --import tsx <script> …args` and waits for a line of its stdout. */
const startProcess = (script: string, args: string[], line: RegExp) =>
  startScript(script, args, { env: { PAPER_API_SECRET: key.apiSecret }, line, children });

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(script: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const options = { cwd: ROOT, timeout: 30_000, env: { ...process.env, PAPER_API_SECRET: key.apiSecret, ...env } };
    execFile(process.execPath, ['--import', 'tsx', script, ...args], options, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

const key: Key = { apiKey: 'owner-test', apiSecret: 'owner-test-secret' };
const paperArgs = (dataDir: string) => ['--port', '0', '--data-dir', dataDir, '--no-market', '--api-key', key.apiKey, '--balance', '100000000'];
const startPaper = (dataDir: string) => startProcess('app/paper/cli.ts', paperArgs(dataDir), /listening on (http:\/\/127\.0\.0\.1:\d+)/);
const inUse = (dataDir: string, what: string, pid: number | undefined) =>
  new RegExp(
    `The data directory ${dataDir} is in use by ${what.replace(/[()]/g, '\\$&')}, pid ${pid}, since \\d\\d:\\d\\d\\. Close it first, or use --data-dir for another\\.`,
  );

describe('one owner per data directory', () => {
  it('refuses a second npm run paper on the directory under load, and loses nothing acknowledged across kill -9', async () => {
    const dataDir = path.join(root, 'paper');
    const first = await startPaper(dataDir);
    const url = first.match[1] as string;
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);

    const acknowledged = new Map<string, number>();
    const stop = { now: false };
    const worker = async (w: number) => {
      for (let i = 0; !stop.now; i++) {
        const clientOrderId = `w${w}-${i}`;
        const reply = await post(url, key, CREATE, limitOrder(clientOrderId, { price: `${1000 + ((w * 97 + i) % 3000)}.0` })).catch(() => null);
        if (!reply) return; // killed mid-request: never acknowledged
        if (reply.body.code !== 200) throw new Error(`create refused: ${JSON.stringify(reply.body)}`);
        acknowledged.set(clientOrderId, reply.body.data.orderId);
      }
    };
    const workers = Array.from({ length: 6 }, (_, w) => worker(w));

    // While it takes creates: a second exchange, and the CLI, are refused at once, naming it.
    const second = await run('app/paper/cli.ts', paperArgs(dataDir));
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(inUse(dataDir, 'npm run paper', first.child.pid));
    const cli = await run('app/cli.ts', ['market.pairs', '--data-dir', dataDir]);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toMatch(inUse(dataDir, 'npm run paper', first.child.pid));
    expect(cli.stdout).toBe('');

    await new Promise((r) => setTimeout(r, 500));
    first.child.kill('SIGKILL');
    stop.now = true;
    await Promise.all(workers);
    await exited(first.child);
    expect(acknowledged.size).toBeGreaterThan(20);

    // The lock of the killed process is stale: a restart takes it over and finds every acknowledged create.
    const restarted = await startPaper(dataDir);
    const again = restarted.match[1] as string;
    for (const [clientOrderId, orderId] of acknowledged) {
      const reply = await post(again, key, '/api/third/order/queryOrder', { entrustId: orderId });
      expect(reply.body.data, clientOrderId).toMatchObject({ id: orderId, clientOrderId });
    }
    restarted.child.kill('SIGTERM');
    await exited(restarted.child);
    expect(existsSync(path.join(dataDir, 'perpdesk.lock'))).toBe(false);
  }, 90_000);

  it("lets npm run cli call the running app on its directory, and refuses a second exchange on the app's paper log", async () => {
    const dataDir = path.join(root, 'app');
    const app = await startProcess(
      'app/start.ts',
      ['--browser', '--no-open', '--port', '0', '--data-dir', dataDir, '--still-market'],
      /Perpdesk: (http:\/\/127\.0\.0\.1:\d+)\/#token=(\S+)/,
    );
    const order = { pair: 'BTC-USDT', side: 'buy', price: '50000.0', quantity: '0.010' };
    const placed = await run('app/cli.ts', ['trading.placeOrder', JSON.stringify(order), '--data-dir', dataDir]);
    expect(placed.stderr).toContain(`Perpdesk (browser mode) (pid ${app.child.pid}) owns ${dataDir}; calling it.`);
    expect(placed.code).toBe(0);
    const { orderId } = JSON.parse(placed.stdout).value as { orderId: number };

    // The app's own screen sees the order the CLI placed: one exchange, one log.
    const [, origin, token] = app.match;
    const ws = new WebSocket(`${origin!.replace('http', 'ws')}/bridge?token=${token}`, { headers: { origin: origin! } });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const reply = await new Promise<{ result: { ok: boolean; value: { id: number }[] } }>((resolve) => {
      ws.once('message', (data) => resolve(JSON.parse(String(data))));
      ws.send(JSON.stringify({ id: 1, method: 'account.openOrders', params: { pair: 'BTC-USDT' } }));
    });
    ws.close();
    expect(reply.result.value.map((o) => o.id)).toContain(orderId);

    // Another exchange for one call cannot go through the app, which trades its own: refused, saying why.
    const elsewhere = await run('app/cli.ts', ['market.pairs', '--data-dir', dataDir, '--exchange', 'http://127.0.0.1:9', '--api-key', 'K'], {
      PERPDESK_API_SECRET: 'not-used-0123456789',
    });
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toMatch(inUse(dataDir, 'Perpdesk (browser mode)', app.child.pid));
    expect(elsewhere.stderr).toContain('--exchange cannot apply');

    const paper = await run('app/paper/cli.ts', paperArgs(path.join(dataDir, 'paper')));
    expect(paper.code).toBe(1);
    expect(paper.stderr).toMatch(inUse(path.join(dataDir, 'paper'), 'Perpdesk (browser mode)', app.child.pid));

    // Closed, the app gives the directory back; the CLI then runs its own core there and finds the same order.
    app.child.kill('SIGTERM');
    await exited(app.child);
    expect(existsSync(path.join(dataDir, 'perpdesk.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'app-channel.json'))).toBe(false);
    const alone = await run('app/cli.ts', ['account.openOrders', '{"pair":"BTC-USDT"}', '--data-dir', dataDir, '--still-market']);
    expect(alone.code).toBe(0);
    expect(alone.stderr).not.toContain('calling it');
    expect((JSON.parse(alone.stdout).value as { id: number }[]).map((o) => o.id)).toContain(orderId);
  }, 90_000);
});
