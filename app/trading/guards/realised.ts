/**
 * The realised PnL of the trading day, for the daily loss limit: the fills' PnL less their fees, plus the funding
 * received (less paid), since the day start. Fills are read on the markets the core watches (where the trader
 * placed orders or holds positions), at most FILLS_LIMIT per market; funding from the newest back to the day start.
 */
import Decimal from 'decimal.js';
import type { Fill, Tariff } from '../../../shared/exchange';
import type { AccountService } from '../account';

const FILLS_LIMIT = 1000;
const TARIFF_PAGE = 100;
const MAX_TARIFF_PAGES = 20;

/** PnL less fees of the fills, plus the funding (signed), of what happened from `since` on. */
export function realisedOf(fills: readonly Fill[], tariffs: readonly Tariff[], since: number): string {
  let total = new Decimal(0);
  for (const fill of fills) if (fill.tradeTime >= since) total = total.plus(fill.fillPnl).minus(fill.fillFee);
  for (const tariff of tariffs) if (tariff.fundingTime >= since) total = total.plus(tariff.tariffAmount);
  return total.toString();
}

export async function realisedSince(account: AccountService, since: number): Promise<string> {
  const fills = await account.fills({ beginTime: since, limit: FILLS_LIMIT });
  const tariffs: Tariff[] = [];
  for (let page = 1; page <= MAX_TARIFF_PAGES; page++) {
    const { records } = await account.tariffs({ page, pageSize: TARIFF_PAGE });
    tariffs.push(...records);
    // Newest first: a page reaching back before the day start is the last one needed.
    if (records.length < TARIFF_PAGE || records.some((t) => t.fundingTime < since)) break;
  }
  return realisedOf(fills, tariffs, since);
}
