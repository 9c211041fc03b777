import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How many of something fit an element (`fit` of its height), re-measured as it is resized: a ref callback for the
 * element, the count (`initial` until measured), and whether it was measured yet.
 */
export function useFitCount(fit: (height: number) => number, initial: number): [(element: HTMLDivElement | null) => void, number, boolean] {
  const [count, setCount] = useState<number | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const fitRef = useRef(fit);
  fitRef.current = fit;
  useEffect(() => () => observer.current?.disconnect(), []);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    const measure = () => setCount(fitRef.current(element.clientHeight));
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    measure();
  }, []);
  return [ref, count ?? initial, count !== null];
}
