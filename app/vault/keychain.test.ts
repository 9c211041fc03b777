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
    expect(status.message).toMatch(/No keychain available .*keytar.*in memory for this run only/);
  });

  it('says there is no keychain when the Secret Service refuses', async () => {
    const status = await probeKeychain(async () => keytarAnswering(() => Promise.reject(new Error('No D-Bus session'))));
    expect(status).toMatchObject({ available: false, message: expect.stringMatching(/No D-Bus session/) });
  });

  it('finds the keychain when it answers', async () => {
    expect(await probeKeychain(async () => keytarAnswering(async () => null))).toMatchObject({ available: true });
  });
});
