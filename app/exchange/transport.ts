/** One HTTP exchange over a keep-alive agent, with a timeout, and failures told apart by what they imply. */
import http from 'node:http';
import https from 'node:https';

/**
 * An exchange's base address, parsed once (per client) rather than on every request: `new URL` and node:http's
 * reading of a URL object cost more per request than all the rest of building one.
 */
export interface BaseAddress {
  protocol: string;
  /** Without the brackets of an IPv6 address, as node:http wants it. */
  hostname: string;
  /** Undefined for the protocol's default port. */
  port: number | undefined;
  /** `user:password`, where the address carries them. */
  auth: string | undefined;
  /** The address's own path without a trailing slash: '' or e.g. '/prefix'. Request paths go after it. */
  path: string;
}

/** Reads a base address as node:http would read it from a URL; throws (TypeError) on one that does not parse. */
export function parseBaseAddress(baseUrl: string): BaseAddress {
  const url = new URL(baseUrl);
  const { hostname, port, username, password } = url;
  return {
    protocol: url.protocol,
    hostname: hostname.startsWith('[') ? hostname.slice(1, -1) : hostname,
    port: port === '' ? undefined : Number(port),
    auth: username || password ? `${decodeURIComponent(username)}:${decodeURIComponent(password)}` : undefined,
    path: url.pathname.replace(/\/+$/, ''),
  };
}

export interface HttpRequest {
  base: BaseAddress;
  /** The path and query exactly as sent (and, for a form request, signed), the base's own path included. */
  path: string;
  method: 'GET' | 'POST';
  /** Exactly as sent, Content-Length included. */
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

export interface HttpResponse {
  status: number;
  text: string;
}

/**
 * `refused`: the request never left (connection refused, unknown host): nothing happened on the server.
 * `timeout` and `dropped`: the request may have arrived; for a write the outcome is unknown.
 */
export class TransportError extends Error {
  constructor(
    readonly reason: 'refused' | 'timeout' | 'dropped',
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** The most connections the client keeps open to one exchange. */
export const MAX_SOCKETS_PER_EXCHANGE = 8;

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_EXCHANGE }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_EXCHANGE }),
};

/**
 * The deadlines of the requests under way, watched by one timer armed for the earliest of them. A timer per
 * request cost ~4 µs of a ~75 µs loopback round trip (node makes and drops a timer list every time); this one is
 * armed again only when it fires or an earlier deadline comes. It does not keep the process alive: a request
 * under way does that with its socket.
 */
class Deadlines {
  private readonly pending = new Map<http.ClientRequest, { at: number; timeoutMs: number }>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private armedFor = Infinity;

  watch(req: http.ClientRequest, timeoutMs: number): void {
    const at = performance.now() + timeoutMs;
    this.pending.set(req, { at, timeoutMs });
    if (at < this.armedFor) this.arm(at);
  }

  /** The request has its answer, or failed: its deadline no longer matters. */
  forget(req: http.ClientRequest): void {
    this.pending.delete(req);
  }

  private arm(at: number): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.armedFor = at;
    this.timer = setTimeout(() => this.expire(), Math.max(0, Math.ceil(at - performance.now())));
    this.timer.unref();
  }

  private expire(): void {
    this.timer = null;
    this.armedFor = Infinity;
    const now = performance.now();
    let next = Infinity;
    for (const [req, { at, timeoutMs }] of this.pending) {
      if (at <= now) {
        this.pending.delete(req);
        req.destroy(new TransportError('timeout', `No answer within ${timeoutMs} ms`));
      } else if (at < next) next = at;
    }
    if (next < Infinity) this.arm(next);
  }
}

const deadlines = new Deadlines();

/** node:http's options for a request, read from its parsed base address, over `agent`. */
export function requestOptionsOf(request: HttpRequest, agent: http.Agent): http.RequestOptions {
  const { base, path, method, headers } = request;
  return { protocol: base.protocol, hostname: base.hostname, port: base.port, auth: base.auth, path, method, headers, agent };
}

export function send(request: HttpRequest): Promise<HttpResponse> {
  const { base, body, timeoutMs } = request;
  const secure = base.protocol === 'https:';
  const lib = secure ? https : http;
  const agent = secure ? agents['https:'] : agents['http:'];
  return new Promise((resolve, reject) => {
    const req = lib.request(requestOptionsOf(request, agent));
    deadlines.watch(req, timeoutMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        deadlines.forget(req);
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', (err) => {
        deadlines.forget(req);
        reject(classify(err));
      });
    });
    req.on('error', (err) => {
      deadlines.forget(req);
      reject(classify(err));
    });
    req.end(body);
  });
}

function classify(err: Error & { code?: string }): TransportError {
  if (err instanceof TransportError) return err;
  if (err.code && NEVER_SENT.has(err.code)) return new TransportError('refused', `Cannot reach the exchange (${err.code})`);
  return new TransportError('dropped', `The connection to the exchange was lost (${err.code ?? err.message})`);
}
