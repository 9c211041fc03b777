/** One connection's read gate, in front of a core whose answers the test releases one by one. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, type BridgeResult } from '../../shared/bridge';
import type { Dispatch } from './dispatch';
import { createReadGate, MAX_WAIT_MS } from './read-gate';

/** A core that answers only when told: what it was asked, in order, and a way to answer each. */
function heldCore() {
  const asked: { method: unknown; params: unknown; band: unknown; answer: (result: BridgeResult<unknown>) => void }[] = [];
  const dispatch: Dispatch = (method, params, band) => new Promise((resolve) => asked.push({ method, params, band, answer: resolve }));
  return { dispatch, asked };
}

const depth = (limit: number) => ({ pair: 'BTC-USDT', limit });
const busy = { ok: false, error: { kind: 'busy', message: expect.stringMatching(/busy|closed/) } };
/** Lets settled promises run their callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('the read gate', () => {
  it('holds a connection\'s reads past its running ones, and answers "busy" at once past the waiting bound, sending nothing', async () => {
    const core = heldCore();
    const gate = createReadGate(core.dispatch, { runningPerBand: 2, maxWaiting: 3 });
    const answers = [1, 2, 3, 4, 5].map((limit) => gate.dispatch('market.depth', depth(limit)));
    expect(core.asked).toHaveLength(2);
    expect(await gate.dispatch('market.depth', depth(6))).toMatchObject({
      ok: false,
      error: { kind: 'busy', message: expect.stringMatching(/too many reads from this window \(or script\) are waiting/) },
    });
    expect(core.asked).toHaveLength(2);

    // As one running read is answered, the first waiting one goes in.
    core.asked[0]!.answer(ok('book 1'));
    expect(await answers[0]).toEqual(ok('book 1'));
    await settle();
    expect(core.asked.map((a) => a.params)).toEqual([depth(1), depth(2), depth(3)]);
    for (let i = 1; i < 5; i++) {
      await settle();
      core.asked[i]!.answer(ok(`book ${i + 1}`));
    }
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5].map((n) => ok(`book ${n}`)));
  });

  it('counts each band apart: a full background lane holds no on-screen read', async () => {
    const core = heldCore();
    const gate = createReadGate(core.dispatch, { runningPerBand: 1, maxWaiting: 1 });
    void gate.dispatch('market.depth', depth(1), 'background');
    void gate.dispatch('market.depth', depth(2), 'background');
    const screen = gate.dispatch('market.depth', depth(3));
    expect(core.asked.map((a) => [a.params, a.band])).toEqual([
      [depth(1), 'background'],
      [depth(3), 'screen'],
    ]);
    core.asked[1]!.answer(ok('book'));
    expect(await screen).toEqual(ok('book'));
  });

  it("answers identical reads asked while one waits or runs with that one's answer, and asks again after it", async () => {
    const core = heldCore();
    const gate = createReadGate(core.dispatch, { runningPerBand: 1 });
    const running = [gate.dispatch('market.depth', depth(5)), gate.dispatch('market.depth', depth(5))];
    const waiting = [gate.dispatch('market.depth', depth(7)), gate.dispatch('market.depth', { limit: 7, pair: 'BTC-USDT' })];
    // Another band, or other parameters, is another read.
    void gate.dispatch('market.depth', depth(5), 'background');
    void gate.dispatch('market.depth', depth(8));
    expect(core.asked.map((a) => [a.params, a.band])).toEqual([
      [depth(5), 'screen'],
      [depth(5), 'background'],
    ]);
    core.asked[0]!.answer(ok('book 5'));
    expect(await Promise.all(running)).toEqual([ok('book 5'), ok('book 5')]);
    await settle();
    expect(core.asked.map((a) => a.params)).toEqual([depth(5), depth(5), depth(7)]);
    core.asked[2]!.answer(ok('book 7'));
    expect(await Promise.all(waiting)).toEqual([ok('book 7'), ok('book 7')]);

    // Once answered, the same read is asked anew.
    await settle();
    core.asked[3]!.answer(ok('book 8'));
    await settle();
    void gate.dispatch('market.depth', depth(5));
    expect(core.asked.filter((a) => a.band === 'screen' && (a.params as { limit: number }).limit === 5)).toHaveLength(2);
  });

  it('answers "busy" for a read that waited too long, and never sends it; a running read is left to answer', async () => {
    vi.useFakeTimers();
    const core = heldCore();
    const gate = createReadGate(core.dispatch, { runningPerBand: 1 });
    const running = gate.dispatch('market.depth', depth(1));
    const late = gate.dispatch('market.depth', depth(2));
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
    const fresh = gate.dispatch('market.depth', depth(3));
    await vi.advanceTimersByTimeAsync(1);
    expect(await late).toMatchObject({
      ok: false,
      error: { kind: 'busy', message: expect.stringMatching(/waited over 5 s .* was not sent/) },
    });
    expect(core.asked).toHaveLength(1);

    core.asked[0]!.answer(ok('book 1'));
    expect(await running).toEqual(ok('book 1'));
    await vi.advanceTimersByTimeAsync(0);
    // The read asked later, still within its time, goes in; the dropped one never does.
    expect(core.asked.map((a) => a.params)).toEqual([depth(1), depth(3)]);
    core.asked[1]!.answer(ok('book 3'));
    expect(await fresh).toEqual(ok('book 3'));
  });

  it('never holds, drops or shares a write, however busy the connection is', async () => {
    vi.useFakeTimers();
    const core = heldCore();
    const gate = createReadGate(core.dispatch, { runningPerBand: 1, maxWaiting: 1 });
    void gate.dispatch('market.depth', depth(1));
    void gate.dispatch('market.depth', depth(2));
    expect(await gate.dispatch('market.depth', depth(3))).toMatchObject(busy);
    const order = { pair: 'BTC-USDT', side: 'buy', price: '50000.0', quantity: '0.001' };
    const writes = [gate.dispatch('trading.placeOrder', order), gate.dispatch('trading.placeOrder', order)];
    expect(core.asked.map((a) => a.method)).toEqual(['market.depth', 'trading.placeOrder', 'trading.placeOrder']);
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS * 2);
    core.asked[1]!.answer(ok('placed 1'));
    core.asked[2]!.answer(ok('placed 2'));
    expect(await Promise.all(writes)).toEqual([ok('placed 1'), ok('placed 2')]);
  });

  it('never shares a read that changes something: two identical alerts set are two', () => {
    const core = heldCore();
    const gate = createReadGate(core.dispatch);
    const alert = { pair: 'BTC-USDT', condition: 'above', price: '70000' };
    void gate.dispatch('alerts.set', alert);
    void gate.dispatch('alerts.set', alert);
    expect(core.asked.map((a) => a.method)).toEqual(['alerts.set', 'alerts.set']);
  });

  it('answers a call the contract refuses at once, as the core would, however busy the connection is', async () => {
    const core = heldCore();
    const gate = createReadGate(core.dispatch, { runningPerBand: 1, maxWaiting: 1 });
    void gate.dispatch('market.depth', depth(1));
    void gate.dispatch('market.depth', depth(2));
    expect(await gate.dispatch('market.depth', { pair: 'btc usdt' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await gate.dispatch('market.depth', depth(3), 'write')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/^band:/) },
    });
    expect(await gate.dispatch('system.exec', {})).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: 'No such method: system.exec' },
    });
    expect(core.asked).toHaveLength(1);
  });

  it('answers the waiting reads "busy" when the connection closes, and sends none of them', async () => {
    const core = heldCore();
    const gate = createReadGate(core.dispatch, { runningPerBand: 1 });
    const running = gate.dispatch('market.depth', depth(1));
    const waiting = gate.dispatch('market.depth', depth(2));
    gate.close();
    expect(await waiting).toMatchObject(busy);
    expect(await gate.dispatch('market.depth', depth(3))).toMatchObject(busy);
    core.asked[0]!.answer(ok('book 1'));
    expect(await running).toEqual(ok('book 1'));
    await settle();
    expect(core.asked).toHaveLength(1);
  });
});
