import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

interface SplitterProps {
  label: string;
  /** vertical: a bar between columns, dragged sideways; horizontal: between rows. */
  orientation: 'vertical' | 'horizontal';
  value: number;
  min: number;
  max: number;
  /** Dragging right (or down) grows the panel after the bar when true, as the book and entry columns do. */
  growsBackwards: boolean;
  onChange: (value: number) => void;
  className?: string;
}

const KEY_STEP = 10;

/** A bar between panels that resizes them by drag or arrow keys (the separator pattern of WAI-ARIA). */
export function Splitter({ label, orientation, value, min, max, growsBackwards, onChange, className }: SplitterProps) {
  const drag = useRef<{ start: number; value: number } | null>(null);
  const along = (e: PointerEvent) => (orientation === 'vertical' ? e.clientX : e.clientY);
  const sign = growsBackwards ? -1 : 1;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { start: along(e), value };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onChange(drag.current.value + sign * (along(e) - drag.current.start));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const back = orientation === 'vertical' ? 'ArrowLeft' : 'ArrowUp';
    const forward = orientation === 'vertical' ? 'ArrowRight' : 'ArrowDown';
    if (e.key === back) onChange(value - sign * KEY_STEP);
    else if (e.key === forward) onChange(value + sign * KEY_STEP);
    else if (e.key === 'Home') onChange(min);
    else if (e.key === 'End') onChange(max);
    else return;
    e.preventDefault();
  };

  return (
    <div
      role="separator"
      aria-label={label}
      // A separator's orientation is the bar's own: a bar between columns stands vertical.
      aria-orientation={orientation}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      className={`splitter splitter-${orientation} ${className ?? ''}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
