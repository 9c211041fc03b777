/**
 * Windows popped out of a workspace: a panel taken out of the layout into a window of its own (a tab group with
 * its place on screen), put back, moved. Each answer is a workspace the model's rules accept (layoutProblems).
 */
import { MAX_POPOUTS, type LayoutNode, type Popout, type Workspace } from '../../../shared/workspace/model';
import { flattened, sharesOf } from './dock-layout';

export type Bounds = Popout['bounds'];

/** The layout without `panelId` (a group left empty goes, a split of one part becomes that part); null when nothing is left. */
export function withoutPanel(node: LayoutNode, panelId: string): LayoutNode | null {
  if ('group' in node) {
    const panels = node.group.panels.filter((p) => p !== panelId);
    if (panels.length === 0) return null;
    return { group: { panels, active: panels.includes(node.group.active) ? node.group.active : panels[0]! } };
  }
  const kept = node.children.flatMap((child) => {
    const inner = withoutPanel(child.node, panelId);
    return inner === null ? [] : [{ share: child.share, node: inner }];
  });
  if (kept.length === 0) return null;
  if (kept.length === 1) return kept[0]!.node;
  const shares = sharesOf(kept.map((c) => c.share));
  return flattened({ split: node.split, children: kept.map((c, i) => ({ share: shares[i]!, node: c.node })) });
}

/** Why `panelId` cannot pop out of `workspace` now, in a trader's words; null when it can. */
export function popOutRefusal(workspace: Workspace, panelId: string): string | null {
  if (!workspace.panels.some((p) => p.id === panelId)) return 'That panel is no longer in the workspace.';
  if (workspace.popouts.some((p) => p.group.panels.includes(panelId))) return 'That panel is already in a window of its own.';
  if (workspace.popouts.length >= MAX_POPOUTS) return `A workspace has at most ${MAX_POPOUTS} windows: put one back first.`;
  return null;
}

/** `panelId` taken out of the layout into a window at `bounds`; the workspace unchanged when it cannot (popOutRefusal). */
export function popOut(workspace: Workspace, panelId: string, bounds: Bounds): Workspace {
  if (popOutRefusal(workspace, panelId) !== null) return workspace;
  const layout = workspace.layout === null ? null : withoutPanel(workspace.layout, panelId);
  return { ...workspace, layout, popouts: [...workspace.popouts, { group: { panels: [panelId], active: panelId }, bounds }] };
}

/** The share of the workspace a window put back takes, at its right. */
const PUT_BACK_SHARE = 0.3;

/** The window at `index` closed: its panels back in the workspace, as a column at its right. */
export function putBack(workspace: Workspace, index: number): Workspace {
  const popout = workspace.popouts[index];
  if (!popout) return workspace;
  const popouts = workspace.popouts.filter((_, i) => i !== index);
  const group: LayoutNode = { group: popout.group };
  const layout: LayoutNode =
    workspace.layout === null
      ? group
      : flattened({
          split: 'row',
          children: [
            { share: 1 - PUT_BACK_SHARE, node: workspace.layout },
            { share: PUT_BACK_SHARE, node: group },
          ],
        });
  return { ...workspace, layout, popouts };
}

/** Bounds within a few pixels are the same place (a window's frame rounds them). */
export const sameBounds = (a: Bounds, b: Bounds): boolean =>
  Math.abs(a.left - b.left) <= 2 && Math.abs(a.top - b.top) <= 2 && Math.abs(a.width - b.width) <= 2 && Math.abs(a.height - b.height) <= 2;

/** The window at `index` moved or resized to `bounds` (kept within the model's limits); the same workspace when it did not. */
export function movedPopout(workspace: Workspace, index: number, bounds: Bounds): Workspace {
  const popout = workspace.popouts[index];
  if (!popout) return workspace;
  const place = boundsOf(bounds);
  if (sameBounds(popout.bounds, place)) return workspace;
  return { ...workspace, popouts: workspace.popouts.map((p, i) => (i === index ? { ...p, bounds: place } : p)) };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, Math.round(Number.isFinite(value) ? value : low)));

/** Bounds the workspace file accepts, from what a window says of itself. */
export const boundsOf = ({ left, top, width, height }: Bounds): Bounds => ({
  left: clamp(left, -100_000, 100_000),
  top: clamp(top, -100_000, 100_000),
  width: clamp(width, 200, 20_000),
  height: clamp(height, 150, 20_000),
});
