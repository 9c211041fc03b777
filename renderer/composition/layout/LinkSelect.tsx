import { LINK_COLOURS, type LinkColour, type WorkspacePanel } from '../../../shared/workspace/model';

const COLOUR_NAMES: Record<LinkColour, string> = { red: 'Red', green: 'Green', blue: 'Blue', yellow: 'Yellow', violet: 'Violet' };

/** A market panel's link colour (on its tab, or on its window's bar): panels of one colour show one market. */
export function LinkSelect({ panel, title, onLink }: { panel: WorkspacePanel; title: string; onLink: (link: LinkColour | null) => void }) {
  return (
    <select
      className="dock-link"
      aria-label={`Link of ${title}`}
      title="Link colour: panels of one colour show one market"
      value={panel.link ?? ''}
      onPointerDown={(e) => e.stopPropagation()}
      onChange={(e) => onLink((e.target.value || null) as LinkColour | null)}
    >
      <option value="">No link</option>
      {LINK_COLOURS.map((c) => (
        <option key={c} value={c}>
          {COLOUR_NAMES[c]}
        </option>
      ))}
    </select>
  );
}
