import { Dialog } from '../../ui/Dialog';
import { firesAtOnceText } from '../../domain/protection/protection-model';

/** A held order whose trigger the price has already crossed, waiting for the trader's word: it would fire at once. */
export interface FireNowQuestion {
  /** The core's words: what it is, where the price is. */
  message: string;
  answer: (fire: boolean) => void;
}

/** Asks before a stop or target is set where it fires at once; closing the dialog is a no. */
export function FireNowDialog({ question, onDone }: { question: FireNowQuestion | null; onDone: () => void }) {
  const answer = (fire: boolean) => {
    question?.answer(fire);
    onDone();
  };
  return (
    <Dialog title="Fires at once" open={question !== null} onClose={() => answer(false)} className="chart-close-dialog">
      {question && (
        <div className="chart-close">
          <p>{firesAtOnceText(question.message)}.</p>
          <p className="muted">Set it there and close the position now, or leave it as it was?</p>
          <div className="chart-close-actions">
            <button type="button" className="button" onClick={() => answer(false)}>
              Leave it
            </button>
            <button type="button" className="button button-sell" onClick={() => answer(true)}>
              Set it and fire now
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
