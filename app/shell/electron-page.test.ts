import { describe, expect, it } from 'vitest';
import { APP_INDEX_URL, appRequestPath, isOurPage, isTrustedSender, ourArguments } from './electron-page';

describe('electron shell rules', () => {
  it('accepts IPC only from its own app:// page', () => {
    expect(isOurPage(APP_INDEX_URL)).toBe(true);
    expect(isOurPage('app://perpdesk/assets/x.js')).toBe(true);
    expect(isOurPage('app://evil/index.html')).toBe(false);
    expect(isOurPage('https://perpdesk/index.html')).toBe(false);
    expect(isOurPage('file:///tmp/index.html')).toBe(false);
    expect(isOurPage('not a url')).toBe(false);
  });

  it('answers IPC only from the main frame of our own window showing our page', () => {
    const ours = { frameUrl: APP_INDEX_URL, isMainFrame: true, fromOurWindow: true };
    expect(isTrustedSender(ours)).toBe(true);
    expect(isTrustedSender({ ...ours, isMainFrame: false })).toBe(false);
    expect(isTrustedSender({ ...ours, fromOurWindow: false })).toBe(false);
    expect(isTrustedSender({ ...ours, frameUrl: 'app://evil/index.html' })).toBe(false);
    expect(isTrustedSender({ ...ours, frameUrl: 'https://evil.example/' })).toBe(false);
    expect(isTrustedSender({ ...ours, frameUrl: undefined })).toBe(false);
    // A pop-out (about:blank, drawn by the main window) makes no bridge call: one from it is refused.
    expect(isTrustedSender({ frameUrl: 'about:blank', isMainFrame: true, fromOurWindow: false })).toBe(false);
    expect(isTrustedSender({ ...ours, frameUrl: 'about:blank' })).toBe(false);
  });

  it('serves app:// only for our host', () => {
    expect(appRequestPath('app://perpdesk/')).toBe('/index.html');
    expect(appRequestPath('app://perpdesk/assets/app.js')).toBe('/assets/app.js');
    expect(appRequestPath('app://other/assets/app.js')).toBeNull();
    expect(appRequestPath('app://perpdesk.evil/index.html')).toBeNull();
  });

  it('takes the launch arguments after the main script, or after the packaged executable', () => {
    expect(ourArguments(['/e/electron', '--inspect=0', '--remote-debugging-port=0', 'dist/electron/main.cjs', '--data-dir', 'D'], false)).toEqual([
      '--data-dir',
      'D',
    ]);
    expect(ourArguments(['/opt/Perpdesk/perpdesk', '--data-dir', 'D'], true)).toEqual(['--data-dir', 'D']);
  });
});
