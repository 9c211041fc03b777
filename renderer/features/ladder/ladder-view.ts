/**
 * The ladder's rows, drawn from each depth answer outside React: the top row kept by the hysteresis rule, at most
 * one auto-centring per two seconds (the wheel and Centre move it too), the grid built and patched in place by a row pool. DepthLadder renders the empty
 * grid and says what else the drawing depends on (LadderDrawInput), which changes far less often than the book.
 */
import type { Depth } from '../../../shared/exchange';
import { createRowPool, type RowPool } from '../../ui/row-pool';
import { centredTop, placedTop, scrolled, type Placed } from './ladder-centre';
import { buildLadder, insideOf, type LadderInput, type LadderRow } from './ladder-grid';
import { ladderRowValues, makeLadderRow } from './ladder-rows';

export interface LadderDrawInput extends Omit<LadderInput, 'top' | 'depth'> {
  /** The market: only a book answered for it is drawn. */
  symbol: string;
  /** The grid the top row belongs to (the market, the step, the row count): a new grid is centred afresh. */
  gridKey: string;
  autoCentre: boolean;
  tradingOn: boolean;
  /** Orders on their way to another row, drawn there until the exchange answers. */
  moving: { from: string; to: string } | null;
}

export type Inside = ReturnType<typeof insideOf>;

export interface LadderView {
  /** The grid the rows are drawn into; null while it is not on screen. */
  attach(grid: HTMLElement | null): void;
  /** Draws the book `depth` (null: none for this market) with `input`. */
  show(depth: Depth | null, input: LadderDrawInput): void;
  /** The best bid and ask on the grid, as last drawn. */
  inside(): Inside;
  /** Centres the spread (Home, Centre); the next show draws it. */
  centre(input: LadderDrawInput): void;
  /** Scrolls by `rows` (down for more than 0); false while there is no top row yet. */
  scroll(input: LadderDrawInput, rows: number): boolean;
}

/** Orders on their way to another row are drawn there until the exchange answers (a refusal puts them back). */
export function withMoving(rows: LadderRow[], moving: LadderDrawInput['moving']): LadderRow[] {
  if (!moving) return rows;
  const from = rows.find((r) => r.price === moving.from);
  return rows.map((r) =>
    r.price === moving.from
      ? { ...r, myBuy: null, mySell: null }
      : r.price === moving.to && from
        ? { ...r, myBuy: from.myBuy, mySell: from.mySell }
        : r,
  );
}

/** `now`: the clock auto-centre's pace is kept by (ms). */
export function createLadderView(now: () => number): LadderView {
  let pool: RowPool | null = null;
  let top: ({ key: string } & Placed) | null = null;
  let inside: Inside = { bid: null, ask: null };
  const placedOf = (key: string): Placed | null => (top?.key === key ? top : null);
  return {
    attach(grid) {
      pool = grid ? createRowPool(grid, makeLadderRow) : null;
    },
    show(depth, input) {
      const { pair, step, count, gridKey } = input;
      inside = insideOf(depth, pair.priceDecimal, step);
      const placed = placedTop(placedOf(gridKey), inside, step, count, input.autoCentre, now());
      if (placed !== null) top = { key: gridKey, ...placed };
      if (!pool) return;
      if (placed === null) return pool.show([]);
      const rows = withMoving(buildLadder({ ...input, top: placed.value, depth }), input.moving);
      pool.show(rows.map((row) => ladderRowValues(row, input.tradingOn)));
    },
    inside: () => inside,
    centre(input) {
      const centred = centredTop(inside, input.step, input.count);
      if (centred !== null) top = { key: input.gridKey, value: centred, centredAt: now() };
    },
    scroll(input, rows) {
      const current = placedOf(input.gridKey);
      if (current === null) return false;
      top = { key: input.gridKey, value: scrolled(current.value, input.step, rows), centredAt: current.centredAt };
      return true;
    },
  };
}
