/**
 * The ladder's rows as drawn by a row pool (ui/row-pool.ts), outside React: each row's slot values (pure, from the
 * grid's LadderRow) and the template that builds one row. A row keeps its place on screen, so a new answer or a
 * scroll rewrites only the texts and attributes that changed. With ladder trading on, each size cell carries a
 * button "Buy at ‹price›" / "Sell at ‹price›" laid over it, and the My orders cell "Cancel orders at ‹price›" where
 * the trader has orders; with it off they are hidden (out of the accessibility tree too). Clicks, hovers, drags and
 * keys are handled once, on the grid (LadderRows.tsx), by `data-act` and the row's `data-price`.
 */
import { wordsOf } from '../../../shared/trading/held-kinds';
import { attrSlot, classSlot, element, styleSlot, text, textSlot, type PooledRow, type RowValues, type SlotWriter } from '../../ui/row-pool';
import { KIND_TAGS } from '../../domain/protection/held-at-price';
import type { LadderMark, LadderRow } from './ladder-grid';

/** As in ladder.css: every row is this tall, so the rows that fit are the height over it. */
export const LADDER_ROW_HEIGHT = 17;

/** A mark as read aloud in the row's name. */
export const MARK_NAMES: Record<LadderMark, string> = {
  'best-bid': 'best bid',
  'best-ask': 'best ask',
  last: 'last trade',
  mark: 'mark price',
  entry: 'entry',
  liquidation: 'liquidation',
  ...wordsOf('ladder'),
  'chase-buy': 'chase buy held by Perpdesk',
  'chase-sell': 'chase sell held by Perpdesk',
  'twap-limit-buy': 'TWAP buy price limit held by Perpdesk',
  'twap-limit-sell': 'TWAP sell price limit held by Perpdesk',
};
/** The tag drawn after the price for a mark ('' for none: the best bid and ask are coloured instead). */
export const MARK_TAGS: Record<LadderMark, string> = {
  'best-bid': '',
  'best-ask': '',
  last: '◂',
  mark: 'M',
  entry: 'E',
  liquidation: 'L',
  ...KIND_TAGS,
  'chase-buy': 'Chase',
  'chase-sell': 'Chase',
  'twap-limit-buy': 'TWAP limit',
  'twap-limit-sell': 'TWAP limit',
};
const TAGGED = (Object.keys(MARK_TAGS) as LadderMark[]).filter((m) => MARK_TAGS[m] !== '');

export type LadderAct = 'buy' | 'sell' | 'cancel';

/** Sizes of the trader's own orders at a row, as read and shown: "buy 0.010", "sell 0.5". */
const mineOf = (row: LadderRow): string => [row.myBuy && `buy ${row.myBuy}`, row.mySell && `sell ${row.mySell}`].filter(Boolean).join(', ');

export function ladderRowLabel(row: LadderRow): string {
  const marks = row.marks.map((m) => MARK_NAMES[m]);
  return `${row.price}, bid size ${row.bid ?? 'none'}, ask size ${row.ask ?? 'none'}, my orders ${mineOf(row) || 'none'}${marks.length ? `; ${marks.join(', ')}` : ''}`;
}

/** A `hidden` attribute's value: '' hides, null shows. */
const hiddenUnless = (shown: boolean): string | null => (shown ? null : '');
const bar = (share: number): string => `scaleX(${share.toFixed(2)})`;

/**
 * Slots, in the template's order: the row's class, data-price, data-marks, aria-label; the bid cell (bar, text,
 * button hidden, button name); the price and one `hidden` per tagged mark; the ask cell as the bid's; the My orders
 * cell (buy size, the space between, sell size, button hidden, button name); the volume.
 */
export function ladderRowValues(row: LadderRow, tradingOn: boolean): RowValues {
  const mine = row.myBuy !== null || row.mySell !== null;
  return [
    `ladder-row${row.marks.map((m) => ` ladder-row-${m}`).join('')}`,
    row.price,
    row.marks.length ? row.marks.join(' ') : null,
    ladderRowLabel(row),
    bar(row.bidShare),
    row.bid ?? '',
    hiddenUnless(tradingOn),
    // A hidden button needs no name: none is written while ladder trading is off, as the rows' prices move.
    tradingOn ? `Buy at ${row.price}` : null,
    row.price,
    ...TAGGED.map((m) => hiddenUnless(row.marks.includes(m))),
    bar(row.askShare),
    row.ask ?? '',
    hiddenUnless(tradingOn),
    tradingOn ? `Sell at ${row.price}` : null,
    row.myBuy ?? '',
    row.myBuy && row.mySell ? ' ' : '',
    row.mySell ?? '',
    hiddenUnless(tradingOn && mine),
    tradingOn && mine ? `Cancel orders at ${row.price}` : null,
    row.volume ?? '',
  ];
}

/** A size cell: the depth bar, the size, and the hit button laid over it. */
function sizeCell(side: 'bid' | 'ask', act: LadderAct): { cell: HTMLElement; slots: SlotWriter[] } {
  const size = text();
  const barElement = element('span', 'ladder-bar');
  const hit = element('button', 'ladder-hit', { type: 'button', tabindex: '-1', 'data-act': act });
  const cell = element(
    'span',
    `ladder-cell ladder-size ladder-${side} num`,
    { role: 'gridcell' },
    barElement,
    element('span', 'ladder-text', {}, size),
    hit,
  );
  return { cell, slots: [styleSlot(barElement, 'transform'), textSlot(size), attrSlot(hit, 'hidden'), attrSlot(hit, 'aria-label')] };
}

export function makeLadderRow(): PooledRow {
  const row = element('div', null, { role: 'row', tabindex: '-1' });
  const bid = sizeCell('bid', 'buy');
  const ask = sizeCell('ask', 'sell');
  const price = text();
  const tags = TAGGED.map((m) =>
    element('span', `ladder-tag ladder-tag-${m}`, { title: MARK_NAMES[m], hidden: '' }, document.createTextNode(MARK_TAGS[m])),
  );
  const [myBuy, between, mySell, volume] = [text(), text(), text(), text()];
  const cancel = element('button', 'ladder-hit', {
    type: 'button',
    tabindex: '-1',
    'data-act': 'cancel',
    title: 'Click: cancel them. Drag to another row: move them there.',
  });
  row.append(
    bid.cell,
    element('span', 'ladder-cell ladder-price num', { role: 'gridcell' }, price, ...tags),
    ask.cell,
    element(
      'span',
      'ladder-cell ladder-mine num',
      { role: 'gridcell' },
      element('span', 'ladder-mine-buy', {}, myBuy),
      between,
      element('span', 'ladder-mine-sell', {}, mySell),
      cancel,
    ),
    element('span', 'ladder-cell ladder-volume num muted', { role: 'gridcell' }, volume),
  );
  return {
    element: row,
    slots: [
      classSlot(row),
      attrSlot(row, 'data-price'),
      attrSlot(row, 'data-marks'),
      attrSlot(row, 'aria-label'),
      ...bid.slots,
      textSlot(price),
      ...tags.map((tag) => attrSlot(tag, 'hidden')),
      ...ask.slots,
      textSlot(myBuy),
      textSlot(between),
      textSlot(mySell),
      attrSlot(cancel, 'hidden'),
      attrSlot(cancel, 'aria-label'),
      textSlot(volume),
    ],
  };
}
