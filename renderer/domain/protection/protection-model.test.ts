import { describe, expect, it } from 'vitest';
import type { ProtectionNotice } from '../../../shared/bridge';
import { heldOrder } from './testing';
import { exitText, firesAtOnceText, heldRow, newNotices, protectionSummary, slippageOf, tpSlText } from './protection-model';

const held = heldOrder;
const long = { symbol: 'BTC-USDT', isLong: true };

describe('protection model', () => {
  it('describes a held order as a row', () => {
    expect(heldRow(held())).toMatchObject({
      kind: 'Stop loss',
      exit: 'Sell, closes long',
      trigger: '59000.0',
      quantity: 'Whole position',
      feed: 'Mark price',
      status: 'Armed',
      live: true,
    });
    expect(heldRow(held({ status: 'cancelled', note: 'The position is closed' })).status).toBe('Cancelled: The position is closed');
    expect(heldRow(held({ kind: 'take-profit', tier: 2, share: '30', trigger: '62000.0' })).kind).toBe('Take profit TP2 · 30 %');
    expect(heldRow(held({ kind: 'trailing-stop', trigger: null, trailing: { distance: '100', percent: null, best: null } })).trigger).toBe(
      'at the first price (trails 100)',
    );
  });

  it("shows a position's take profit and stop loss, only its own and only live ones", () => {
    expect(tpSlText(long, [])).toBe('—');
    const list = [
      held(),
      held({ id: 'h2', kind: 'take-profit', trigger: '61000.0' }),
      held({ id: 'h3', pair: 'ETH-USDT', kind: 'take-profit' }),
      held({ id: 'h4', status: 'cancelled', kind: 'take-profit', trigger: '1' }),
    ];
    expect(tpSlText(long, list)).toBe('TP 61000.0 / SL 59000.0');
    expect(tpSlText({ symbol: 'BTC-USDT', isLong: false }, list)).toBe('—');
    expect(tpSlText(long, [held()])).toBe('TP — / SL 59000.0');
    const tiers = [
      held(),
      held({ id: 't1', kind: 'take-profit', tier: 1, share: '50', trigger: '61000.0' }),
      held({ id: 't2', kind: 'take-profit', tier: 2, share: '50', trigger: '62000.0' }),
    ];
    expect(tpSlText(long, tiers)).toBe('TP ×2 / SL 59000.0');
  });

  it('counts what is armed and turns red while a feed behind it is stale', () => {
    expect(protectionSummary({ armed: 0, pending: 0, stale: [], keepAwake: false })).toBeNull();
    expect(protectionSummary({ armed: 2, pending: 0, stale: [], keepAwake: false })).toMatchObject({ text: 'Protection: 2 armed', tone: 'ok' });
    expect(protectionSummary({ armed: 0, pending: 0, stale: [], keepAwake: false, working: 1 })).toMatchObject({
      text: 'Protection: 0 armed, 1 chase or TWAP working',
      tone: 'ok',
    });
    const stale = protectionSummary({ armed: 1, pending: 1, stale: [{ pair: 'BTC-USDT', feed: 'mark', ageMs: 7000 }], keepAwake: false });
    expect(stale).toMatchObject({ text: 'Protection: 1 armed, 1 waiting for entry', tone: 'bad' });
    expect(stale!.detail).toMatch(/^Cannot fire now: no fresh price for BTC-USDT \(mark price, 7 s old\)/);
  });

  it('is red, and says why, while protection cannot act (its file cannot be saved), even with nothing armed', () => {
    const failure = 'Protection on BTC-USDT cannot save: EACCES: permission denied on /data/held/paper.json; its exits wait until it can';
    const summary = protectionSummary({ armed: 1, pending: 0, stale: [], keepAwake: false, failure });
    expect(summary).toMatchObject({ text: 'Protection: cannot act', tone: 'bad' });
    expect(summary!.detail).toMatch(/^Protection on BTC-USDT cannot save: EACCES/);
    expect(protectionSummary({ armed: 0, pending: 0, stale: [], keepAwake: false, failure })).toMatchObject({ tone: 'bad' });
    expect(protectionSummary({ armed: 1, pending: 0, stale: [], keepAwake: false, failure: null })).toMatchObject({ tone: 'ok' });
  });

  it('says how a held order exits, and checks a slippage as the core does', () => {
    expect(heldRow(held()).exitHow).toBe('at market');
    expect(heldRow(held({ exit: { type: 'limit', slippage: '0.5' } })).exitHow).toBe('limit, 0.5 % slippage');
    expect(exitText({ type: 'market' })).toBe('at market');
    expect(slippageOf(' 0.25 ')).toEqual({ ok: true, value: '0.25' });
    expect(slippageOf('0')).toEqual({ ok: false, message: 'Slippage must be more than 0' });
    expect(slippageOf('12')).toEqual({ ok: false, message: 'Slippage is at most 10 %' });
  });

  it('tells the unread notices at the first answer, as while Perpdesk was closed, then only the new ones', () => {
    const n = (seq: number, read = true): ProtectionNotice => ({
      seq,
      time: 0,
      kind: 'triggered',
      heldId: 'h1',
      pair: 'BTC-USDT',
      title: 'Stop loss triggered',
      message: '',
      read,
    });
    expect(newNotices([n(1), n(2)], null)).toEqual({ fresh: [], seen: 2 });
    const first = newNotices([n(1), n(2, false)], null);
    expect(first.fresh.map((x) => [x.seq, x.title])).toEqual([[2, 'While Perpdesk was closed: Stop loss triggered']]);
    expect(first.seen).toBe(2);
    expect(newNotices([n(1), n(2), n(3)], first.seen).fresh.map((x) => x.seq)).toEqual([3]);
    expect(newNotices([], 3)).toEqual({ fresh: [], seen: 3 });
  });

  it('says a trigger that fires at once without the command line’s instruction, which the screen replaces by asking', () => {
    const core =
      'A stop loss at 59985.0 on a long position would fire at once: the last price is 59980.0. Send it with "now": true to fire it now, or choose another trigger';
    expect(firesAtOnceText(core)).toBe('A stop loss at 59985.0 on a long position would fire at once: the last price is 59980.0.');
    expect(firesAtOnceText('Something else')).toBe('Something else');
  });
});
