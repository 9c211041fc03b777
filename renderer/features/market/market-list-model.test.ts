import { describe, expect, it } from 'vitest';
import type { PairTicker } from '../../../shared/bridge';
import type { Candle, Pair } from '../../../shared/exchange';
import { MINUS } from './change-model';
import { filterChoices, initialActive, LIST_PRICE_MAX_AGE_MS, marketChoices, marketOptions, moveActive } from './market-list-model';
import { pinFavourites, pricesDue, rowsInView, searchKey, tickerLine, toggleFavourite, withPrices } from './market-list-model';

const pair = (symbol: string, priceDecimal: number, tradeDecimal: number): Pair => {
  const [base = '', quote = ''] = symbol.split('-');
  return {
    id: 1,
    symbol,
    tradable: true,
    minLever: 1,
    maxLever: 25,
    minCount: '0.001',
    maxCount: '100',
    tradeDecimal,
    priceDecimal,
    settleDecimal: 4,
    makerTradeFeeRate: '0.02',
    takerTradeFeeRate: '0.06',
    settleCoinId: 1,
    settleCoinName: quote,
    tradeCoinId: 2,
    tradeCoinName: base,
  };
};
const PAIRS = [pair('BTC-USDT', 1, 3), pair('ETH-USDT', 2, 2), pair('SOL-USDT', 3, 1), pair('ETHFI-USDT', 4, 1)];

const candle = (open: string, close: string): Candle => ({
  contractPairId: 1,
  period: '1DAY',
  time: 0,
  open,
  close,
  high: close,
  low: open,
  count: 10,
  quantity: '1',
  amount: close,
});

describe('marketChoices', () => {
  it('lists the pairs in the exchange order', () => {
    expect(marketChoices(PAIRS, 'ETH-USDT').map((c) => c.symbol)).toEqual(['BTC-USDT', 'ETH-USDT', 'SOL-USDT', 'ETHFI-USDT']);
  });

  it('offers the remembered pair before the list arrives, and first when it is not listed', () => {
    expect(marketChoices(null, 'ETH-USDT')).toEqual([{ symbol: 'ETH-USDT', pair: undefined }]);
    expect(marketChoices(PAIRS.slice(0, 1), 'DOGE-USDT').map((c) => c.symbol)).toEqual(['DOGE-USDT', 'BTC-USDT']);
  });
});

describe('filterChoices', () => {
  const choices = marketChoices(PAIRS, 'BTC-USDT');
  const symbols = (query: string) => filterChoices(choices, query).map((c) => c.symbol);

  it('keeps everything for an empty query', () => {
    expect(symbols('')).toEqual(['BTC-USDT', 'ETH-USDT', 'SOL-USDT', 'ETHFI-USDT']);
    expect(symbols('  ')).toHaveLength(4);
  });

  it('matches any case and ignores separators', () => {
    expect(searchKey('eth/usdt')).toBe('ETHUSDT');
    expect(symbols('eth')).toEqual(['ETH-USDT', 'ETHFI-USDT']);
    expect(symbols('Eth-U')).toEqual(['ETH-USDT']);
    expect(symbols('solusdt')).toEqual(['SOL-USDT']);
  });

  it('puts what starts with the query before what merely contains it', () => {
    expect(symbols('s')).toEqual(['SOL-USDT', 'BTC-USDT', 'ETH-USDT', 'ETHFI-USDT']);
    expect(symbols('usdt')).toEqual(['BTC-USDT', 'ETH-USDT', 'SOL-USDT', 'ETHFI-USDT']);
  });

  it('finds nothing for a query nothing has', () => {
    expect(symbols('doge')).toEqual([]);
  });
});

describe('tickerLine and marketOptions', () => {
  it('gives the last price and change in the pair decimals', () => {
    const line = tickerLine(candle('2976.83', '3012.55'), PAIRS[1]);
    expect(line).toEqual({ price: '3012.55', change: { absolute: '+35.72', percent: '+1.20 %', tone: 'up' } });
    expect(tickerLine(candle('60000', '59000'), PAIRS[0]).price).toBe('59000.0');
  });

  it('falls back to the decimals of the close for a pair not known yet', () => {
    expect(tickerLine(candle('10.5', '10.25'), undefined)).toEqual({
      price: '10.25',
      change: { absolute: `${MINUS}0.25`, percent: `${MINUS}2.38 %`, tone: 'down' },
    });
  });

  it('names each option by its symbol, price and change, or the symbol alone before the tickers come', () => {
    const tickers: PairTicker[] = [{ pair: 'ETH-USDT', ticker: candle('2976.83', '3012.55') }];
    const choices = marketChoices(PAIRS.slice(0, 2), 'BTC-USDT');
    expect(marketOptions(choices, withPrices(new Map(), tickers, 0), 'BTC-USDT', ['ETH-USDT']).map((o) => [o.label, o.current, o.favourite])).toEqual(
      [
        ['BTC-USDT', true, false],
        ['ETH-USDT 3012.55 +1.20 %', false, true],
      ],
    );
    expect(marketOptions(choices, new Map(), 'ETH-USDT').map((o) => [o.label, o.line, o.current])).toEqual([
      ['BTC-USDT', null, false],
      ['ETH-USDT', null, true],
    ]);
  });
});

