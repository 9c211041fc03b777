import { describe, expect, it } from 'vitest';
import { isPermissionAllowed } from './electron-page';

describe('window permissions', () => {
  it('allows notifications to our own page only', () => {
    expect(isPermissionAllowed('notifications', 'app://perpdesk/index.html')).toBe(true);
    expect(isPermissionAllowed('notifications', 'app://perpdesk')).toBe(true);
    expect(isPermissionAllowed('notifications', 'https://evil.example/')).toBe(false);
    expect(isPermissionAllowed('notifications', undefined)).toBe(false);
    expect(isPermissionAllowed('notifications', 'not a url')).toBe(false);
  });

  it('refuses everything else, even to our own page', () => {
    for (const permission of ['media', 'geolocation', 'clipboard-read', 'openExternal', 'fullscreen']) {
      expect(isPermissionAllowed(permission, 'app://perpdesk/index.html')).toBe(false);
    }
  });
});
