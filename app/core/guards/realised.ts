/**
 * The realised PnL of the trading day, for the daily loss limit: the fills' PnL less their fees, plus the funding
 * received (less paid), since the day start. Fills are read on the markets the core watches (where the trader
 * placed orders or holds positions), at most FILLS_LIMIT per market; funding from the newest back to the day start.
 */
import Decimal from 'decimal.js';
import type { AccountService } from '../services/account';

const FILLS_LIMIT = 1000;
const TARIFF_PAGE = 100;
const MAX_TARIFF_PAGES = 20;

export async function realisedSince(account: AccountService, since: number): Promise<string> {
  let total = new Decimal(0);
  for (const fill of await account.fills({ beginTime: since, limit: FILLS_LIMIT })) {
    if (fill.tradeTime >= since) total = total.plus(fill.fillPnl).minus(fill.fillFee);
  }
  for (let page = 1; page <= MAX_TARIFF_PAGES; page++) {
    const { records } = await account.tariffs({ page, pageSize: TARIFF_PAGE });
    const today = records.filter((t) => t.fundingTime >= since);
    for (const tariff of today) total = total.plus(tariff.tariffAmount);
    if (records.length < TARIFF_PAGE || today.length < records.length) break;
  }
  return total.toString();
}
