import { useId, useState } from 'react';
import './controls.css';

interface InfoTipProps {
  /** What it explains, for its name: "About Reduce only". */
  topic: string;
  text: string;
  /** The text's id, for a control it describes (aria-describedby): the checkbox it is beside hears it too. */
  id?: string;
}

/**
 * An explanation kept out of the way: an ⓘ that shows `text` on hover (its title) and, pressed, in a bubble beside it
 * until pressed again or left. Screen readers hear the text as its description.
 */
export function InfoTip({ topic, text, id: given }: InfoTipProps) {
  const own = useId();
  const id = given ?? own;
  const [open, setOpen] = useState(false);
  return (
    <span className="info-tip">
      <button
        type="button"
        className="info-tip-button"
        aria-label={`About ${topic}`}
        aria-describedby={id}
        aria-expanded={open}
        title={text}
        onClick={() => setOpen(!open)}
        onBlur={() => setOpen(false)}
      />
      <span id={id} role="tooltip" className={open ? 'info-tip-text info-tip-open' : 'info-tip-text'}>
        {text}
      </span>
    </span>
  );
}
