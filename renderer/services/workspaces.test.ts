import { describe, expect, it, vi } from 'vitest';
import { firstWorkspaces } from '../../shared/workspace/built-in';
import type { Workspace, Workspaces } from '../../shared/workspace/model';
import { createWorkspaceStore } from '../stores/workspace-store';
import { fakeClockForEachTest, timerEnv } from '../stores/testing/fake-clock';
import { fakeInvoke, ok } from '../stores/testing/fake-invoke';
import { createWorkspaceWrites, SAVE_AFTER_MS } from './workspaces';

fakeClockForEachTest(1_000_000);

function setUp() {
  let file: Workspaces = firstWorkspaces();
  const bridge = fakeInvoke({
    'workspaces.list': () => ok(file),
    'workspaces.select': ({ id }) =>
      file.workspaces.some((w) => w.id === id)
        ? ok((file = { ...file, current: id }))
        : { ok: false, error: { kind: 'invalid-input', message: `There is no workspace ${id}` } },
  });
  const save = ({ workspace }: { workspace: Workspace }) =>
    ok((file = { ...file, workspaces: file.workspaces.map((w) => (w.id === workspace.id ? workspace : w)) }));
  bridge.handlers['workspaces.save'] = save as never;
  const store = createWorkspaceStore();
  const writes = createWorkspaceWrites({ invoke: bridge.invoke, store, timers: timerEnv().timers });
  return { bridge, store, writes, file: () => file };
}

const watchWith = (file: Workspaces, links: Workspace['links']): Workspace => ({ ...file.workspaces.find((w) => w.id === 'watch')!, links });

describe('the workspaces service', () => {
  it('shows an arrangement at once and saves the newest one a moment after the last move, once', async () => {
    const { bridge, store, writes, file } = setUp();
    await writes.load();
    writes.arrange(watchWith(file(), { red: 'ETH-USDT' }));
    writes.arrange(watchWith(file(), { red: 'SOL-USDT' }));
    expect(store.getState().file?.workspaces.find((w) => w.id === 'watch')?.links).toEqual({ red: 'SOL-USDT' });
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS - 1);
    expect(bridge.of('workspaces.save')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(bridge.of('workspaces.save').map((c) => (c.params as { workspace: Workspace }).workspace.links)).toEqual([{ red: 'SOL-USDT' }]);
    expect(file().workspaces.find((w) => w.id === 'watch')?.links).toEqual({ red: 'SOL-USDT' });
  });

  it('saves what waits before a switch, so the core answers from it', async () => {
    const { bridge, writes, file } = setUp();
    await writes.load();
    writes.arrange(watchWith(file(), { green: 'XRP-USDT' }));
    const switched = await writes.select('watch');
    expect(bridge.calls.map((c) => c.method)).toEqual(['workspaces.list', 'workspaces.save', 'workspaces.select']);
    expect(switched.ok && switched.value.workspaces.find((w) => w.id === 'watch')?.links).toEqual({ green: 'XRP-USDT' });
  });

  it('says what the core refused, in its words, and keeps the workspaces as they were', async () => {
    const { store, writes } = setUp();
    await writes.load();
    const before = store.getState().file;
    const result = await writes.select('nowhere');
    expect(result.ok).toBe(false);
    expect(store.getState().problem).toBe('There is no workspace nowhere');
    expect(store.getState().file).toBe(before);
  });

  it('shows a save the core refused, and a damaged file as unavailable', async () => {
    const { bridge, store, writes, file } = setUp();
    await writes.load();
    bridge.handlers['workspaces.save'] = () => ({ ok: false, error: { kind: 'internal', message: 'Workspaces unavailable: the file is damaged' } });
    writes.arrange(watchWith(file(), { red: 'ETH-USDT' }));
    await writes.flush();
    expect(store.getState().problem).toBe('The workspace was not saved: Workspaces unavailable: the file is damaged');
  });
});
