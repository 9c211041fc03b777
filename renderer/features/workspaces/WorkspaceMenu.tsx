/**
 * The top bar's Workspace: which one is on screen (and Ctrl+1…9 for the first nine), and a dialog to make a new
 * one, duplicate, rename, reset or delete it. Every change goes through the workspaces service; what the core
 * refuses is said in its words and nothing changes.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { BridgeResult } from '../../../shared/bridge';
import type { Workspaces } from '../../../shared/workspace/model';
import { useSession } from '../../services/hooks';
import { currentWorkspace } from '../../stores/workspace-store';
import { Dialog, modalOpen } from '../../ui/Dialog';
import { GlyphButton } from '../../ui/GlyphButton';
import { listenEverywhere, useWindowSet } from '../../ui/window-context';
import { workspaceKey } from './workspace-keys';
import './workspaces.css';

export function WorkspaceMenu() {
  const session = useSession();
  const file = useStore(session.workspace, (s) => s.file);
  const problem = useStore(session.workspace, (s) => s.problem);
  const current = useStore(session.workspace, currentWorkspace);
  const [open, setOpen] = useState(false);
  const windows = useWindowSet();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const index = workspaceKey(event);
      const target = index === null ? undefined : session.workspace.getState().file?.workspaces[index];
      if (!target || event.defaultPrevented || modalOpen(event.view?.document ?? document)) return;
      event.preventDefault();
      void session.workspaces.select(target.id);
    };
    return listenEverywhere(windows, 'keydown', onKey);
  }, [session, windows]);

  if (file === null)
    return problem ? (
      <span className="workspace-problem" role="alert" title={problem}>
        Workspaces unavailable
      </span>
    ) : null;
  return (
    <div className="workspace-menu">
      <select
        aria-label="Workspace"
        className="select select-small"
        title="The workspace on screen (Ctrl+1…9)"
        value={file.current}
        onChange={(e) => void session.workspaces.select(e.target.value)}
      >
        {file.workspaces.map((w, i) => (
          <option key={w.id} value={w.id}>
            {i < 9 ? `${w.name} (${i + 1})` : w.name}
          </option>
        ))}
      </select>
      <GlyphButton label="Manage workspaces" hint="New, duplicate, rename, reset or delete" onClick={() => setOpen(true)}>
        ⋯
      </GlyphButton>
      {problem && (
        <span className="workspace-problem" role="alert" title={problem}>
          !
        </span>
      )}
      <Dialog title="Workspaces" open={open} onClose={() => setOpen(false)} className="workspaces-dialog">
        {current && <ManageWorkspace key={current.id} file={file} onDone={() => setOpen(false)} />}
      </Dialog>
    </div>
  );
}

function ManageWorkspace({ file, onDone }: { file: Workspaces; onDone: () => void }) {
  const session = useSession();
  const current = file.workspaces.find((w) => w.id === file.current)!;
  const [name, setName] = useState(current.name);
  const [said, setSaid] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const run = async (what: string, write: () => Promise<BridgeResult<Workspaces>>, close = false) => {
    const result = await write();
    if (!result.ok) return setSaid(`${what}: ${result.error.message}`);
    setSaid(`${what}: done`);
    if (close) onDone();
  };
  const named = name.trim();
  return (
    <div className="workspace-manage">
      <label className="field">
        <span>Workspace name</span>
        <input className="input" type="text" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
      </label>
      <div className="workspace-actions">
        <button
          type="button"
          className="button"
          disabled={named === current.name}
          onClick={() => void run('Rename', () => session.workspaces.rename({ id: current.id, name: named }))}
        >
          Rename
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            void run(
              'Duplicate',
              () => session.workspaces.create({ name: named === current.name ? `${current.name} copy` : named, from: current.id }),
              true,
            )
          }
        >
          Duplicate
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            void run('New', () => session.workspaces.create({ name: named === current.name ? 'New workspace' : named, from: null }), true)
          }
        >
          New empty
        </button>
        {current.builtIn !== null && (
          <button type="button" className="button" onClick={() => void run('Reset', () => session.workspaces.reset(current.id))}>
            Reset to how it came
          </button>
        )}
        {deleting ? (
          <button
            type="button"
            className="button button-danger"
            onClick={() => void run('Delete', () => session.workspaces.remove(current.id), true)}
          >
            Delete {current.name} for good
          </button>
        ) : (
          <button type="button" className="button" disabled={file.workspaces.length < 2} onClick={() => setDeleting(true)}>
            Delete…
          </button>
        )}
      </div>
      <p className="workspace-said" role="status">
        {said ?? ''}
      </p>
    </div>
  );
}
