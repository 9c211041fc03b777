/**
 * `npm run headless` prints what the held orders do from its start on, never again what an earlier run already told:
 * a stop fires under the app, then under a first headless run, then under a second; each run prints its own run's
 * notices and none of the earlier ones.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Decimal from 'decimal.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { BridgeResult, ProtectionNotice } from '../shared/bridge';
import { startCore } from './core';
import { callAppChannel, readAppChannel } from './core/app-channel';
import { tempDirForTests } from './fs/testing';
import { push, startTwoAccountExchange, trader, until } from './protection/testing';
import type { PaperExchange } from './paper';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dataDir = tempDirForTests('pd-headless-notices-');
const children: ChildProcess[] = [];
let exchange: PaperExchange | undefined;
afterAll(async () => {
  children.forEach((c) => c.kill('SIGKILL'));
  await exchange?.close();
});

type Call = (method: string, params: unknown) => Promise<unknown>;
const strict =
  (dispatch: (method: string, params: unknown) => Promise<BridgeResult<unknown>>): Call =>
  async (method, params) => {
    const result = await dispatch(method, params);
    if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
    return result.value;
  };

/** A long opened, a stop set 15 below the last price, the market pushed through it: the stop's notices, once told. */
async function fireAStop(call: Call, mover: string): Promise<ProtectionNotice[]> {
  const before = ((await call('protection.notices', {})) as ProtectionNotice[]).at(-1)?.seq ?? 0;
  await call('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.100', timeInForce: 'IOC' });
  const [position] = (await call('positions.list', { pair: 'BTC-USDT' })) as { id: number }[];
  const last = ((await call('market.ticker', { pair: 'BTC-USDT' })) as { close: string }).close;
  const value = new Decimal(last).minus(15).toFixed(1);
  await call('protection.set', { pair: 'BTC-USDT', positionId: position!.id, kind: 'stop-loss', value, feed: 'last' });
  await push(exchange!.url, 'sell', '4.000', mover);
  await until('the stop fired and its position closed', async () => ((await call('positions.list', { pair: 'BTC-USDT' })) as unknown[]).length === 0);
  return until('its notices', async () => {
    const notices = (await call('protection.notices', { after: before })) as ProtectionNotice[];
    return notices.some((n) => n.kind === 'triggered') && notices;
  });
}

function startHeadless(): { child: ChildProcess; output: () => string; ready: Promise<void> } {
  const args = ['--import', 'tsx', 'app/headless.ts', '--data-dir', dataDir, '--exchange', exchange!.url, '--api-key', trader.apiKey];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PERPDESK_API_SECRET: trader.apiSecret },
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const ready = until('the headless process ready', async () => /Perpdesk headless: holding \d+ orders? /.test(out), 30_000).then(() => undefined);
  return { child, output: () => out, ready };
}

const noticeLines = (out: string, notices: ProtectionNotice[]) =>
  out.split('\n').filter((line) => notices.some((n) => line === `Perpdesk headless: ${n.message}`));

describe('npm run headless across restarts', () => {
  it('prints the notices of its own run only, none an earlier run told', async () => {
    exchange = await startTwoAccountExchange();
    const core = await startCore({ dataDir, exchange: { url: exchange.url, ...trader } });
    const told = [
      ...(await fireAStop(
        strict((m, p) => core.dispatch(m, p)),
        'headless-notices-app',
      )),
    ];
    await core.close();

    for (const run of [1, 2]) {
      const headless = startHeadless();
      await headless.ready;
      const channel = (await readAppChannel(dataDir))!;
      const fresh = await fireAStop(
        strict((m, p) => callAppChannel(channel, m, p)),
        `headless-notices-${run}`,
      );
      await until(`run ${run}'s notices printed`, async () => noticeLines(headless.output(), fresh).length >= fresh.length, 30_000);
      // Printed in order, so an earlier notice printed again would come before this run's own.
      expect(noticeLines(headless.output(), [...told, ...fresh])).toEqual(fresh.map((n) => `Perpdesk headless: ${n.message}`));
      told.push(...fresh);
      headless.child.kill('SIGTERM');
      await new Promise((resolve) => headless.child.once('exit', resolve));
    }
  }, 120_000);
});
