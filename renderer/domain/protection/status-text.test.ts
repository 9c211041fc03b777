import { describe, expect, it } from 'vitest';
import { statusLine, statusWithNote } from './status-text';

describe('a state and its note, said once', () => {
  it('never doubles the state', () => {
    expect(statusLine('Cancelled', 'Cancelled')).toBe('Cancelled');
    expect(statusWithNote('Done', 'Done: filled 0.050 of 0.050')).toEqual({ state: 'Done: filled 0.050 of 0.050', note: '' });
    expect(statusWithNote('Cancelled', 'Cancelled after 1 of 2 slices')).toEqual({ state: 'Cancelled after 1 of 2 slices', note: '' });
  });
  it('puts any other note after the state, and none when there is none', () => {
    expect(statusLine('Fired', 'Exit placed')).toBe('Fired: Exit placed');
    expect(statusWithNote('Working', 'Resting at 60000.0')).toEqual({ state: 'Working', note: 'Resting at 60000.0' });
    expect(statusLine('Armed', null)).toBe('Armed');
    expect(statusLine('Armed', '  ')).toBe('Armed');
  });
});
