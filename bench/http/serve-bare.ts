/**
 * Child process: the least a node:http server can do for these requests. It is sent, per path, one response
 * captured from the paper exchange, and answers every request for that path with exactly those bytes.
 */
import { createServer } from 'node:http';
import type { CannedResponse } from './canned';
import { linkToParent, setupFromParent } from './link';

const setup = (await setupFromParent()) as Record<string, CannedResponse>;
const canned = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
for (const [path, r] of Object.entries(setup)) {
  canned.set(path, { status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') });
}
const server = createServer((req, res) => {
  const url = req.url ?? '/';
  const mark = url.indexOf('?');
  const response = canned.get(mark < 0 ? url : url.slice(0, mark));
  if (response === undefined) return void res.writeHead(404).end();
  res.writeHead(response.status, response.headers);
  res.end(response.body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
if (address === null || typeof address === 'string') throw new Error('the bare server has no TCP address');
linkToParent(
  address.port,
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
