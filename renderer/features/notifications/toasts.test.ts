import { describe, expect, it } from 'vitest';
import { addToasts, currentToasts, MAX_TOASTS, removeToast } from './toasts';

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
});
