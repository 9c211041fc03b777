/**
 * While the app owns a data directory, `npm run cli` on that directory calls the app's own core instead of
 * starting a second one: the app serves its dispatch on 127.0.0.1 and writes the address with a fresh token into
 * `<dataDir>/app-channel.json` (0600, in a 0700 directory). Only a process that can read that file can call; the
 * token is checked before a body is read, and nothing a client sends can end the app.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { fail, isWriteMethod, type BridgeResult } from '../../shared/bridge';
import { writeFileAtomic } from '../fs/durable-files';
import { tokenMatches } from './launch-token';
import type { Dispatch } from './dispatch';
import { createReadGate } from './read-gate';

export const CHANNEL_FILE = 'app-channel.json';
const MAX_BODY_BYTES = 1024 * 1024;

const addressSchema = z.object({ pid: z.number().int(), url: z.string().url(), token: z.string().min(20) });
export type ChannelAddress = z.infer<typeof addressSchema>;

export interface AppChannel {
  close(): Promise<void>;
}

export async function openAppChannel(dataDir: string, dispatch: Dispatch): Promise<AppChannel> {
  const token = randomBytes(32).toString('base64url');
  // Every CLI call is one connection's: a script asking too fast is told "busy" rather than starving the screen.
  const reads = createReadGate(dispatch);
  const server = createServer((req, res) => {
    req.on('error', () => req.destroy());
    res.on('error', () => res.destroy());
    const answer = (status: number, result: BridgeResult<unknown>) =>
      res.writeHead(status, { 'content-type': 'application/json', ...(status === 200 ? {} : { connection: 'close' }) }).end(JSON.stringify(result));
    const tooLarge = () => answer(413, fail('invalid-input', `The call is larger than ${MAX_BODY_BYTES} bytes`));
    if (req.method !== 'POST' || req.url !== '/call') return answer(404, fail('invalid-input', 'Not found'));
    if (!tokenMatches(`Bearer ${token}`, req.headers.authorization)) {
      return answer(401, fail('auth', 'Refused: this call did not carry the app channel token'));
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return tooLarge();
    readBody(req)
      .then(async (body) => {
        const call = parseCall(body);
        answer(200, call ? await reads.dispatch(call.method, call.params) : fail('invalid-input', 'The call must be JSON {"method", "params"}'));
      }, tooLarge)
      .catch(() => res.destroy());
  });
  server.on('clientError', (_err, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const file = path.join(dataDir, CHANNEL_FILE);
  const address: ChannelAddress = { pid: process.pid, url: `http://127.0.0.1:${port}`, token };
  await writeFileAtomic(file, `${JSON.stringify(address)}\n`);
  return {
    async close() {
      reads.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if ((await readAppChannel(dataDir))?.token === token) await rm(file, { force: true });
    },
  };
}

/** The running app's channel, where it left one; null when there is none (or it is not readable). */
export async function readAppChannel(dataDir: string): Promise<ChannelAddress | null> {
  try {
    const parsed = addressSchema.safeParse(JSON.parse(await readFile(path.join(dataDir, CHANNEL_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One call through the channel. A write whose answer is lost has an unknown outcome, as on the bridge. */
export async function callAppChannel(address: ChannelAddress, method: string, params: unknown): Promise<BridgeResult<unknown>> {
  let response: Response;
  try {
    response = await fetch(`${address.url}/call`, {
      method: 'POST',
      headers: { authorization: `Bearer ${address.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ method, params }),
    });
    return (await response.json()) as BridgeResult<unknown>;
  } catch {
    return isWriteMethod(method)
      ? fail('unknown-outcome', 'The running app went away before answering; check the result before trying again')
      : fail('network', 'Lost the connection to the running app');
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(new Error('too large'));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseCall(body: string): { method: unknown; params: unknown } | null {
  try {
    const value = JSON.parse(body) as unknown;
    return typeof value === 'object' && value !== null && 'method' in value
      ? { method: value.method, params: (value as { params?: unknown }).params }
      : null;
  } catch {
    return null;
  }
}
