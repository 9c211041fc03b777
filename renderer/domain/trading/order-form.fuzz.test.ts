/**
 * Fuzzing the order form's engine (order-form.ts, scale-form.ts, entry-context.ts) with whatever a trader could
 * type or paste into its text fields — unicode, signs, exponents, commas, whitespace, huge and tiny values, many
 * decimals — on markets of different decimals and in different states of the account and the book. It never
 * throws; for each side it gives either a request (plain positive decimals within the pair's decimals, which the
 * bridge contract accepts) or errors that are sentences, never both and never neither; what the screen works out
 * besides (the errors shown, the max, the percent buttons) never throws either.
 *
 * Reproduce a failure with the seed (and path) fast-check prints: FC_SEED=… FC_PATH=… npx vitest run <this file>.
 */
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract } from '../../../shared/bridge';
import { decimalsOf, isPlainDecimal } from '../../../shared/decimal';
import { limits, visibleErrors, type EntryContext, type EntryPair, type FieldErrors, type Side } from './entry-context';
import { evaluateOrderForm, maxQuantity, percentOfMax, priceForMax, quantityTextAt, type OrderForm, type OrderFormFields } from './order-form';
import { evaluateScaleForm, type ScaleForm, type ScaleFormFields } from './scale-form';
import { BTC, BTC_CONFIG, context } from './testing';

/** Replays a failure: fast-check prints the seed and path of the counterexample. (No Node types in renderer/.) */
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const replay = {
  ...(env['FC_SEED'] ? { seed: Number(env['FC_SEED']) } : {}),
  ...(env['FC_PATH'] ? { path: env['FC_PATH'] } : {}),
};

// ---- what a trader may type ----------------------------------------------------------------------------------

const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9'), minLength, maxLength });

/** Number-like text: signs, separators, exponents, padding, units, in any combination. */
const numberLike = fc
  .tuple(
    fc.constantFrom('', '', '', ' ', '\t', '\u00a0', '\u3000', '+', '-', '\u2212', '$'),
    digits(0, 24),
    fc.option(fc.tuple(fc.constantFrom('.', '.', '.', ',', '\u066b', '..'), digits(0, 24)), { nil: undefined }),
    fc.option(fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), digits(1, 4)), { nil: undefined, freq: 6 }),
    fc.constantFrom('', '', '', ' ', '\n', '%', 'k', ' BTC', '\u200b'),
  )
  .map(([lead, int, frac, exp, tail]) => `${lead}${int}${frac ? frac.join('') : ''}${exp ? exp.join('') : ''}${tail}`);

/** Plain decimals around the markets' ranges: the engine's happy paths get their share of the runs. */
const plainDecimal = fc
  .tuple(fc.oneof(fc.nat(10), fc.nat(200_000), fc.constant(0)), fc.option(digits(0, 6), { nil: undefined }))
  .map(([int, frac]) => (frac === undefined ? String(int) : `${int}.${frac}`));

/** Hand-picked troublemakers. */
const special = fc.constantFrom(
  '',
  ' ',
  '.',
  '-',
  '+',
  '-0',
  '0',
  '0.0',
  '00.5',
  '.5',
  '5.',
  '1e3',
  '1E-7',
  '0x10',
  '0b1',
  '0o7',
  '1_000',
  '1,5',
  '1,000.5',
  '1 000',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  '٣',
  '９',
  '①',
  '½',
  '1e400',
  '9'.repeat(400),
  `0.${'0'.repeat(300)}1`,
  `${'1'.repeat(60)}.${'9'.repeat(60)}`,
  '\u0000',
  '\ud800',
  '💸',
  ' 60000.0 ',
  '60000.00',
  '0.0001',
  '100.001',
  '100',
  '0.001',
);

