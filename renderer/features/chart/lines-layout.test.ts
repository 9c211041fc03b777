import { describe, expect, it } from 'vitest';
import { ATTRIBUTION, LABEL_GAP, LABEL_HEIGHT, LABEL_LEFT, OVERLAY, pinnedY, placeLabels, scaleBand, type LabelRequest } from './lines-layout';

const req = (id: string, y: number, width = 100, optional = false): LabelRequest => ({ id, y, width, optional });
const at = (placed: ReturnType<typeof placeLabels>) => Object.fromEntries(placed.map((p) => [p.id, p.x]));

describe('the lines’ labels', () => {
  it('sit at the left on their lines, level with nothing', () => {
    expect(at(placeLabels([req('a', 100), req('b', 200)], 800, 400))).toEqual({ a: LABEL_LEFT, b: LABEL_LEFT });
  });

  it('move right of a label they would cover', () => {
    const placed = at(placeLabels([req('a', 100), req('b', 108, 80), req('c', 112, 60)], 800, 400));
    expect(placed).toEqual({ a: LABEL_LEFT, b: LABEL_LEFT + 100 + LABEL_GAP, c: LABEL_LEFT + 180 + 2 * LABEL_GAP });
  });

  it('leave a scale leg’s label out rather than move it, and place required labels first', () => {
    expect(at(placeLabels([req('leg', 100, 80, true), req('order', 104)], 800, 400))).toEqual({ order: LABEL_LEFT });
  });

  it('keep out of the legend’s and the attribution’s corners', () => {
    expect(at(placeLabels([req('top', 20), req('bottom', 395)], 800, 400))).toEqual({ top: OVERLAY.right, bottom: ATTRIBUTION.right });
  });

  it('leave out what is off the pane or does not fit', () => {
    expect(placeLabels([req('above', -30), req('below', 430), req('wide', 200, 900)], 800, 400)).toEqual([]);
  });

  it('place a crowded label short (its first run and button) where the whole does not fit, else leave it out', () => {
    const placed = placeLabels(
      [req('first', 100, 500), { ...req('second', 102, 400), minWidth: 200 }, { ...req('third', 104, 400), minWidth: 400 }],
      800,
      400,
    );
    expect(placed.map((p) => [p.id, p.x, p.width])).toEqual([
      ['first', LABEL_LEFT, 500],
      ['second', LABEL_LEFT + 500 + LABEL_GAP, 200],
    ]);
  });

  it('lay out an alert’s label at the position’s price apart from the position’s, both whole and on the pane', () => {
    const labels = [{ ...req('position:3', 200, 260), minWidth: 120 }, req('alert:a', 200, 150), req('held:h1', 203, 140)];
    const placed = placeLabels(labels, 1280 - 70, 400);
    expect(placed.map((p) => [p.id, p.width])).toEqual(labels.map((l) => [l.id, l.width]));
    const boxes = [...placed].sort((a, b) => a.x - b.x);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width + LABEL_GAP);
    expect(boxes[boxes.length - 1]!.x + boxes[boxes.length - 1]!.width).toBeLessThanOrEqual(1280 - 70 - LABEL_LEFT);
  });

  it('pin tags with no price under the caption, one under the other, at the left', () => {
    const placed = placeLabels([req('tag0', pinnedY(0)), req('tag1', pinnedY(1))], 800, 400);
    expect(placed.map((p) => p.x)).toEqual([LABEL_LEFT, LABEL_LEFT]);
    expect(pinnedY(0) - LABEL_HEIGHT / 2).toBeGreaterThanOrEqual(OVERLAY.bottom);
    expect(pinnedY(1) - pinnedY(0)).toBe(LABEL_HEIGHT + LABEL_GAP);
  });
});

describe('a scale preview', () => {
  it('draws as lines while they fit, as one band with its count when they do not', () => {
    expect(scaleBand([100, 110, 120])).toBeNull();
    expect(scaleBand([100, 101])).toBeNull();
    const packed = Array.from({ length: 50 }, (_, i) => 300 - i * 2);
    expect(scaleBand(packed)).toEqual({ top: 202, bottom: 300, count: 50 });
  });
});
