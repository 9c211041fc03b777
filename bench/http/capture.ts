/** One request through node:http, with the whole response kept: how the bare server's answers are captured. */
import { request } from 'node:http';
import type { RequestSpec } from './requests';

export interface Response {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export function capture(port: number, spec: RequestSpec): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, agent: false, ...spec }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers[name] = value;
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
