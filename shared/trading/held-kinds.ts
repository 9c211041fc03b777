/**
 * The kinds of order Perpdesk holds, and everything the rest of the code needs to know of each: its name on the
 * screen and in notices, its tag on a chart line and a ladder row, on which side of the position it closes, how it
 * triggers, and whether the trader may drag it. The engine dispatches on `triggers`, the screen reads the words
 * and the rest; so a new kind is an entry here, its trigger's step and their test.
 */
export interface HeldKindSpec {
  /** Its name: "Stop loss". */
  label: string;
  /** Its name where space is short (the action log): "Stop". */
  short: string;
  /** Its tag on a chart line or a ladder row: "SL". */
  tag: string;
  /** What a ladder row's mark says of it. */
  ladder: string;
  /** Where it closes: at a loss (a stop: below a long's price, above a short's) or at a profit (beyond it). */
  closes: 'loss' | 'profit';
  /** How it triggers: at a fixed price, or at a price that follows the best one seen. */
  triggers: 'price' | 'trailing';
  /** Whether its trigger is a price, drawn as a line on the chart and a mark on the ladder. */
  drawn: boolean;
  /** Whether its trigger can be moved to another price (its line dragged, or protection.move). */
  movable: boolean;
}

export const HELD_KINDS = {
  'stop-loss': {
    label: 'Stop loss',
    short: 'Stop',
    tag: 'SL',
    ladder: 'stop loss held by Perpdesk',
    closes: 'loss',
    triggers: 'price',
    drawn: true,
    movable: true,
  },
  'take-profit': {
    label: 'Take profit',
    short: 'Take profit',
    tag: 'TP',
    ladder: 'take profit held by Perpdesk',
    closes: 'profit',
    triggers: 'price',
    drawn: true,
    movable: true,
  },
  'trailing-stop': {
    label: 'Trailing stop',
    short: 'Trailing stop',
    tag: 'Trail',
    ladder: 'trailing stop held by Perpdesk, following the price',
    closes: 'loss',
    triggers: 'trailing',
    drawn: true,
    movable: false,
  },
} as const satisfies Record<string, HeldKindSpec>;

export type HeldKind = keyof typeof HELD_KINDS;

/** Every kind, in the registry's order. */
export const HELD_KIND_NAMES = Object.keys(HELD_KINDS) as [HeldKind, ...HeldKind[]];

/** The kinds set at a price of their own, or by % from the entry, ROE or PnL (the trigger conversion's). */
export type PricedHeldKind = { [K in HeldKind]: (typeof HELD_KINDS)[K]['triggers'] extends 'price' ? K : never }[HeldKind];

/** The kinds `protection.set` takes: set by a value (a trailing stop is set by its distance instead). */
export type ValueHeldKind = { [K in HeldKind]: (typeof HELD_KINDS)[K]['triggers'] extends 'trailing' ? never : K }[HeldKind];
export const VALUE_HELD_KINDS = HELD_KIND_NAMES.filter((kind) => HELD_KINDS[kind].triggers !== 'trailing') as [ValueHeldKind, ...ValueHeldKind[]];

/** One of the registry's words for every kind: `wordsOf('tag')` is { 'stop-loss': 'SL', … }. */
export const wordsOf = (field: 'label' | 'short' | 'tag' | 'ladder'): Record<HeldKind, string> =>
  Object.fromEntries(HELD_KIND_NAMES.map((kind) => [kind, HELD_KINDS[kind][field]])) as Record<HeldKind, string>;
