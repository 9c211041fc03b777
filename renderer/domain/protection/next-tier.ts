/**
 * A target pointed at (Alt+click on a ladder row) on a position that has tiers: the next free tier there, its
 * share what the live tiers leave of 100 %. Setting tiers replaces the position's take profits, so the plan sends
 * them all again with the new one. No React here.
 */
import Decimal from 'decimal.js';
import type { HeldOrderView } from '../../../shared/bridge';
import { MAX_TIERS } from '../../../shared/bridge/params';

export type NextTier =
  /** No tiers yet: one take profit for the whole position, as ever. */
  | { kind: 'single' }
  | { kind: 'tier'; tier: number; share: string; tiers: { value: string; share: string }[] }
  | { kind: 'refused'; message: string };

/** The live tiers of a position (`held` already narrowed to it), and what a new target at `price` would be. */
export function nextTierAt(held: readonly Pick<HeldOrderView, 'kind' | 'tier' | 'share' | 'trigger' | 'status'>[], price: string): NextTier {
  const tiers = held.filter(
    (h) => h.kind === 'take-profit' && h.tier !== null && h.share !== null && h.trigger !== null && (h.status === 'armed' || h.status === 'pending'),
  );
  if (tiers.length === 0) return { kind: 'single' };
  if (tiers.length >= MAX_TIERS) return { kind: 'refused', message: `${MAX_TIERS} targets are set already: move or cancel one first` };
  const left = new Decimal(100).minus(tiers.reduce((sum, t) => sum.plus(t.share!), new Decimal(0)));
  if (left.lte(0)) return { kind: 'refused', message: 'The targets already close 100 % of the position: nothing is left for another' };
  const share = left.toString();
  return {
    kind: 'tier',
    tier: tiers.length + 1,
    share,
    tiers: [...tiers.map((t) => ({ value: t.trigger!, share: t.share! })), { value: price, share }],
  };
}
