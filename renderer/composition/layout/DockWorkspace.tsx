/**
 * A workspace on the docking library: its panels as tabs in groups, dragged to dock beside one another, resized by
 * the bars between them, closed by their ✕, added from a group's "Add panel". Every change the trader makes is read
 * back into our own layout (dock-layout.ts) and handed to `onArrange`; a layout that changes from outside (a reset,
 * another workspace) is laid out afresh. What a panel shows is the caller's (`renderPanel`).
 */
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  DockviewReact,
  type DockviewApi,
  type IDockviewHeaderActionsProps,
  type IDockviewPanelHeaderProps,
  type IDockviewPanelProps,
  type SerializedDockview,
  themeDark,
  themeLight,
} from 'dockview-react';
import 'dockview-react/dist/styles/dockview.css';
import {
  groupsOf,
  MAX_PANELS,
  PANEL_KIND_NAMES,
  PANEL_KINDS,
  type PanelKind,
  type Workspace,
  type WorkspacePanel,
} from '../../../shared/workspace/model';
import { fromDock, toDock, type DockJson } from '../../domain/workspace/dock-layout';
import { MARKET_PANELS, withPanel } from '../../domain/workspace/panel-market';
import { PopOutIcon } from '../../ui/PopOutIcon';
import { LinkSelect } from './LinkSelect';
import './dock.css';

interface DockHost {
  workspace: Workspace;
  titleOf: (panel: WorkspacePanel) => string;
  renderPanel: (panel: WorkspacePanel) => ReactNode;
  arrange: (workspace: Workspace) => void;
  add: (kind: PanelKind, group: string | null) => void;
  popOut: (panelId: string) => void;
}

const HostContext = createContext<DockHost | null>(null);
const useHost = (): DockHost => {
  const host = useContext(HostContext);
  if (!host) throw new Error('a dock panel outside its workspace');
  return host;
};

type PanelParams = { id: string };

function PanelBody({ params }: IDockviewPanelProps<PanelParams>) {
  const host = useHost();
  const panel = host.workspace.panels.find((p) => p.id === params.id);
  return panel ? <div className="dock-panel">{host.renderPanel(panel)}</div> : null;
}

/** A tab: the panel's link colour (a market panel's), its title, Pop out and ✕. */
function PanelTab({ api, params }: IDockviewPanelHeaderProps<PanelParams>) {
  const host = useHost();
  const panel = host.workspace.panels.find((p) => p.id === params.id);
  if (!panel) return null;
  const title = host.titleOf(panel);
  return (
    <div className="dock-tab" data-link={panel.link ?? 'none'}>
      {MARKET_PANELS.has(panel.kind) && (
        <LinkSelect panel={panel} title={title} onLink={(link) => host.arrange(withPanel(host.workspace, panel.id, { link }))} />
      )}
      <span className="dock-tab-title">{title}</span>
      <button
        type="button"
        className="button-glyph dock-popout"
        aria-label={`Pop out ${title}`}
        title="Pop out: this panel in a window of its own (close the window to put it back)"
        onPointerDown={(e) => e.stopPropagation()}
        onClick={() => host.popOut(panel.id)}
      >
        <PopOutIcon />
      </button>
      <button
        type="button"
        className="button-glyph dock-close"
        aria-label={`Close ${title}`}
        title="Close this panel"
        onPointerDown={(e) => e.stopPropagation()}
        onClick={() => api.close()}
      >
        ×
      </button>
    </div>
  );
}

/** "Add panel" of one group (or of the empty workspace): a new panel of the kind chosen, as a tab there. */
function AddPanel({ group }: { group: string | null }) {
  const host = useHost();
  const full = host.workspace.panels.length >= MAX_PANELS;
  return (
    <select
      className="dock-add"
      aria-label="Add panel"
      title={full ? `A workspace holds at most ${MAX_PANELS} panels` : 'Add a panel here'}
      disabled={full}
      value=""
      onChange={(e) => {
        if (e.target.value) host.add(e.target.value as PanelKind, group);
      }}
    >
      <option value="">+</option>
      {PANEL_KIND_NAMES.map((kind) => (
        <option key={kind} value={kind}>
          {PANEL_KINDS[kind]}
        </option>
      ))}
    </select>
  );
}

const GroupActions = ({ group }: IDockviewHeaderActionsProps) => <AddPanel group={group.id} />;

function Empty() {
  return (
    <div className="dock-empty">
      <p>Nothing here yet: add a panel, then drag its tab to place it.</p>
      <AddPanel group={null} />
    </div>
  );
}

const COMPONENTS = { panel: PanelBody };

