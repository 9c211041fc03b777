/** The line under Size by risk: what the sizing comes to, or what it still needs, in the trader's words. */
import type { EntryPair } from '../../domain/trading/entry-context';
import { fixed, liquidationText, money } from '../../domain/trading/preview-format';
import type { RiskSizing } from '../../domain/trading/risk-sizing';

/** Reward ÷ loss, both counting the entry's and the exits' fees (risk-sizing.ts). */
export const REWARD_RISK_LABEL = 'R:R (after fees)';

/**
 * `errorShown`: the field the sizing fails at shows its error now; until it does (not yet left, no send tried) the
 * line says what is missing itself rather than point at an error that is not there.
 */
export function riskSummaryText(sized: RiskSizing | null, pair: EntryPair, leverage: number | null, errorShown: boolean): string {
  if (!sized) return 'Type a risk and a stop loss';
  if (!sized.ok) return sized.field === 'entry' ? sized.message : errorShown ? 'Nothing sized: see above' : `Nothing sized: ${sized.message}`;
  const s = sized.size;
  const quote = pair.settleCoinName;
  return [
    `${s.side === 'buy' ? 'Long' : 'Short'} ${fixed(s.quantity, pair.tradeDecimal)} ${pair.tradeCoinName} at ${s.entry}`,
    `loses ${money(s.loss)} ${quote} at the stop loss (risk ${money(s.risk)})`,
    s.margin === null ? 'margin –' : `margin ${money(s.margin)} ${quote} at ${leverage ?? '–'}×`,
    s.accountLeverage === null ? null : `${s.accountLeverage}× equity`,
    `Liq. ${liquidationText(s.liquidation, pair.priceDecimal)}`,
    s.reward === null ? null : `reward ${money(s.reward)} ${quote}, ${REWARD_RISK_LABEL} ${s.rewardRisk ?? '–'}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
