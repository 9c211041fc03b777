import { describe, expect, it } from 'vitest';
import { VaultError } from './errors';
import { normaliseSecret, validateProfileChange, validateProfileInput, type StoredProfile } from './profile';

const SECRET = 'S3cret-abcdef-123456';
const good = { name: 'Main', baseUrl: 'https://ex.example', apiKey: 'key-1' };

describe('a new profile', () => {
  it('is normalised: names trimmed, URL without its trailing slash, read-only off unless asked', () => {
    expect(validateProfileInput({ ...good, name: '  Main ', baseUrl: 'https://Ex.Example/api/' }, SECRET, [])).toEqual({
      name: 'Main',
      baseUrl: 'https://ex.example/api',
      apiKey: 'key-1',
      readOnly: false,
    });
    expect(validateProfileInput({ ...good, readOnly: true }, SECRET, []).readOnly).toBe(true);
    expect(validateProfileInput({ ...good, name: 'x'.repeat(40) }, SECRET, []).name).toHaveLength(40);
    expect(validateProfileInput({ ...good, name: '交易所'.repeat(13) }, SECRET, []).name).toHaveLength(39);
  });

  it.each([
    ['an empty name', { name: '  ' }, /name must be 1 to 40 characters/],
    ['a name of 41 characters', { name: 'x'.repeat(41) }, /name must be 1 to 40 characters/],
    ['a name with a line break', { name: 'a\nb' }, /control characters/],
    ['a URL that is not one', { baseUrl: 'exchange' }, /URL must be an http or https address/],
    ['an ftp URL', { baseUrl: 'ftp://ex.example' }, /must start with http:\/\/ or https:\/\//],
    ['a URL with a password', { baseUrl: 'https://u:p@ex.example' }, /user name or password/],
    ['a URL with a query', { baseUrl: 'https://ex.example/?a=1' }, /query/],
    ['an empty key', { apiKey: ' ' }, /API key is required/],
    ['a key with a space', { apiKey: 'a b' }, /without spaces/],
    ['a read-only flag that is not a boolean', { readOnly: 'yes' as unknown as boolean }, /Read-only must be true or false/],
  ])('refuses %s', (_what, change, message) => {
    expect(() => validateProfileInput({ ...good, ...change }, SECRET, [])).toThrow(message);
  });

  it('refuses a name taken already, whatever its case', () => {
    expect(() => validateProfileInput({ ...good, name: 'paper' }, SECRET, ['Paper'])).toThrow(/A profile named "Paper" already exists/);
  });

  it.each([
    ['an empty secret', '', /API secret is required/],
    ['a secret of spaces only', '  \t ', /API secret is required/],
    ['a secret with a space inside', 'abc def', /API secret has a space or a line break inside it/],
    ['a secret with a line break inside', 'abc\ndef', /API secret has a space or a line break inside it/],
    ['a secret with a control character', 'abc\u0007def', /API secret must not contain control characters/],
  ])('refuses %s', (_what, secret, message) => {
    expect(() => validateProfileInput(good, secret, [])).toThrow(message);
  });

  it('takes a pasted secret with whitespace around it, trimmed', () => {
    expect(normaliseSecret(`  ${SECRET}\n`)).toBe(SECRET);
    expect(validateProfileInput({ ...good, apiKey: ' key-1\t' }, `\t${SECRET} `, []).apiKey).toBe('key-1');
  });

  it('refuses a secret pasted into another field, without repeating it', () => {
    const pasted = [{ name: SECRET }, { baseUrl: `https://ex.example/${SECRET}` }, { apiKey: SECRET }];
    for (const change of pasted) {
      const error = catchError(() => validateProfileInput({ ...good, ...change }, SECRET, []));
      expect(error).toBeInstanceOf(VaultError);
      expect(error.message).toMatch(/must not appear in the name, the URL or the API key/);
      expect(error.message).not.toContain(SECRET);
    }
  });

  it('takes a demo secret too short to look for in the other fields', () => {
    expect(validateProfileInput({ ...good, baseUrl: 'https://s.example' }, 's', []).baseUrl).toBe('https://s.example');
  });

  it('never repeats what was typed in its messages', () => {
    const typed = 'typed-value-xyz';
    const inputs = [{ name: `${typed}${'x'.repeat(40)}` }, { baseUrl: typed }, { baseUrl: `ftp://${typed}` }, { apiKey: `${typed} x` }];
    for (const change of inputs) {
      expect(catchError(() => validateProfileInput({ ...good, ...change }, SECRET, [])).message).not.toContain(typed);
    }
  });
});

describe('a change to a saved profile', () => {
  const saved: StoredProfile = {
    id: 'p1',
    name: 'Main',
    baseUrl: 'https://ex.example',
    apiKey: 'key-1',
    readOnly: false,
    createdAt: 1,
    secretStorage: 'keychain',
  };

  it('renames it (trimmed) and turns read-only on or off; what is not given stays', () => {
    expect(validateProfileChange(saved, { name: ' Desk ' }, ['Paper'])).toEqual({ ...saved, name: 'Desk' });
    expect(validateProfileChange(saved, { readOnly: true }, ['Paper'])).toEqual({ ...saved, readOnly: true });
    expect(validateProfileChange(saved, {}, ['Paper'])).toEqual(saved);
  });

  it('refuses a name another profile has, an empty one, and a read-only flag that is not a boolean', () => {
    expect(() => validateProfileChange(saved, { name: 'PAPER' }, ['Paper'])).toThrow(/A profile named "Paper" already exists/);
    expect(() => validateProfileChange(saved, { name: ' ' }, ['Paper'])).toThrow(/name must be 1 to 40 characters/);
    expect(() => validateProfileChange(saved, { readOnly: 'no' as unknown as boolean }, [])).toThrow(/Read-only must be true or false/);
  });
});

function catchError(run: () => unknown): Error {
  try {
    run();
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected an error');
}
