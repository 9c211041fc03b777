import './controls.css';

/** A small bell, drawn (not a font's emoji: not every system has one), in the text's colour. */
export function BellIcon({ size = 11 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 16 16" className="bell-icon">
      <path
        fill="currentColor"
        d="M8 1.5a1 1 0 0 1 1 1v.6a4.5 4.5 0 0 1 3.5 4.4v2.8l1.3 1.7a.6.6 0 0 1-.5 1H2.7a.6.6 0 0 1-.5-1l1.3-1.7V7.5A4.5 4.5 0 0 1 7 3.1v-.6a1 1 0 0 1 1-1zM6.3 14h3.4a1.7 1.7 0 0 1-3.4 0z"
      />
    </svg>
  );
}
