import { describe, expect, it } from 'vitest';
import { addToasts, currentToasts, MAX_SHOWN, MAX_TOASTS, moreLine, removeToast, toastStack } from './toasts';

describe('toasts', () => {
  let id = 0;
  const next = () => ++id;
  const message = (tag: string) => ({ tag, tone: 'buy' as const, title: tag, body: '' });

  it('stack up to a limit, the oldest going first', () => {
    let list = addToasts([], [message('a'), message('b')], 0, next);
    list = addToasts(list, ['c', 'd', 'e', 'f'].map(message), 10, next);
    expect(list.map((t) => t.tag)).toEqual(['b', 'c', 'd', 'e', 'f']);
    expect(list).toHaveLength(MAX_TOASTS);
  });

  it('replace one about the same thing, close, and expire', () => {
    let list = addToasts([], [message('a'), message('b')], 0, next);
    list = addToasts(list, [message('a')], 5000, next);
    expect(list.map((t) => t.tag)).toEqual(['b', 'a']);
    list = removeToast(list, list[0]!.id);
    expect(list.map((t) => t.tag)).toEqual(['a']);
    expect(currentToasts(list, 10_999)).toHaveLength(1);
    expect(currentToasts(list, 11_000)).toHaveLength(0);
  });

  it('show the newest three, the older ones behind "+N more", which shows them all when asked', () => {
    const five = addToasts([], ['a', 'b', 'c', 'd', 'e'].map(message), 0, next);
    expect(MAX_SHOWN).toBe(3);
    const folded = toastStack(five, false);
    expect(folded.shown.map((t) => t.tag)).toEqual(['c', 'd', 'e']);
    expect(folded.hidden).toBe(2);
    expect(moreLine(five, false)).toBe('+2 more');

    const unfolded = toastStack(five, true);
    expect(unfolded.shown.map((t) => t.tag)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(unfolded.hidden).toBe(0);
    expect(moreLine(five, true)).toBe('Show fewer');
  });

  it('need no "+N more" line while three or fewer are up', () => {
    const three = addToasts([], ['a', 'b', 'c'].map(message), 0, next);
    expect(toastStack(three, false)).toEqual({ shown: three, hidden: 0 });
    expect(moreLine(three, false)).toBeNull();
    expect(moreLine(three, true)).toBeNull();
    expect(moreLine([], false)).toBeNull();
  });

  it('keep the newest in sight when one more comes', () => {
    let list = addToasts([], ['a', 'b', 'c'].map(message), 0, next);
    list = addToasts(list, [message('d')], 10, next);
    expect(toastStack(list, false).shown.map((t) => t.tag)).toEqual(['b', 'c', 'd']);
    expect(moreLine(list, false)).toBe('+1 more');
  });
});
