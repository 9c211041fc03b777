/** `test` with a `venues` fixture: each test opens the stage it needs, and everything it opened is closed after it. */
import { test as base } from '@playwright/test';
import { openKillableVenue, openProxiedVenue, type KillableVenue, type ProxiedVenue } from './venue';

export interface Venues {
  /** A paper exchange in this process, behind a faulty proxy, traded by a fresh Perpdesk. */
  proxied(options?: { clockAheadMs?: number }): Promise<ProxiedVenue>;
  /** A paper exchange in its own process, which can be killed and restarted, traded by a fresh Perpdesk. */
  killable(): Promise<KillableVenue>;
}

export const test = base.extend<{ venues: Venues }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  venues: async ({}, use) => {
    const opened: { close(): Promise<void> }[] = [];
    const track = async <V extends { close(): Promise<void> }>(venue: Promise<V>): Promise<V> => {
      const v = await venue;
      opened.push(v);
      return v;
    };
    await use({
      proxied: (options) => track(openProxiedVenue(options)),
      killable: () => track(openKillableVenue()),
    });
    for (const venue of opened.reverse()) await venue.close();
  },
});

export { expect } from '@playwright/test';
