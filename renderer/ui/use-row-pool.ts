import { useCallback, useLayoutEffect, useRef } from 'react';
import { createRowPool, type PooledRow, type RowPool, type RowValues } from './row-pool';

/**
 * A row pool in the element given the returned ref: `rows` are drawn into it (only what changed) after each render
 * that brings new rows, before the browser paints. The element must be rendered without children.
 */
export function useRowPool(make: () => PooledRow, rows: readonly RowValues[], options?: { from?: 'start' | 'end' }): (element: HTMLElement | null) => void {
  const pool = useRef<RowPool | null>(null);
  const latest = useRef(rows);
  latest.current = rows;
  const settings = useRef({ make, options });
  const ref = useCallback((element: HTMLElement | null) => {
    pool.current = element ? createRowPool(element, settings.current.make, settings.current.options) : null;
    pool.current?.show(latest.current);
  }, []);
  useLayoutEffect(() => pool.current?.show(rows), [rows]);
  return ref;
}
