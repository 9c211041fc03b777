/**
 * Where the keyboard is, as the hotkeys see it: the element a key went to, and whether it takes typing. Whether it
 * is one of the Order entry's fields is the order entry's to say (its store), never looked up in its elements.
 */
import { isElement, isHtmlElement, isInput, isSelect, isTextArea } from '../../ui/dom';
import type { KeyTarget } from './decide';

/** Inputs that take no typing: a letter pressed on them may be a hotkey. */
const NON_TYPING_INPUTS = new Set(['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'image', 'file', 'color']);

/** Whether keys pressed on this element type into it (or choose in it, as a select does). */
export function takesTyping(element: Element): boolean {
  if (isHtmlElement(element) && element.isContentEditable) return true;
  if (isTextArea(element) || isSelect(element)) return true;
  return isInput(element) && !NON_TYPING_INPUTS.has(element.type);
}

/** `inEntry`: the Order entry says one of its fields has the keyboard. */
export function keyTargetOf(target: EventTarget | null, inEntry: boolean): KeyTarget {
  if (!isElement(target) || !takesTyping(target)) return 'page';
  return inEntry ? 'entry-field' : 'field';
}

/** Takes the keyboard out of whatever has it. */
export function leaveField(doc: Document): void {
  const active = doc.activeElement;
  if (isHtmlElement(active)) active.blur();
}
