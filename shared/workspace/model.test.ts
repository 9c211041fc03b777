import { describe, expect, it } from 'vitest';
import { builtInWorkspace, firstWorkspaces } from './built-in';
import { BUILT_IN_NAMES, groupsOf, MAX_DEPTH, workspaceSchema, workspacesSchema, type LayoutNode, type Workspace } from './model';

/** What the schema says of `workspace`: null when it takes it, else its first message. */
const refusal = (workspace: unknown): string | null => {
  const result = workspaceSchema.safeParse(workspace);
  return result.success ? null : result.error.issues[0]!.message;
};

const two = (): Workspace => ({
  id: 'mine',
  name: 'Mine',
  builtIn: null,
  panels: [
    { id: 'chart', kind: 'chart', link: 'red', market: null, period: '1HOUR' },
    { id: 'book', kind: 'book', link: null, market: 'ETH-USDT', grouping: '0.5' },
  ],
  layout: {
    split: 'row',
    children: [
      { share: 0.7, node: { group: { panels: ['chart'], active: 'chart' } } },
      { share: 0.3, node: { group: { panels: ['book'], active: 'book' } } },
    ],
  },
  popouts: [],
  links: { red: 'BTC-USDT' },
});

describe('the workspaces Perpdesk comes with', () => {
  it.each(BUILT_IN_NAMES)('%s passes every rule a saved one must', (name) => {
    expect(refusal(builtInWorkspace(name))).toBeNull();
  });

  it('are the three of a first start, Trade on screen, as one sound file', () => {
    const first = firstWorkspaces();
    expect(first.workspaces.map((w) => w.name)).toEqual(['Trade', 'Scalp', 'Watch']);
    expect(workspacesSchema.safeParse(first).success).toBe(true);
  });

  it('Watch shows four charts of four colours, and its book and ladder follow the first', () => {
    const watch = builtInWorkspace('watch');
    const charts = watch.panels.filter((p) => p.kind === 'chart');
    expect(new Set(charts.map((c) => c.link)).size).toBe(4);
    expect(watch.panels.filter((p) => p.kind !== 'chart').map((p) => p.link)).toEqual(['red', 'red']);
  });

  it('hands out copies: changing one leaves the next as it came', () => {
    builtInWorkspace('trade').panels.pop();
    expect(builtInWorkspace('trade').panels).toHaveLength(7);
  });
});

describe('a workspace is refused, in words, when', () => {
  it('it is sound (the control case)', () => {
    expect(refusal(two())).toBeNull();
  });

  it('a panel is placed nowhere, twice, or the layout places a panel it does not have', () => {
    const nowhere = two();
    nowhere.layout = { group: { panels: ['chart'], active: 'chart' } };
    expect(refusal(nowhere)).toBe('panel book is placed nowhere');

    const twice = two();
    twice.popouts = [{ group: { panels: ['book'], active: 'book' }, bounds: { left: 0, top: 0, width: 400, height: 300 } }];
    expect(refusal(twice)).toBe('panel book is placed 2 times');

    const ghost = two();
    ghost.layout = { group: { panels: ['chart', 'book', 'tape'], active: 'chart' } };
    expect(refusal(ghost)).toBe('the layout places tape, which is no panel');
  });

  it('the tab in front is not in its group', () => {
    const w = two();
    w.layout = { group: { panels: ['chart', 'book'], active: 'ladder' } };
    expect(refusal(w)).toBe('the tab in front, ladder, is not in its group');
  });

  it('the parts of a split do not share all of it', () => {
    const w = two();
    if (w.layout && 'split' in w.layout) w.layout.children[0]!.share = 0.5;
    expect(refusal(w)).toBe('the parts of a row share 0.800 of it, not all of it');
  });

  it('a setting is on a panel it does not fit', () => {
    const w = two();
    w.panels[1] = { ...w.panels[1]!, period: '1MIN' };
    expect(refusal(w)).toBe('panel book has a period but is not a chart');
  });

  it('it nests deeper than a screen has room for', () => {
    let node: LayoutNode = { group: { panels: ['book'], active: 'book' } };
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
      node = {
        split: depth % 2 ? 'row' : 'column',
        children: [
          { share: 0.5, node: { group: { panels: ['chart'], active: 'chart' } } },
          { share: 0.5, node },
        ],
      };
    }
    const w = { ...two(), layout: node };
    // Every level but the innermost holds a 'chart': the depth is what is refused, before the placing.
    expect(groupsOf(node)).toBeNull();
    expect(refusal(w)).toBe(`its layout nests deeper than ${MAX_DEPTH} rows and columns`);
  });

  it('its name, market, link or window is malformed', () => {
    expect(refusal({ ...two(), name: '  ' })).toBe('a workspace has a name');
    expect(refusal({ ...two(), links: { red: 'btc' } })).toBe('a market looks like BTC-USDT');
    expect(refusal({ ...two(), links: { pink: 'BTC-USDT' } })).not.toBeNull();
    const tiny = { group: { panels: ['book'], active: 'book' }, bounds: { left: 0, top: 0, width: 20, height: 300 } };
    expect(refusal({ ...two(), layout: { group: { panels: ['chart'], active: 'chart' } }, popouts: [tiny] })).not.toBeNull();
  });
});

describe('the workspaces file is refused when', () => {
  it('two workspaces share an id or a name, or the one on screen is not among them', () => {
    const a = two();
    const b = { ...two(), id: 'other' };
    expect(workspacesSchema.safeParse({ workspaces: [a, b], current: 'mine' }).error?.issues[0]?.message).toBe('two workspaces are named "Mine"');
    expect(workspacesSchema.safeParse({ workspaces: [a, { ...b, name: 'Other' }], current: 'gone' }).error?.issues[0]?.message).toBe(
      'the workspace on screen, gone, is not among them',
    );
    expect(workspacesSchema.safeParse({ workspaces: [a, { ...a, name: 'Other' }], current: 'mine' }).error?.issues[0]?.message).toBe(
      'two workspaces are called mine',
    );
  });
});
