import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import { sameLadderRow, type LadderMark, type LadderRow } from './ladder-grid';
import type { Side } from '../trading/entry-context';
import { KIND_TAGS } from '../protection/held-at-price';

/** As in ladder.css: every row is this tall, so the rows that fit are the height over it. */
export const LADDER_ROW_HEIGHT = 18;

const MARK_NAMES: Record<LadderMark, string> = {
  'best-bid': 'best bid',
  'best-ask': 'best ask',
  last: 'last trade',
  mark: 'mark price',
  entry: 'entry',
  liquidation: 'liquidation',
  'stop-loss': 'stop loss held by Perpdesk',
  'take-profit': 'take profit held by Perpdesk',
  'trailing-stop': 'trailing stop held by Perpdesk',
};
const MARK_TAGS: Record<LadderMark, string> = {
  'best-bid': '',
  'best-ask': '',
  last: '◂',
  mark: 'M',
  entry: 'E',
  liquidation: 'L',
  ...KIND_TAGS,
};

export interface RowHandlers {
  /** What a click on the cell would do (the hover), computed only when the pointer or keyboard gets there. */
  explain: (side: Side, price: string) => string;
  place: (side: Side, price: string) => void;
  /** What an Alt+click on the row would hold there (the price cell's hover), and doing it. */
  explainProtect: (price: string) => string;
  protectAt: (price: string) => void;
  cancelAt: (price: string) => void;
  dragStart: (price: string) => void;
  onKey: (event: KeyboardEvent<HTMLDivElement>, price: string) => void;
}

interface RowProps {
  row: LadderRow;
  tradingOn: boolean;
  handlers: RowHandlers;
}

/** The trader's own sizes at a row, each in its side's colour: a coarse grouping can hold a buy and a sell. */
function MineSizes({ row }: { row: LadderRow }) {
  return (
    <>
      {row.myBuy && <span className="ladder-mine-buy">{row.myBuy}</span>}
      {row.myBuy && row.mySell && ' '}
      {row.mySell && <span className="ladder-mine-sell">{row.mySell}</span>}
    </>
  );
}

/** Sizes of the trader's own orders at a row, as read and shown: "buy 0.010", "sell 0.5". */
const mineOf = (row: LadderRow): string => [row.myBuy && `buy ${row.myBuy}`, row.mySell && `sell ${row.mySell}`].filter(Boolean).join(', ');

/**
 * One price of the ladder. Rows are keyed by their place on screen, so a scroll or a new answer rewrites a row's
 * text in place; a row whose content is unchanged is not redrawn at all.
 */
export const LadderRowView = memo(
  function LadderRowView({ row, tradingOn, handlers }: RowProps) {
    const mine = mineOf(row);
    const marks = row.marks.map((m) => MARK_NAMES[m]);
    const label = `${row.price}, bid size ${row.bid ?? 'none'}, ask size ${row.ask ?? 'none'}, my orders ${mine || 'none'}${marks.length ? `; ${marks.join(', ')}` : ''}`;
    const hover = (side: Side) => (event: PointerEvent<HTMLElement>) => {
      event.currentTarget.title = handlers.explain(side, row.price);
    };
    const sizeCell = (side: Side) => {
      const size = side === 'buy' ? row.bid : row.ask;
      const share = side === 'buy' ? row.bidShare : row.askShare;
      const className = `ladder-cell ladder-size ladder-${side === 'buy' ? 'bid' : 'ask'} num`;
      const content = (
        <>
          <span className="ladder-bar" style={{ transform: `scaleX(${share.toFixed(3)})` }} />
          <span className="ladder-text">{size ?? ''}</span>
        </>
      );
      return (
        <span role="gridcell" className={className}>
          {tradingOn ? (
            <button
              type="button"
              tabIndex={-1}
              className="ladder-hit"
              aria-label={`${side === 'buy' ? 'Buy' : 'Sell'} at ${row.price}`}
              onPointerEnter={hover(side)}
              onClick={() => handlers.place(side, row.price)}
            >
              {content}
            </button>
          ) : (
            content
          )}
        </span>
      );
    };
    return (
      <div
        role="row"
        tabIndex={-1}
        aria-label={label}
        className={`ladder-row${row.marks.length ? ` ${row.marks.map((m) => `ladder-row-${m}`).join(' ')}` : ''}`}
        data-price={row.price}
        data-marks={row.marks.join(' ') || undefined}
        onKeyDown={(event) => handlers.onKey(event, row.price)}
        onClickCapture={(event) => {
          // Alt+click anywhere on the row: a stop or a target there, instead of what the cell would do.
          if (!event.altKey) return;
          event.preventDefault();
          event.stopPropagation();
          handlers.protectAt(row.price);
        }}
      >
        {sizeCell('buy')}
        <span
          role="gridcell"
          className="ladder-cell ladder-price num"
          onPointerEnter={(event) => {
            event.currentTarget.title = handlers.explainProtect(row.price);
          }}
        >
          {row.price}
          {row.marks.map((m) =>
            MARK_TAGS[m] ? (
              <span key={m} className={`ladder-tag ladder-tag-${m}`} title={MARK_NAMES[m]}>
                {MARK_TAGS[m]}
              </span>
            ) : null,
          )}
        </span>
        {sizeCell('sell')}
        <span role="gridcell" className="ladder-cell ladder-mine num">
          {mine && tradingOn ? (
            <button
              type="button"
              tabIndex={-1}
              className="ladder-hit"
              aria-label={`Cancel orders at ${row.price}`}
              title="Click: cancel them. Drag to another row: move them there."
              onPointerDown={(event) => {
                if (event.button === 0) handlers.dragStart(row.price);
              }}
              onClick={() => handlers.cancelAt(row.price)}
            >
              <MineSizes row={row} />
            </button>
          ) : (
            <MineSizes row={row} />
          )}
        </span>
        <span role="gridcell" className="ladder-cell ladder-volume num muted">
          {row.volume ?? ''}
        </span>
      </div>
    );
  },
  (a, b) => a.tradingOn === b.tradingOn && a.handlers === b.handlers && sameLadderRow(a.row, b.row),
);
