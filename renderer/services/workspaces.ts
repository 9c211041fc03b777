/**
 * The road for a change to the workspaces: each goes to the core (which checks and saves it) and the store shows
 * what the core answered. A layout dragged about is shown at once and saved a moment after the last move, one
 * save at a time: the newest arrangement is the one kept, and none is lost to a save still on its way. No React.
 */
import type { BridgeResult, ParamsOf } from '../../shared/bridge';
import type { Workspace, Workspaces } from '../../shared/workspace/model';
import type { WriteInvoke } from '../bridge/client';
import type { WorkspaceStore } from '../stores/workspace-store';

/** How long after the last move of a layout it is saved. */
export const SAVE_AFTER_MS = 400;

export interface WorkspaceWrites {
  /** Reads the file (at start); a damaged one is shown as the core says, and nothing is written over it. */
  load(): Promise<void>;
  /** The workspace as the trader has arranged it: shown now, saved shortly. */
  arrange(workspace: Workspace): void;
  create(params: ParamsOf<'workspaces.create'>): Promise<BridgeResult<Workspaces>>;
  rename(params: ParamsOf<'workspaces.rename'>): Promise<BridgeResult<Workspaces>>;
  reset(id: string): Promise<BridgeResult<Workspaces>>;
  remove(id: string): Promise<BridgeResult<Workspaces>>;
  select(id: string): Promise<BridgeResult<Workspaces>>;
  /** Whatever is waiting to be saved, now (before a switch, or the window closing). */
  flush(): Promise<void>;
}

export interface WorkspaceWritesDeps {
  invoke: WriteInvoke;
  store: WorkspaceStore;
  timers: { setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };
}

export function createWorkspaceWrites({ invoke, store, timers }: WorkspaceWritesDeps): WorkspaceWrites {
  let pending: Workspace | null = null;
  let timer: unknown = null;
  let saving: Promise<void> = Promise.resolve();
  const { actions } = store.getState();

  const told = (result: BridgeResult<Workspaces>): BridgeResult<Workspaces> => {
    if (result.ok) actions.loaded(result.value);
    else actions.failed(result.error.message);
    return result;
  };

  const flush = (): Promise<void> => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    const workspace = pending;
    pending = null;
    if (workspace === null) return saving;
    saving = saving.then(async () => {
      const result = await invoke('workspaces.save', { workspace });
      // A newer arrangement waiting keeps the screen as the trader has it; the answer still says what was saved.
      if (result.ok && pending === null) actions.loaded(result.value);
      if (!result.ok) actions.failed(`The workspace was not saved: ${result.error.message}`);
    });
    return saving;
  };

  /** A change other than the layout: whatever is waiting is saved first, so the core answers from it. */
  const write = async <M extends 'workspaces.create' | 'workspaces.rename' | 'workspaces.reset' | 'workspaces.remove' | 'workspaces.select'>(
    method: M,
    params: ParamsOf<M>,
  ): Promise<BridgeResult<Workspaces>> => {
    await flush();
    return told((await invoke(method, params as never)) as BridgeResult<Workspaces>);
  };

  return {
    load: async () => void told(await invoke('workspaces.list', {})),
    arrange(workspace) {
      actions.shown(workspace);
      pending = workspace;
      if (timer !== null) timers.clearTimeout(timer);
      timer = timers.setTimeout(() => void flush(), SAVE_AFTER_MS);
    },
    create: (params) => write('workspaces.create', params),
    rename: (params) => write('workspaces.rename', params),
    reset: (id) => write('workspaces.reset', { id }),
    remove: (id) => write('workspaces.remove', { id }),
    select: (id) => write('workspaces.select', { id }),
    flush,
  };
}
