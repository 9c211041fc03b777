/**
 * The order form: a limit, market or scale order; margin mode, leverage, time in force; a preview for a buy and a
 * sell; a confirmation (unless turned off); then pending and the outcome. The engines (order-form.ts,
 * scale-form.ts) decide everything; this only shows and sends.
 */
import Decimal from 'decimal.js';
import { useRef, useState, type RefObject } from 'react';
import { useStore } from 'zustand';
import { PositionType } from '../../../shared/exchange';
import {
  useOrderEntryActions,
  useOrderEntryState,
  useSelectedPair,
  useSettings,
  useTrading,
  type EntryTimeInForce,
  type OrderField,
} from '../../stores';
import { Panel } from '../../ui/Panel';
import { ConfirmOrderDialog, type Confirmation } from './ConfirmOrderDialog';
import { KindSwitch, LeverageSelect, MarginModeSwitch, TimeInForceSelect } from './EntryControls';
import { OrderStatus, ScaleStatus } from './EntryStatus';
import { visibleErrors, type EntryContext, type FieldErrors, type Side } from './entry-context';
import { evaluateOrderForm, maxQuantity, priceForMax, type OrderForm, type OrderFormFields } from './order-form';
import { OrderPreview, type PreviewColumn } from './OrderPreview';
import { fixed, liquidationText } from './preview-format';
import { evaluateScaleForm, type ScaleForm } from './scale-form';
import { ScaleLegList } from './ScaleLegs';
import { ScaleOrderFields } from './ScaleOrderFields';
import { SingleOrderFields } from './SingleOrderFields';
import { useEntryContext } from './use-entry-context';
import './order-entry.css';

const ALLOWED_TIF: Record<'limit' | 'market' | 'scale', readonly EntryTimeInForce[]> = {
  limit: ['GTC', 'IOC', 'FOK', 'POST_ONLY'],
  market: ['IOC', 'FOK'],
  scale: ['GTC', 'POST_ONLY'],
};
/** Where the trader is taken to fix what stops the order, in the form's order. */
const FOCUS_ORDER: readonly OrderField[] = ['price', 'quantity', 'fromPrice', 'toPrice', 'count', 'totalQuantity'];

