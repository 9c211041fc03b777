/**
 * A workspace is data: its panels (kind, link colour, own market, a chart's period, the book's grouping), how they
 * are arranged (a tree of rows and columns whose leaves are tab groups), and the windows popped out of it (each a
 * tab group with its place on screen). The arrangement is ours, not a layout library's: the file outlives a change
 * of library, and every rule below is checked when the file is read and whenever one is saved.
 */
import { z } from 'zod';
import { KLINE_PERIODS } from '../exchange/periods';

/** Every panel a workspace can hold, as the screen names it. The portfolio is one panel, or any of its tabs alone. */
export const PANEL_KINDS = {
  chart: 'Chart',
  book: 'Order book',
  ladder: 'Depth ladder',
  trades: 'Recent trades',
  entry: 'Order entry',
  account: 'Account',
  portfolio: 'Portfolio',
  positions: 'Positions',
  openOrders: 'Open orders',
  working: 'Working',
  orderHistory: 'Order history',
  fills: 'Fills',
  funding: 'Funding',
  rebates: 'Rebates',
  performance: 'Performance',
  alerts: 'Alerts',
} as const;
export type PanelKind = keyof typeof PANEL_KINDS;
export const PANEL_KIND_NAMES = Object.keys(PANEL_KINDS) as PanelKind[];

/** The link colours: panels of one colour show one market; a panel of none keeps its own. */
export const LINK_COLOURS = ['red', 'green', 'blue', 'yellow', 'violet'] as const;
export type LinkColour = (typeof LINK_COLOURS)[number];

/** The workspaces Perpdesk comes with; each can be reset to how it came. */
export const BUILT_IN_NAMES = ['trade', 'scalp', 'watch'] as const;
export type BuiltInName = (typeof BUILT_IN_NAMES)[number];

export const MAX_WORKSPACES = 20;
export const MAX_PANELS = 24;
export const MAX_POPOUTS = 8;
/** Rows in columns in rows…: deeper than this no screen has room for. */
export const MAX_DEPTH = 6;
export const MAX_NAME = 40;

export const workspaceIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'an id is 1 to 40 lower-case letters, digits and dashes');
const id = workspaceIdSchema;
export const workspaceNameSchema = z.string().trim().min(1, 'a workspace has a name').max(MAX_NAME, `a name is at most ${MAX_NAME} characters`);
const market = z.string().regex(/^[A-Z0-9]{1,20}-[A-Z0-9]{1,20}$/, 'a market looks like BTC-USDT');

export const panelSchema = z
  .object({
    id,
    kind: z.enum(PANEL_KIND_NAMES as [PanelKind, ...PanelKind[]]),
    link: z.enum(LINK_COLOURS).nullable(),
    /** The market of a panel with no link (a linked one shows its colour's). */
    market: market.nullable(),
    /** A chart's period. */
    period: z.enum(KLINE_PERIODS).optional(),
    /** The book's or the ladder's price step, as typed ("0.5"). */
    grouping: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,12})?$/, 'a grouping is a price step like 0.5')
      .optional(),
  })
  .strict();
export type WorkspacePanel = z.output<typeof panelSchema>;

/** Panels shown as tabs in one place, `active` in front. */
export const groupSchema = z.object({ panels: z.array(id).min(1, 'a tab group holds at least one panel'), active: id }).strict();
export type TabGroup = z.output<typeof groupSchema>;

export type LayoutNode = { group: TabGroup } | { split: 'row' | 'column'; children: { share: number; node: LayoutNode }[] };

const share = z.number().gt(0, 'a share is more than 0').max(1, 'a share is at most 1');
export const layoutSchema: z.ZodType<LayoutNode> = z.lazy(() =>
  z.union([
    z.object({ group: groupSchema }).strict(),
    z
      .object({
        split: z.enum(['row', 'column']),
        children: z
          .array(z.object({ share, node: layoutSchema }).strict())
          .min(2, 'a split holds at least two parts')
          .max(MAX_PANELS),
      })
      .strict(),
  ]),
);

/** A window popped out of the workspace: its tab group, and where it stands (screen px). */
export const popoutSchema = z
  .object({
    group: groupSchema,
    bounds: z
      .object({
        left: z.number().int().min(-100_000).max(100_000),
        top: z.number().int().min(-100_000).max(100_000),
        width: z.number().int().min(200).max(20_000),
        height: z.number().int().min(150).max(20_000),
      })
      .strict(),
  })
  .strict();
export type Popout = z.output<typeof popoutSchema>;

