import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, pixelRange, pixelsOf, readLayout, shareOf } from './layout';

const LARGE = { width: 1600, height: 1000 };
const SMALL = { width: 1280, height: 720 };

describe('panel sizes as shares of the workspace', () => {
  it('keep their proportions from 1600×1000 to 1280×720, leaving most of the width and height to the chart', () => {
    const saved = { bookShare: 0.25, entryShare: 0.2, bottomShare: 0.3 };
    expect(pixelsOf(saved, 'bookShare', LARGE)).toBe(400);
    expect(pixelsOf(saved, 'bookShare', SMALL)).toBe(320);
    expect(pixelsOf(saved, 'entryShare', SMALL)).toBe(260);
    expect(pixelsOf(saved, 'bottomShare', SMALL)).toBe(216);
    const chartWidth = SMALL.width - pixelsOf(saved, 'bookShare', SMALL) - pixelsOf(saved, 'entryShare', SMALL);
    expect(chartWidth).toBeGreaterThan(SMALL.width / 2);
  });

  it('never go under a panel’s usable pixels, nor over its largest share', () => {
    expect(pixelsOf(DEFAULT_LAYOUT, 'bookShare', SMALL)).toBe(240);
    expect(pixelsOf({ ...DEFAULT_LAYOUT, bookShare: 0.1 }, 'bookShare', SMALL)).toBe(220);
    expect(pixelRange('bookShare', SMALL)).toEqual({ min: 220, max: 448 });
    expect(pixelRange('entryShare', { width: 800, height: 600 })).toEqual({ min: 240, max: 240 });
  });

  it('turn a splitter’s pixels back into a share of the workspace', () => {
    expect(shareOf('bottomShare', 360, SMALL)).toBe(0.5);
    expect(shareOf('entryShare', 320, LARGE)).toBe(0.2);
  });

  it('read shares as saved, an old pixel layout as shares of the screen, and anything else as the default', () => {
    expect(readLayout({ bookShare: 0.3, entryShare: 0.15, bottomShare: 0.4 }, SMALL)).toEqual({ bookShare: 0.3, entryShare: 0.15, bottomShare: 0.4 });
    expect(readLayout({ bookWidth: 320, entryWidth: 256, bottomHeight: 216 }, SMALL)).toEqual({ bookShare: 0.25, entryShare: 0.2, bottomShare: 0.3 });
    expect(readLayout({ bookShare: 9, bottomHeight: 'x' }, SMALL)).toEqual({ ...DEFAULT_LAYOUT, bookShare: 0.35 });
    expect(readLayout('wide', SMALL)).toEqual(DEFAULT_LAYOUT);
  });
});
