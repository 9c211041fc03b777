/**
 * Rows drawn outside React: a fixed pool of row elements in one container, built once each from a template, then
 * patched in place (only the slots whose value changed, row-patch.ts). A row past the end of what is shown is
 * taken out of the document (not hidden: tests and screen readers see only the rows shown) and kept for later.
 * The container's children belong to the pool: React renders the container empty and never its rows.
 */
import { rowPatches, type RowValues } from './row-patch';

export type { RowValues };

/** Writes one slot of a row: a text, an attribute, a class, a style (null: none). */
export type SlotWriter = (value: string | null) => void;

export interface PooledRow {
  element: HTMLElement;
  /** In the order the rows' values list them. */
  slots: readonly SlotWriter[];
}

export interface RowPool {
  /** Shows `rows` (each the values of its slots), writing only what changed since the last call. */
  show(rows: readonly RowValues[]): void;
}

/**
 * `from: 'end'` counts the rows from the container's end: row 0 is the last child and more rows are added above
 * (the order book's asks, best by the spread).
 */
export function createRowPool(container: HTMLElement, make: () => PooledRow, { from = 'start' }: { from?: 'start' | 'end' } = {}): RowPool {
  const pool: PooledRow[] = [];
  let shown: readonly RowValues[] = [];
  let attached = 0;
  return {
    show(rows) {
      for (const { row, slot, value } of rowPatches(shown, rows)) {
        while (pool.length <= row) pool.push(make());
        pool[row]!.slots[slot]!(value);
      }
      for (; attached < rows.length; attached++) {
        if (from === 'end') container.prepend(pool[attached]!.element);
        else container.append(pool[attached]!.element);
      }
      for (; attached > rows.length; attached--) pool[attached - 1]!.element.remove();
      // Rows taken off keep their values, so they are patched by change when they come back.
      shown = rows.length >= shown.length ? rows : [...rows, ...shown.slice(rows.length)];
    },
  };
}

// Slot writers and a small element builder for templates.

export const textSlot =
  (node: Text): SlotWriter =>
  (value) => {
    node.data = value ?? '';
  };

/** A slot that sets a value, or removes it for null. */
const settable =
  (set: (value: string) => void, remove: () => void): SlotWriter =>
  (value) =>
    value === null ? remove() : set(value);

export const attrSlot = (element: Element, name: string): SlotWriter =>
  settable(
    (value) => element.setAttribute(name, value),
    () => element.removeAttribute(name),
  );

export const classSlot =
  (element: Element): SlotWriter =>
  (value) => {
    element.className = value ?? '';
  };

export const styleSlot = (element: HTMLElement, property: string): SlotWriter =>
  settable(
    (value) => element.style.setProperty(property, value),
    () => element.style.removeProperty(property),
  );

/** An element with a class and attributes, its children appended. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | null,
  attributes: Record<string, string> = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

/** An empty text node, to be written by a textSlot. */
export const text = (): Text => document.createTextNode('');
