/**
 * `npm run bench -- http`: the paper exchange over 127.0.0.1 against a bare node:http server that answers with
 * the same bytes, in the same run. Each server runs in its own child process; this process is only the load
 * generator. First one create and one depth are captured from the paper exchange (the create first, so the
 * depth captured shows the book the depth load will see) and handed to the bare server. Creates are measured
 * twice: on the exchange in memory, and on a durable one whose write-ahead log is fsynced (with group commit)
 * before each create is answered, in a fresh directory under the system's temp directory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { row, type BenchResult, type Row } from '../report';
import { BENCH_ACCOUNT } from './account';
import { toCanned } from './canned';
import { capture, type Response } from './capture';
import { startChild, type ChildServer } from './child';
import type { PaperSetup } from './serve-paper';
import { drive } from './load';
import { CREATE_PATH, createRequests, DEPTH_PATH, depthRequest, type RequestSpec } from './requests';
import { Tally } from './tally';

const CONCURRENCY = 32;
const WARM_UP_SECONDS = 1;
/** Ours and bare take turns, a slice each, so that both meet the same background load on a shared machine. */
const SLICES = 4;
const SLICE_SECONDS = 1;

async function compare(name: string, paper: ChildServer, bare: ChildServer, next: () => RequestSpec): Promise<Row> {
  for (const server of [paper, bare]) {
    await drive(server.port, next, { concurrency: CONCURRENCY, seconds: WARM_UP_SECONDS });
  }
  const slice = { concurrency: CONCURRENCY, seconds: SLICE_SECONDS };
  const ours = new Tally(paper, `${name} on the paper exchange`, slice);
  const peer = new Tally(bare, `${name} on the bare server`, slice);
  for (let i = 0; i < SLICES; i++) {
    await ours.slice(next);
    await peer.slice(next);
  }
  const [o, p] = [ours.served(), peer.served()];
  const cpu = `CPU ${o.cpuMicrosPerRequest.toFixed(0)} vs ${p.cpuMicrosPerRequest.toFixed(0)} µs a request`;
  return row(name, o.perSecond, p.perSecond, cpu);
}

function succeeded(what: string, response: Response): Response {
  if (response.status !== 200 || !response.body.toString().startsWith('{"error":false')) {
    throw new Error(`the paper exchange refused the ${what}: ${response.status} ${response.body.toString()}`);
  }
  return response;
}

export async function benchHttp(): Promise<BenchResult> {
  const creates = createRequests(`bench${Date.now().toString(36)}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'perpdesk-bench-'));
  const servers: ChildServer[] = [];
  const start = async (script: string, setup: unknown): Promise<ChildServer> => {
    const server = await startChild(new URL(script, import.meta.url), setup);
    servers.push(server);
    return server;
  };
  try {
    const paper = await start('./serve-paper.ts', {} satisfies PaperSetup);
    const durable = await start('./serve-paper.ts', { dataDir } satisfies PaperSetup);
    const create = succeeded('create', await capture(paper.port, creates()));
    const depth = succeeded('depth', await capture(paper.port, depthRequest()));
    succeeded('durable create', await capture(durable.port, creates()));
    const bare = await start('./serve-bare.ts', { [CREATE_PATH]: toCanned(create), [DEPTH_PATH]: toCanned(depth) });
    const rows = [
      await compare('depth (public GET)', paper, bare, depthRequest),
      await compare('create (signed POST)', paper, bare, creates),
      await compare('create, durable (fsync)', durable, bare, creates),
    ];
    return {
      ours: `the paper exchange (startPaperExchange, account "${BENCH_ACCOUNT.apiKey}")`,
      peer: 'a bare node:http server answering the captured bytes',
      unit: 'requests/s',
      method:
        `${CONCURRENCY} keep-alive connections, one request in flight each; ${WARM_UP_SECONDS} s warm-up, ` +
        `then median of ${SLICES} alternating ${SLICE_SECONDS} s slices; each server in its own process`,
      rows,
      targets: rows.map((r) => ({ text: `${r.name} at least half the bare server's throughput`, met: r.ratio >= 0.5 })),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(dataDir, { recursive: true, force: true });
  }
}
