import type { ReactNode } from 'react';

interface GlyphButtonProps {
  /** What it does, for assistive tech (the glyph says nothing). */
  label: string;
  /** The tooltip; the label unless given. */
  hint?: string;
  className?: string;
  onClick: () => void;
  children: ReactNode;
}

/** A button shown as one glyph (✕, ⋯), named by its label. */
export function GlyphButton({ label, hint, className = 'button-glyph', onClick, children }: GlyphButtonProps) {
  return (
    <button type="button" className={className} aria-label={label} title={hint ?? label} onClick={onClick}>
      {children}
    </button>
  );
}
