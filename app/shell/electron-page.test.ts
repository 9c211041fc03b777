import { describe, expect, it } from 'vitest';
import { APP_INDEX_URL, isOurPage, ourArguments } from './electron-page';

describe('electron shell rules', () => {
  it('accepts IPC only from its own app:// page', () => {
    expect(isOurPage(APP_INDEX_URL)).toBe(true);
    expect(isOurPage('app://perpdesk/assets/x.js')).toBe(true);
    expect(isOurPage('app://evil/index.html')).toBe(false);
    expect(isOurPage('https://perpdesk/index.html')).toBe(false);
    expect(isOurPage('file:///tmp/index.html')).toBe(false);
    expect(isOurPage('not a url')).toBe(false);
  });

  it('takes the launch arguments after the main script, or after the packaged executable', () => {
    expect(
      ourArguments(['/e/electron', '--inspect=0', '--remote-debugging-port=0', 'dist/electron/main.cjs', '--data-dir', 'D'], false),
    ).toEqual(['--data-dir', 'D']);
    expect(ourArguments(['/opt/Perpdesk/perpdesk', '--data-dir', 'D'], true)).toEqual(['--data-dir', 'D']);
  });
});