/** Whatever could land in a text field. */
const typed = fc.oneof(
  { arbitrary: numberLike, weight: 4 },
  { arbitrary: plainDecimal, weight: 4 },
  { arbitrary: special, weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
);

// ---- what the form knows -------------------------------------------------------------------------------------

/** Markets of other decimals than BTC-USDT's: whole-lot quantities, fine prices. */
const DOGE: EntryPair = {
  ...BTC,
  symbol: 'DOGE-USDT',
  priceDecimal: 5,
  tradeDecimal: 0,
  settleDecimal: 6,
  minCount: '1',
  maxCount: '1000000',
  maxLever: 10,
  tradeCoinName: 'DOGE',
};
const FINE: EntryPair = {
  ...BTC,
  symbol: 'SOL-USDT',
  priceDecimal: 3,
  tradeDecimal: 2,
  settleDecimal: 2,
  minCount: '0.01',
  maxCount: '5000',
  tradeCoinName: 'SOL',
};

type Book = EntryContext['book'];
/** Each market's books, in its own decimals: full, one-sided, empty, or not arrived yet. */
const BOOKS: Record<string, Book[]> = {
  'BTC-USDT': [context().book, { bids: [{ price: '59990.0', quantity: '0.001' }], asks: [] }],
  'DOGE-USDT': [
    {
      bids: [{ price: '0.16240', quantity: '5000' }],
      asks: [
        { price: '0.16250', quantity: '12' },
        { price: '0.16300', quantity: '90000' },
      ],
    },
    { bids: [], asks: [{ price: '0.16250', quantity: '12' }] },
  ],
  'SOL-USDT': [{ bids: [{ price: '150.250', quantity: '10.00' }], asks: [{ price: '150.300', quantity: '3.50' }] }],
};

const contexts = fc
  .oneof({ arbitrary: fc.constantFrom(BTC, DOGE, FINE), weight: 9 }, fc.constant({ ...BTC, tradable: false }))
  .chain((pair) =>
    fc.record({
      pair: fc.constant(pair),
      config: fc.constantFrom<EntryContext['config'] | 'own'>('own', null, BTC_CONFIG, { ...BTC_CONFIG, amountMin: '5', amountMax: '100000' }),
      book: fc.constantFrom<Book>(...BOOKS[pair.symbol]!, null, { bids: [], asks: [] }),
      available: fc.constantFrom(null, '0', '0.0001', '10000.0000', '99999999999.9999', '99999999999.9999'),
      position: fc.constantFrom<EntryContext['position']>(
        null,
        null,
        null,
        {
          isLong: true,
          quantity: (Number(pair.minCount) * 500).toFixed(pair.tradeDecimal),
          amount: '30000.0000',
          margin: '3000.0000',
          leverage: 10,
          mode: 'isolated',
        },
        {
          isLong: false,
          quantity: (Number(pair.minCount) * 2000).toFixed(pair.tradeDecimal),
          amount: '120000.0000',
          margin: '4800.0000',
          leverage: 25,
          mode: 'cross',
        },
      ),
      openOrderModes: fc.constantFrom<EntryContext['openOrderModes']>([], [], [], [], ['isolated'], ['cross'], ['isolated', 'cross']),
      leverageRange: fc.constantFrom({ min: 1, max: 25 }, { min: 1, max: 25 }, { min: 1, max: 10 }, { min: 5, max: 5 }),
      rebateRate: fc.constantFrom('0', '0.0001'),
    }),
  )
  .map(({ config, ...more }): EntryContext => {
    const ctx = context(more);
    // The trade config as the exchange sends it for this market; or none yet (the pair's limits stand in).
    if (config === 'own') return { ...ctx, config: { ...BTC_CONFIG, quantityMin: ctx.pair.minCount, quantityMax: ctx.pair.maxCount } };
    return { ...ctx, config };
  });

/** The leverage control offers whole numbers; the account's setting may lie outside the pair's range. */
const leverage = fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 30 }), fc.constantFrom(1, 10, 25, 125));
const side = fc.constantFrom<Side>('buy', 'sell');

/** Plain text in a market's own decimals, around its prices and lot sizes: the form should take most of it. */
const fitting = (decimals: number, maxInt: number) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: maxInt }),
      fc.integer({ min: 0, max: decimals }).chain((n) => digits(n, n)),
    )
    .map(([int, frac]) => (frac === '' ? String(int) : `${int}.${frac}`));
const priceText = (pair: EntryPair) =>
  fc.oneof({ arbitrary: typed, weight: 2 }, { arbitrary: fitting(pair.priceDecimal, pair.priceDecimal >= 3 ? 200 : 70_000), weight: 3 });
const quantityText = (pair: EntryPair) =>
  fc.oneof({ arbitrary: typed, weight: 2 }, { arbitrary: fitting(pair.tradeDecimal, pair.tradeDecimal === 0 ? 50_000 : 3), weight: 3 });

