import { useSettings } from '../../stores';
import { DontAskAgain } from '../../ui/DontAskAgain';

interface ConfirmActionsProps {
  /** The "Don't ask again" tick: kept by the table, so it stays as the trader left it from one question to the next. */
  dontAsk: boolean;
  onDontAsk: (checked: boolean) => void;
  keepText: string;
  onKeep: () => void;
  /** The button that goes ahead, in the colour of the side it trades. */
  goClassName: string;
  goText: string;
  onGo: () => void;
}

/** The end of a Positions question (Close all, Flip): "Don't ask again", keep, or go ahead (ticked: Positions asks no more). */
export function ConfirmActions({ dontAsk, onDontAsk, keepText, onKeep, goClassName, goText, onGo }: ConfirmActionsProps) {
  const settings = useSettings();
  return (
    <>
      <DontAskAgain checked={dontAsk} onChange={onDontAsk} />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onKeep}>
          {keepText}
        </button>
        <button
          type="button"
          className={goClassName}
          onClick={() => {
            if (dontAsk) settings.getState().actions.setConfirm('positions', false);
            onGo();
          }}
        >
          {goText}
        </button>
      </div>
    </>
  );
}
