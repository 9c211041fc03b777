/** Ctrl+1…9 (⌘ on a Mac) switch to the first nine workspaces; the index, or null for any other key. */
export function workspaceKey(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'code'>): number | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const digit = /^Digit([1-9])$/.exec(event.code);
  return digit ? Number(digit[1]) - 1 : null;
}
