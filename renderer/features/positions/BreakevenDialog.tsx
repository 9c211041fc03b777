import { Dialog } from '../../ui/Dialog';
import { breakevenQuestion } from '../../domain/positions/breakeven-model';
import type { BreakevenAsk } from './use-breakeven';

/** Asks before a breakeven stop the price is already past (it would close the position now); closing it is a no. */
export function BreakevenDialog({ asking, onAnswer }: { asking: BreakevenAsk | null; onAnswer: (fire: boolean) => void }) {
  return (
    <Dialog title="Past breakeven" open={asking !== null} onClose={() => onAnswer(false)} className="positions-dialog">
      {asking && (
        <>
          <p>{breakevenQuestion(asking.price)}</p>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => onAnswer(false)}>
              Leave it
            </button>
            <button type="button" className={asking.position.isLong ? 'button button-sell' : 'button button-buy'} onClick={() => onAnswer(true)}>
              Set it and close now
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
