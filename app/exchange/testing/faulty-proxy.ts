/**
 * For the fault tests: an HTTP proxy in front of a real (paper) exchange that passes requests through, or
 * misbehaves on the ones a rule matches: drops the connection before or after the exchange handled the request,
 * answers 500, 401, 2008 or bytes that are not JSON, answers after the client has stopped waiting, or is simply
 * slow (a slow link: the request reaches the exchange late, then its answer comes back at once).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  /** The connection is cut as the request arrives: the exchange never sees it. */
  | 'drop-before'
  /** The exchange handles the request; the connection is cut before its answer is passed on. */
  | 'drop-after'
  /** 500 with code 1001, the request never passed on. */
  | '500'
  /** The exchange handles the request; the client gets 500 instead of its answer. */
  | '500-after'
  /** HTTP 200 with a body that is not JSON, the request never passed on. */
  | 'garbage'
  /** The exchange handles the request; the client gets bytes that are not JSON instead of its answer. */
  | 'garbage-after'
  /** The exchange handles the request; its answer is passed on `lateMs` later. */
  | 'late'
  /** A slow link: the request is passed on `delayMs` after it arrived, and its answer as soon as it comes. */
  | 'slow'
  /** 401 as the exchange sends it for a bad signature. */
  | '401'
  /** 2008 `Frequent requests`, the request never passed on. */
  | '2008';

export interface FaultRule {
  fault: Fault;
  /** Requests whose path ends with this; every request unless given. */
  path?: string;
  /** How many matching requests it spoils; all of them unless given. */
  times?: number;
  /** For `late`: 1 000 unless given. */
  lateMs?: number;
  /** For `slow`: 1 000 unless given. */
  delayMs?: number;
}

export interface FaultyProxy {
  url: string;
  inject(rule: FaultRule): void;
  /** The fault ends: everything passes through again. */
  heal(): void;
  /** Requests that reached the proxy, all or those whose path ends with `path`. */
  seen(path?: string): number;
  /** When (ms since the epoch) each of those requests reached the proxy, oldest first. */
  arrivals(path?: string): number[];
  close(): Promise<void>;
}

const ENVELOPE_500 = JSON.stringify({ error: true, code: 1001, msg: 'System error', data: null, sid: 'proxy' });
const ENVELOPE_401 = JSON.stringify({
  error: true,
  code: 401,
  msg: 'Authentication failed: signature does not match',
  data: null,
  sid: 'proxy',
});
const ENVELOPE_2008 = JSON.stringify({ error: true, code: 2008, msg: 'Frequent requests', data: null, sid: 'proxy' });
const GARBAGE = '{"error":false,"code":200,"msg":"SUCC';

/** What a fault answers in the exchange's stead: before passing the request on, or `after` the exchange handled it. */
const CANNED: Partial<Record<Fault, { after: boolean; status: number; body: string }>> = {
  '500': { after: false, status: 500, body: ENVELOPE_500 },
  '500-after': { after: true, status: 500, body: ENVELOPE_500 },
  garbage: { after: false, status: 200, body: GARBAGE },
  'garbage-after': { after: true, status: 200, body: GARBAGE },
  '401': { after: false, status: 401, body: ENVELOPE_401 },
  '2008': { after: false, status: 200, body: ENVELOPE_2008 },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFaultyProxy(upstream: string): Promise<FaultyProxy> {
  const rules: FaultRule[] = [];
  const arrived: { path: string; at: number }[] = [];
  const matching = (path?: string) => (path === undefined ? arrived : arrived.filter((r) => r.path.endsWith(path)));
  const target = new URL(upstream);

  const faultFor = (path: string): FaultRule | undefined => {
    const rule = rules.find((r) => (r.path === undefined || path.endsWith(r.path)) && (r.times ?? Infinity) > 0);
    if (rule?.times !== undefined) rule.times--;
    return rule;
  };

  const forward = (req: http.IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const out = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      out.on('error', reject);
      out.end(body);
    });

  const reply = (res: http.ServerResponse, status: number, body: string | Buffer, headers: http.OutgoingHttpHeaders = {}) => {
    if (res.destroyed) return;
    res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      arrived.push({ path, at: Date.now() });
      const rule = faultFor(path);
      void handle(rule, req, res, Buffer.concat(chunks)).catch(() => res.destroy());
    });
  });

  async function handle(rule: FaultRule | undefined, req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const canned = rule === undefined ? undefined : CANNED[rule.fault];
    if (rule?.fault === 'drop-before') return req.socket.destroy();
    if (canned?.after === false) return reply(res, canned.status, canned.body);
    // Passed on even if the client stopped waiting meanwhile: what is on the wire arrives.
    if (rule?.fault === 'slow') await sleep(rule.delayMs ?? 1_000);
    const answer = await forward(req, body);
    if (rule?.fault === 'drop-after') return req.socket.destroy();
    if (canned?.after === true) return reply(res, canned.status, canned.body);
    if (rule?.fault === 'late') await sleep(rule.lateMs ?? 1_000);
    const { 'content-length': _length, connection: _connection, ...headers } = answer.headers;
    reply(res, answer.status, answer.body, headers);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    inject: (rule) => rules.push({ ...rule }),
    heal: () => rules.splice(0),
    seen: (path) => matching(path).length,
    arrivals: (path) => matching(path).map((r) => r.at),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
