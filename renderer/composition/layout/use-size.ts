import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Size } from '../../stores/layout';

/** Before anything is laid out, and where there is no window (markup rendered without a DOM): a common desktop. */
const UNMEASURED: Size = { width: 1600, height: 1000 };

/** An element's size as laid out, followed as it changes (the window's until the first layout). */
export function useSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>(() =>
    typeof window === 'undefined' ? UNMEASURED : { width: window.innerWidth, height: window.innerHeight },
  );
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
