import { describe, expect, it } from 'vitest';
import { keychainNotice } from './keychain-notice-model';

const NO_KEYCHAIN = { available: false, message: 'No system keychain: API secrets are kept in memory for this run only' };
const venue = (paper: boolean) => ({ name: paper ? 'Paper' : 'Main', baseUrl: 'http://127.0.0.1:1', paper });

describe('the keychain banner', () => {
  it('says what it means where a real key trades without a keychain', () => {
    expect(keychainNotice({ venue: venue(false), keychain: NO_KEYCHAIN })).toBe(
      'No system keychain: API secrets are kept in memory for this run only',
    );
  });

  it('says nothing on the paper exchange alone, with a keychain, or before the status is known', () => {
    expect(keychainNotice({ venue: venue(true), keychain: NO_KEYCHAIN })).toBeNull();
    expect(keychainNotice({ venue: venue(false), keychain: { available: true, message: 'in the keychain' } })).toBeNull();
    expect(keychainNotice(undefined)).toBeNull();
  });
});
