/** The transport's deadlines: one timer watches every request under way, each ends at its own time. */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBaseAddress, send, TransportError, type HttpRequest } from './transport';

let server: Server;
let request: (path: string, timeoutMs: number) => HttpRequest;

beforeAll(async () => {
  // `/late/N` answers after N ms; anything else at once.
  server = createServer((req, res) => {
    const late = /^\/late\/(\d+)$/.exec(req.url ?? '');
    const answer = () => res.writeHead(200, { 'content-type': 'text/plain' }).end('done');
    if (!late) return answer();
    const timer = setTimeout(answer, Number(late[1]));
    res.on('close', () => clearTimeout(timer)); // the client gave up
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = parseBaseAddress(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
  request = (path, timeoutMs) => ({ base, path, method: 'GET', headers: { 'content-length': '0' }, body: '', timeoutMs });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const outcome = (promise: Promise<unknown>) => {
  const started = performance.now();
  return promise.then(
    () => ({ ok: true, ms: performance.now() - started }),
    (err: unknown) => ({ ok: false, reason: err instanceof TransportError ? err.reason : String(err), ms: performance.now() - started }),
  );
};

describe('deadlines', () => {
  it('times out each request at its own deadline, a shorter one started later first', async () => {
    const long = outcome(send(request('/late/5000', 600)));
    const short = outcome(send(request('/late/5000', 60)));
    const answered = outcome(send(request('/now', 60)));
    expect(await answered).toMatchObject({ ok: true });
    const first = await short;
    expect(first).toMatchObject({ ok: false, reason: 'timeout' });
    expect(first.ms).toBeLessThan(400);
    const second = await long;
    expect(second).toMatchObject({ ok: false, reason: 'timeout' });
    expect(second.ms).toBeGreaterThanOrEqual(590);
  });

  it('leaves alone a request answered in time, however long its deadline', async () => {
    expect(await outcome(send(request('/late/80', 40_000)))).toMatchObject({ ok: true });
    expect(await outcome(send(request('/late/30', 200)))).toMatchObject({ ok: true });
  });
});
