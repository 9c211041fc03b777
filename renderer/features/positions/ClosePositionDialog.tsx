import Decimal from 'decimal.js';
import { useState } from 'react';
import type { Position } from '../../../shared/exchange';
import { NumberField } from '../../ui/NumberField';
import { closeEstimate, closeOutcomeNow, evaluateCloseForm, restingCloseId, shareOf, type CloseRequest, type CloseType } from './close-form';
import { Fact, PositionGone } from './Facts';
import { markPriceOf } from './margin-model';
import { describeClose, describeCloseOrder } from '../../services/outcomes';
import { fixed, NONE, signed, toneClass, toneOf } from './position-view';
import { formatFee } from '../../ui/format';
import { useTradingWrite, useLivePosition, usePair } from './use-positions';
import { useFeed } from '../../stores';
import { useFateSources, useLookUps, useSession } from '../../services/hooks';
import { fateOf, needsRecord } from '../../services/order-fate';
import { PositionForm } from './PositionForm';
import { positionDialog } from './PositionDialog';

const ORDER_TYPES = [
  { value: 'market', text: 'Market' },
  { value: 'limit', text: 'Limit' },
] as const;

const SHARES = [25, 50, 75, 100] as const;

/** Closes all or part of a position: at market, or with a limit order at a price (it rests in Open orders). */
export const ClosePositionDialog = positionDialog('Close position', CloseForm);

function CloseForm({ initial }: { initial: Position }) {
  const { position: p, gone } = useLivePosition(initial.id, initial);
  const pair = usePair(p.symbol);
  const write = useTradingWrite('closePosition');
  const mark = markPriceOf(p);
  const [type, setType] = useState<CloseType>('market');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState(() => fixed(initial.quantity, pair?.tradeDecimal));
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<CloseRequest | null>(null);
  const [sentAt, setSentAt] = useState(0);
  const session = useSession();

  const form = pair ? evaluateCloseForm({ type, price, quantity }, p, pair) : null;
  const errors = touched ? (form?.errors ?? {}) : {};
  const pending = write.state.status === 'pending';
  const openOrders = useFeed('openOrders');
  const openOrderIds = openOrders.key === p.symbol && openOrders.data ? openOrders.data.map((o) => o.id) : null;
  // A close that rested and left Open orders: its record read back says whether it filled or was cancelled.
  const restingId = write.state.status === 'done' && sent ? restingCloseId(write.state.result, sent.type) : null;
  const fates = useFateSources();
  const fate = restingId === null || write.state.status !== 'done' ? null : fateOf(restingId, p.symbol, sentAt, fates);
  useLookUps(p.symbol, needsRecord(fate) && restingId !== null ? [restingId] : [], fates);
  const outcome =
    write.state.status === 'pending' && sent
      ? { tone: 'pending' as const, headline: `Sending: ${describeCloseOrder(sent, p.isLong, pair)}…` }
      : write.state.status === 'done' && sent
        ? closeOutcomeNow(describeClose(write.state.result, sent, p.isLong, pair), restingId, { positionGone: gone, openOrderIds, fate })
        : null;

  // What closing would realise after its fee, as the order form reckons it: the book walked for its size.
  const depth = useFeed('depth');
  const book = depth.key === p.symbol ? depth.data : null;
  const size = form?.request?.quantity ?? null;
  // The pair's fee rates are in percent ("0.06"); the estimate takes fractions.
  const fees = pair
    ? { taker: new Decimal(pair.takerTradeFeeRate).div(100).toString(), maker: new Decimal(pair.makerTradeFeeRate).div(100).toString() }
    : null;
  const estimate =
    size !== null && fees !== null
      ? closeEstimate({ position: p, type, price: form?.request?.price ?? null, size, book, mark: mark?.toString() ?? null, fees })
      : null;
  const closing = new Decimal(p.closingQuantity);

  const send = async () => {
    setTouched(true);
    const request = form?.request;
    if (!request || pending) return;
    setSent(request);
    setSentAt(session.now());
    await write.send(request);
  };

  const chooseType = (next: CloseType) => {
    setType(next);
    if (next === 'limit' && price === '' && mark) setPrice(fixed(mark, pair?.priceDecimal));
  };

  const summary = (
    <dl className="facts">
      <Fact label="Position">
        {gone ? (
          `None on ${p.symbol}: closed`
        ) : (
          <>
            <span className={p.isLong ? 'text-buy' : 'text-sell'}>{p.isLong ? 'Long' : 'Short'}</span> {fixed(p.quantity, pair?.tradeDecimal)}{' '}
            {p.symbol}
          </>
        )}
      </Fact>
      <Fact label="Entry price">{fixed(p.openingPrice, pair?.priceDecimal)}</Fact>
      <Fact label="Mark price">{mark ? fixed(mark, pair?.priceDecimal) : NONE}</Fact>
      {!gone && closing.gt(0) && <Fact label="Being closed by open orders">{fixed(closing, pair?.tradeDecimal)}</Fact>}
    </dl>
  );

  if (gone) return <PositionGone summary={summary} note="The position is closed." outcome={outcome} />;

  return (
    <PositionForm
      summary={summary}
      choice={{ label: 'Order type', options: ORDER_TYPES, value: type, onChange: chooseType }}
      resetOutcome={write.reset}
      submit={{
        text: pending ? 'Sending…' : type === 'market' ? 'Close at market' : 'Place close order',
        disabled: pending || !pair,
        className: p.isLong ? 'button button-sell' : 'button button-buy',
        send,
      }}
      outcome={outcome}
    >
      {type === 'limit' && <NumberField label="Price" unit={pair?.settleCoinName} value={price} onChange={setPrice} error={errors.price} />}
      <NumberField
        label="Quantity"
        unit={pair?.tradeCoinName}
        value={quantity}
        onChange={(text) => {
          setQuantity(text);
          if (write.state.status === 'done') write.reset();
        }}
        error={errors.quantity}
      />
      <div className="positions-shares" role="group" aria-label="Part of the position">
        {SHARES.map((share) => (
          <button key={share} type="button" className="button-quiet" onClick={() => setQuantity(shareOf(p.quantity, share, pair?.tradeDecimal ?? 8))}>
            {share} %
          </button>
        ))}
      </div>
      <dl className="facts">
        <Fact
          label="Estimated PnL"
          title={
            estimate
              ? `${estimate.how}: about ${fixed(estimate.at, pair?.priceDecimal)}, fee ${formatFee(estimate.fee, pair?.settleDecimal)} ${pair?.settleCoinName ?? ''}`
              : 'After fees'
          }
        >
          {estimate ? (
            <span className={toneClass(toneOf(estimate.pnl))}>
              {signed(estimate.pnl, pair?.settleDecimal)} {pair?.settleCoinName} <span className="muted">after fees</span>
            </span>
          ) : (
            NONE
          )}
        </Fact>
      </dl>
    </PositionForm>
  );
}
