/**
 * Where the workspaces live: `workspaces.json` in the data directory (the screen's, whichever profile trades),
 * rewritten whole and atomically, checksummed, and validated at load by the rules every saved workspace passes. No
 * file: the three Perpdesk comes with. A file that fails refuses to start, naming the file and the workspace: a
 * layout silently replaced would lose what the trader built.
 */
import path from 'node:path';
import { firstWorkspaces } from '../../shared/workspace/built-in';
import { workspacesSchema, type Workspaces } from '../../shared/workspace/model';
import { checkedStore, type CheckedStore } from '../fs/checked-store';

export type WorkspaceStore = CheckedStore<Workspaces>;

export const openWorkspaceStore = (dataDir: string): WorkspaceStore =>
  checkedStore<Workspaces>({
    file: path.join(dataDir, 'workspaces.json'),
    store: 'workspaces',
    version: 1,
    what: 'workspaces',
    without: '(Perpdesk then starts with the workspaces it comes with)',
    schema: workspacesSchema,
    records: [{ at: ['workspaces'], noun: 'workspace', idKey: 'id' }],
    empty: firstWorkspaces,
  });