export const workspaceSchema = z
  .object({
    id,
    name: workspaceNameSchema,
    /** The workspace it was made from and is reset to; null for the trader's own. */
    builtIn: z.enum(BUILT_IN_NAMES).nullable(),
    panels: z.array(panelSchema).max(MAX_PANELS, `a workspace holds at most ${MAX_PANELS} panels`),
    /** Null: nothing in the window yet (a workspace built from nothing starts so). */
    layout: layoutSchema.nullable(),
    popouts: z.array(popoutSchema).max(MAX_POPOUTS, `at most ${MAX_POPOUTS} windows pop out`),
    /** The market each link colour shows. */
    links: z.partialRecord(z.enum(LINK_COLOURS), market),
  })
  .strict()
  .superRefine((workspace, ctx) => {
    for (const problem of layoutProblems(workspace)) ctx.addIssue({ code: 'custom', message: problem });
  });
export type Workspace = z.output<typeof workspaceSchema>;

/** The groups of a layout, in order (depth first), or null when it is deeper than MAX_DEPTH. */
export function groupsOf(node: LayoutNode, depth = 1): TabGroup[] | null {
  if ('group' in node) return [node.group];
  if (depth > MAX_DEPTH) return null;
  const groups: TabGroup[] = [];
  for (const child of node.children) {
    const inner = groupsOf(child.node, depth + 1);
    if (inner === null) return null;
    groups.push(...inner);
  }
  return groups;
}

/** What is wrong with how a workspace's panels are placed, in a trader's words; none when it is sound. */
export function layoutProblems(workspace: Pick<Workspace, 'panels' | 'layout' | 'popouts'>): string[] {
  const inGrid = workspace.layout === null ? [] : groupsOf(workspace.layout);
  if (inGrid === null) return [`its layout nests deeper than ${MAX_DEPTH} rows and columns`];
  const problems: string[] = [];
  const placed = new Map<string, number>();
  for (const group of [...inGrid, ...workspace.popouts.map((p) => p.group)]) {
    if (!group.panels.includes(group.active)) problems.push(`the tab in front, ${group.active}, is not in its group`);
    for (const panel of group.panels) placed.set(panel, (placed.get(panel) ?? 0) + 1);
  }
  const ids = new Set<string>();
  for (const panel of workspace.panels) {
    if (ids.has(panel.id)) problems.push(`two panels are called ${panel.id}`);
    ids.add(panel.id);
    const times = placed.get(panel.id) ?? 0;
    if (times === 0) problems.push(`panel ${panel.id} is placed nowhere`);
    if (times > 1) problems.push(`panel ${panel.id} is placed ${times} times`);
    if (panel.period !== undefined && panel.kind !== 'chart') problems.push(`panel ${panel.id} has a period but is not a chart`);
    if (panel.grouping !== undefined && panel.kind !== 'book' && panel.kind !== 'ladder')
      problems.push(`panel ${panel.id} has a grouping but is not a book or a ladder`);
  }
  for (const placedId of placed.keys()) if (!ids.has(placedId)) problems.push(`the layout places ${placedId}, which is no panel`);
  const sums = workspace.layout === null ? null : sharesOff(workspace.layout);
  if (sums) problems.push(sums);
  return problems;
}

/** A split whose parts' shares do not add up to 1 (within a rounding error). */
function sharesOff(node: LayoutNode): string | null {
  if ('group' in node) return null;
  const sum = node.children.reduce((total, child) => total + child.share, 0);
  if (Math.abs(sum - 1) > 0.001) return `the parts of a ${node.split} share ${sum.toFixed(3)} of it, not all of it`;
  for (const child of node.children) {
    const inner = sharesOff(child.node);
    if (inner) return inner;
  }
  return null;
}

/** The workspaces file's contents: every workspace, and the one on screen. */
export const workspacesSchema = z
  .object({
    workspaces: z.array(workspaceSchema).min(1, 'there is at least one workspace').max(MAX_WORKSPACES, `at most ${MAX_WORKSPACES} workspaces`),
    current: id,
  })
  .strict()
  .superRefine((file, ctx) => {
    const ids = new Set<string>();
    const names = new Set<string>();
    for (const workspace of file.workspaces) {
      if (ids.has(workspace.id)) ctx.addIssue({ code: 'custom', message: `two workspaces are called ${workspace.id}` });
      const name = workspace.name.toLowerCase();
      if (names.has(name)) ctx.addIssue({ code: 'custom', message: `two workspaces are named "${workspace.name}"` });
      ids.add(workspace.id);
      names.add(name);
    }
    if (!ids.has(file.current)) ctx.addIssue({ code: 'custom', message: `the workspace on screen, ${file.current}, is not among them` });
  });
export type Workspaces = z.output<typeof workspacesSchema>;
