/**
 * Browser mode (thin): serves the renderer's build and the bridge over a WebSocket on 127.0.0.1 only.
 * Every bridge connection must carry the launch token and come from this host's own page.
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import { fail, type WireReply } from '../shared/bridge';
import type { Core } from './core';
import { createReadGate } from './core/read-gate';
import { childEnvironment } from './shell/child-env';
import { rendererCsp } from './shell/csp';
import { newLaunchToken, tokenMatches } from './core/launch-token';
import { serveStatic } from './shell/static-files';

/** The renderer build; PERPDESK_RENDERER_DIR points elsewhere (a second build side by side, for development). */
export const RENDERER_DIR = process.env.PERPDESK_RENDERER_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/renderer');
const MAX_FRAME_BYTES = 1024 * 1024;

export interface BrowserHost {
  url: string;
  close(): Promise<void>;
}

export async function startBrowserHost(core: Core, options: { port: number; rendererDir?: string }): Promise<BrowserHost> {
  const token = newLaunchToken();
  const rendererDir = options.rendererDir ?? RENDERER_DIR;
  let origin = '';
  let headers: Record<string, string> = {};

  const server = createServer((req, res) => {
    void serveStatic(rendererDir, req, res, headers);
  });
  const bridge = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  // No input from a client may end the host: every error ends that client's connection alone.
  server.on('clientError', (_err, socket) => socket.destroy());
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', origin);
    const refusal =
      url.pathname !== '/bridge'
        ? '404 Not Found'
        : req.headers.origin !== origin
          ? '403 Forbidden'
          : !tokenMatches(token, url.searchParams.get('token'))
            ? '401 Unauthorized'
            : null;
    if (refusal) {
      socket.end(`HTTP/1.1 ${refusal}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    bridge.handleUpgrade(req, socket, head, (ws) => serveBridge(ws, core));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  headers = {
    'content-security-policy': rendererCsp(`ws://127.0.0.1:${port}`),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };

  return {
    url: `${origin}/#token=${token}`,
    async close() {
      for (const client of bridge.clients) client.terminate();
      await new Promise<void>((resolve) => bridge.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * One client's bridge. A frame over MAX_FRAME_BYTES closes its socket with 1009, one of invalid UTF-8 with 1007
 * (ws does both); the error that comes with it ends this connection and nothing else. Its reads pass its own read
 * gate, so that a client asking too fast is told "busy" rather than starving the others.
 */
function serveBridge(ws: WebSocket, core: Core): void {
  const reads = createReadGate(core.dispatch);
  ws.on('error', () => undefined); // ws has already sent the close frame and ends the socket itself
  ws.on('close', () => reads.close());
  ws.on('message', async (data) => {
    let request: { id?: unknown; method?: unknown; params?: unknown; band?: unknown };
    try {
      request = JSON.parse(String(data)) as typeof request;
    } catch {
      return; // not a frame of ours: nothing to answer
    }
    if (typeof request !== 'object' || request === null || typeof request.id !== 'number') return;
    // Dispatch answers every call itself; should it ever throw, the call is answered as failed, never left to
    // take the host down with it.
    const result = await reads
      .dispatch(request.method, request.params, request.band)
      .catch(() => fail('internal', 'Perpdesk could not handle this call'));
    const reply: WireReply = { id: request.id, result };
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(reply));
  });
}

/** Opens the address in the user's browser; failing that, the printed line is enough. */
export function openInBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  try {
    const child = spawn(command, [url], { detached: true, stdio: 'ignore', env: childEnvironment() });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // no opener here; the printed line stands
  }
}
