/**
 * `npx tsx bench/profile/client.ts [depth|balance]`: where the exchange client's time goes, request by request.
 * Against the paper exchange in this process (as `npm run bench -- client`), the same request is sent in steps,
 * each doing one more part of what ExchangeClient.call does: the bare prebuilt request; the client's transport
 * (its deadline); the request built and signed each time; the envelope read (JSON.parse);
 * the result checked by its schema; the whole client (parameters checked, budget, clock, latency, retries).
 * Steps take turns in short slices; each line gives the median latency and the CPU time per request (this
 * process's, which serves the exchange too) and what the step added. Sampling profilers mislead here: they
 * inflate the native calls (HMAC, JSON.parse) they interrupt.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExchangeClient } from '../../app/exchange/client';
import { endpoints } from '../../app/exchange/endpoints';
import { openEnvelope } from '../../app/exchange/envelope';
import { buildRequest } from '../../app/exchange/request';
import { parseBaseAddress, send } from '../../app/exchange/transport';
import { startPaperExchange } from '../../app/paper';
import { closeBareAgent, prebuilt } from '../client/bare';
import { Latencies } from '../client/latencies';
import { BENCH_ACCOUNT } from '../http/account';

const ROUNDS = 12;
const SLICE_SECONDS = 0.2;
const name = process.argv[2] ?? 'depth';
if (name !== 'depth' && name !== 'balance') throw new Error(`no workload named ${name}; there are: depth, balance`);

const dataDir = await mkdtemp(join(tmpdir(), 'perpdesk-profile-client-'));
const exchange = await startPaperExchange({ port: 0, dataDir, market: false, accounts: [{ ...BENCH_ACCOUNT }] });
const credentials = { apiKey: BENCH_ACCOUNT.apiKey, apiSecret: BENCH_ACCOUNT.apiSecret };
const client = new ExchangeClient({ baseUrl: exchange.url, credentials, requestsPerSecond: 1_000_000, clockRefreshMs: 0 });
await client.syncClock();

const spec = endpoints[name];
const params = name === 'depth' ? { pairName: 'BTC-USDT', limit: 20 } : { symbol: 'USDT' };
const base = parseBaseAddress(exchange.url);
const build = () => buildRequest(base, spec, params, credentials, client.clock.serverNow(), 10_000);
const fixed = build();
const bare = prebuilt(fixed);
const read = async () => {
  const response = await send(build());
  return openEnvelope(response.status, response.text, spec.write);
};
const steps: [string, () => Promise<unknown>][] = [
  ['bare request, prebuilt', bare.send],
  ['+ transport (deadline)', () => send(fixed)],
  ['+ built and signed', () => send(build())],
  ['+ envelope (JSON.parse)', read],
  ['+ result schema', async () => spec.result.safeParse((await read()).data)],
  ['+ the rest: ExchangeClient', () => client.call(name, params as never)],
];

const latencies = steps.map(() => new Latencies());
const cpuMicros = steps.map(() => 0);
for (const [, once] of steps) await new Latencies().slice(once, 0.5);
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, [, once]] of steps.entries()) {
    const before = process.cpuUsage();
    await latencies[i]!.slice(once, SLICE_SECONDS);
    const { user, system } = process.cpuUsage(before);
    cpuMicros[i]! += user + system;
  }
}
console.log(`${name}: median latency and CPU per request (µs), ${ROUNDS} rounds of ${SLICE_SECONDS} s slices`);
let previous: number | undefined;
for (const [i, [label]] of steps.entries()) {
  const cpu = cpuMicros[i]! / latencies[i]!.count;
  const added = previous === undefined ? '' : `${cpu - previous >= 0 ? '+' : ''}${(cpu - previous).toFixed(1)}`;
  console.log(
    `  ${label.padEnd(28)} p50 ${latencies[i]!.percentile(50).toFixed(0).padStart(4)}   CPU ${cpu.toFixed(1).padStart(6)}  ${added.padStart(6)}`,
  );
  previous = cpu;
}
client.close();
closeBareAgent();
await exchange.close();
await rm(dataDir, { recursive: true, force: true });
