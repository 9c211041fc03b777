import { describe, expect, it } from 'vitest';
import { builtInWorkspace } from '../../../shared/workspace/built-in';
import { colourMarket, panelMarket, withMarket } from './panel-market';

const listed = ['BTC-USDT', 'ETH-USDT', 'SOL-USDT', 'XRP-USDT'];

describe('the market a workspace panel shows', () => {
  it('is its colour’s: red the market last traded until one is chosen, the others the venue’s next markets', () => {
    expect(['red', 'green', 'blue', 'yellow'].map((c) => colourMarket(c as 'red', {}, listed, 'ETH-USDT'))).toEqual([
      'ETH-USDT',
      'BTC-USDT',
      'SOL-USDT',
      'XRP-USDT',
    ]);
    expect(colourMarket('green', { green: 'XRP-USDT' }, listed, 'BTC-USDT')).toBe('XRP-USDT');
  });

  it('falls back when the chosen market is no longer listed, and keeps a chosen one before the list is known', () => {
    expect(colourMarket('green', { green: 'GONE-USDT' }, listed, 'BTC-USDT')).toBe('ETH-USDT');
    expect(colourMarket('green', { green: 'GONE-USDT' }, [], 'BTC-USDT')).toBe('GONE-USDT');
  });

  it('changes for every panel of the colour when chosen in one, and for that panel alone when it has no link', () => {
    const watch = builtInWorkspace('watch');
    const chosen = withMarket(watch, 'book', 'SOL-USDT');
    const shown = (w: typeof watch) => w.panels.map((p) => `${p.id} ${panelMarket(p, w, listed, 'BTC-USDT')}`);
    expect(shown(chosen)).toEqual([
      'chart-1 SOL-USDT',
      'chart-3 SOL-USDT',
      'chart-2 ETH-USDT',
      'chart-4 XRP-USDT',
      'book SOL-USDT',
      'ladder SOL-USDT',
    ]);
    const alone = { ...watch, panels: watch.panels.map((p) => (p.id === 'chart-4' ? { ...p, link: null } : p)) };
    expect(shown(withMarket(alone, 'chart-4', 'SOL-USDT'))).toContain('chart-4 SOL-USDT');
    expect(shown(withMarket(alone, 'chart-4', 'SOL-USDT'))).toContain('chart-1 BTC-USDT');
  });
});
