import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { LAYOUT_LIMITS, useSettings } from '../../stores';
import { Splitter } from './Splitter';

interface WorkspaceProps {
  chart: ReactNode;
  book: ReactNode;
  trades: ReactNode;
  entry: ReactNode;
  bottom: ReactNode;
}

/**
 * The terminal's grid: chart over the tables on the left, order book over recent trades in the middle, order entry
 * on the right. The bars between them resize the panels; the sizes are remembered.
 */
export function Workspace({ chart, book, trades, entry, bottom }: WorkspaceProps) {
  const settings = useSettings();
  const layout = useStore(settings, (s) => s.layout);
  const { setLayout } = useStore(settings, (s) => s.actions);
  return (
    <main
      className="workspace"
      style={{
        gridTemplateColumns: `minmax(0, 1fr) 4px ${layout.bookWidth}px 4px ${layout.entryWidth}px`,
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
      <div className="area-book">{book}</div>
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
