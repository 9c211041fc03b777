/**
 * The Electron shell (thin): one window on the renderer's build, served from app:// with a strict CSP, and the
 * bridge over IPC. Sandboxed renderer, no Node in it, no navigation, no new windows, no permission but notifications.
 */
import { app, BrowserWindow, ipcMain, net, protocol, session } from 'electron';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { IPC_CHANNEL } from '../shared/bridge';
import { LaunchError, parseLaunchOptions, startCore, USAGE, type Core } from './core';
import { rendererCsp } from './shell/csp';
import { APP_INDEX_URL, isOurPage, isPermissionAllowed, ourArguments } from './shell/electron-page';
import { fileInside } from './shell/static-files';

const RENDERER_DIR = path.join(__dirname, '../renderer');

protocol.registerSchemesAsPrivileged([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

async function boot(): Promise<void> {
  const options = parseLaunchOptions(ourArguments(process.argv, app.isPackaged));
  await app.whenReady();
  const core = await startCore(options);
  serveRenderer();
  lockDown();
  ipcMain.handle(IPC_CHANNEL, (event, method: unknown, params: unknown, band: unknown) => {
    if (!event.senderFrame || !isOurPage(event.senderFrame.url)) {
      return { ok: false, error: { kind: 'auth', message: 'Refused: the call did not come from Perpdesk' } };
    }
    return core.dispatch(method, params, band);
  });
  openWindow();
  app.on('window-all-closed', () => void shutDown(core));
}

function serveRenderer(): void {
  protocol.handle('app', async (request) => {
    const file = fileInside(RENDERER_DIR, new URL(request.url).pathname.replace(/^\/$/, '/index.html'));
    if (!file) return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    headers.set('content-security-policy', rendererCsp("'none'"));
    return new Response(response.body, { status: response.status, headers });
  });
}

function lockDown(): void {
  session.defaultSession.setPermissionRequestHandler((_wc, permission, callback, details) =>
    callback(isPermissionAllowed(permission, details.requestingUrl)),
  );
  session.defaultSession.setPermissionCheckHandler((_wc, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin),
  );
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
}

function openWindow(): void {
  const window = new BrowserWindow({
    width: 1440,
    height: 900,
    backgroundColor: '#0b0e11',
    title: 'Perpdesk',
    webPreferences: {
      preload: path.join(__dirname, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  void window.loadURL(APP_INDEX_URL);
}

async function shutDown(core: Core): Promise<void> {
  await core.close();
  app.quit();
}

boot().catch((err: unknown) => {
  console.error(err instanceof LaunchError ? `perpdesk: ${err.message}\n${USAGE}` : err);
  app.exit(err instanceof LaunchError ? 2 : 1);
});
