import Decimal from 'decimal.js';
import { useRef } from 'react';
import type { Pair } from '../../../shared/exchange';
import {
  useOrderEntryActions,
  useOrderPriceText,
  useOrderQuantityText,
  useOrderTouched,
  usePairs,
  useSelectedPair,
  useSubmission,
  useTrading,
} from '../../stores';
import { NumberField } from '../../ui/NumberField';
import { Panel } from '../../ui/Panel';
import { evaluateOrderForm, type Side } from './order-form';
import { describeSubmission } from './outcome-text';

/** Limit orders: price, quantity, a side. The engine checks; this only shows and sends. */
export function OrderEntry() {
  const pair = useSelectedPair();
  const price = useOrderPriceText();
  const quantity = useOrderQuantityText();
  const touched = useOrderTouched();
  const pending = useSubmission().status === 'pending';
  const { setPrice, setQuantity, touch, touchAll, dismissOutcome } = useOrderEntryActions();
  const trading = useTrading();
  const priceRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);

  // The side changes neither the errors nor the value; it only goes into the request.
  const form = pair ? evaluateOrderForm({ price, quantity, side: 'buy' }, pair) : null;
  const errors = form?.errors ?? {};

  const send = (side: Side) => {
    if (!pair || pending) return;
    const { request, errors: found } = evaluateOrderForm({ price, quantity, side }, pair);
    if (!request) {
      touchAll();
      dismissOutcome();
      (found.price ? priceRef : quantityRef).current?.focus();
      return;
    }
    void trading.placeOrder(request);
  };

  return (
    <Panel title="Order entry" className="order-entry" aside={<span className="order-type">Limit</span>}>
      <form aria-label="Order entry" noValidate onSubmit={(event) => event.preventDefault()}>
        <NumberField
          label="Price"
          unit={pair?.settleCoinName}
          value={price}
          onChange={setPrice}
          onBlur={() => touch('price')}
          error={touched.price ? errors.price : undefined}
          inputRef={priceRef}
        />
        <NumberField
          label="Quantity"
          unit={pair?.tradeCoinName}
          value={quantity}
          onChange={setQuantity}
          onBlur={() => touch('quantity')}
          error={touched.quantity ? errors.quantity : undefined}
          inputRef={quantityRef}
        />
        {pair && <OrderFacts pair={pair} request={form?.request ?? null} />}
        {errors.form && <p className="text-error">{errors.form}</p>}
        <div className="side-buttons">
          <button type="button" className="button button-buy" disabled={!pair || pending} onClick={() => send('buy')}>
            Buy / Long
          </button>
          <button type="button" className="button button-sell" disabled={!pair || pending} onClick={() => send('sell')}>
            Sell / Short
          </button>
        </div>
        <SubmissionStatus />
      </form>
    </Panel>
  );
}

/** The order's value once both fields are valid, and the pair's minimum size. */
function OrderFacts({ pair, request }: { pair: Pair; request: { price?: string; quantity: string } | null }) {
  const value = request?.price
    ? new Decimal(request.price).times(request.quantity).toFixed(pair.settleDecimal, Decimal.ROUND_HALF_UP)
    : '–';
  return (
    <dl className="facts">
      <div>
        <dt>Value</dt>
        <dd className="num">
          {value} {pair.settleCoinName}
        </dd>
      </div>
      <div>
        <dt>Min size</dt>
        <dd className="num">
          {pair.minCount} {pair.tradeCoinName}
        </dd>
      </div>
    </dl>
  );
}

/** Pending, then what happened to the last order sent. */
function SubmissionStatus() {
  const submission = useSubmission();
  const pairs = usePairs();
  const sentPair = submission.status === 'idle' ? undefined : pairs.data?.find((p) => p.symbol === submission.request.pair);
  const text = describeSubmission(submission, sentPair);
  return (
    <div role="status" className={`outcome outcome-${text?.tone ?? 'idle'}`}>
      {text && (
        <>
          <p className="outcome-headline">{text.headline}</p>
          {text.detail && <p className="outcome-detail">{text.detail}</p>}
        </>
      )}
    </div>
  );
}
