import type { ReactNode } from 'react';

interface PanelProps {
  title: string;
  /** Names the panel as a region for assistive tech and tests; without it the panel is a plain box. */
  regionLabel?: string;
  /**
   * A body that scrolls with nothing in it to focus (a table of figures): it takes focus itself, named by the
   * title, so the keyboard can scroll it.
   */
  scrolls?: boolean;
  /** Small things at the right of the title bar: a count, a badge. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled box of the terminal's grid. */
export function Panel({ title, regionLabel, scrolls = false, aside, className, children }: PanelProps) {
  const body = (
    <>
      <header className="panel-head">
        <h2 className="panel-title">{title}</h2>
        {aside !== undefined && aside !== false && <div className="panel-aside">{aside}</div>}
      </header>
      <div className="panel-body" {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-label': title } : {})}>
        {children}
      </div>
    </>
  );
  const classes = `panel ${className ?? ''}`.trim();
  return regionLabel ? (
    <section className={classes} aria-label={regionLabel}>
      {body}
    </section>
  ) : (
    <div className={classes}>{body}</div>
  );
}
