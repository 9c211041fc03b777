/**
 * The Electron shell (thin): one window on the renderer's build, served from app:// with a strict CSP, and the
 * bridge over IPC. Sandboxed renderer, no Node in it, no navigation, no permission but notifications, and no new
 * windows but the main window's blank pop-outs, which it draws into itself.
 */
import { app, BrowserWindow, dialog, ipcMain, net, powerSaveBlocker, protocol, screen, session } from 'electron';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { IPC_CHANNEL } from '../shared/bridge';
import { LaunchError, parseLaunchOptions, startCore, takeApiSecret, USAGE, type Core } from './core';
import { createReadGate } from './core/read-gate';
import { DataDirInUseError } from './fs/data-dir-lock';
import { quitQuestion } from './protection/armed-quit';
import { keepAwake } from './protection/keep-awake';
import { armedIn, protectionStatusOf, stopOnInterrupt } from './shell/interrupt';
import { rendererCsp } from './shell/csp';
import { APP_INDEX_URL, appRequestPath, isPermissionAllowed, isTrustedSender, ourArguments } from './shell/electron-page';
import { createPopoutSet } from './shell/popout-set';
import { windowOpenResponse } from './shell/popout-window';
import { receiveSecret } from './shell/secret-pipe';
import { realFileInside } from './shell/static-files';
import { WINDOW_LOOK, windowWebPreferences } from './shell/window-options';

const RENDERER_DIR = path.join(__dirname, '../renderer');
const PRELOAD = path.join(__dirname, 'preload.cjs');

protocol.registerSchemesAsPrivileged([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

let mainWindow: BrowserWindow | null = null;
const popouts = createPopoutSet<BrowserWindow>();
/** Set once the trader has agreed to quit (or nothing was armed): closing goes through from then on. */
let quitting = false;

async function boot(): Promise<void> {
  // The secret comes from `npm start` through a pipe, or from the environment, and leaves the environment here.
  // Both are taken: a secret that came by the pipe leaves no copy in the environment either.
  const fromEnvironment = takeApiSecret();
  const apiSecret = (await receiveSecret()) ?? fromEnvironment;
  const options = parseLaunchOptions(ourArguments(process.argv, app.isPackaged), process.env, apiSecret);
  await app.whenReady();
  const core = await startCore({ ...options, owner: 'Perpdesk (desktop)', acceptCliCalls: true });
  serveRenderer();
  lockDown();
  // The one window is one connection: its reads pass a read gate, as a browser tab's do.
  const reads = createReadGate(core.dispatch);
  ipcMain.handle(IPC_CHANNEL, (event, method: unknown, params: unknown, band: unknown) => {
    const frame = event.senderFrame;
    const ours = mainWindow?.webContents;
    const trusted = isTrustedSender({
      frameUrl: frame?.url,
      isMainFrame: frame !== null && frame.parent === null,
      fromOurWindow: ours !== undefined && event.sender === ours,
    });
    if (!trusted) return { ok: false, error: { kind: 'auth', message: 'Refused: the call did not come from Perpdesk' } };
    return reads.dispatch(method, params, band);
  });
  mainWindow = openWindow();
  askBeforeQuitting(core, mainWindow);
  keepAwakeWhileArmed(core);
  app.on('window-all-closed', () => void shutDown(core));
}

/** The system stays awake while the setting is on and an order is armed (looked at every few seconds). */
function keepAwakeWhileArmed(core: Core): void {
  let running: number | null = null;
  const timer = setInterval(() => {
    void protectionStatusOf(core).then((status) => (running = keepAwake(powerSaveBlocker, running, quitting ? null : status)));
  }, 3000);
  app.once('will-quit', () => {
    clearInterval(timer);
    running = keepAwake(powerSaveBlocker, running, null);
  });
}

/** Closing the window, quitting the app or Ctrl+C in the terminal asks first while held orders are armed. */
function askBeforeQuitting(core: Core, window: BrowserWindow): void {
  const confirm = async (): Promise<boolean> => {
    const question = quitQuestion(await armedIn(core));
    if (question === null) return true;
    // On the window the trader is in: a quit from a pop-out, the main window minimised, asks where it is seen.
    const { response } = await dialog.showMessageBox(BrowserWindow.getFocusedWindow() ?? window, {
      type: 'warning',
      message: question.message,
      detail: question.detail,
      buttons: question.buttons,
      defaultId: question.keep,
      cancelId: question.keep,
      noLink: true,
    });
    return response === question.quit;
  };
  const held = (event: Electron.Event, carryOn: () => void) => {
    if (quitting) return;
    event.preventDefault();
    void confirm().then((quit) => {
      if (!quit) return;
      quitting = true;
      carryOn();
    });
  };
  window.on('close', (event) => held(event, () => window.close()));
  app.on('before-quit', (event) => held(event, () => app.quit()));
  stopOnInterrupt(
    core,
    () => {
      quitting = true;
      return shutDown(core);
    },
    (line) => console.log(`Perpdesk: ${line}`),
  );
}

function serveRenderer(): void {
  protocol.handle('app', async (request) => {
    const urlPath = appRequestPath(request.url);
    const file = urlPath === null ? null : await realFileInside(RENDERER_DIR, urlPath);
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
  session.defaultSession.setPermissionCheckHandler((_wc, permission, requestingOrigin) => isPermissionAllowed(permission, requestingOrigin));
  app.on('web-contents-created', (_event, contents) => {
    // One handler for every web-contents, asked at each window.open (the main window is known by then): only the
    // main window opens windows, only its pop-outs; a pop-out, like anything else, opens none.
    contents.setWindowOpenHandler((details) =>
      windowOpenResponse(details, { fromMainWindow: contents === mainWindow?.webContents, screen, preload: PRELOAD }),
    );
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
}

function openWindow(): BrowserWindow {
  const window = new BrowserWindow({ width: 1440, height: 900, ...WINDOW_LOOK, webPreferences: windowWebPreferences(PRELOAD) });
  // It closes only once the trader agreed to quit (or nothing was armed); its pop-outs go with it, asking nothing.
  window.webContents.on('did-create-window', (popout) => popouts.add(popout));
  window.once('closed', () => popouts.closeAll());
  void window.loadURL(APP_INDEX_URL);
  return window;
}

/** A second launch brings the first window forward instead of starting another app. */
function focusWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
}

async function shutDown(core: Core): Promise<void> {
  await core.close();
  app.quit();
}

if (!app.requestSingleInstanceLock()) {
  console.log('Perpdesk is already running: its window is brought forward.');
  app.exit(0);
} else {
  app.on('second-instance', focusWindow);
  boot().catch((err: unknown) => {
    if (err instanceof LaunchError) console.error(`perpdesk: ${err.message}\n${USAGE}`);
    else if (err instanceof DataDirInUseError) console.error(`perpdesk: ${err.message}`);
    // A damaged store, a refused start: one line naming it, as `npm start` prints, not a stack.
    else console.error(`perpdesk: could not start: ${err instanceof Error ? err.message : String(err)}`);
    app.exit(err instanceof LaunchError ? 2 : 1);
  });
}
