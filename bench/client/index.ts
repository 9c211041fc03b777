/**
 * `npm run bench -- client`: our exchange client (app/exchange: parameters checked, signed, sent, envelope and
 * result parsed, budget and clock kept) against the bare HTTP request it amounts to, in the same run, on the same
 * paper exchange started in this process. The bare request is the client's own request (address, path, headers,
 * body) built once ahead of each slice and sent over node:http with a keep-alive agent like the client's transport.
 * One request in flight at a time; each side's per-request latency is timed, in alternating slices so that both
 * meet the same background load, after a warm-up. The client is given a budget far above what the loop can ask,
 * so its token bucket never holds a request. Then the signing of the signed request on its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExchangeClient } from '../../app/exchange/client';
import { endpoints, type ParamsOf } from '../../app/exchange/endpoints';
import { buildRequest } from '../../app/exchange/request';
import { parseBaseAddress, type HttpRequest } from '../../app/exchange/transport';
import { startPaperExchange } from '../../app/paper';
import { BENCH_ACCOUNT } from '../http/account';
import { row, type BenchResult, type Row, type Target } from '../report';
import { microsPerSignature, signingRow } from '../signer';
import { closeBareAgent, prebuilt } from './bare';
import { Latencies } from './latencies';

const WARM_UP_SECONDS = 1;
const SLICES = 6;
const SLICE_SECONDS = 0.5;
/** Requests a second the client may send: far more than one-at-a-time requests reach, so nothing is held. */
const UNTHROTTLED = 1_000_000;
const TIMEOUT_MS = 10_000;
/** The client's median latency may be at most this much over the bare request's. */
const MAX_OVERHEAD = 0.15;
const MAX_SIGNING_MICROS = 5;

const credentials = { apiKey: BENCH_ACCOUNT.apiKey, apiSecret: BENCH_ACCOUNT.apiSecret };
const depth = { pairName: 'BTC-USDT', limit: 20 } satisfies ParamsOf<'depth'>;
const balance = { symbol: 'USDT' } satisfies ParamsOf<'balance'>;

interface Workload {
  name: string;
  /** The call through the client. */
  call: () => Promise<unknown>;
  /** The same call as the client puts it on the wire; a signed one is stamped with the time it is built at. */
  build: () => HttpRequest;
}

async function compare({ name, call, build }: Workload): Promise<Row> {
  await new Latencies().slice(call, WARM_UP_SECONDS);
  const warm = prebuilt(build());
  await new Latencies().slice(warm.send, WARM_UP_SECONDS);
  const ours = new Latencies();
  const peer = new Latencies();
  let failures = warm.failures();
  for (let i = 0; i < SLICES; i++) {
    await ours.slice(call, SLICE_SECONDS);
    // Built afresh for each slice, so that a signed request stays well inside the exchange's time window.
    const bare = prebuilt(build());
    await peer.slice(bare.send, SLICE_SECONDS);
    failures += bare.failures();
  }
  if (failures > 0) throw new Error(`${name}: ${failures} bare requests were refused; the comparison is void`);
  const [o, p] = [ours.percentile(50), peer.percentile(50)];
  const note = `client ${ours.summary()}; bare ${peer.summary()}; overhead ${((o / p - 1) * 100).toFixed(1)} % at the median`;
  return row(name, 1e6 / o, 1e6 / p, note);
}

export async function benchClient(): Promise<BenchResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'perpdesk-bench-client-'));
  const exchange = await startPaperExchange({ port: 0, dataDir, market: false, accounts: [{ ...BENCH_ACCOUNT }] });
  const client = new ExchangeClient({
    baseUrl: exchange.url,
    credentials,
    requestsPerSecond: UNTHROTTLED,
    clockRefreshMs: 0,
    timeoutMs: TIMEOUT_MS,
  });
  try {
    await client.syncClock();
    const base = parseBaseAddress(exchange.url);
    const now = () => client.clock.serverNow();
    const requests = [
      await compare({
        name: 'depth (public GET)',
        call: () => client.call('depth', depth),
        build: () => buildRequest(base, endpoints.depth, endpoints.depth.params.parse(depth), undefined, now(), TIMEOUT_MS),
      }),
      await compare({
        name: 'balance (signed POST)',
        call: () => client.call('balance', balance),
        build: () => buildRequest(base, endpoints.balance, endpoints.balance.params.parse(balance), credentials, now(), TIMEOUT_MS),
      }),
    ];
    const signing = signingRow('sign the balance request', balance, client.clock.serverNow(), credentials.apiSecret);
    const signingMicros = microsPerSignature(signing);
    const targets: Target[] = [
      ...requests.map((r) => ({
        text: `${r.name}: the client's median latency at most ${MAX_OVERHEAD * 100} % over the bare request's`,
        met: 1 / r.ratio - 1 <= MAX_OVERHEAD,
      })),
      { text: `signing a request at most ${MAX_SIGNING_MICROS} µs`, met: signingMicros <= MAX_SIGNING_MICROS },
    ];
    return {
      ours: 'ExchangeClient.call (app/exchange), budget unthrottled',
      peer: 'the same request prebuilt, sent over node:http with a keep-alive agent',
      unit: 'requests/s one at a time, i.e. 1 / median latency (signing: signatures/s against a bare HMAC)',
      method:
        `the paper exchange in this process on 127.0.0.1; ${WARM_UP_SECONDS} s warm-up a side, then ` +
        `${SLICES} alternating ${SLICE_SECONDS} s slices a side, latencies pooled`,
      rows: [...requests, signing],
      targets,
    };
  } finally {
    client.close();
    closeBareAgent();
    await exchange.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
