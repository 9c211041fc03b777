/**
 * A counting relay in front of an exchange: Perpdesk talks to it as to the exchange, it forwards every request
 * unchanged and notes when each arrived. What the budget is measured by, at the wire.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RequestCounter {
  url: string;
  /** When each request arrived (ms), and its path with its query. */
  requests: { at: number; path: string }[];
  close(): Promise<void>;
}

export async function countRequests(target: string): Promise<RequestCounter> {
  const upstream = new URL(target);
  const requests: RequestCounter['requests'] = [];
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    requests.push({ at: Date.now(), path: req.url ?? '' });
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}

/** The most requests in any `windowMs` window, and the mean rate (per second) between `from` and `to`. */
export function rates(times: readonly number[], from: number, to: number, windowMs: number): { peak: number; mean: number } {
  const inside = times.filter((t) => t >= from && t <= to).sort((a, b) => a - b);
  let peak = 0;
  let start = 0;
  for (let end = 0; end < inside.length; end++) {
    while (inside[end]! - inside[start]! >= windowMs) start++;
    peak = Math.max(peak, end - start + 1);
  }
  return { peak, mean: (inside.length * 1000) / Math.max(1, to - from) };
}
