import { useOrderEntryState, type OrderEntryState } from '../../stores';
import type { RiskSizing } from '../../domain/trading/risk-sizing';
import { visibleError } from '../../domain/trading/visible-error';

export type SizedField = 'risk' | 'stop' | 'target';
/** The stop and target are the bracket's Stop loss and Take profit: touched there. */
const TOUCHED_AS = { risk: 'risk', stop: 'stopLoss', target: 'takeProfit' } as const;

/** The sizing's error at a field as the form shows it (visible-error.ts): once left, or once a send was tried. */
export function sizingError(
  sized: RiskSizing | null,
  form: Pick<OrderEntryState, 'touched' | 'attemptedSide'>,
  field: SizedField,
): string | undefined {
  const error = sized && !sized.ok && sized.field === field ? sized.message : undefined;
  return visibleError(error, form.touched[TOUCHED_AS[field]], form.attemptedSide !== null);
}

export function useSizingError(sized: RiskSizing | null): (field: SizedField) => string | undefined {
  const touched = useOrderEntryState((s) => s.touched);
  const attemptedSide = useOrderEntryState((s) => s.attemptedSide);
  return (field) => sizingError(sized, { touched, attemptedSide }, field);
}