describe('moveActive and initialActive', () => {
  it('moves by one and wraps at both ends', () => {
    expect(moveActive(0, 3, 1)).toBe(1);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
  });

  it('enters from the right end when nothing is active, and stays out of an empty list', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(5, 3, 1)).toBe(0);
    expect(moveActive(0, 0, 1)).toBe(-1);
  });

  it('starts on the pair being traded', () => {
    const choices = marketChoices(PAIRS, 'SOL-USDT');
    expect(initialActive(choices, 'SOL-USDT')).toBe(2);
    expect(initialActive(choices, 'DOGE-USDT')).toBe(0);
    expect(initialActive([], 'BTC-USDT')).toBe(-1);
  });
});

describe('a list of many markets', () => {
  const many = Array.from({ length: 150 }, (_, i) => pair(`M${String(i + 1).padStart(3, '0')}-USDT`, 3, 1));
  const symbols = (choices: { symbol: string }[]) => choices.map((c) => c.symbol);

  it('knows which rows are in view as it scrolls', () => {
    expect(rowsInView(0, 320, 28, 150)).toEqual({ first: 0, last: 11 });
    expect(rowsInView(28 * 40 + 10, 320, 28, 150)).toEqual({ first: 40, last: 51 });
    expect(rowsInView(28 * 148, 320, 28, 150)).toEqual({ first: 148, last: 149 });
    expect(rowsInView(0, 320, 28, 3)).toEqual({ first: 0, last: 2 });
    expect(rowsInView(0, 320, 28, 0)).toEqual({ first: 0, last: -1 });
  });

  it('asks prices only for the rows in view and the favourites, those never asked first, a few at a time', () => {
    const inView = ['M001-USDT', 'M002-USDT', 'M003-USDT', 'M004-USDT'];
    const cached = withPrices(
      new Map(),
      [
        { pair: 'M001-USDT', ticker: candle('1', '2') },
        { pair: 'M002-USDT', ticker: candle('1', '2') },
      ],
      1000,
    );
    expect(pricesDue(inView, ['M150-USDT'], cached, 1000 + LIST_PRICE_MAX_AGE_MS - 1, LIST_PRICE_MAX_AGE_MS, 10)).toEqual([
      'M003-USDT',
      'M004-USDT',
      'M150-USDT',
    ]);
    // Once old, a price in view is asked again, after the missing ones; and never more than `max` in one run.
    expect(pricesDue(inView, ['M150-USDT'], cached, 1000 + LIST_PRICE_MAX_AGE_MS, LIST_PRICE_MAX_AGE_MS, 4)).toEqual([
      'M003-USDT',
      'M004-USDT',
      'M150-USDT',
      'M001-USDT',
    ]);
    const all = withPrices(
      cached,
      inView.map((p) => ({ pair: p, ticker: candle('1', '2') })),
      2000,
    );
    expect(pricesDue(inView, [], all, 3000)).toEqual([]);
  });

  it('pins the favourites on top, a star toggling one, and search keeps them first', () => {
    const choices = marketChoices(many, 'M001-USDT');
    let favourites = toggleFavourite([], 'M120-USDT');
    favourites = toggleFavourite(favourites, 'M012-USDT');
    expect(symbols(pinFavourites(choices, favourites).slice(0, 3))).toEqual(['M012-USDT', 'M120-USDT', 'M001-USDT']);
    expect(toggleFavourite(favourites, 'M120-USDT')).toEqual(['M012-USDT']);
    expect(symbols(filterChoices(pinFavourites(choices, favourites), 'M12'))).toEqual([
      'M120-USDT',
      ...['M121-USDT', 'M122-USDT', 'M123-USDT', 'M124-USDT', 'M125-USDT', 'M126-USDT', 'M127-USDT', 'M128-USDT', 'M129-USDT'],
    ]);
  });

  it('searches 1 500 markets in well under a frame', () => {
    const lots = Array.from({ length: 1500 }, (_, i) => pair(`X${i}-USDT`, 3, 1));
    const choices = marketChoices(lots, 'X1-USDT');
    expect(filterChoices(choices, 'x149')).toHaveLength(11);
  });
});
