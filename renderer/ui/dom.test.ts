import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentOf, isElement, isFormField, isHtmlElement, isInput, isNode, isSelect, isTextArea, listen, windowOf } from './dom';

const HTML = 'http://www.w3.org/1999/xhtml';
const SVG = 'http://www.w3.org/2000/svg';

/** A pop-out's window and document: no class of this realm is theirs (there is no DOM here at all). */
const popOut = { name: 'pop-out' } as unknown as Window;
const popOutDocument = { nodeType: 9, ownerDocument: null, defaultView: popOut } as unknown as Document;

const element = (localName: string, namespaceURI = HTML) =>
  ({ nodeType: 1, ownerDocument: popOutDocument, namespaceURI, localName, tagName: localName.toUpperCase() }) as unknown as Element;
const text = { nodeType: 3, ownerDocument: popOutDocument } as unknown as Node;

afterEach(() => vi.unstubAllGlobals());

describe('the realm-safe DOM checks', () => {
  it('know a node of another window by its nodeType, whatever its class', () => {
    expect([element('div'), text, popOutDocument].every(isNode)).toBe(true);
    expect([null, undefined, 'div', 1, {}, { nodeType: '1', ownerDocument: null }, popOut].some(isNode)).toBe(false);
  });

  it('tell elements, HTML elements and text apart', () => {
    expect(isElement(element('div'))).toBe(true);
    expect(isElement(element('svg', SVG))).toBe(true);
    expect(isElement(text)).toBe(false);
    expect(isElement(popOutDocument)).toBe(false);
    expect(isHtmlElement(element('div'))).toBe(true);
    expect(isHtmlElement(element('svg', SVG))).toBe(false);
    expect(isHtmlElement(text)).toBe(false);
  });

  it('name the form fields by their tag, in HTML only', () => {
    expect(isInput(element('input'))).toBe(true);
    expect(isTextArea(element('textarea'))).toBe(true);
    expect(isSelect(element('select'))).toBe(true);
    expect(isInput(element('select'))).toBe(false);
    expect(isInput(element('input', SVG))).toBe(false);
    expect(['input', 'select', 'textarea'].map((tag) => isFormField(element(tag)))).toEqual([true, true, true]);
    expect(['button', 'div', 'dialog'].some((tag) => isFormField(element(tag)))).toBe(false);
  });

  it('find the document and window a node is shown in, this window’s when there is none', () => {
    expect(documentOf(element('div'))).toBe(popOutDocument);
    expect(documentOf(popOutDocument)).toBe(popOutDocument);
    expect(windowOf(text)).toBe(popOut);
    const main = { name: 'main' };
    vi.stubGlobal('window', main);
    vi.stubGlobal('document', { nodeType: 9, ownerDocument: null, defaultView: main });
    expect(windowOf(null)).toBe(main);
    expect(windowOf(undefined)).toBe(main);
    // A document no longer shown (its pop-out closed) has no window.
    expect(windowOf({ nodeType: 1, ownerDocument: { nodeType: 9, defaultView: null } } as unknown as Node)).toBe(main);
  });

  it('take listeners off the target they were put on, as they were put on', () => {
    const calls: string[] = [];
    const target = {
      addEventListener: (type: string, _: unknown, capture: boolean) => calls.push(`add ${type} ${capture}`),
      removeEventListener: (type: string, _: unknown, capture: boolean) => calls.push(`remove ${type} ${capture}`),
    } as unknown as Window;
    const off = listen(target, { keydown: () => {}, pointerup: () => {} }, true);
    listen(target, { blur: () => {} })();
    off();
    expect(calls).toEqual([
      'add keydown true',
      'add pointerup true',
      'add blur false',
      'remove blur false',
      'remove keydown true',
      'remove pointerup true',
    ]);
  });

  it('hand each listener its events', () => {
    const target = new EventTarget();
    const heard: string[] = [];
    const off = listen(target as Window, { keydown: (e) => heard.push(e.type) });
    target.dispatchEvent(new Event('keydown'));
    off();
    target.dispatchEvent(new Event('keydown'));
    expect(heard).toEqual(['keydown']);
  });
});
