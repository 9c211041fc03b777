import { describe, expect, it } from 'vitest';
import type { AppStatus } from '../../../shared/bridge';
import { idle, type Loadable } from '../../stores/loadable';
import { appStatus, perBand } from '../../stores/testing/app-status';
import { describeConnection, describeLink } from './connection-model';

const NOW = 1_000_000;
const status = (updatedAt: number | null, paper = true): Loadable<AppStatus> => ({
  status: updatedAt === null ? 'loading' : 'ok',
  data: updatedAt === null ? null : appStatus({ paper }),
  error: null,
  updatedAt,
});
const fed = (updatedAt: number | null): Loadable<unknown> => ({ status: 'ok', data: {}, error: null, updatedAt });
const failing = (updatedAt: number | null, message: string): Loadable<unknown> => ({
  status: 'error',
  data: updatedAt === null ? null : {},
  error: { kind: 'network', message },
  updatedAt,
});

describe('describeConnection', () => {
  it('says connecting before anything arrived', () => {
    expect(describeConnection(status(null), [{ label: 'order book', feed: idle(), intervalMs: 1000 }], NOW)).toMatchObject({
      tone: 'waiting',
      venue: null,
      state: 'connecting…',
    });
  });

  it('says live with the venue when every feed is fresh', () => {
    const view = describeConnection(
      status(NOW - 1000),
      [
        { label: 'order book', feed: fed(NOW - 2900), intervalMs: 1000 },
        { label: 'open orders', feed: idle(), intervalMs: 2000 },
      ],
      NOW,
    );
    expect(view).toEqual({ tone: 'live', venue: 'Paper exchange', paper: true, state: 'live', reasons: [] });
  });

  it('calls a feed stale past three intervals, with its age', () => {
    const view = describeConnection(status(NOW), [{ label: 'order book', feed: fed(NOW - 12_400), intervalMs: 1000 }], NOW);
    expect(view).toMatchObject({ tone: 'stale', state: 'stale: order book 12 s', reasons: [] });
  });

  it('calls an erroring feed stale at once, and gives the reason once', () => {
    const view = describeConnection(
      status(NOW),
      [
        { label: 'order book', feed: failing(NOW - 1000, 'Lost the connection'), intervalMs: 1000 },
        { label: 'open orders', feed: failing(null, 'Lost the connection'), intervalMs: 2000 },
      ],
      NOW,
    );
    expect(view).toMatchObject({
      tone: 'stale',
      state: 'stale: order book 1 s, open orders no data',
      reasons: ['Lost the connection'],
    });
  });
});

describe('describeLink', () => {
  const link = (connection: Partial<Omit<AppStatus['connection'], 'budget'>>) =>
    appStatus({
      connection: { clockOffsetMs: 120, latencyMs: 41.6, ...connection },
      budget: { available: 7, used: perBand({ write: 0.2, screen: 4.9, background: 0.96 }) },
    });

  it('shows latency and clock offset, the budget in use per band, and what is free in the details', () => {
    expect(describeLink(link({}), NOW)).toEqual({
      summary: '42 ms · clock +0.1 s',
      budget: 'requests 6.1/10 a s: writes 0.2, screen 4.9, background 1.0, spare 0.0',
      budgetShort: '6.1/10 req/s',
      details: ['Request budget: 7 free now for orders and the screen; background work and spare polls take only what they leave'],
      slowed: false,
    });
    expect(describeLink(link({ clockOffsetMs: -2500 }), NOW).summary).toBe('42 ms · clock −2.5 s');
  });

  it('names the bands whose requests wait for the budget', () => {
    const waiting = link({});
    waiting.connection.budget.waiting = { write: 0, screen: 0, background: 140, spare: 0 };
    expect(describeLink(waiting, NOW).details[1]).toBe('Waiting for the budget: background 140');
  });

  it('says so while the exchange slows us down', () => {
    expect(describeLink(link({ throttledUntil: NOW + 4000 }), NOW)).toMatchObject({
      summary: expect.stringMatching(/^slowed down by the exchange, 4/),
      slowed: true,
    });
    expect(describeLink(link({ throttledUntil: NOW - 1 }), NOW).summary).toBe('42 ms · clock +0.1 s');
  });
});
