import { describe, expect, it } from 'vitest';
import { layoutProblems, MAX_POPOUTS, type Workspace } from '../../../shared/workspace/model';
import { builtInWorkspace } from '../../../shared/workspace/built-in';
import { boundsOf, movedPopout, popOut, popOutRefusal, putBack, withoutPanel } from './popouts';

const at = { left: 1920, top: 40, width: 420, height: 800 };
const sound = (w: Workspace) => expect(layoutProblems(w)).toEqual([]);
const placedIn = (w: Workspace) => JSON.stringify(w.layout);

describe('pop-out windows of a workspace', () => {
  it('takes a panel out of the layout into a window of its own, and back as a column at the right', () => {
    const scalp = builtInWorkspace('scalp');
    const ladder = scalp.panels.find((p) => p.kind === 'ladder')!.id;
    const out = popOut(scalp, ladder, at);
    sound(out);
    expect(placedIn(out)).not.toContain(`"${ladder}"`);
    expect(out.popouts).toEqual([{ group: { panels: [ladder], active: ladder }, bounds: at }]);
    const back = putBack(out, 0);
    sound(back);
    expect(back.popouts).toEqual([]);
    expect(back.layout).toMatchObject({ split: 'row' });
    const columns = (back.layout as { children: { share: number; node: unknown }[] }).children;
    expect(columns.at(-1)).toEqual({ share: 0.3, node: { group: { panels: [ladder], active: ladder } } });
  });

  it('pops out every panel of every built-in, one after another, each step sound, and puts them all back', () => {
    for (const name of ['scalp', 'watch'] as const) {
      let w = builtInWorkspace(name);
      const ids = w.panels.map((p) => p.id).slice(0, MAX_POPOUTS);
      for (const id of ids) {
        w = popOut(w, id, at);
        sound(w);
      }
      while (w.popouts.length > 0) {
        w = putBack(w, 0);
        sound(w);
      }
      expect(w.panels.map((p) => p.id).sort()).toEqual(
        builtInWorkspace(name)
          .panels.map((p) => p.id)
          .sort(),
      );
    }
  });

  it('leaves an empty workspace when its last panel pops out, and puts it back as the whole of it', () => {
    const w: Workspace = {
      ...builtInWorkspace('scalp'),
      panels: [{ id: 'only', kind: 'chart', link: 'red', market: null }],
      layout: { group: { panels: ['only'], active: 'only' } },
    };
    const out = popOut(w, 'only', at);
    sound(out);
    expect(out.layout).toBeNull();
    expect(putBack(out, 0).layout).toEqual({ group: { panels: ['only'], active: 'only' } });
  });

  it('refuses a panel not there, one already out, and a window past the last', () => {
    let w = builtInWorkspace('watch');
    const [first] = w.panels;
    expect(popOutRefusal(w, 'nope')).toMatch(/no longer/);
    w = popOut(w, first!.id, at);
    expect(popOutRefusal(w, first!.id)).toMatch(/already/);
    expect(popOut(w, first!.id, at)).toBe(w);
    const full: Workspace = { ...w, popouts: Array.from({ length: MAX_POPOUTS }, () => w.popouts[0]!) };
    expect(popOutRefusal(full, w.panels[1]!.id)).toMatch(/at most/);
    expect(putBack(w, 5)).toBe(w);
  });

  it('keeps a window that moved, within the limits, and says nothing changed for a pixel or two', () => {
    const w = popOut(builtInWorkspace('watch'), 'chart-1', at);
    expect(movedPopout(w, 0, { ...at, left: at.left + 1 })).toBe(w);
    const moved = movedPopout(w, 0, { left: -50, top: 10, width: 90, height: 1e9 });
    sound(moved);
    expect(moved.popouts[0]!.bounds).toEqual({ left: -50, top: 10, width: 200, height: 20_000 });
    expect(boundsOf({ left: Number.NaN, top: 3.6, width: 640.4, height: 480 })).toEqual({ left: -100_000, top: 4, width: 640, height: 480 });
  });

  it('drops a panel from any depth of a layout', () => {
    const layout = builtInWorkspace('watch').layout!;
    expect(withoutPanel({ group: { panels: ['a'], active: 'a' } }, 'a')).toBeNull();
    expect(withoutPanel({ group: { panels: ['a', 'b'], active: 'a' } }, 'a')).toEqual({ group: { panels: ['b'], active: 'b' } });
    expect(JSON.stringify(withoutPanel(layout, 'chart-1'))).not.toContain('"chart-1"');
  });
});