/** A context, and what the trader typed into the form there. */
const single = contexts.chain((ctx) =>
  fc.record({
    ctx: fc.constant(ctx),
    fields: fc.record<OrderFormFields>({
      type: fc.constantFrom('limit', 'market'),
      price: priceText(ctx.pair),
      quantity: fc.oneof(quantityText(ctx.pair), fitting(2, 500)),
      unit: fc.constantFrom('base', 'base', 'quote'),
      leverage,
      marginMode: fc.constantFrom('isolated', 'cross'),
      timeInForce: fc.constantFrom('GTC', 'IOC', 'FOK', 'POST_ONLY'),
    }),
  }),
);

const scale = contexts.chain((ctx) =>
  fc.record({
    ctx: fc.constant(ctx),
    fields: fc.record<ScaleFormFields>({
      fromPrice: fc.oneof(priceText(ctx.pair), fitting(ctx.pair.priceDecimal, 1000)),
      toPrice: fc.oneof(priceText(ctx.pair), fitting(ctx.pair.priceDecimal, 1000)),
      count: fc.oneof(
        typed,
        fc.integer({ min: -5, max: 120 }).map(String),
        fc.integer({ min: 2, max: 10 }).map(String),
        fc.constantFrom('2', '3', ' 5 '),
      ),
      totalQuantity: fc.oneof(quantityText(ctx.pair), fitting(ctx.pair.tradeDecimal, 60)),
      distribution: fc.constantFrom('flat', 'increasing', 'decreasing'),
      leverage,
      marginMode: fc.constantFrom('isolated', 'cross'),
      timeInForce: fc.oneof(fc.constantFrom('GTC', 'POST_ONLY', 'IOC'), fc.string({ maxLength: 8 })),
    }),
  }),
);

// ---- what a good answer looks like ---------------------------------------------------------------------------

const FIELD_KEYS = ['price', 'quantity', 'fromPrice', 'toPrice', 'count', 'totalQuantity', 'leverage', 'marginMode', 'form'];

/** Where a check failed; built only when one does (the runs are many). */
type Where = () => string;
function must(ok: boolean, where: Where, what: () => string): void {
  if (!ok) throw new Error(`${where()}: ${what()}`);
}

