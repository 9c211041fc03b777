/**
 * The resizable panels' sizes, kept as shares of the workspace (0…1), not pixels, so a layout saved on a large
 * screen keeps a usable chart and book on a smaller one: the order book and order entry columns as shares of its
 * width, the bottom row of tables as a share of its height. Pixels are worked out for the size on screen, each
 * panel kept within its share limits and never under its least usable width or height.
 */

export interface Layout {
  bookShare: number;
  entryShare: number;
  bottomShare: number;
}

export interface Size {
  width: number;
  height: number;
}

/** What a layout saved at 1600×1000 in pixels (300, 300, 260) is as shares. */
export const DEFAULT_LAYOUT: Layout = { bookShare: 0.1875, entryShare: 0.1875, bottomShare: 0.26 };

/** Each panel's share limits, and the pixels under which it is no longer usable (a tiny window may overrule these). */
export const LAYOUT_LIMITS: Record<keyof Layout, { min: number; max: number; minPx: number }> = {
  bookShare: { min: 0.1, max: 0.35, minPx: 220 },
  entryShare: { min: 0.12, max: 0.3, minPx: 260 },
  bottomShare: { min: 0.12, max: 0.6, minPx: 120 },
};

const KEYS = Object.keys(LAYOUT_LIMITS) as (keyof Layout)[];

/** Shares within their limits, to 4 places. */
export function clampLayout(layout: Layout): Layout {
  const clamped = { ...layout };
  for (const k of KEYS) clamped[k] = Math.round(Math.min(LAYOUT_LIMITS[k].max, Math.max(LAYOUT_LIMITS[k].min, layout[k])) * 10_000) / 10_000;
  return clamped;
}

const extentOf = (k: keyof Layout, size: Size) => (k === 'bottomShare' ? size.height : size.width);

/** A panel's pixels on a workspace of `size`: its share, at least its usable pixels unless over its largest share. */
export function pixelsOf(layout: Layout, k: keyof Layout, size: Size): number {
  const extent = extentOf(k, size);
  const { max, minPx } = LAYOUT_LIMITS[k];
  return Math.round(Math.min(max * extent, Math.max(minPx, layout[k] * extent)));
}

/** The pixel range a splitter offers for a panel on a workspace of `size`. */
export function pixelRange(k: keyof Layout, size: Size): { min: number; max: number } {
  const extent = extentOf(k, size);
  const { min, max, minPx } = LAYOUT_LIMITS[k];
  const top = Math.round(max * extent);
  return { min: Math.min(top, Math.max(minPx, Math.round(min * extent))), max: top };
}

/** The share a panel dragged to `px` on a workspace of `size` keeps. */
export const shareOf = (k: keyof Layout, px: number, size: Size): number => px / Math.max(1, extentOf(k, size));

/** The pixel layout saved before shares (order book and entry widths, tables' height). */
const OLD_KEYS: Record<keyof Layout, string> = { bookShare: 'bookWidth', entryShare: 'entryWidth', bottomShare: 'bottomHeight' };

/**
 * A saved layout as shares: shares as saved, or an old pixel layout turned into shares of `screen` (the window it
 * is opened in, the best guess of where it was saved), once: it is saved back as shares. Anything else: defaults.
 */
export function readLayout(saved: unknown, screen: Size): Layout {
  const layout = { ...DEFAULT_LAYOUT };
  if (typeof saved !== 'object' || saved === null) return layout;
  const fields = saved as Record<string, unknown>;
  for (const k of KEYS) {
    const share = fields[k];
    const px = fields[OLD_KEYS[k]];
    if (typeof share === 'number' && Number.isFinite(share)) layout[k] = share;
    else if (typeof px === 'number' && Number.isFinite(px)) layout[k] = shareOf(k, px, screen);
  }
  return clampLayout(layout);
}

/** Whether a saved layout is the old pixel one, to be saved back as shares at once (so it is turned only once). */
export const isPixelLayout = (saved: unknown): boolean =>
  typeof saved === 'object' && saved !== null && !KEYS.some((k) => k in saved) && Object.values(OLD_KEYS).some((k) => k in saved);
