import { describe, expect, it } from 'vitest';
import { armedOf, onInterrupt, quitQuestion, SECOND_INTERRUPT_MS } from './armed-quit';

describe('quitting with armed held orders', () => {
  it('counts armed orders, bracket legs waiting for their entry, and working chases and TWAPs', () => {
    expect(armedOf(null)).toBe(0);
    expect(armedOf({ armed: 2, pending: 1 })).toBe(3);
    expect(armedOf({ armed: 0, pending: 0, working: 2 })).toBe(2);
  });

  it('asks the desktop first only when something is armed, keeping running by default', () => {
    expect(quitQuestion(0)).toBeNull();
    expect(quitQuestion(1)).toMatchObject({
      message: '1 held order is armed. They fire only while Perpdesk runs. Quit anyway?',
      buttons: ['Keep running', 'Quit'],
      keep: 0,
      quit: 1,
    });
    expect(quitQuestion(3)?.message).toBe('3 held orders are armed. They fire only while Perpdesk runs. Quit anyway?');
  });

  it('in a terminal, quits at the first Ctrl+C with nothing armed, else warns and quits at a second within 5 s', () => {
    expect(onInterrupt(0, null, 1000)).toEqual({ quit: true });
    const first = onInterrupt(2, null, 1000);
    expect(first).toEqual({
      quit: false,
      warning: '2 held orders are armed. They fire only while Perpdesk runs. Quit anyway? Press Ctrl+C again within 5 s to quit.',
      warnedAt: 1000,
    });
    expect(onInterrupt(2, 1000, 1000 + SECOND_INTERRUPT_MS)).toEqual({ quit: true });
    // Too late: it warns again, and the 5 s start over.
    expect(onInterrupt(2, 1000, 1001 + SECOND_INTERRUPT_MS)).toMatchObject({ quit: false, warnedAt: 1001 + SECOND_INTERRUPT_MS });
  });
});
