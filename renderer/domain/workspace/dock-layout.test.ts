import { describe, expect, it } from 'vitest';
import { builtInWorkspace } from '../../../shared/workspace/built-in';
import { layoutProblems, type LayoutNode } from '../../../shared/workspace/model';
import { flattened, fromDock, toDock, type DockNode } from './dock-layout';

const titleOf = (id: string) => ({ component: id.replace(/-\d+$/, ''), title: id });
const tabs = (...panels: string[]): LayoutNode => ({ group: { panels, active: panels[0]! } });

describe('a workspace layout in the docking library’s form', () => {
  it.each(['trade', 'scalp', 'watch'] as const)('%s comes back as it went', (name) => {
    const { layout } = builtInWorkspace(name);
    expect(fromDock(toDock(layout!, titleOf))).toEqual(layout);
  });

  it('lays a row out across the width and its columns down the height, in proportion', () => {
    const dock = toDock(builtInWorkspace('trade').layout!, titleOf, 2000, 1000);
    expect(dock.grid.orientation).toBe('HORIZONTAL');
    const columns = dock.grid.root.data as DockNode[];
    expect(columns.map((c) => c.size)).toEqual([1120, 400, 480]);
    const first = columns[0]!.data as DockNode[];
    expect(first.map((c) => c.size)).toEqual([640, 360]);
    expect(dock.panels['book']).toEqual({ id: 'book', contentComponent: 'book', title: 'book', params: { id: 'book' } });
  });

  it('keeps the tab in front and every tab of a group', () => {
    const dock = toDock(builtInWorkspace('trade').layout!, titleOf);
    const groups = JSON.stringify(dock.grid.root);
    expect(groups).toContain('"views":["book","ladder"],"activeView":"book"');
  });

  it('puts one tab group alone in a branch of its own, and reads it back as that group', () => {
    const dock = toDock(tabs('chart'), titleOf);
    expect(dock.grid.root).toMatchObject({ type: 'branch', data: [{ type: 'leaf', data: { views: ['chart'] } }] });
    expect(fromDock(dock)).toEqual(tabs('chart'));
  });

  it('flattens a row in a row (the library alternates), keeping every share', () => {
    const nested: LayoutNode = {
      split: 'row',
      children: [
        { share: 0.5, node: tabs('a') },
        {
          share: 0.5,
          node: {
            split: 'row',
            children: [
              { share: 0.5, node: tabs('b') },
              { share: 0.5, node: tabs('c') },
            ],
          },
        },
      ],
    };
    const flat = flattened(nested);
    expect(flat).toEqual({ split: 'row', children: [0.5, 0.25, 0.25].map((share, i) => ({ share, node: tabs('abc'[i]!) })) });
    expect(fromDock(toDock(nested, titleOf))).toEqual(flat);
  });

  it('leaves out a group the trader emptied, and a split left with one part', () => {
    const dock = toDock(builtInWorkspace('trade').layout!, titleOf);
    const columns = dock.grid.root.data as DockNode[];
    const right = columns[2]!.data as DockNode[];
    (right[1]!.data as { views: string[] }).views = [];
    const layout = fromDock(dock)!;
    expect(JSON.stringify(layout)).not.toContain('account');
    const panels = builtInWorkspace('trade').panels.filter((p) => p.id !== 'account');
    expect(layoutProblems({ panels, layout, popouts: [] })).toEqual([]);
  });

  it('reads shares that add up to 1 from sizes of any scale, and nothing from an empty grid', () => {
    const root: DockNode = {
      type: 'branch',
      size: 700,
      data: [
        { type: 'leaf', size: 333, data: { id: 'g1', views: ['a'] } },
        { type: 'leaf', size: 333, data: { id: 'g2', views: ['b'] } },
        { type: 'leaf', size: 334, data: { id: 'g3', views: ['c'], activeView: 'gone' } },
      ],
    };
    const layout = fromDock({ grid: { root, width: 1000, height: 700, orientation: 'HORIZONTAL' } });
    expect(layout).toEqual({ split: 'row', children: [0.333, 0.333, 0.334].map((share, i) => ({ share, node: tabs('abc'[i]!) })) });
    const empty: DockNode = { type: 'branch', size: 1, data: [{ type: 'leaf', size: 1, data: { id: 'g1', views: [] } }] };
    expect(fromDock({ grid: { root: empty, width: 1, height: 1, orientation: 'VERTICAL' } })).toBeNull();
  });
});
