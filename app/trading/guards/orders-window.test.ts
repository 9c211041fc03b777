import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirForTests } from '../../fs/testing';
import { OrdersWindow, OrdersWindowError, OrdersWindows } from './orders-window';

const dir = tempDirForTests('pd-orders-window-');
let files = 0;
const newFile = () => path.join(dir, 'guards', `w${++files}.sent.json`);
/** "Most orders per minute" at `limit`, for one more order. */
const underLimit = (limit: number) => (sent: number) => (sent + 1 > limit ? `${sent + 1} over ${limit}` : null);

/** The window refuses to count on its file as it now reads (`text`), naming it, and a send after leaves it so. */
async function expectRefusedUntouched(window: OrdersWindow, text: string, refusal: RegExp | typeof OrdersWindowError): Promise<void> {
  await expect(window.admit(underLimit(30))).rejects.toThrow(refusal);
  await expect(window.admit(underLimit(30))).rejects.toThrow(window.file);
  window.sent(1);
  await window.flush();
  expect(readFileSync(window.file, 'utf8')).toBe(text);
}

describe('the orders sent in the last minute', () => {
  it('slides: an order leaves the count a minute after it was sent', async () => {
    let now = 1_000_000;
    const window = new OrdersWindow(newFile(), () => now);
    window.sent(2);
    now += 30_000;
    window.sent(1);
    expect(await window.count()).toBe(3);
    now += 30_000;
    expect(await window.count()).toBe(1);
    now += 30_000;
    expect(await window.count()).toBe(0);
  });

  it('is one per profile, kept when the profile is selected again', async () => {
    const windows = new OrdersWindows();
    windows.of(dir, 'paper').sent(3);
    expect(await windows.of(dir, 'live').count()).toBe(0);
    expect(windows.of(dir, 'paper')).toBe(windows.of(dir, 'paper'));
    expect(await windows.of(dir, 'paper').count()).toBe(3);
  });

  it('is kept on disk: a window opened on the file later (another process) counts what was sent', async () => {
    const file = newFile();
    const first = new OrdersWindow(file);
    first.sent(2);
    await first.flush();
    expect(await new OrdersWindow(file).count()).toBe(2);
    expect(await new OrdersWindow(file).admit(underLimit(2))).toBe('3 over 2');
  });

  it('lets one of two windows on the same file, not both, take the last slot', async () => {
    const file = newFile();
    const [a, b] = [new OrdersWindow(file), new OrdersWindow(file)];
    a.sent(1);
    await a.flush();
    const sendIfAdmitted = async (window: OrdersWindow) => {
      const refusal = await window.admit(underLimit(2));
      if (refusal === null) window.sent(1);
      return refusal;
    };
    const outcomes = await Promise.all([sendIfAdmitted(a), sendIfAdmitted(b)]);
    expect(outcomes.filter((r) => r === null)).toHaveLength(1);
    expect(outcomes.filter((r) => r !== null)).toEqual(['3 over 2']);
    await Promise.all([a.flush(), b.flush()]);
    expect(await new OrdersWindow(file).count()).toBe(2);
  });

  it('counts nothing for a check that sends nothing, and gives the lock back', async () => {
    const window = new OrdersWindow(newFile());
    expect(await window.admit(underLimit(1))).toBeNull();
    expect(await window.admit(underLimit(1))).toBeNull();
    window.sent(1);
    expect(await window.admit(underLimit(1))).toBe('2 over 1');
  });

  it('refuses on a damaged file, naming it, and never writes over it', async () => {
    const window = new OrdersWindow(newFile());
    window.sent(1);
    await window.flush();
    for (const text of ['{"version":1,"sent":[', '{"version":1,"sent":["soon"]}']) {
      writeFileSync(window.file, text);
      await expectRefusedUntouched(window, text, OrdersWindowError);
    }
  });

  it('refuses a file with one digit of a time changed (its checksum), naming it, and never writes over it', async () => {
    let now = 1_000_000;
    const window = new OrdersWindow(newFile(), () => now);
    window.sent(1);
    await window.flush();
    const written = readFileSync(window.file, 'utf8');
    expect(written).toMatch(/^\{"sha256":"[0-9a-f]{64}","store":"orders-sent","version":2,"sent":\[1000000\]\}$/);
    const changed = written.replace('1000000', '1000009');
    writeFileSync(window.file, changed);
    now += 1;
    await expectRefusedUntouched(window, changed, /checksum does not match/);
  });

  it('reads the file of the version before checksums, and writes it checked at the next send', async () => {
    const now = 1_000_000;
    const window = new OrdersWindow(newFile(), () => now);
    await window.flush();
    writeFileSync(window.file, `${JSON.stringify({ version: 1, sent: [now - 10] })}\n`);
    expect(await window.count()).toBe(1);
    window.sent(1);
    await window.flush();
    expect(readFileSync(window.file, 'utf8')).toMatch(/^\{"sha256":/);
    expect(await new OrdersWindow(window.file, () => now).count()).toBe(2);
  });
});
