/** The real keytar against a real Secret Service (gnome-keyring in a private D-Bus session; see scripts/with-keyring.sh). */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEYCHAIN_SERVICE, loadKeytar } from './keychain';
import { realKeychainAnswers } from './testing';

const keychain = await realKeychainAnswers('keychain tests');

describe.skipIf(!keychain)('keychain (real keytar, real Secret Service)', () => {
  it('saves, reads and deletes a secret', async () => {
    const keytar = await loadKeytar();
    const account = `test-${randomBytes(4).toString('hex')}`;
    await keytar.setPassword(KEYCHAIN_SERVICE, account, 's3cret');
    expect(await keytar.getPassword(KEYCHAIN_SERVICE, account)).toBe('s3cret');
    expect(await keytar.deletePassword(KEYCHAIN_SERVICE, account)).toBe(true);
    expect(await keytar.getPassword(KEYCHAIN_SERVICE, account)).toBeNull();
  });
});
