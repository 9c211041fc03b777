import { describe, expect, it } from 'vitest';
import { armedText, clockText, maskKey, removalText, secretPlace, switchQuestion, testSteps } from './profile-text';

const balance = { userId: 1, coinId: 1, availableAmount: '1200.5', frozenAmount: '34.06', symbol: 'USDT' };

describe('the Profiles dialog says', () => {
  it('a key masked but its last 4 characters', () => {
    expect(maskKey('ak-0123456789abcd')).toBe('••••abcd');
    expect(maskKey('abcd')).toBe('••••');
  });

  it('where the secret is', () => {
    expect(secretPlace({ paper: false, secretStorage: 'keychain', secretAvailable: true })).toBe('Secret in the system keychain');
    expect(secretPlace({ paper: false, secretStorage: 'memory', secretAvailable: true })).toBe('Secret in memory until Perpdesk quits');
    expect(secretPlace({ paper: false, secretStorage: 'memory', secretAvailable: false })).toMatch(/enter it again/);
    expect(secretPlace({ paper: true, secretStorage: 'memory', secretAvailable: true })).toMatch(/Built in/);
  });

  it('each step of a passed test: the clock and the balance', () => {
    expect(clockText(200)).toBe('+0.2 s');
    expect(clockText(-1250)).toBe('\u22121.3 s');
    expect(testSteps({ status: 'passed', test: { serverTime: 1, clockOffsetMs: 180, balance } })).toEqual([
      { tone: 'ok', text: 'Exchange reached (clock +0.2 s)' },
      { tone: 'ok', text: 'Key accepted: balance 1,234.56 USDT' },
    ]);
  });

  it('which step refused, in the exchange words', () => {
    const time = { kind: 'network' as const, message: 'Reading the time of the exchange at http://127.0.0.1:1 failed: Cannot reach the exchange' };
    expect(testSteps({ status: 'refused', error: time })).toEqual([{ tone: 'error', text: 'Exchange not reached: Cannot reach the exchange' }]);
    const key = { kind: 'auth' as const, code: 1002, message: 'Reading the balance with this key failed: The exchange refused the credentials' };
    expect(testSteps({ status: 'refused', error: key })).toEqual([
      { tone: 'ok', text: 'Exchange reached' },
      { tone: 'error', text: 'Key refused: The exchange refused the credentials (code 1002)' },
    ]);
    const input = {
      kind: 'invalid-input' as const,
      message: 'The API secret has a space or a line break inside it: copy it again from the exchange',
    };
    expect(testSteps({ status: 'refused', error: input })).toEqual([{ tone: 'error', text: `Not saved: ${input.message}` }]);
  });

  it('what is armed, and what a switch does to it', () => {
    expect(armedText({ armed: 0, pending: 0, working: 0 })).toBeNull();
    expect(armedText({ armed: 1, pending: 1, working: 1 })).toBe('2 held orders and 1 chase or TWAP');
    expect(switchQuestion('1 held order', 'Paper exchange', 'Venue')).toMatch(
      /wait for "Paper exchange"'s next use: the headless process .* cannot keep them running beside the app/,
    );
  });

  it('what a removal keeps, by name', () => {
    const files = [{ what: 'trade history', path: '/data/history/p1.sqlite' }];
    expect(removalText({ name: 'Venue', secretStorage: 'keychain' }, files)).toEqual([
      'Removing "Venue" deletes its API secret from the system keychain and forgets its key.',
      'Its files are kept, as they are: held orders in them no longer run, and its history stays readable.',
      'Trade history: /data/history/p1.sqlite',
    ]);
  });
});
