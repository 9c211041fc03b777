import { useState } from 'react';
import { useActionLog } from '../../stores';
import { formatClock } from '../../ui/format';
import type { LoggedAction } from '../../stores';
import { useHeardEvents } from './use-heard-events';

/** "14:03:27 Cancelled order #12 on BTC-USDT". */
const lineOf = (entry: LoggedAction): string => `${formatClock(entry.at)} ${entry.text}`;

/**
 * The one place that says what every write did, whoever asked for it (the form, a hotkey, the chart, a table, a
 * dialog), and what held orders, chases and TWAPs did: the newest line always in view at the foot of the window, the earlier ones a click away.
 */
export function ActionLog() {
  const entries = useActionLog();
  useHeardEvents();
  const [open, setOpen] = useState(false);
  const latest = entries.at(-1);
  return (
    <section className="action-log" aria-label="Action log">
      <p role="status" className={`action-log-latest outcome-${latest?.tone ?? 'idle'}`} title={latest && lineOf(latest)}>
        {latest ? lineOf(latest) : 'Your orders, cancels and changes are told here.'}
      </p>
      <button
        type="button"
        className="button button-small action-log-toggle"
        aria-expanded={open}
        disabled={entries.length === 0}
        onClick={() => setOpen((o) => !o)}
      >
        Log ({entries.length})
      </button>
      {open && (
        <ol className="action-log-list" aria-label="Earlier actions">
          {[...entries].reverse().map((entry) => (
            <li key={entry.id} className={`outcome-${entry.tone}`}>
              {lineOf(entry)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
