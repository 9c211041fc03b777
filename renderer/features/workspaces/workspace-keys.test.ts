import { describe, expect, it } from 'vitest';
import { workspaceKey } from './workspace-keys';

const key = (code: string, more: Partial<KeyboardEvent> = {}) => ({ ctrlKey: true, metaKey: false, altKey: false, shiftKey: false, code, ...more });

describe('the workspace keys', () => {
  it('are Ctrl+1…9 (or ⌘) for the first nine', () => {
    expect(workspaceKey(key('Digit1'))).toBe(0);
    expect(workspaceKey(key('Digit9', { ctrlKey: false, metaKey: true }))).toBe(8);
  });

  it('leave every other key alone: 0, a plain digit, with Alt or Shift, a letter', () => {
    expect(workspaceKey(key('Digit0'))).toBeNull();
    expect(workspaceKey(key('Digit2', { ctrlKey: false }))).toBeNull();
    expect(workspaceKey(key('Digit2', { altKey: true }))).toBeNull();
    expect(workspaceKey(key('Digit2', { shiftKey: true }))).toBeNull();
    expect(workspaceKey(key('KeyB'))).toBeNull();
  });
});
