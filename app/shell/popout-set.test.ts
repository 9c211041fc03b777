import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createPopoutSet } from './popout-set';

class FakeWindow extends EventEmitter {
  closed = false;
  isDestroyed = () => this.closed;
  close = () => {
    this.closed = true;
    this.emit('closed');
  };
}

describe('the open pop-outs', () => {
  it('forgets a pop-out once it is closed', () => {
    const popouts = createPopoutSet<FakeWindow>();
    const a = new FakeWindow();
    popouts.add(a);
    popouts.add(new FakeWindow());
    a.close();
    expect(popouts.size).toBe(1);
  });

  it('closes every pop-out left open, each once', () => {
    const popouts = createPopoutSet<FakeWindow>();
    const windows = [new FakeWindow(), new FakeWindow(), new FakeWindow()];
    let closes = 0;
    for (const window of windows) {
      popouts.add(window);
      window.on('closed', () => closes++);
    }
    popouts.closeAll();
    expect(windows.every((window) => window.closed)).toBe(true);
    expect(closes).toBe(3);
    expect(popouts.size).toBe(0);
  });

  it('does not close a pop-out already destroyed', () => {
    const popouts = createPopoutSet<FakeWindow>();
    const gone = new FakeWindow();
    popouts.add(gone);
    gone.closed = true;
    let closes = 0;
    gone.close = () => void closes++;
    popouts.closeAll();
    expect(closes).toBe(0);
  });
});
