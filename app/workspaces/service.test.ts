import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Workspace } from '../../shared/workspace/model';
import { tempDirForTests } from '../fs/testing';
import { createWorkspaceService } from './service';
import { openWorkspaceStore } from './store';

const root = tempDirForTests('pd-workspaces-');
let dirs = 0;
/** A service over a data directory of its own, and a second one reading the same (Perpdesk started again). */
function fresh() {
  const dir = path.join(root, String(++dirs));
  mkdirSync(dir);
  let ids = 0;
  const open = () => createWorkspaceService(openWorkspaceStore(dir), () => `w-${++ids}`);
  return { dir, file: path.join(dir, 'workspaces.json'), service: open(), restart: open };
}

const single = (w: Workspace, id: string): Workspace => ({
  ...w,
  panels: w.panels.filter((p) => p.id === id),
  layout: { group: { panels: [id], active: id } },
});

describe('the workspaces of a data directory', () => {
  it('start as the three Perpdesk comes with, Trade on screen, and nothing is written until one changes', async () => {
    const { service, file } = fresh();
    const all = await service.list();
    expect(all.workspaces.map((w) => w.name)).toEqual(['Trade', 'Scalp', 'Watch']);
    expect(all.current).toBe('trade');
    expect(existsSync(file)).toBe(false);
  });

  it('keep a saved layout, its windows and links across a restart', async () => {
    const { service, restart } = fresh();
    const trade = (await service.list()).workspaces[0]!;
    const changed: Workspace = {
      ...single(trade, 'chart'),
      popouts: [],
      links: { red: 'ETH-USDT' },
    };
    changed.panels = [...changed.panels, trade.panels.find((p) => p.id === 'ladder')!];
    changed.popouts = [{ group: { panels: ['ladder'], active: 'ladder' }, bounds: { left: 1920, top: 40, width: 420, height: 800 } }];
    await service.save(changed);
    const again = await restart().list();
    expect(again.workspaces[0]).toEqual(changed);
  });

  it('make one from nothing or as a copy, put it on screen, rename, reset and remove it', async () => {
    const { service, restart } = fresh();
    let all = await service.create('Alts', null);
    expect(all.current).toBe('w-1');
    expect(all.workspaces.at(-1)).toMatchObject({ id: 'w-1', name: 'Alts', builtIn: null, panels: [], layout: null });
    all = await service.create('My scalp', 'scalp');
    const copy = all.workspaces.at(-1)!;
    expect(copy).toMatchObject({ id: 'w-2', name: 'My scalp', builtIn: null });
    expect(copy.panels).toEqual(all.workspaces.find((w) => w.id === 'scalp')!.panels);
    await service.rename('scalp', 'Fast');
    await service.save(
      single(
        all.workspaces.find((w) => w.id === 'scalp')!,
        'ladder',
      ),
    );
    all = await service.reset('scalp');
    // Back as it came, under the name the trader gave it.
    expect(all.workspaces.find((w) => w.id === 'scalp')).toMatchObject({ name: 'Scalp', builtIn: 'scalp' });
    all = await service.remove('w-2');
    expect(all.current).toBe('trade');
    expect((await restart().list()).workspaces.map((w) => w.name)).toEqual(['Trade', 'Scalp', 'Watch', 'Alts']);
  });

  it('refuse, in words and changing nothing, a taken name, an unknown one, a reset of the trader’s own, the last removal, a broken layout', async () => {
    const { service, file } = fresh();
    await service.create('Mine', null);
    const before = readFileSync(file, 'utf8');
    const refusals = await Promise.all([
      service.create('trade', null).catch((e: Error) => e.message),
      service.rename('w-1', 'Watch').catch((e: Error) => e.message),
      service.select('gone').catch((e: Error) => e.message),
      service.reset('w-1').catch((e: Error) => e.message),
      service
        .save({ ...(await service.list()).workspaces[0]!, layout: { group: { panels: ['chart'], active: 'chart' } } })
        .catch((e: Error) => e.message),
    ]);
    expect(refusals).toEqual([
      'A workspace is already named "Trade"',
      'A workspace is already named "Watch"',
      'No workspace gone: it may have been removed in another window',
      '"Mine" is your own: it has no original to go back to',
      'Not saved: panel portfolio is placed nowhere',
    ]);
    expect(readFileSync(file, 'utf8')).toBe(before);

    for (const id of ['trade', 'scalp', 'watch']) await service.remove(id);
    await expect(service.remove('w-1')).rejects.toThrow('"Mine" is the only workspace: make another before removing it');
  });

  it('never change what a workspace was made from through a save', async () => {
    const { service } = fresh();
    const watch = (await service.list()).workspaces[2]!;
    const all = await service.save({ ...watch, builtIn: null });
    expect(all.workspaces[2]!.builtIn).toBe('watch');
  });

  it('take two windows’ saves one after the other, the later last', async () => {
    const { service, restart } = fresh();
    const trade = (await service.list()).workspaces[0]!;
    await Promise.all([service.save({ ...trade, links: { red: 'ETH-USDT' } }), service.save({ ...trade, links: { red: 'SOL-USDT' } })]);
    expect((await restart().list()).workspaces[0]!.links).toEqual({ red: 'SOL-USDT' });
  });

  it('refuse a damaged file by name on every call, and write nothing over it', async () => {
    const { service, file } = fresh();
    await service.create('Mine', null);
    const damaged = readFileSync(file, 'utf8').replace('"Mine"', '"Mina"');
    writeFileSync(file, damaged);
    const next = fresh();
    writeFileSync(next.file, damaged);
    const said = `Workspaces unavailable: ${next.file}: the checksum does not match its contents (changed outside Perpdesk?); move the file away to start without it (Perpdesk then starts with the workspaces it comes with)`;
    await expect(next.service.list()).rejects.toThrow(said);
    await expect(next.service.create('Other', null)).rejects.toThrow(said);
    expect(readFileSync(next.file, 'utf8')).toBe(damaged);
  });

  it('refuse a file written by hand, with no checksum, rather than trust it', async () => {
    const { service, file } = fresh();
    writeFileSync(file, JSON.stringify(await service.list()));
    const again = createWorkspaceService(openWorkspaceStore(path.dirname(file)));
    await expect(again.list()).rejects.toThrow(`${file}: it has no checksum (written or changed outside Perpdesk?)`);
  });
});
