/**
 * The load generator: `concurrency` keep-alive HTTP/1.1 connections, each with one request in flight at a time,
 * for a fixed time (a closed loop). Throughput is what that concurrency sustains, so a server that holds each
 * create until a group-committed fsync still serves up to `concurrency` creates per commit.
 *
 * It writes requests and reads responses on plain sockets rather than through http.Agent: on this 2-core
 * machine node:http's client tops out near 21k requests/s, below what the bare server serves, so with it the
 * benchmark would time the client and show every server as fast as the bare one.
 */
import { connect } from 'node:net';
import type { RequestSpec } from './requests';

export interface LoadOptions {
  concurrency: number;
  seconds: number;
}

export interface LoadResult {
  /** Successful answers (HTTP 200 with the success envelope) per second. */
  perSecond: number;
  completed: number;
  failed: number;
}

const SUCCESS = Buffer.from('{"error":false,"code":200');
const HEAD_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)/i;

const wire = (port: number, spec: RequestSpec): string => {
  let head = `${spec.method} ${spec.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`;
  for (const name in spec.headers) head += `${name}: ${spec.headers[name]}\r\n`;
  return `${head}\r\n`;
};

interface Parsed {
  ok: boolean;
  /** Bytes the response took. */
  size: number;
}

/** The first whole response in `bytes`, or null while it is incomplete. Servers here always send a length. */
function parseResponse(bytes: Buffer): Parsed | null {
  const headEnd = bytes.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const head = bytes.toString('latin1', 0, headEnd);
  const length = CONTENT_LENGTH.exec(head);
  if (length === null) throw new Error(`a response without Content-Length: ${head}`);
  const bodyStart = headEnd + HEAD_END.length;
  const size = bodyStart + Number(length[1]);
  if (bytes.length < size) return null;
  const ok = head.startsWith('HTTP/1.1 200 ') && bytes.subarray(bodyStart, bodyStart + SUCCESS.length).equals(SUCCESS);
  return { ok, size };
}

export function drive(port: number, next: () => RequestSpec, { concurrency, seconds }: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    let completed = 0;
    let failed = 0;
    let running = concurrency;
    let last = 0;
    const start = performance.now();
    const deadline = start + seconds * 1000;
    const finished = () => {
      if (--running > 0) return;
      resolve({ perSecond: completed / ((last - start) / 1000), completed, failed });
    };
    for (let i = 0; i < concurrency; i++) {
      const socket = connect(port, '127.0.0.1');
      socket.setNoDelay(true);
      let pending: Buffer = Buffer.alloc(0);
      socket.on('connect', () => socket.write(wire(port, next())));
      socket.on('error', reject);
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        const response = parseResponse(pending);
        if (response === null) return;
        pending = pending.subarray(response.size);
        if (response.ok) completed++;
        else failed++;
        last = performance.now();
        if (last < deadline) socket.write(wire(port, next()));
        else {
          socket.end();
          finished();
        }
      });
    }
  });
}
