export { scaleOrders, type ScaleDecimals, type ScaleInput, type ScaleLeg, type ScaleResult } from './scale';
export {
  applyFill,
  crossCushionOf,
  liquidationPrice,
  MAINTENANCE_MARGIN_RATE,
  PAPER_MAKER_REBATE_RATE,
  type CrossHolding,
  type Fill,
  type FillEffect,
  type MarginRules,
  type PositionState,
} from './liquidation';
export { algoChildId, algoOfClientOrderId } from './algo-ids';
export { isExitClientOrderId, REDUCE_ONLY_ALGO_PREFIX } from './exit-ids';
export { averageFill, type BookLevel } from './book-walk';
export { triggerPriceOf, type EntryOf, type TriggerBy, type TriggerResult, type TriggerSpec } from './trigger-price';
export { breakevenPriceOf, type BreakevenOf } from './breakeven';
export { lotOf, tierQuantityOf } from './tier-quantity';
export {
  HELD_KIND_NAMES,
  HELD_KINDS,
  VALUE_HELD_KINDS,
  wordsOf,
  type HeldKind,
  type HeldKindSpec,
  type PricedHeldKind,
  type ValueHeldKind,
} from './held-kinds';
