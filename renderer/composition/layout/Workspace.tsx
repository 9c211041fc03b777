import { useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { pixelRange, pixelsOf, shareOf, useSettings, type Layout } from '../../stores';
import { Splitter } from './Splitter';
import { useSize } from './use-size';

/** The bars between the panels, each resizing the panel after it (the book, order entry, the tables). */
const SPLITTERS = {
  bookShare: { className: 'area-split-book', label: 'Resize order book', orientation: 'vertical' },
  entryShare: { className: 'area-split-entry', label: 'Resize order entry', orientation: 'vertical' },
  bottomShare: { className: 'area-split-bottom', label: 'Resize tables', orientation: 'horizontal' },
} as const;

interface WorkspaceProps {
  chart: ReactNode;
  book: ReactNode;
  /** The depth ladder: shown beside the book, in its place, or not at all (the trader's choice, remembered). */
  ladder: ReactNode;
  trades: ReactNode;
  entry: ReactNode;
  bottom: ReactNode;
  /**
   * The toasts, stacked in the chart's lower left corner, above the tables: they cover a few old candles for their
   * seconds on screen, never a table's rows, the book or the order form.
   */
  toasts: ReactNode;
}

/**
 * The terminal's grid: chart over the tables on the left, order book (and/or the depth ladder) over recent trades in
 * the middle, order entry on the right. The bars between them resize the panels; the sizes are remembered as shares
 * of the workspace, so they keep their proportions when the window changes size.
 */
export function Workspace({ chart, book, ladder, trades, entry, bottom, toasts }: WorkspaceProps) {
  const settings = useSettings();
  const layout = useStore(settings, (s) => s.layout);
  const placement = useStore(settings, (s) => s.ladder);
  const { setLayout } = useStore(settings, (s) => s.actions);
  const ref = useRef<HTMLElement>(null);
  const size = useSize(ref);
  const px = (k: keyof Layout) => pixelsOf(layout, k, size);
  const splitter = (k: keyof typeof SPLITTERS) => (
    <Splitter
      {...SPLITTERS[k]}
      value={px(k)}
      {...pixelRange(k, size)}
      onChange={(value) => setLayout({ [k]: shareOf(k, value, size) })}
      growsBackwards
    />
  );
  // Beside the book, the column holds both at the book's width each.
  const middleWidth = placement === 'beside' ? px('bookShare') * 2 + 4 : px('bookShare');
  return (
    <main
      ref={ref}
      className="workspace"
      style={{
        gridTemplateColumns: `minmax(0, 1fr) 4px ${middleWidth}px 4px ${px('entryShare')}px`,
        gridTemplateRows: `minmax(0, 1fr) 4px ${px('bottomShare')}px`,
      }}
    >
      <div className="area-chart">{chart}</div>
      {splitter('bookShare')}
      <div className={placement === 'beside' ? 'area-book area-book-pair' : 'area-book'}>
        {placement === 'instead' ? ladder : book}
        {placement === 'beside' && ladder}
      </div>
      {splitter('entryShare')}
      <div className="area-entry">{entry}</div>
      {splitter('bottomShare')}
      <div className="area-bottom">{bottom}</div>
      <div className="area-trades">{trades}</div>
      {toasts}
    </main>
  );
}
