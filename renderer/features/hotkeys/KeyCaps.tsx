import { keyCaps } from './keys';

/** A key as key caps: Ctrl + Enter; "none" for an action with no key. */
export function KeyCaps({ value }: { value: string | null }) {
  if (value === null) return <span className="muted hotkey-none">none</span>;
  const caps = keyCaps(value);
  return (
    <span className="keycaps" title={value}>
      {caps.map((cap, i) => (
        <span key={i}>
          {i > 0 && <span className="keycaps-plus">+</span>}
          <kbd>{cap === ' ' ? 'Space' : cap}</kbd>
        </span>
      ))}
    </span>
  );
}
