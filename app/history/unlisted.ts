/**
 * A market the venue does not list: the journal can name one (a mistyped pair whose cancel was refused, or a
 * market of another venue traded from the same data directory). The venue refuses its history reads with
 * `Illegal parameter` for the pair's field; the history reads past it instead of failing at every read.
 */
import { Code } from '../../shared/exchange';
import { ExchangeError } from '../exchange/errors';

/** The pair fields of the per-market history reads (`pairName` for fills and rebates, `symbol` for done orders). */
const PAIR_FIELD = /Illegal parameter\s*:\s*(pairName|symbol)\b/i;

export const isUnlistedMarket = (err: unknown): boolean =>
  err instanceof ExchangeError && err.code === Code.ILLEGAL_PARAMETER && PAIR_FIELD.test(err.message);

export const unlistedNotice = (symbol: string, venueSaid: string): string =>
  `perpdesk: history: the exchange does not know the market ${symbol} (it answered "${venueSaid}"); its history is not read. It is named in the order journal, likely a mistyped pair or another exchange's market.`;
