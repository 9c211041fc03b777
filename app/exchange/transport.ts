/** One HTTP exchange over a keep-alive agent, with a timeout, and failures told apart by what they imply. */
import http from 'node:http';
import https from 'node:https';

export interface HttpRequest {
  url: URL;
  method: 'GET' | 'POST';
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

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 8 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 8 }),
};

export function send(request: HttpRequest): Promise<HttpResponse> {
  const { url, method, headers, body, timeoutMs } = request;
  const lib = url.protocol === 'https:' ? https : http;
  const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
  return new Promise((resolve, reject) => {
    const req = lib.request(url, { method, headers: { ...headers, 'content-length': Buffer.byteLength(body) }, agent });
    const timer = setTimeout(() => {
      req.destroy(new TransportError('timeout', `No answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', (err) => {
        clearTimeout(timer);
        reject(classify(err));
      });
    });
    req.on('error', (err) => {
      clearTimeout(timer);
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
