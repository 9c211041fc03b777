import './controls.css';
/**
 * The marks that say a way to trade with one key or click is armed ("Hotkeys armed", "Ladder trading on"), always
 * on screen while it is; a click on one turns it off. Each feature hands in its own mark; the strip only shows them.
 */
export interface StatusMark {
  /** The mark's text, and the button's accessible name. */
  label: string;
  /** What a click does, said on hover. */
  hint: string;
  turnOff: () => void;
}

export function StatusMarks({ marks }: { marks: readonly (StatusMark | null)[] }) {
  const shown = marks.filter((m): m is StatusMark => m !== null);
  if (shown.length === 0) return null;
  return (
    <div className="status-marks" role="group" aria-label="Armed">
      {shown.map((mark) => (
        <button key={mark.label} type="button" className="status-mark" title={mark.hint} onClick={mark.turnOff}>
          <span className="status-mark-dot" aria-hidden="true" />
          <span className="status-mark-label">{mark.label}</span>
        </button>
      ))}
    </div>
  );
}
