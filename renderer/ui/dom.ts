/**
 * Realm-safe DOM checks. A panel popped out into another window is still drawn by this window's React, into that
 * window's document: its nodes and events are of that window's classes, so `instanceof HTMLElement` (or
 * `KeyboardEvent`) is false for them. These ask a node what it is (its nodeType, namespace and name), never its class.
 */

const ELEMENT_NODE = 1;
const DOCUMENT_NODE = 9;
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** A node of any window's document. */
export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Partial<Node>).nodeType === 'number' && 'ownerDocument' in value;
}

export const isElement = (value: unknown): value is Element => isNode(value) && value.nodeType === ELEMENT_NODE;

/** An element of HTML (not SVG or MathML), as `instanceof HTMLElement` says in its own window. */
export const isHtmlElement = (value: unknown): value is HTMLElement => isElement(value) && value.namespaceURI === HTML_NAMESPACE;

const isHtmlTag = <Tag extends keyof HTMLElementTagNameMap>(value: unknown, tag: Tag): value is HTMLElementTagNameMap[Tag] =>
  isHtmlElement(value) && value.localName === tag;

export const isInput = (value: unknown): value is HTMLInputElement => isHtmlTag(value, 'input');
export const isTextArea = (value: unknown): value is HTMLTextAreaElement => isHtmlTag(value, 'textarea');
export const isSelect = (value: unknown): value is HTMLSelectElement => isHtmlTag(value, 'select');

/** An input, select or textarea: its keys (Escape among them) are its own. */
export const isFormField = (value: unknown): value is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  isInput(value) || isSelect(value) || isTextArea(value);

/** The document `node` is in (a document is its own); this window's when there is no node yet. */
export function documentOf(node: Node | null | undefined): Document {
  if (!node) return document;
  return node.nodeType === DOCUMENT_NODE ? (node as Document) : (node.ownerDocument ?? document);
}

/** The window `node` is shown in (a pop-out's, for a panel moved there); this window when there is none. */
export const windowOf = (node: Node | null | undefined): Window => documentOf(node).defaultView ?? window;

type Listeners<Events> = { [Type in keyof Events]?: (event: Events[Type]) => void };

/**
 * Puts `listeners` on `target` and answers what takes them off again: off the same target, even should the element
 * that chose it have moved to another window since.
 */
export function listen(target: Window, listeners: Listeners<WindowEventMap>, capture?: boolean): () => void;
export function listen(target: Document, listeners: Listeners<DocumentEventMap>, capture?: boolean): () => void;
export function listen(target: EventTarget, listeners: object, capture = false): () => void {
  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, listener] of entries) target.addEventListener(type, listener, capture);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener, capture);
  };
}
