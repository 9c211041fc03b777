import { describe, expect, it } from 'vitest';
import { probeKeychain, type Keytar } from './keychain';

const keytarAnswering = (answer: () => Promise<string | null>): Keytar => ({
  getPassword: answer,
  setPassword: async () => undefined,
  deletePassword: async () => true,
});

describe('keychain probe', () => {
  it('says there is no keychain when keytar cannot be loaded', async () => {
    const status = await probeKeychain(() => Promise.reject(new Error("Cannot find module 'keytar'")));
    expect(status.available).toBe(false);
    expect(status.message).toBe(
      "No system keychain (Perpdesk's keychain support is not installed on this computer): API secrets are kept in memory for this run only, never written to disk",
    );
  });

  it('says there is no keychain when the Secret Service refuses', async () => {
    const status = await probeKeychain(async () =>
      keytarAnswering(() => Promise.reject(new Error('The name org.freedesktop.secrets was not provided by any .service files'))),
    );
    expect(status).toEqual({
      available: false,
      message: 'No system keychain: API secrets are kept in memory for this run only, never written to disk',
    });
  });

  it('says the keychain is locked, and what to do', async () => {
    const status = await probeKeychain(async () => keytarAnswering(() => Promise.reject(new Error('Cannot get secret of a locked object'))));
    expect(status.message).toBe(
      'The system keychain is locked: API secrets are kept in memory for this run only, never written to disk. Unlock it and restart Perpdesk to keep them there',
    );
  });

  it('never shows a file path or a module name', async () => {
    const loadErrors = [
      "Cannot find module 'keytar'",
      '/home/t/perpdesk/node_modules/keytar/build/Release/keytar.node: libsecret-1.so.0: cannot open shared object file',
      "The module '/x/keytar.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 115",
    ];
    for (const text of loadErrors) {
      const { message } = await probeKeychain(() => Promise.reject(new Error(text)));
      expect(message).not.toMatch(/keytar|node_modules|\/|\.node|NODE_MODULE/);
    }
  });

  it('finds the keychain when it answers', async () => {
    expect(await probeKeychain(async () => keytarAnswering(async () => null))).toMatchObject({ available: true });
  });
});
