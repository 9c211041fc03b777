/**
 * The screen's accessible names, which tests and screen readers rely on: keep them.
 * Rendered to markup without a DOM, so this sees the first render only: the flows are the end-to-end specs' job.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { createSession } from './composition/session';
import { SessionProvider } from './composition/SessionProvider';
import { memoryStorage } from './stores/storage';
import { fakeInvoke } from './stores/testing/fake-invoke';

const session = createSession({
  invoke: fakeInvoke().invoke,
  storage: memoryStorage(),
  env: {
    timers: { setTimeout: () => 0, clearTimeout: () => {} },
    random: () => 0.5,
    visibility: { isHidden: () => false, onChange: () => () => {} },
  },
  now: () => 0,
});
const html = renderToStaticMarkup(createElement(SessionProvider, { session, children: createElement(App) }));

describe('the first screen', () => {
  it.each([
    ['the Market combobox', /<input role="combobox" aria-label="Market"/],
    ['the Market summary region', /aria-label="Market summary"/],
    ['the Recent trades table', /<table class="table" aria-label="Recent trades"/],
    ['the Settings button', />Settings<\/button>/],
    ['the Connection status', /role="status" aria-label="Connection"/],
    ['the Order book region', /<section class="panel order-book" aria-label="Order book"/],
    ['the Price chart region', /<section class="panel price-chart" aria-label="Price chart"/],
    ['the Order entry form', /<form aria-label="Order entry"/],
    ['the Open orders table', /<table class="table" aria-label="Open orders"/],
    ['the Buy / Long button', />Buy \/ Long<\/button>/],
    ['the Sell / Short button', />Sell \/ Short<\/button>/],
  ])('has %s', (_, pattern) => {
    expect(html).toMatch(pattern);
  });

  it('labels the Price and Quantity fields with real labels', () => {
    for (const name of ['Price', 'Quantity']) {
      const label = new RegExp(`<label class="field-label" for="([^"]+)">${name}</label>`).exec(html);
      expect(label, name).not.toBeNull();
      expect(html).toContain(`<input id="${label?.[1]}"`);
    }
  });

  it('offers the default pair before the list arrives, and says it is loading', () => {
    expect(html).toMatch(/<input role="combobox" aria-label="Market"[^>]* value="BTC-USDT"/);
    expect(html).toContain('Loading order book…');
    expect(html).toContain('Loading open orders…');
  });
});
