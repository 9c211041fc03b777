import { Dialog } from './Dialog';

/** What the dialog asks about: the position's side, and the question in words (services/hooks.ts's useBreakeven). */
export interface BreakevenQuestion {
  position: { isLong: boolean };
  question: string;
}

/** Asks before a breakeven stop the price is already past (it would close the position now); closing it is a no. */
export function BreakevenDialog({ asking, onAnswer }: { asking: BreakevenQuestion | null; onAnswer: (fire: boolean) => void }) {
  return (
    <Dialog title="Past breakeven" open={asking !== null} onClose={() => onAnswer(false)} className="positions-dialog">
      {asking && (
        <>
          <p>{asking.question}</p>
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
