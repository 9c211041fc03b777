import { describe, expect, it } from 'vitest';
import { fillSounds, noticeSounds, soundOf } from './sounds';

const ALL_ON = { fill: true, held: true, alert: true, liquidation: true };

describe('the sound of a batch of events', () => {
  it('is one sound however many events: five fills at once play "fill" once', () => {
    expect(soundOf(fillSounds(Array.from({ length: 5 }, () => ({ kind: 'fill' as const }))), ALL_ON)).toBe('fill');
  });

  it('is the most urgent one: a liquidation among fills plays the liquidation', () => {
    expect(soundOf(fillSounds([{ kind: 'fill' }, { kind: 'liquidation' }, { kind: 'fill' }]), ALL_ON)).toBe('liquidation');
  });

  it('plays only sounds turned on: a liquidation muted leaves the fill’s, all muted leave silence', () => {
    const events = fillSounds([{ kind: 'fill' }, { kind: 'liquidation' }]);
    expect(soundOf(events, { ...ALL_ON, liquidation: false })).toBe('fill');
    expect(soundOf(events, { fill: false, held: true, alert: true, liquidation: false })).toBeNull();
    expect(soundOf(['alert'], { ...ALL_ON, alert: false })).toBeNull();
    expect(soundOf([], ALL_ON)).toBeNull();
  });

  it('of held-order notices is "held" only when one fired (all or part), not when one was armed or refused', () => {
    expect(noticeSounds([{ kind: 'armed' }, { kind: 'triggered' }])).toEqual(['held']);
    expect(noticeSounds([{ kind: 'partial' }])).toEqual(['held']);
    expect(noticeSounds([{ kind: 'armed' }, { kind: 'refused' }, { kind: 'cancelled' }])).toEqual([]);
  });
});
