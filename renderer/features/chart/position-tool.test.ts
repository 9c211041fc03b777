import { describe, expect, it } from 'vitest';
import { dragTool, flipTool, startTool, toolLineOf, toolLines } from './position-tool';

const pair = { symbol: 'BTC-USDT', priceDecimal: 1, tradeDecimal: 3, settleDecimal: 4, tradeCoinName: 'BTC', settleCoinName: 'USDT' };

describe('the position tool', () => {
  it('starts with the stop 1 % and the target 2 % away, on the side’s sides', () => {
    expect(startTool('long', '60000.0', 1)).toEqual({ side: 'long', entry: '60000.0', stop: '59400.0', target: '61200.0' });
    expect(startTool('short', '60000.0', 1)).toEqual({ side: 'short', entry: '60000.0', stop: '60600.0', target: '58800.0' });
    // A price too small for 1 % to be a tick: a tick away.
    expect(startTool('long', '0.050', 3)).toEqual({ side: 'long', entry: '0.050', stop: '0.049', target: '0.052' });
  });

  it('flips a long to a short around the same entry', () => {
    expect(flipTool(startTool('long', '60000.0', 1), 1)).toEqual(startTool('short', '60000.0', 1));
  });

  it('keeps the lines in order while one is dragged', () => {
    const long = startTool('long', '60000.0', 1);
    expect(dragTool(long, 'stop', '59000.0', 1).stop).toBe('59000.0');
    // A long's stop dragged above its entry stays a tick below it; its target a tick above.
    expect(dragTool(long, 'stop', '60500.0', 1).stop).toBe('59999.9');
    expect(dragTool(long, 'target', '59000.0', 1).target).toBe('60000.1');
    expect(dragTool(long, 'entry', '62000.0', 1).entry).toBe('61199.9');
    expect(dragTool(long, 'entry', '59000.0', 1).entry).toBe('59400.1');
    const short = startTool('short', '60000.0', 1);
    expect(dragTool(short, 'stop', '59000.0', 1).stop).toBe('60000.1');
    expect(dragTool(short, 'target', '61000.0', 1).target).toBe('59999.9');
    expect(dragTool(short, 'entry', '61000.0', 1).entry).toBe('60599.9');
    expect(dragTool(long, 'stop', '0', 1)).toBe(long);
  });

  it('draws three draggable lines labelled with the sizing', () => {
    const lines = toolLines(startTool('long', '60000.0', 1), pair, { quantity: '0.079', loss: '49.9512', reward: '93.1', rewardRisk: '1.86' });
    expect(lines.map((l) => [l.id, l.price, l.draggable, l.label[0]?.text])).toEqual([
      ['tool:target', '61200.0', true, 'Target 61200.0 · +93.10 USDT · R:R 1.86'],
      ['tool:entry', '60000.0', true, 'Entry 60000.0 · Long 0.079 BTC'],
      ['tool:stop', '59400.0', true, 'Stop 59400.0 · −49.95 USDT'],
    ]);
    expect(lines.map(toolLineOf)).toEqual(['target', 'entry', 'stop']);
    expect(toolLineOf({ id: 'order:1', kind: 'order' })).toBeNull();
  });
});
