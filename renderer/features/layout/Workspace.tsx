import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { LAYOUT_LIMITS, useSettings } from '../../stores';
import { Splitter } from './Splitter';

interface WorkspaceProps {
  chart: ReactNode;
  book: ReactNode;
  /** The depth ladder: shown beside the book, in its place, or not at all (the trader's choice, remembered). */
  ladder: ReactNode;
  trades: ReactNode;
  entry: ReactNode;
  bottom: ReactNode;
}

/**
 * The terminal's grid: chart over the tables on the left, order book (and/or the depth ladder) over recent trades in
 * the middle, order entry on the right. The bars between them resize the panels; the sizes are remembered.
 */
export function Workspace({ chart, book, ladder, trades, entry, bottom }: WorkspaceProps) {
  const settings = useSettings();
  const layout = useStore(settings, (s) => s.layout);
  const placement = useStore(settings, (s) => s.ladder);
  // Beside the book, the column holds both at the book's width each.
  const middleWidth = placement === 'beside' ? layout.bookWidth * 2 + 4 : layout.bookWidth;
  const { setLayout } = useStore(settings, (s) => s.actions);
  return (
    <main
      className="workspace"
      style={{
        gridTemplateColumns: `minmax(0, 1fr) 4px ${middleWidth}px 4px ${layout.entryWidth}px`,
        gridTemplateRows: `minmax(0, 1fr) 4px ${layout.bottomHeight}px`,
      }}
    >
      <div className="area-chart">{chart}</div>
      <Splitter
        className="area-split-book"
        label="Resize order book"
        orientation="vertical"
        value={layout.bookWidth}
        {...LAYOUT_LIMITS.bookWidth}
        growsBackwards
        onChange={(bookWidth) => setLayout({ bookWidth })}
      />
      <div className={placement === 'beside' ? 'area-book area-book-pair' : 'area-book'}>
        {placement === 'instead' ? ladder : book}
        {placement === 'beside' && ladder}
      </div>
      <Splitter
        className="area-split-entry"
        label="Resize order entry"
        orientation="vertical"
        value={layout.entryWidth}
        {...LAYOUT_LIMITS.entryWidth}
        growsBackwards
        onChange={(entryWidth) => setLayout({ entryWidth })}
      />
      <div className="area-entry">{entry}</div>
      <Splitter
        className="area-split-bottom"
        label="Resize tables"
        orientation="horizontal"
        value={layout.bottomHeight}
        {...LAYOUT_LIMITS.bottomHeight}
        growsBackwards
        onChange={(bottomHeight) => setLayout({ bottomHeight })}
      />
      <div className="area-bottom">{bottom}</div>
      <div className="area-trades">{trades}</div>
    </main>
  );
}
