/**
 * The workspaces, for every window of the screen: listed, saved whole, created (empty or as a copy), renamed,
 * reset, removed and chosen. Each change is checked by the rules of the file, written before it is answered, and
 * made one at a time (two windows saving at once queue, never interleave). The file is read at the first call, not
 * at start: a damaged one stops the workspaces (every call says why, naming it), never the core, the guard or
 * the orders it holds; and nothing is written over it.
 */
import { builtInWorkspace } from '../../shared/workspace/built-in';
import { MAX_WORKSPACES, workspaceSchema, workspacesSchema, type Workspace, type Workspaces } from '../../shared/workspace/model';
import { ExchangeError } from '../exchange/errors';
import { StoreFileError } from '../fs/checked-store';
import type { WorkspaceStore } from './store';

/** A change refused, in the trader's words: the bridge's invalid input. */
const refused = (message: string) => new ExchangeError('invalid-input', message);

export interface WorkspaceService {
  list(): Promise<Workspaces>;
  /** Replaces the workspace of the same id (its panels, layout, windows, links): what a change on screen saves. */
  save(workspace: Workspace): Promise<Workspaces>;
  /** A new workspace on screen: empty, or a copy of `from`. */
  create(name: string, from: string | null): Promise<Workspaces>;
  rename(id: string, name: string): Promise<Workspaces>;
  /** A built-in one back as it came. */
  reset(id: string): Promise<Workspaces>;
  remove(id: string): Promise<Workspaces>;
  select(id: string): Promise<Workspaces>;
}

export function createWorkspaceService(store: WorkspaceStore, newId: () => string = defaultId()): WorkspaceService {
  let held: Workspaces | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const loaded = async (): Promise<Workspaces> => {
    try {
      return (held ??= await store.load());
    } catch (err) {
      // The file's own words (it names itself and how to start without it); every call says them until it is moved.
      throw err instanceof StoreFileError ? new ExchangeError('internal', `Workspaces unavailable: ${err.message}`) : err;
    }
  };
  const find = (all: Workspaces, id: string): Workspace => {
    const found = all.workspaces.find((w) => w.id === id);
    if (!found) throw refused(`No workspace ${id}: it may have been removed in another window`);
    return found;
  };
  const nameFree = (all: Workspaces, name: string, except: string | null): void => {
    const taken = all.workspaces.find((w) => w.id !== except && w.name.trim().toLowerCase() === name.trim().toLowerCase());
    if (taken) throw refused(`A workspace is already named "${taken.name}"`);
  };

  /** One change at a time: worked out on what is saved, checked whole, written, then held and answered. */
  const change = (make: (all: Workspaces) => Workspaces): Promise<Workspaces> => {
    const run = queue.then(async () => {
      const next = make(structuredClone(await loaded()));
      const checked = workspacesSchema.safeParse(next);
      if (!checked.success) throw refused(`Not saved: ${checked.error.issues[0]!.message}`);
      await store.save(checked.data);
      held = checked.data;
      return checked.data;
    });
    queue = run.catch(() => {});
    return run;
  };

  return {
    list: () => queue.then(loaded),

    save: (workspace) =>
      change((all) => {
        const checked = workspaceSchema.safeParse(workspace);
        if (!checked.success) throw refused(`Not saved: ${checked.error.issues[0]!.message}`);
        const before = find(all, workspace.id);
        nameFree(all, workspace.name, workspace.id);
        // What it was made from is not the screen's to change.
        const saved = { ...checked.data, builtIn: before.builtIn };
        return { ...all, workspaces: all.workspaces.map((w) => (w.id === workspace.id ? saved : w)) };
      }),

    create: (name, from) =>
      change((all) => {
        if (all.workspaces.length >= MAX_WORKSPACES) throw refused(`Perpdesk keeps at most ${MAX_WORKSPACES} workspaces: remove one first`);
        nameFree(all, name, null);
        const id = newId();
        const made: Workspace =
          from === null
            ? { id, name, builtIn: null, panels: [], layout: null, popouts: [], links: {} }
            : { ...find(all, from), id, name, builtIn: null };
        return { workspaces: [...all.workspaces, made], current: id };
      }),

    rename: (id, name) =>
      change((all) => {
        find(all, id);
        nameFree(all, name, id);
        return { ...all, workspaces: all.workspaces.map((w) => (w.id === id ? { ...w, name } : w)) };
      }),

    reset: (id) =>
      change((all) => {
        const workspace = find(all, id);
        if (workspace.builtIn === null) throw refused(`"${workspace.name}" is your own: it has no original to go back to`);
        const original = { ...builtInWorkspace(workspace.builtIn), id, name: workspace.name };
        return { ...all, workspaces: all.workspaces.map((w) => (w.id === id ? original : w)) };
      }),

    remove: (id) =>
      change((all) => {
        const workspace = find(all, id);
        if (all.workspaces.length === 1) throw refused(`"${workspace.name}" is the only workspace: make another before removing it`);
        const workspaces = all.workspaces.filter((w) => w.id !== id);
        return { workspaces, current: all.current === id ? workspaces[0]!.id : all.current };
      }),

    select: (id) =>
      change((all) => {
        find(all, id);
        return { ...all, current: id };
      }),
  };
}

/** `w-` and the time in base 36 with a count: unique in a file, and within the id rule's 40 characters. */
function defaultId(): () => string {
  let count = 0;
  return () => `w-${Date.now().toString(36)}-${(count++).toString(36)}`;
}
