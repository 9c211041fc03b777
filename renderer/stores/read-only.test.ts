import { describe, expect, it } from 'vitest';
import { readOnlyReason } from './read-only';

describe('why trading is off', () => {
  it('names the read-only profile and where to change it; nothing while the profile may trade or before the status', () => {
    const venue = { name: 'Main', baseUrl: 'https://ex.example', paper: false };
    expect(readOnlyReason({ readOnly: true, venue })).toBe(
      '"Main" is a read-only profile: it cannot place, move or cancel orders. Turn Read only off in Profiles (the venue in the top bar) to trade',
    );
    expect(readOnlyReason({ readOnly: false, venue })).toBeNull();
    expect(readOnlyReason(null)).toBeNull();
  });
});
