import { useMemo, useState, type ReactNode } from 'react';
import type { Position } from '../../../shared/exchange';
import { useStore } from 'zustand';
import { useFeedsSlice, useFeedValue, useFreshness, useMarketActions, usePairs, useReadOnlyReason, useSettings } from '../../stores';
import type { Said } from '../../services/outcomes';
import { useBreakeven } from '../../services/hooks';
import { flipStepSaid } from '../../services/position-actions';
import { Dialog } from '../../ui/Dialog';
import { formatAge } from '../../ui/format';
import { Table, type Column } from '../../ui/Table';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { AdjustMarginDialog } from './AdjustMarginDialog';
import { BreakevenDialog } from '../../ui/BreakevenDialog';
import { breakevenBlocked, breakevenTitle } from '../../domain/positions/breakeven-model';
import { CloseAll } from './CloseAll';
import { flipQuestion } from './close-all-model';
import { ClosePositionDialog } from './ClosePositionDialog';
import { LeverageDialog } from './LeverageDialog';
import { isCross } from './margin-model';
import { describePosition, toneClass, type PositionView } from './position-view';
import { usePositionActions } from './use-positions';
import './positions.css';
import { ConfirmActions } from './ConfirmActions';

type Open = { dialog: 'close' | 'margin' | 'leverage' | 'flip'; position: Position };

interface Row {
  position: Position;
  view: PositionView;
}

/** What a row shows of the orders Perpdesk holds (the protection panel's, placed by the App). */
export interface PositionsTableProps {
  /** Beside the market: "No stop" while the warning is on and nothing holds a stop on the position. */
  noStopMark: (position: Position) => ReactNode;
  /** The TP / SL column's cell: what is held on the position, and the button to change it. */
  tpSlCell: (position: Position) => ReactNode;
}

/**
 * The open positions of every market, newest first, the columns a trader needs most first (so a narrow window
 * keeps them in sight): size, unrealised PnL and ROE, liquidation price, mark, entry, margin, value, funding,
 * leverage and margin mode; each with Close, Flip, Breakeven and Adjust margin, and its leverage a
 * button to the Leverage dialog. Fills its container (a tab of the bottom area); polls positions while mounted.
 *
 * The mark of every market is the one the exchange valued the position at: value at the mark = opening amount ±
 * unrealised PnL, and mark = that / size. So PnL, value, mark and ROE of a row all come from the same answer.
 */
