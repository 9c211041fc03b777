import type { ReactNode } from 'react';

interface FoldLineProps {
  /** The section's name, the toggle's text: "Take profit / Stop loss". */
  label: string;
  /** What the section holds, shown on the line while it is folded ("TP 61000.0 · SL 59000.0"); empty: nothing set. */
  summary: string;
  open: boolean;
  onToggle: () => void;
  /** Before the toggle on the same line (a checkbox turning the section on). */
  lead?: ReactNode;
}

/** One line that folds a section of the form away, saying what it holds while folded. */
export function FoldLine({ label, summary, open, onToggle, lead }: FoldLineProps) {
  return (
    <div className="fold-line">
      {lead}
      <button type="button" className="fold-toggle" aria-expanded={open} onClick={onToggle}>
        <span className="fold-mark" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        {/* With a checkbox before it, the line already reads as the section: the name is for screen readers. */}
        <span className={lead ? 'visually-hidden' : 'fold-label'}>{label}</span>
        {!open && summary && <span className="fold-summary num">{summary}</span>}
      </button>
    </div>
  );
}
