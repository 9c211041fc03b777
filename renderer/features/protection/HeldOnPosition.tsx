import type { HeldOrderView } from '../../../shared/bridge';
import './protection.css';
import { heldItem } from '../../domain/protection/trigger-units';

/** What Perpdesk holds on a position now, each with its trigger (a trailing stop's as it moves) and a ✕ to cancel it. */
export function HeldOnPosition({ held, onCancel }: { held: readonly HeldOrderView[]; onCancel: (id: string, what: string) => void }) {
  if (held.length === 0) return null;
  return (
    <ul className="tpsl-held" aria-label="Held on this position">
      {held.map((h) => {
        const item = heldItem(h);
        return (
          <li key={h.id} className="tpsl-held-item" data-held-id={h.id} data-trigger={h.trigger ?? undefined}>
            <span className="num">{item.text}</span>
            {h.status === 'armed' && (
              <button
                type="button"
                className="tpsl-held-cancel"
                aria-label={`Cancel ${item.text}`}
                title={`Cancel ${item.text}`}
                onClick={() => onCancel(h.id, item.text)}
              >
                ✕
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