/** A new panel's id: its kind, numbered past those in use. */
function newPanelId(workspace: Workspace, kind: PanelKind): string {
  const base = kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const used = new Set(workspace.panels.map((p) => p.id));
  for (let n = 1; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export interface DockWorkspaceProps {
  workspace: Workspace;
  titleOf: (panel: WorkspacePanel) => string;
  renderPanel: (panel: WorkspacePanel) => ReactNode;
  onArrange: (workspace: Workspace) => void;
  /** The trader asked for the panel in a window of its own. */
  onPopOut: (panelId: string) => void;
  theme: 'dark' | 'light';
}

export function DockWorkspace({ workspace, titleOf, renderPanel, onArrange, onPopOut, theme }: DockWorkspaceProps) {
  const api = useRef<DockviewApi | null>(null);
  const latest = useRef(workspace);
  latest.current = workspace;
  /** The layout the dock shows, as ours: a workspace whose layout is this needs no new lay-out. */
  const shown = useRef<{ id: string; layout: string } | null>(null);
  /** Set while we lay the dock out ourselves: its change events are then not the trader's. */
  const laying = useRef(false);
  /** Panels added, until the dock's change says where they went. */
  const added = useRef<WorkspacePanel[]>([]);
  const onArrangeRef = useRef(onArrange);
  onArrangeRef.current = onArrange;
  const titleRef = useRef(titleOf);
  titleRef.current = titleOf;

  const layOut = (dock: DockviewApi, next: Workspace) => {
    laying.current = true;
    try {
      if (next.layout === null) dock.clear();
      else {
        const title = (id: string) => {
          const panel = next.panels.find((p) => p.id === id);
          return panel ? titleRef.current(panel) : id;
        };
        const json: DockJson = toDock(next.layout, (id) => ({ component: 'panel', title: title(id) }), dock.width || 1000, dock.height || 1000);
        dock.fromJSON(json as unknown as SerializedDockview);
      }
    } finally {
      laying.current = false;
    }
    shown.current = { id: next.id, layout: JSON.stringify(next.layout) };
  };

  const readBack = (dock: DockviewApi) => {
    if (laying.current) return;
    const layout = fromDock(dock.toJSON() as unknown as DockJson);
    const current = latest.current;
    const text = JSON.stringify(layout);
    if (shown.current?.id === current.id && shown.current.layout === text) return;
    shown.current = { id: current.id, layout: text };
    // A panel in a window of its own is placed there, not in the dock.
    const inDock = layout === null ? [] : (groupsOf(layout) ?? []);
    const placed = new Set([...inDock, ...current.popouts.map((p) => p.group)].flatMap((group) => group.panels));
    const panels = [...current.panels, ...added.current].filter((p) => placed.has(p.id));
    added.current = added.current.filter((p) => !placed.has(p.id));
    onArrangeRef.current({ ...current, panels, layout });
  };

  // The library names each group by its tab in front (a region for assistive tech): the titles follow the markets.
  useEffect(() => {
    const dock = api.current;
    if (!dock) return;
    for (const panel of workspace.panels) {
      const shownPanel = dock.getPanel(panel.id);
      const title = titleOf(panel);
      if (shownPanel && shownPanel.title !== title) shownPanel.api.setTitle(title);
    }
  });

  useEffect(() => {
    const dock = api.current;
    if (!dock) return;
    if (shown.current?.id === workspace.id && shown.current.layout === JSON.stringify(workspace.layout)) return;
    layOut(dock, workspace);
  }, [workspace]);

  const host: DockHost = {
    workspace,
    titleOf,
    renderPanel,
    arrange: onArrange,
    popOut: onPopOut,
    add: (kind, group) => {
      const dock = api.current;
      if (!dock) return;
      const current = latest.current;
      const id = newPanelId(current, kind);
      const panel: WorkspacePanel = { id, kind, link: 'red', market: null, ...(kind === 'chart' ? { period: '15MIN' as const } : {}) };
      added.current = [...added.current, panel];
      const inGroup = group !== null && dock.getGroup(group) !== undefined;
      dock.addPanel({
        id,
        component: 'panel',
        title: titleOf(panel),
        params: { id },
        ...(inGroup ? { position: { referenceGroup: group } } : {}),
      });
    },
  };

  return (
    <HostContext.Provider value={host}>
      <DockviewReact
        className="dock"
        theme={theme === 'dark' ? themeDark : themeLight}
        components={COMPONENTS}
        defaultTabComponent={PanelTab}
        rightHeaderActionsComponent={GroupActions}
        watermarkComponent={Empty}
        onReady={({ api: dock }) => {
          api.current = dock;
          layOut(dock, latest.current);
          dock.onDidLayoutChange(() => readBack(dock));
        }}
      />
    </HostContext.Provider>
  );
}
