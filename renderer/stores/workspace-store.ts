/**
 * The workspaces as the core keeps them (workspaces.json): every workspace and the one on screen, and what went
 * wrong reading or saving them. The panel in focus is the screen's alone (not saved). Written by the workspaces
 * service (services/workspaces.ts), the only road for a change.
 */
import { createStore } from 'zustand/vanilla';
import type { Workspace, Workspaces } from '../../shared/workspace/model';

export interface WorkspaceState {
  /** Null until the core has answered. */
  file: Workspaces | null;
  /** Why the file could not be read or the last change not saved, in the core's words; null when all is well. */
  problem: string | null;
  /** The panel the trader last clicked or focused, by id (of the workspace on screen). */
  focused: string | null;
  actions: {
    loaded: (file: Workspaces) => void;
    /** The workspace on screen as it is now, before the core has it (it is on its way). */
    shown: (workspace: Workspace) => void;
    failed: (problem: string) => void;
    focus: (panelId: string) => void;
  };
}

export type WorkspaceStore = ReturnType<typeof createWorkspaceStore>;

export function createWorkspaceStore() {
  return createStore<WorkspaceState>()((set) => ({
    file: null,
    problem: null,
    focused: null,
    actions: {
      loaded: (file) => set((s) => ({ file, problem: null, focused: s.file?.current === file.current ? s.focused : null })),
      shown: (workspace) =>
        set((s) =>
          s.file === null ? s : { file: { ...s.file, workspaces: s.file.workspaces.map((w) => (w.id === workspace.id ? workspace : w)) } },
        ),
      failed: (problem) => set({ problem }),
      focus: (focused) => set((s) => (s.focused === focused ? s : { focused })),
    },
  }));
}

/** Whether a workspace is on the dock: every one but the built-in Trade, which is the fixed grid. */
export const isDocked = (workspace: Workspace | null): workspace is Workspace => workspace !== null && workspace.builtIn !== 'trade';

/** The workspace on screen, once the file is known. */
export const currentWorkspace = (s: Pick<WorkspaceState, 'file'>): Workspace | null =>
  s.file?.workspaces.find((w) => w.id === s.file!.current) ?? null;
