import { chmodSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ProtectionNotice } from '../../shared/bridge';
import { encodeStore } from '../fs/checked-store';
import { expectEveryChangeRefused, storeRefusal } from '../fs/store-testing';
import { tempDirForTests } from '../fs/testing';
import { newHeldOrder } from './engine';
import type { HeldOrder } from './model';
import { openHeldStore, type HeldFile } from './store';

const dir = tempDirForTests('pd-held-store-');
let names = 0;
/** A store of its own for each test. */
const freshStore = () => openHeldStore(dir, `p${++names}`);

const stop = newHeldOrder({ id: 'h1', pair: 'BTC-USDT', kind: 'stop-loss', positionSide: 'long', createdAt: 1000, trigger: '58832.5' });
const leg = newHeldOrder({
  id: 'h2',
  pair: 'ETH-USDT',
  kind: 'take-profit',
  positionSide: 'short',
  createdAt: 2000,
  trigger: '2900.25',
  quantity: '1.50',
  status: 'pending',
  group: 'bpdh9',
  entryClientOrderId: 'pdh9',
  exit: { type: 'limit', slippage: '0.5' },
});
const trailing = newHeldOrder({
  id: 'h3',
  pair: 'BTC-USDT',
  kind: 'trailing-stop',
  positionSide: 'long',
  createdAt: 3000,
  trigger: '59000.0',
  trailing: { distance: '500', percent: null, best: '59500.0' },
});
const notice: ProtectionNotice = {
  seq: 4,
  time: 5000,
  kind: 'armed',
  heldId: 'h1',
  pair: 'BTC-USDT',
  title: 'Stop loss armed',
  message: 'Stop loss on BTC-USDT armed',
  read: false,
};
const held = (orders: HeldOrder[]): HeldFile => ({
  state: {
    orders,
    feeds: { 'BTC-USDT|mark': { price: '60000.0', at: 4000 } },
    positions: { 'BTC-USDT': { side: 'long', quantity: '0.010' } },
    staleTold: [],
    resumed: {},
  },
  notices: [notice],
  read: 0,
  keepAwake: false,
});
/** As loaded: an order written without `exitQuantity` reads with none in flight. */
const loaded = (file: HeldFile) => ({
  ...file,
  state: { ...file.state, orders: file.state.orders.map((o) => ({ ...o, exitQuantity: o.exitQuantity ?? null })) },
});

/** The file as the version before checksums wrote it. */
const legacyText = (file: HeldFile): string => JSON.stringify({ version: 1, ...file });