/** A message a trader can read: trimmed, words, a capital or a figure first, no leaked JavaScript values. */
const isSentence = (message: unknown): boolean =>
  typeof message === 'string' &&
  message.length >= 8 &&
  message.trim() === message &&
  /\s/.test(message) &&
  /^[\p{Lu}\p{N}]/u.test(message) &&
  !/\b(undefined|null|NaN|Infinity)\b|\[object /.test(message);

function mustBeErrors(where: Where, errors: FieldErrors): void {
  for (const [key, message] of Object.entries(errors)) {
    must(FIELD_KEYS.includes(key), where, () => `unknown error key ${key}`);
    must(isSentence(message), where, () => `errors.${key} is not a sentence: ${JSON.stringify(message)}`);
  }
}

/** A decimal as the bridge carries it: plain digits, more than zero, at most `decimals` places. */
function mustBeDecimal(where: Where, name: string, value: unknown, decimals: number): void {
  const ok = typeof value === 'string' && isPlainDecimal(value) && !/^0(\.0*)?$/.test(value) && decimalsOf(value) <= decimals;
  must(ok, where, () => `${name} ${JSON.stringify(value)} is not a positive decimal with at most ${decimals} places`);
}

/**
 * What the trader typed, taken literally: plain digits with at most one point, around which only whitespace is
 * forgiven, and the same number as the request's. Nothing is guessed (no exponent, sign, comma or other digits).
 */
function mustBeAsTyped(where: Where, name: string, typed: string, sent: string | undefined): void {
  const text = typed.trim();
  const literal = /^\d*\.?\d*$/.test(text) && /\d/.test(text) && sent !== undefined && new Decimal(text).eq(sent);
  must(literal, where, () => `${name} typed ${JSON.stringify(typed)} was sent as ${JSON.stringify(sent)}`);
}

/** Exactly one of: a request, or errors. */
function mustBeRequestXorErrors(where: Where, form: OrderForm | ScaleForm): void {
  const errorCount = Object.keys(form.errors).length;
  must(
    form.request === null ? errorCount > 0 : errorCount === 0,
    where,
    () => `request ${JSON.stringify(form.request)} with errors ${JSON.stringify(form.errors)}`,
  );
}

function checkOrder(ctx: EntryContext, fields: OrderFormFields, side: Side): OrderForm {
  const where = () => `${side} ${JSON.stringify(fields)} on ${ctx.pair.symbol}`;
  const form = evaluateOrderForm(fields, ctx, side);
  mustBeRequestXorErrors(where, form);
  mustBeErrors(where, form.errors);
  const tif = fields.type === 'market' ? (fields.timeInForce === 'FOK' ? 'FOK' : 'IOC') : fields.timeInForce;
  must(form.timeInForce === tif, where, () => `time in force ${form.timeInForce}`);
  if (form.preview) {
    mustBeDecimal(where, 'preview.quantity', form.preview.quantity, ctx.pair.tradeDecimal);
    mustBeDecimal(where, 'preview.price', form.preview.price, ctx.pair.priceDecimal);
    must(isPlainDecimal(form.preview.notional), where, () => `preview.notional ${form.preview?.notional}`);
    if (form.preview.note !== undefined) must(isSentence(form.preview.note), where, () => `preview.note ${form.preview?.note}`);
  }
  const request = form.request;
  if (request) {
    const same =
      request.pair === ctx.pair.symbol && request.side === side && request.type === fields.type && request.marginMode === fields.marginMode;
    must(same, where, () => `request ${JSON.stringify(request)} is not the order asked for`);
    mustBeDecimal(where, 'request.quantity', request.quantity, ctx.pair.tradeDecimal);
    const { quantityMin, quantityMax } = limits(ctx);
    must(
      Number(request.quantity) >= Number(quantityMin) && Number(request.quantity) <= Number(quantityMax),
      where,
      () => `quantity ${request.quantity} outside the limits`,
    );
    if (fields.unit === 'base') mustBeAsTyped(where, 'quantity', fields.quantity, request.quantity);
    if (fields.type === 'limit') mustBeAsTyped(where, 'price', fields.price, request.price);
    if (fields.type === 'limit') mustBeDecimal(where, 'request.price', request.price, ctx.pair.priceDecimal);
    else must(request.price === undefined, where, () => 'a market order carries a price');
    if (request.leverage !== undefined) {
      must(
        request.leverage >= ctx.leverageRange.min && request.leverage <= ctx.leverageRange.max,
        where,
        () => `leverage ${request.leverage} out of range`,
      );
    }
    // What the form sends, the bridge accepts as it stands.
    const parsed = contract['trading.placeOrder'].params.safeParse(request);
    must(parsed.success, where, () => `the bridge refuses ${JSON.stringify(request)}: ${parsed.error?.message}`);
  }
  return form;
}

function checkScale(ctx: EntryContext, fields: ScaleFormFields, side: Side): ScaleForm {
  const where = () => `${side} scale ${JSON.stringify(fields)} on ${ctx.pair.symbol}`;
  const form = evaluateScaleForm(fields, ctx, side);
  mustBeRequestXorErrors(where, form);
  mustBeErrors(where, form.errors);
  const request = form.request;
  if (request) {
    must(
      request.pair === ctx.pair.symbol && request.side === side && request.marginMode === fields.marginMode,
      where,
      () => `request ${JSON.stringify(request)}`,
    );
    mustBeDecimal(where, 'fromPrice', request.fromPrice, ctx.pair.priceDecimal);
    mustBeDecimal(where, 'toPrice', request.toPrice, ctx.pair.priceDecimal);
    mustBeDecimal(where, 'totalQuantity', request.totalQuantity, ctx.pair.tradeDecimal);
    mustBeAsTyped(where, 'fromPrice', fields.fromPrice, request.fromPrice);
    mustBeAsTyped(where, 'toPrice', fields.toPrice, request.toPrice);
    mustBeAsTyped(where, 'totalQuantity', fields.totalQuantity, request.totalQuantity);
    must(
      /^\d+$/.test(fields.count.trim()) && Number(fields.count.trim()) === request.count,
      where,
      () => `count typed ${JSON.stringify(fields.count)}`,
    );
    must(Number.isInteger(request.count) && request.count >= 2 && request.count <= 100, where, () => `count ${request.count}`);
    must(form.preview?.legs.length === request.count, where, () => `${form.preview?.legs.length} legs for ${request.count} orders`);
    for (const leg of form.preview?.legs ?? []) {
      mustBeDecimal(where, 'leg.price', leg.price, ctx.pair.priceDecimal);
      mustBeDecimal(where, 'leg.quantity', leg.quantity, ctx.pair.tradeDecimal);
    }
    const parsed = contract['trading.placeScale'].params.safeParse(request);
    must(parsed.success, where, () => `the bridge refuses ${JSON.stringify(request)}: ${parsed.error?.message}`);
  }
  return form;
}

describe('the order form, fuzzed', () => {
  it('never throws, and gives a valid request or sentences at the fields for any text in any field', () => {
    fc.assert(
      fc.property(single, side, ({ ctx, fields }, attempted) => {
        // As the screen does on every keystroke: both sides, the errors shown, the max and the slider.
        const buy = checkOrder(ctx, fields, 'buy');
        const sell = checkOrder(ctx, fields, 'sell');
        expect(evaluateOrderForm(fields, ctx, 'buy'), 'the engine is pure').toEqual(buy);
        const where = () => JSON.stringify(fields);
        const touched = { price: true, quantity: true };
        for (const who of [null, attempted] as const) mustBeErrors(where, visibleErrors(buy.errors, sell.errors, who, touched));

        const at = priceForMax(ctx, fields);
        if (at !== null) mustBeDecimal(where, 'priceForMax', at, ctx.pair.priceDecimal);
        const max = maxQuantity(ctx, at, fields.leverage);
        if (max !== null) must(isPlainDecimal(max) && decimalsOf(max) === ctx.pair.tradeDecimal, where, () => `max ${max}`);
        const percent = percentOfMax(buy.preview?.quantity ?? sell.preview?.quantity ?? null, max);
        must(Number.isInteger(percent) && percent >= 0 && percent <= 100, where, () => `percent ${percent}`);
        if (max !== null && at !== null) {
          for (const pct of [25, 100]) {
            // What the percent buttons type goes back through the form like anything typed.
            const text = quantityTextAt(ctx, max, pct, fields.unit, at);
            must(isPlainDecimal(text), where, () => `quantityTextAt ${text}`);
            checkOrder(ctx, { ...fields, quantity: text }, attempted);
          }
        }
      }),
      { numRuns: 1000, ...replay },
    );
  });

  it('turns a plain price and quantity within the pair’s decimals and limits into a request, on an open market', () => {
    // The other half of the bargain: the form does not refuse what it should take.
    const pairs = fc.constantFrom(BTC, DOGE, FINE);
    const valid = pairs.chain((pair) =>
      fc.record({
        pair: fc.constant(pair),
        price: fc
          .tuple(fc.integer({ min: 1, max: 99_999 }), digits(pair.priceDecimal, pair.priceDecimal))
          .map(([i, f]) => (f ? `${i}.${f}` : `${i}`)),
        lots: fc.integer({ min: 1, max: 1000 }),
      }),
    );
    fc.assert(
      fc.property(valid, side, ({ pair, price, lots }, s) => {
        const quantity = (Number(pair.minCount) * lots).toFixed(pair.tradeDecimal);
        const ctx = { ...context({ pair, available: null, leverageRange: { min: 1, max: 25 } }), config: null };
        const form = checkOrder(
          ctx,
          { type: 'limit', price: ` ${price} `, quantity, unit: 'base', leverage: 5, marginMode: 'isolated', timeInForce: 'GTC' },
          s,
        );
        expect(form.errors).toEqual({});
        expect(form.request).toMatchObject({ price, quantity });
      }),
      { numRuns: 300, ...replay },
    );
  });
});

describe('the scale order form, fuzzed', () => {
  it('never throws, and gives a valid request or sentences at the fields for any text in any field', () => {
    fc.assert(
      fc.property(scale, ({ ctx, fields }) => {
        const buy = checkScale(ctx, fields, 'buy');
        const sell = checkScale(ctx, fields, 'sell');
        mustBeErrors(
          () => JSON.stringify(fields),
          visibleErrors(buy.errors, sell.errors, null, { fromPrice: true, toPrice: true, count: true, totalQuantity: true }),
        );
      }),
      { numRuns: 500, ...replay },
    );
  });
});
