/**
 * Where the lines' labels go on the pane: at the left, on their line, out of the caption and legend's corner; a
 * label that would cover another moves right of it (a scale leg's label is left out instead); one that does not
 * fit is placed short (its first run and button) where that fits, else left out (its line and axis price stay).
 * Pure: widths come measured, coordinates in CSS px of the pane.
 */

export const LABEL_HEIGHT = 18;
export const LABEL_LEFT = 8;
export const LABEL_GAP = 6;
/** The caption and legend over the pane's top-left corner (chart.css .chart-overlay): labels level with it start right of it. */
export const OVERLAY = { right: 380, bottom: 44 } as const;
/** The library's attribution at the pane's bottom-left corner (chart.css .chart-attribution): the same. */
export const ATTRIBUTION = { right: 140, fromBottom: 20 } as const;

export interface LabelRequest {
  id: string;
  /** The line's y. */
  y: number;
  /** The whole label, its button included. */
  width: number;
  /** Left out rather than moved aside where it would cover another. */
  optional: boolean;
  /** Its short form's width (its first run and button): placed so where the whole does not fit. */
  minWidth?: number;
}

export interface PlacedLabel {
  id: string;
  x: number;
  y: number;
  width: number;
}

const half = LABEL_HEIGHT / 2;

/** Labels, in the order asked (required ones are placed before optional ones), that fit. */
export function placeLabels(requests: readonly LabelRequest[], paneWidth: number, paneHeight: number): PlacedLabel[] {
  const order = [...requests].sort((a, b) => Number(a.optional) - Number(b.optional) || a.y - b.y);
  const placed: PlacedLabel[] = [];
  for (const request of order) {
    const { y, width } = request;
    if (!Number.isFinite(y) || y < -half || y > paneHeight + half) continue;
    const start = y - half < OVERLAY.bottom ? OVERLAY.right : y + half > paneHeight - ATTRIBUTION.fromBottom ? ATTRIBUTION.right : LABEL_LEFT;
    // Vertically overlapping labels, left to right: take the first gap wide enough.
    const level = placed.filter((p) => Math.abs(p.y - y) < LABEL_HEIGHT + 2).sort((a, b) => a.x - b.x);
    const gapFor = (w: number): number => {
      let x = start;
      for (const p of level) {
        if (x + w + LABEL_GAP <= p.x || p.x + p.width + LABEL_GAP <= x) continue;
        x = p.x + p.width + LABEL_GAP;
      }
      return x;
    };
    const x = gapFor(width);
    if (request.optional && x !== start) continue;
    if (x + width <= paneWidth - LABEL_LEFT) placed.push({ id: request.id, x, y, width });
    else if (request.minWidth !== undefined && !request.optional) {
      const short = gapFor(request.minWidth);
      if (short + request.minWidth <= paneWidth - LABEL_LEFT) placed.push({ id: request.id, x: short, y, width: request.minWidth });
    }
  }
  return placed;
}

/** The y of the `k`th tag pinned to the pane (a chase or TWAP with no price to stand at): stacked under the caption. */
export const pinnedY = (k: number): number => OVERLAY.bottom + LABEL_GAP + half + k * (LABEL_HEIGHT + LABEL_GAP);

/** Scale legs packed closer than this (CSS px apart, on average) draw as one band rather than as lines. */
export const BAND_GAP_PX = 6;

/** A scale preview drawn as a band: from its top leg to its bottom one, with how many legs it holds. */
export interface ScaleBand {
  top: number;
  bottom: number;
  count: number;
}

/** The legs' ys as one band when they do not fit as lines (only its two ends are labelled); null when they fit. */
export function scaleBand(ys: readonly number[]): ScaleBand | null {
  if (ys.length < 3) return null;
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  if ((bottom - top) / (ys.length - 1) >= BAND_GAP_PX) return null;
  return { top, bottom, count: ys.length };
}