describe('the held orders file', () => {
  it('is written compact, checksummed and owner-only, and reads back what was saved', async () => {
    const store = freshStore();
    const file = held([stop, leg, trailing]);
    await store.save(file);
    const text = readFileSync(store.file, 'utf8');
    expect(text).toMatch(/^\{"sha256":"[0-9a-f]{64}","store":"held","version":2,"state":/);
    expect(JSON.stringify(JSON.parse(text))).toBe(text);
    expect(statSync(store.file).mode & 0o777).toBe(0o600);
    expect(await freshStoreAt(store.file).load()).toEqual(loaded(file));
  });

  it('refuses every one-byte change, naming the file: an armed stop, a pending bracket leg and a notice', async () => {
    const store = freshStore();
    await store.save(held([stop, leg]));
    const original = readFileSync(store.file);
    const tried = await expectEveryChangeRefused(store.file, original, () => store.load());
    expect(tried).toBe(original.length * 5);
    expect(await store.load()).toEqual(loaded(held([stop, leg])));
  });

  it.each([
    ['a status', { status: 'arled' }, 'has status "arled"'],
    ['a position side', { positionSide: 'lonf' }, 'has positionSide "lonf"'],
    ['a trigger', { trigger: 'u8832.5' }, 'has trigger "u8832.5"'],
    ['a quantity', { quantity: '1.5e3' }, 'has quantity "1.5e3"'],
    ['an exit', { exit: { type: 'limit', slippage: '-1' } }, 'has exit.slippage "-1"'],
    ['a time', { createdAt: -5 }, 'has createdAt -5'],
    ['an extra field', { statuss: 'armed' }, 'has a field "statuss" Perpdesk does not write'],
    ['a stop without a trigger', { trigger: null }, 'does not hold together'],
  ])(
    'refuses %s changed in a record, naming the file and the record, whether checksummed again or written before checksums',
    async (_, change, words) => {
      const store = freshStore();
      const bad = held([leg, trailing, { ...stop, ...change } as HeldOrder]);
      const expected = `${store.file}: record 3 (held order h1) ${words}`;
      mkdirSync(`${dir}/held`, { recursive: true });
      writeFileSync(store.file, legacyText(bad));
      expect(await storeRefusal(() => store.load())).toContain(expected);
      writeFileSync(store.file, encodeStore('held', 2, bad));
      const message = await storeRefusal(() => store.load());
      expect(message).toContain(expected);
      expect(message).toMatch(/; move the file away to start without it \(no held order is then armed\)$/);
    },
  );

  it('names a damaged notice, price feed or position too', async () => {
    const store = freshStore();
    mkdirSync(`${dir}/held`, { recursive: true });
    const file = held([stop]);
    const cases: [HeldFile, string][] = [
      [{ ...file, notices: [{ ...notice, kind: 'armedd' as 'armed' }] }, 'record 1 (notice 4) has kind "armedd"'],
      [
        { ...file, state: { ...file.state, feeds: { 'BTC-USDT|mark': { price: '6000u.0', at: 1 } } } },
        'record "BTC-USDT|mark" (price feed) has price "6000u.0"',
      ],
      [
        { ...file, state: { ...file.state, positions: { 'BTC-USDT': { side: 'lonf' as 'long', quantity: '1' } } } },
        'record "BTC-USDT" (position) has side "lonf"',
      ],
      [
        { ...file, state: { ...file.state, feeds: { 'BTC-USDT|marc': { price: '1', at: 1 } } } },
        'record "BTC-USDT|marc" (price feed) is under a name Perpdesk does not write',
      ],
      [{ ...file, read: -1 }, 'its read is -1'],
    ];
    for (const [bad, words] of cases) {
      writeFileSync(store.file, encodeStore('held', 2, bad));
      expect(await storeRefusal(() => store.load())).toContain(`${store.file}: ${words};`);
    }
  });

  it('refuses a file whose checksum does not match, whose content is null, or a directory in its place, naming it', async () => {
    const store = freshStore();
    await store.save(held([stop]));
    writeFileSync(store.file, readFileSync(store.file, 'utf8').replace('58832.5', '58832.0'));
    expect(await storeRefusal(() => store.load())).toBe(
      `${store.file}: the checksum does not match its contents (changed outside Perpdesk?); move the file away to start without it (no held order is then armed)`,
    );
    writeFileSync(store.file, 'null');
    expect(await storeRefusal(() => store.load())).toContain(`${store.file}: it holds null, not held orders;`);
    writeFileSync(store.file, '');
    expect(await storeRefusal(() => store.load())).toContain(`${store.file}: it is not JSON (damaged or cut short);`);
    writeFileSync(store.file, JSON.stringify([stop]));
    expect(await storeRefusal(() => store.load())).toContain(`${store.file}: it holds [{`);
    rmSync(store.file);
    mkdirSync(store.file);
    expect(await storeRefusal(() => store.load())).toContain(`${store.file}: it is a directory, not a file;`);
  });

  it.skipIf(process.getuid?.() === 0)('refuses a file it may not read, naming it', async () => {
    const store = freshStore();
    await store.save(held([stop]));
    chmodSync(store.file, 0o000);
    expect(await storeRefusal(() => store.load())).toContain(`${store.file}: Perpdesk is not allowed to read it (permission denied);`);
  });

  it('loads a file written before checksums when every record validates, and writes it checksummed at the next save', async () => {
    const store = freshStore();
    const file = held([stop, leg, trailing]);
    mkdirSync(`${dir}/held`, { recursive: true });
    writeFileSync(store.file, legacyText(file));
    expect(await store.load()).toEqual(loaded(file));
    await store.save(await store.load());
    expect(readFileSync(store.file, 'utf8')).toMatch(/^\{"sha256":"[0-9a-f]{64}","store":"held","version":2,/);
    expect(await store.load()).toEqual(loaded(file));
  });

  it('reads an order written before exits had a type as a market exit, its exits counted from its attempts', async () => {
    const store = freshStore();
    const {
      exit: _exit,
      sent: _sent,
      partial: _partial,
      ...old
    } = { ...stop, status: 'firing' as const, attempts: 1, exitClientOrderId: 'h1x1', firedAt: 7 };
    mkdirSync(`${dir}/held`, { recursive: true });
    writeFileSync(store.file, JSON.stringify({ version: 1, state: { orders: [old] } }));
    const { state, notices, read, keepAwake } = await store.load();
    expect(state.orders).toEqual([{ ...old, exit: { type: 'market' }, sent: 2, partial: false, exitQuantity: null }]);
    expect({ feeds: state.feeds, positions: state.positions, notices, read, keepAwake }).toEqual({
      feeds: {},
      positions: {},
      notices: [],
      read: 0,
      keepAwake: false,
    });
  });

  it('keeps a tier with breakeven after it, and reads orders written before tiers as no tier that moves no stop', async () => {
    const store = freshStore();
    const tp1 = newHeldOrder({
      id: 'h4',
      pair: 'BTC-USDT',
      kind: 'take-profit',
      positionSide: 'long',
      createdAt: 4000,
      trigger: '60500.0',
      quantity: '0.005',
      tier: 1,
      share: '50',
      breakevenAfterTp1: true,
      market: { takerFeeRate: '0.0006', priceDecimal: 1, tradeDecimal: 3 },
    });
    const withEntry = held([stop, tp1]);
    withEntry.state.positions['BTC-USDT'] = { side: 'long', quantity: '0.010', entry: '60000.0' };
    await store.save(withEntry);
    expect(await store.load()).toEqual(withEntry);

    const before = held([stop]);
    const { tier: _t, share: _s, breakevenAfterTp1: _b, market: _m, ...old } = stop;
    writeFileSync(store.file, encodeStore('held', 2, { ...before, state: { ...before.state, orders: [old] } }));
    expect((await store.load()).state.orders).toEqual([{ ...old, tier: null, share: null, breakevenAfterTp1: false, market: null }]);

    writeFileSync(store.file, encodeStore('held', 2, held([{ ...tp1, tier: 5 }])));
    expect(await storeRefusal(() => store.load())).toContain(`${store.file}: record 1 (held order h4) has tier 5`);
  });

  it('refuses a file of another version or another store, naming it', async () => {
    const store = freshStore();
    mkdirSync(`${dir}/held`, { recursive: true });
    writeFileSync(store.file, JSON.stringify({ version: 3, ...held([]) }));
    expect(await storeRefusal(() => store.load())).toContain(`${store.file}: it was written by a Perpdesk this one does not read (version 3);`);
    writeFileSync(store.file, encodeStore('alerts', 2, { alerts: [] }));
    expect(await storeRefusal(() => store.load())).toContain(`${store.file}: it is marked as a "alerts" store, not one of held orders;`);
  });
});

const freshStoreAt = (file: string) => openHeldStore(dir, file.slice(`${dir}/held/`.length, -'.json'.length));
