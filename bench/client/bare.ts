/**
 * The baseline: the same HTTP request the client sends (its address, path, headers and body, built by the client's
 * own request builder once, ahead of the timing) over node:http with a keep-alive agent configured as the client's
 * transport's, and the answer read into a string, as the transport reads it. No parameter checks, no signing,
 * no envelope, no result schema, no budget, no clock, no timeout: the least any client must do for this answer.
 */
import http from 'node:http';
import { requestOptionsOf, type HttpRequest } from '../../app/exchange/transport';

/** As app/exchange/transport.ts makes its agent for http: URLs. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const SUCCESS = '{"error":false';

export interface BareRequest {
  /** Sends the prebuilt request once; resolves once the whole answer is read. */
  send(): Promise<void>;
  /** Answers so far that were not HTTP 200 with the success envelope. */
  failures(): number;
}

export function prebuilt(request: HttpRequest): BareRequest {
  const { body } = request;
  const options: http.RequestOptions = {
    ...requestOptionsOf(request, agent),
    headers: { ...request.headers, 'content-length': Buffer.byteLength(body) },
  };
  let failures = 0;
  return {
    send: () =>
      new Promise((resolve, reject) => {
        const req = http.request(options, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode !== 200 || !text.startsWith(SUCCESS)) failures++;
            resolve();
          });
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(body);
      }),
    failures: () => failures,
  };
}

export function closeBareAgent(): void {
  agent.destroy();
}
