/**
 * The page as the hotkeys see it: where the keyboard is, whether a dialog has it, and the Order entry's fields and
 * buttons, found by the accessible names the screen promises (DESIGN "What the screen holds").
 */
import type { EntrySide } from '../../stores';
import type { KeyTarget } from './decide';
import type { EntryPage } from './runner';

/** Inputs that take no typing: a letter pressed on them may be a hotkey. */
const NON_TYPING_INPUTS = new Set(['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'image', 'file', 'color']);

const ENTRY_FORM = 'form[aria-label="Order entry"]';

/** Whether keys pressed on this element type into it (or choose in it, as a select does). */
export function takesTyping(element: Element): boolean {
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !NON_TYPING_INPUTS.has(element.type);
}

export function keyTargetOf(target: EventTarget | null): KeyTarget {
  if (!(target instanceof Element) || !takesTyping(target)) return 'page';
  return target.closest(ENTRY_FORM) ? 'entry-field' : 'field';
}

/** A modal dialog is open (every dialog of the screen is modal): it has the keyboard. */
export const modalOpen = (doc: Document): boolean => doc.querySelector('dialog[open]') !== null;

const FIELD_LABELS = { price: 'Price', quantity: 'Quantity' } as const;
const SIDE_BUTTONS: Record<EntrySide, string> = { buy: 'Buy / Long', sell: 'Sell / Short' };

function entryInput(doc: Document, label: string): HTMLInputElement | null {
  const form = doc.querySelector(ENTRY_FORM);
  if (!form) return null;
  for (const element of form.querySelectorAll('label')) {
    if (element.textContent?.trim() !== label) continue;
    const input = element.control ?? (element.htmlFor ? doc.getElementById(element.htmlFor) : null);
    if (input instanceof HTMLInputElement && !input.disabled) return input;
  }
  return null;
}

export function entryPageOf(doc: Document): EntryPage {
  return {
    focusField: (field) => {
      const input = entryInput(doc, FIELD_LABELS[field]);
      if (!input) return false;
      input.focus();
      input.select();
      return true;
    },
    pressSide: (side) => {
      const form = doc.querySelector(ENTRY_FORM);
      if (!form) return 'The Order entry is not on screen';
      const button = [...form.querySelectorAll('button')].find((b) => b.textContent?.trim() === SIDE_BUTTONS[side]);
      if (!button) return 'The Order entry is not on screen';
      if (button.disabled) return `${SIDE_BUTTONS[side]} cannot be pressed now: an order is on its way, or the market is still loading`;
      button.click();
      return null;
    },
    leaveField: () => {
      const active = doc.activeElement;
      if (active instanceof HTMLElement) active.blur();
    },
  };
}