export function OrderEntry() {
  const pair = useSelectedPair();
  const kind = useOrderEntryState((s) => s.kind);
  const price = useOrderEntryState((s) => s.price);
  const quantity = useOrderEntryState((s) => s.quantity);
  const unit = useOrderEntryState((s) => s.unit);
  const marginMode = useOrderEntryState((s) => s.marginMode);
  const chosenTif = useOrderEntryState((s) => s.timeInForce);
  const scale = useOrderEntryState((s) => s.scale);
  const touched = useOrderEntryState((s) => s.touched);
  const attemptedSide = useOrderEntryState((s) => s.attemptedSide);
  const pending = useOrderEntryState((s) => (s.kind === 'scale' ? s.scaleSubmission : s.submission).status === 'pending');
  const actions = useOrderEntryActions();
  const trading = useTrading();
  const settings = useSettings();
  const confirmOrders = useStore(settings, (s) => s.confirmOrders);
  const { ctx, setting, leverage, position } = useEntryContext(pair, marginMode);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const refs: Record<OrderField, RefObject<HTMLInputElement | null>> = {
    price: useRef<HTMLInputElement>(null),
    quantity: useRef<HTMLInputElement>(null),
    fromPrice: useRef<HTMLInputElement>(null),
    toPrice: useRef<HTMLInputElement>(null),
    count: useRef<HTMLInputElement>(null),
    totalQuantity: useRef<HTMLInputElement>(null),
  };

  const singleFields: OrderFormFields = {
    type: kind === 'market' ? 'market' : 'limit',
    price,
    quantity,
    unit,
    leverage,
    marginMode,
    timeInForce: chosenTif,
  };
  const scaleFields = { ...scale, leverage, marginMode, timeInForce: chosenTif };
  const forms = ctx ? evaluateBoth(ctx, kind === 'scale', singleFields, scaleFields) : null;
  const errors: FieldErrors = forms ? visibleErrors(forms.buy.errors, forms.sell.errors, attemptedSide, touched) : {};
  const timeInForce = forms?.buy.timeInForce ?? chosenTif;

  const maxAt = ctx && kind !== 'scale' ? priceForMax(ctx, singleFields) : null;
  const max = ctx ? maxQuantity(ctx, maxAt, leverage) : null;
  const single = forms && !forms.scale ? forms : null;
  const baseQuantity = single ? (single.buy.preview?.quantity ?? single.sell.preview?.quantity ?? null) : null;

  const send = (side: Side) => {
    if (!ctx || !forms || pending) return;
    actions.attempted(side);
    actions.touchAll();
    const form = forms[side];
    if (!form.request) {
      actions.dismissOutcome();
      actions.dismissScaleOutcome();
      const wrong = FOCUS_ORDER.find((field) => form.errors[field]);
      if (wrong) refs[wrong].current?.focus();
      return;
    }
    const column = columnOf(ctx, form, forms.scale);
    const next: Confirmation = forms.scale
      ? { kind: 'scale', request: (form as ScaleForm).request!, column }
      : { kind: 'order', request: (form as OrderForm).request!, column };
    if (confirmOrders) setConfirmation(next);
    else dispatch(next);
  };
  const dispatch = (c: Confirmation) => void (c.kind === 'scale' ? trading.placeScale(c.request) : trading.placeOrder(c.request));
  const confirm = (dontAskAgain: boolean) => {
    if (!confirmation) return;
    if (dontAskAgain) settings.getState().actions.setConfirmOrders(false);
    setConfirmation(null);
    dispatch(confirmation);
  };

  const buyColumn = ctx && forms ? columnOf(ctx, forms.buy, forms.scale) : null;
  const sellColumn = ctx && forms ? columnOf(ctx, forms.sell, forms.scale) : null;
  const scalePreview = forms?.scale ? (forms.buy.preview ?? forms.sell.preview) : null;
  const available = ctx?.available ?? null;

  return (
    <Panel
      title="Order entry"
      className="order-entry"
      aside={
        <span className="entry-available muted" title="Available balance">
          Avail. <span className="num">{available ? new Decimal(available).toFixed(2, Decimal.ROUND_DOWN) : '–'}</span> {pair?.settleCoinName}
        </span>
      }
    >
      <form aria-label="Order entry" noValidate onSubmit={(event) => event.preventDefault()}>
        <KindSwitch value={kind} onChange={actions.setKind} />
        <div className="entry-row entry-row-margin">
          <MarginModeSwitch value={marginMode} onChange={actions.setMarginMode} />
          <LeverageSelect
            value={leverage}
            min={ctx?.leverageRange.min ?? 1}
            max={ctx?.leverageRange.max ?? 1}
            setting={setting?.leverage ?? null}
            error={errors.leverage}
            onChange={(value) => pair && actions.setLeverage({ pair: pair.symbol, marginMode, value })}
          />
        </div>
        {(errors.marginMode || errors.leverage) && (
          <p className="field-error entry-control-error">{errors.marginMode ?? errors.leverage}</p>
        )}

        {kind === 'scale' ? (
          <ScaleOrderFields ctx={ctx} errors={errors} refs={refs} />
        ) : (
          <SingleOrderFields
            ctx={ctx}
            errors={errors}
            max={max}
            maxPrice={maxAt}
            baseQuantity={baseQuantity}
            priceRef={refs.price}
            quantityRef={refs.quantity}
          />
        )}

        <div className="entry-row entry-row-tif">
          <TimeInForceSelect value={timeInForce} allowed={ALLOWED_TIF[kind]} onChange={actions.setTimeInForce} />
          {kind !== 'scale' && pair && (
            <p className="entry-max muted">
              Max <span className="num">{max ? fixed(max, pair.tradeDecimal) : '–'}</span> {pair.tradeCoinName}
            </p>
          )}
        </div>

        {ctx && (
          <OrderPreview
            pair={ctx.pair}
            buy={buyColumn}
            sell={sellColumn}
            priceLabel={kind === 'market' ? 'Est. price' : kind === 'scale' ? 'Avg. price' : undefined}
          />
        )}
        {ctx && scalePreview && <ScaleLegList pair={ctx.pair} legs={scalePreview.legs} />}
        {errors.form && <p className="text-error">{errors.form}</p>}

        <div className="side-buttons">
          <button type="button" className="button button-buy" disabled={!ctx || pending} onClick={() => send('buy')}>
            Buy / Long
          </button>
          <button type="button" className="button button-sell" disabled={!ctx || pending} onClick={() => send('sell')}>
            Sell / Short
          </button>
        </div>
        {kind === 'scale' ? <ScaleStatus /> : <OrderStatus />}

        {pair && (
          <p className="entry-position muted">
            {position ? (
              <>
                Position:{' '}
                <span className={position.isLong ? 'text-buy' : 'text-sell'}>{position.isLong ? 'Long' : 'Short'}</span>{' '}
                <span className="num">{fixed(position.quantity, pair.tradeDecimal)}</span> {pair.tradeCoinName} @{' '}
                <span className="num">{fixed(position.openingPrice, pair.priceDecimal)}</span> · {position.lever}×{' '}
                {position.positionType === PositionType.CROSS ? 'Cross' : 'Isolated'} · Liq.{' '}
                <span className="num">{liquidationText(new Decimal(position.restrictPrice).gt(0) ? position.restrictPrice : null, pair.priceDecimal)}</span>
              </>
            ) : (
              `No ${pair.symbol} position`
            )}
          </p>
        )}
      </form>
      {ctx && (
        <ConfirmOrderDialog pair={ctx.pair} confirmation={confirmation} leverage={leverage} onConfirm={confirm} onClose={() => setConfirmation(null)} />
      )}
    </Panel>
  );
}

type Both =
  | { scale: false; buy: OrderForm; sell: OrderForm }
  | { scale: true; buy: ScaleForm; sell: ScaleForm };

function evaluateBoth(ctx: EntryContext, isScale: boolean, single: OrderFormFields, scale: Parameters<typeof evaluateScaleForm>[0]): Both {
  if (isScale) return { scale: true, buy: evaluateScaleForm(scale, ctx, 'buy'), sell: evaluateScaleForm(scale, ctx, 'sell') };
  return { scale: false, buy: evaluateOrderForm(single, ctx, 'buy'), sell: evaluateOrderForm(single, ctx, 'sell') };
}

/** One side's column of the preview (and of the confirmation). */
function columnOf(ctx: EntryContext, form: OrderForm | ScaleForm, isScale: boolean): PreviewColumn | null {
  const { preview } = form;
  if (!preview) return null;
  const tooDear = Boolean(preview.estimate && ctx.available !== null && new Decimal(preview.estimate.cost).gt(ctx.available));
  if (isScale) {
    const p = preview as NonNullable<ScaleForm['preview']>;
    const crossing = p.legs.filter((l) => l.crosses).length;
    const role = (form as ScaleForm).timeInForce === 'POST_ONLY' || crossing === 0 ? 'maker' : crossing === p.legs.length ? 'taker' : 'mixed';
    return { price: p.averagePrice, notional: p.notional, estimate: p.estimate, role, tooDear, note: p.note };
  }
  const p = preview as NonNullable<OrderForm['preview']>;
  return { price: p.price, notional: p.notional, estimate: p.estimate, role: p.role, tooDear, note: p.note };
}
