/** A window with an arrow leaving it (pop out), drawn rather than a font's glyph, in the text's colour. */
export function PopOutIcon({ size = 11 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 16 16">
      <path fill="none" stroke="currentColor" strokeWidth="1.6" d="M7 2.5H3.5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h9a1 1 0 0 0 1-1V9" />
      <path fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" d="M9.5 2.5h4v4M13.5 2.5 7.5 8.5" />
    </svg>
  );
}
