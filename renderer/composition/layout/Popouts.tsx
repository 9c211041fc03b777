/**
 * The windows popped out of the workspace on screen, each with a bar (a market panel's link colour and market, its title, Put back)
 * over its panel. A window the trader closes puts its panel back; one moved or resized keeps its new place in the
 * workspace. Windows the browser would not open (a pop-up blocker lets a window open only on a press: after a
 * restart, say) wait for the trader's press on "Open windows", or go back into the workspace with "Put back".
 */
import { useRef, useState, type ReactNode } from 'react';
import { MARKET_PANELS, withPanel } from '../../domain/workspace/panel-market';
import { movedPopout, putBack, type Bounds } from '../../domain/workspace/popouts';
import type { Popout, Workspace, WorkspacePanel } from '../../../shared/workspace/model';
import { LinkSelect } from './LinkSelect';
import { PopoutWindow } from './PopoutWindow';

interface PopoutsProps {
  workspace: Workspace;
  theme: 'dark' | 'light';
  titleOf: (panel: WorkspacePanel) => string;
  /** `content` reading the panel's market (its scope). */
  scoped: (panel: WorkspacePanel, content: ReactNode) => ReactNode;
  panelOf: (panel: WorkspacePanel) => ReactNode;
  /** The market choice, on a market panel's bar. */
  marketPicker: ReactNode;
  onArrange: (workspace: Workspace) => void;
}

/** A window's name: its workspace and its first panel (the same window when it opens again). */
export const popoutName = (workspace: Workspace, popout: Popout): string => `perpdesk-popout-${workspace.id}-${popout.group.panels[0]}`;

export function Popouts({ workspace, theme, titleOf, scoped, panelOf, marketPicker, onArrange }: PopoutsProps) {
  const [blocked, setBlocked] = useState<ReadonlySet<string>>(new Set());
  const latest = useRef(workspace);
  latest.current = workspace;
  const indexOf = (name: string) => latest.current.popouts.findIndex((p) => popoutName(latest.current, p) === name);
  const unblock = (name: string) =>
    setBlocked((names) => {
      const rest = new Set(names);
      rest.delete(name);
      return rest;
    });
  const back = (name: string) => {
    const index = indexOf(name);
    if (index >= 0) onArrange(putBack(latest.current, index));
    unblock(name);
  };
  const backAll = (names: string[]) => {
    // From the last window to the first, so that each index still points at its window.
    const indexes = names
      .map(indexOf)
      .filter((i) => i >= 0)
      .sort((a, b) => b - a);
    onArrange(indexes.reduce(putBack, latest.current));
    setBlocked(new Set());
  };
  const moved = (name: string, bounds: Bounds) => {
    const next = movedPopout(latest.current, indexOf(name), bounds);
    if (next !== latest.current) onArrange(next);
  };
  const waiting = workspace.popouts.map((p) => popoutName(workspace, p)).filter((name) => blocked.has(name));

  return (
    <>
      {workspace.popouts.map((popout) => {
        const name = popoutName(workspace, popout);
        const panel = workspace.panels.find((p) => p.id === popout.group.active);
        if (!panel || blocked.has(name)) return null;
        const title = titleOf(panel);
        return (
          <PopoutWindow
            key={name}
            name={name}
            title={`${title} · Perpdesk`}
            bounds={popout.bounds}
            theme={theme}
            onBlocked={() => setBlocked((names) => new Set(names).add(name))}
            onClosed={() => back(name)}
            onMoved={(bounds) => moved(name, bounds)}
          >
            {scoped(
              panel,
              <section className="popout" aria-label={title}>
                <div className="popout-bar" data-link={panel.link ?? 'none'}>
                  {MARKET_PANELS.has(panel.kind) && (
                    <>
                      <LinkSelect panel={panel} title={title} onLink={(link) => onArrange(withPanel(latest.current, panel.id, { link }))} />
                      <div className="popout-market">{marketPicker}</div>
                    </>
                  )}
                  {/* A market panel's own head names it. */}
                  <span className="popout-title">{MARKET_PANELS.has(panel.kind) ? '' : title}</span>
                  <button type="button" className="button" title="Back into the workspace's main window" onClick={() => back(name)}>
                    Put back
                  </button>
                </div>
                <div className="popout-body">{panelOf(panel)}</div>
              </section>,
            )}
          </PopoutWindow>
        );
      })}
      {waiting.length > 0 && (
        <div className="popout-blocked" role="alert">
          <span>
            {waiting.length === 1 ? 'A window' : `${waiting.length} windows`} of this workspace did not open: the browser opens a window only on a
            press.
          </span>
          <button type="button" className="button" onClick={() => setBlocked(new Set())}>
            Open {waiting.length === 1 ? 'window' : 'windows'}
          </button>
          <button type="button" className="button" onClick={() => backAll(waiting)}>
            Put back
          </button>
        </div>
      )}
    </>
  );
}