export function PositionsTable({ noStopMark, tpSlCell }: PositionsTableProps) {
  const data = useFeedValue('positions', (d) => d);
  const status = useFeedsSlice((s) => s.feeds.positions.status);
  const error = useFeedsSlice((s) => s.feeds.positions.error);
  const freshness = useFreshness('positions');
  const pairs = usePairs().data;
  const { select } = useMarketActions();
  const [open, setOpen] = useState<Open | null>(null);
  const settings = useSettings();
  const confirmFirst = useStore(settings, (st) => st.confirm.positions);
  const positionActions = usePositionActions();
  const [flipNote, setFlipNote] = useState<Said | null>(null);
  const [dontAsk, setDontAsk] = useState(false);
  const pairOf = (symbol: string) => pairs?.find((pair) => pair.symbol === symbol);
  const readOnly = useReadOnlyReason();
  const breakeven = useBreakeven(setFlipNote);

  const flip = async (position: Position) => {
    const said = await positionActions.flip(position, (step) => setFlipNote(flipStepSaid(position, step)));
    setFlipNote(said);
  };
  const askFlip = (position: Position) => {
    setDontAsk(false);
    if (confirmFirst) setOpen({ dialog: 'flip', position });
    else void flip(position);
  };

  const rows = useMemo<Row[]>(
    () =>
      (data ?? []).map((p) => ({
        position: p,
        view: describePosition(
          p,
          pairs?.find((pair) => pair.symbol === p.symbol),
        ),
      })),
    [data, pairs],
  );

  const columns: Column<Row>[] = [
    {
      id: 'market',
      header: 'Market',
      cell: ({ position }) => (
        <>
          <button type="button" className="positions-market" title={`Show ${position.symbol}`} onClick={() => select(position.symbol)}>
            {position.symbol}
          </button>
          {noStopMark(position)}
        </>
      ),
    },
    {
      id: 'size',
      header: 'Side · size',
      align: 'end',
      cell: ({ view }) => (
        <>
          <span className={view.side === 'Long' ? 'text-buy' : 'text-sell'}>{view.side}</span> {view.size}
        </>
      ),
    },
    {
      id: 'pnl',
      header: 'Unrealized PnL (ROE)',
      align: 'end',
      cell: ({ view }) => (
        <span className={toneClass(view.pnlTone)} data-field="pnl">
          {view.pnl} <span className="positions-roe">({view.roe})</span>
        </span>
      ),
    },
    {
      id: 'liquidation',
      header: 'Liq. price',
      align: 'end',
      cell: ({ view }) => (
        <span data-field="liquidation" className="positions-liquidation">
          {view.liquidation}
        </span>
      ),
    },
    // A button (to the Leverage dialog): kept left, in sight without scrolling sideways, never under the row's pinned buttons.
    {
      id: 'leverage',
      header: 'Leverage · mode',
      cell: ({ position, view }) => (
        <>
          <button
            type="button"
            className="positions-lever num"
            aria-label={`Leverage ${view.leverage}`}
            title="Change leverage"
            onClick={() => setOpen({ dialog: 'leverage', position })}
          >
            {view.leverage}
          </button>{' '}
          <span className="positions-mode">{view.type}</span>
        </>
      ),
    },
    // Beside the risk it limits, in sight without scrolling (the columns further right may scroll under the row's buttons).
    { id: 'tpsl', header: <span title="Take profit and stop loss held by Perpdesk">TP / SL</span>, cell: ({ position }) => tpSlCell(position) },
    { id: 'mark', header: 'Mark', align: 'end', cell: ({ view }) => view.mark },
    { id: 'entry', header: 'Entry', align: 'end', cell: ({ view }) => view.entry },
    { id: 'margin', header: 'Margin', align: 'end', cell: ({ view }) => <span data-field="margin">{view.margin}</span> },
    { id: 'value', header: 'Value', align: 'end', cell: ({ view }) => view.value },
    {
      id: 'funding',
      header: <span title="Funding paid (−) or received (+) by the position so far">Funding</span>,
      align: 'end',
      cell: ({ view }) => <span className={toneClass(view.fundingTone)}>{view.funding}</span>,
    },
    {
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: ({ position }) => (
        <div className="positions-actions">
          <button
            type="button"
            className="button button-small"
            title="Never more than the position holds: Close is reduce only by nature"
            onClick={() => setOpen({ dialog: 'close', position })}
          >
            Close
          </button>
          <button
            type="button"
            className="button button-small"
            title="Close at market, then open the same size on the other side"
            onClick={() => askFlip(position)}
          >
            Flip
          </button>
          <BreakevenButton position={position} readOnly={readOnly} price={breakeven.priceOf(position)} onPress={(p) => void breakeven.press(p)} />
          <button
            type="button"
            className="button button-small"
            title={isCross(position) ? 'A cross position is backed by the whole available balance' : undefined}
            onClick={() => setOpen({ dialog: 'margin', position })}
          >
            Adjust margin
          </button>
        </div>
      ),
    },
  ];

  const empty = data !== null ? 'No open positions' : status === 'error' ? `Positions unavailable: ${error?.message ?? ''}` : 'Loading positions…';
  const stale = freshness.kind === 'stale' && data !== null;

  return (
    <div className={stale ? 'positions positions-stale' : 'positions'}>
      <div className="positions-bar" role="group" aria-label="Positions actions">
        <p className={`positions-flip-note outcome-${flipNote?.tone ?? 'info'}`} role="status">
          {flipNote?.text ?? ''}
        </p>
        <CloseAll />
      </div>
      {stale && (
        <p className="positions-stale-note" role="status">
          <span className="badge badge-warn">stale{freshness.ageMs === null ? '' : ` ${formatAge(freshness.ageMs)}`}</span>{' '}
          {freshness.error ? `Positions are not updating: ${freshness.error.message}` : 'Positions are not updating'}
        </p>
      )}
      <Table
        label="Positions"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.position.id}
        empty={empty}
        rowAttributes={(r) => ({ 'data-symbol': r.position.symbol, 'data-position-id': String(r.position.id) })}
      />
      {open?.dialog === 'close' && <ClosePositionDialog position={open.position} onClose={() => setOpen(null)} />}
      <Dialog title="Flip position" open={open?.dialog === 'flip'} onClose={() => setOpen(null)} className="positions-dialog">
        {open?.dialog === 'flip' && (
          <>
            <p>{flipQuestion(open.position, pairOf(open.position.symbol))}</p>
            <ConfirmActions
              dontAsk={dontAsk}
              onDontAsk={setDontAsk}
              keepText="Keep it"
              onKeep={() => setOpen(null)}
              goClassName={open.position.isLong ? 'button button-sell' : 'button button-buy'}
              goText="Flip"
              onGo={() => {
                const position = open.position;
                setOpen(null);
                void flip(position);
              }}
            />
          </>
        )}
      </Dialog>
      <BreakevenDialog asking={breakeven.asking} onAnswer={(fire) => void breakeven.answer(fire)} />
      {open?.dialog === 'margin' && <AdjustMarginDialog position={open.position} onClose={() => setOpen(null)} />}
      {open?.dialog === 'leverage' && (
        <LeverageDialog open pair={open.position.symbol} marginMode={isCross(open.position) ? 'cross' : 'isolated'} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

/** BE: moves the position's stop to breakeven; its tooltip the price it would use, or why it is off. */
function BreakevenButton({
  position,
  readOnly,
  price,
  onPress,
}: {
  position: Position;
  readOnly: string | null;
  price: string | null;
  onPress: (position: Position) => void;
}) {
  const blocked = breakevenBlocked(readOnly, position);
  return (
    // "BE", as on the chart's position line: short, so the row's pinned buttons leave the TP / SL column in sight at 1280 px.
    <button
      type="button"
      className="button button-small"
      aria-label="BE: move the stop to breakeven"
      title={breakevenTitle(price, blocked)}
      disabled={blocked !== null}
      onClick={() => onPress(position)}
    >
      BE
    </button>
  );
}
