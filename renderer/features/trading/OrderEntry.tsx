/**
 * The order form: a limit, market or scale order, or a chase or TWAP Perpdesk holds; margin mode, leverage, time in force; a preview for a buy and a
 * sell; a confirmation (unless turned off; its dialog is OrderConfirmation's, mounted by the App); then pending and the outcome. The engines (order-form.ts,
 * scale-form.ts) decide everything; this only shows and sends.
 */
import Decimal from 'decimal.js';
import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { PositionType } from '../../../shared/exchange';
import { ALLOWED_TIF, columnOf, entryFormsOf, singleFieldsOf } from '../../services/order-entry';
import { useOrderEntryActions, useOrderEntryState, useReadOnlyReason, useSelectedPair, type OrderField } from '../../stores';
import { useSession } from '../../services/hooks';
import { InfoTip } from '../../ui/InfoTip';
import { Panel } from '../../ui/Panel';
import { AlgoStatus, ChaseFields, TwapFields } from './AlgoFields';
import { KindSwitch, LeverageSelect, MarginModeSwitch, TimeInForceSelect } from './EntryControls';
import { OrderStatus, ScaleStatus } from './EntryStatus';
import { visibleErrors, type FieldErrors } from '../../domain/trading/entry-context';
import { guardNotes, type PreviewOrder } from './guard-preview';
import { maxQuantity, priceForMax, type OrderForm } from '../../domain/trading/order-form';
import { GuardNotes, OrderPreview } from './OrderPreview';
import { ReduceOnlyField } from './ReduceOnlyField';
import { CLOSE_AND_FLIP_HINT } from '../../domain/trading/reduce-only';
import { RiskSizingFields } from './RiskSizingFields';
import { fixed, liquidationText } from '../../domain/trading/preview-format';
import { ScaleLegList } from './ScaleLegs';
import { ScaleOrderFields } from './ScaleOrderFields';
import type { ScaleForm } from '../../domain/trading/scale-form';
import { SingleOrderFields } from './SingleOrderFields';
import { useEntryContext } from './use-entry-context';
import { useGuardLimits } from './use-guard-limits';
import { isInput } from '../../ui/dom';
import './order-entry.css';

/** Whether the element takes typing (a text field), rather than a click (a radio, a button). */
const isTextField = (element: EventTarget): boolean => isInput(element) && element.type === 'text';

/** The orders a side would send, from its preview: one order, or a scale's legs. */
const ordersOf = (form: OrderForm | ScaleForm): PreviewOrder[] | null => {
  const preview = form.preview;
  if (!preview) return null;
  return 'legs' in preview
    ? preview.legs.map(({ quantity, price }) => ({ quantity, price }))
    : [{ quantity: preview.quantity, price: preview.price }];
};

export function OrderEntry() {
  const session = useSession();
  const service = session.entry;
  const pair = useSelectedPair();
  const form = useOrderEntryState((s) => s);
  const { kind, marginMode, touched, attemptedSide, focusRequest } = form;
  /** A chase or a TWAP: Perpdesk holds it. */
  const algo = kind === 'chase' || kind === 'twap';
  const pending = (kind === 'scale' ? form.scaleSubmission : algo ? form.algoSubmission : form.submission).status === 'pending';
  const actions = useOrderEntryActions();
  const readOnly = useReadOnlyReason();
  const { ctx, setting, leverage, position } = useEntryContext(pair, marginMode);
  const refs: Record<OrderField, RefObject<HTMLInputElement | null>> = {
    price: useRef<HTMLInputElement>(null),
    quantity: useRef<HTMLInputElement>(null),
    fromPrice: useRef<HTMLInputElement>(null),
    toPrice: useRef<HTMLInputElement>(null),
    count: useRef<HTMLInputElement>(null),
    totalQuantity: useRef<HTMLInputElement>(null),
  };
  const formRef = useRef<HTMLFormElement>(null);

  // The service asks for a field (a hotkey, or a send refused for what is wrong there): the form puts the keyboard there.
  const focusField = useRef(focusRequest);
  useEffect(() => {
    if (!focusRequest || focusRequest === focusField.current) return;
    focusField.current = focusRequest;
    const input = refs[focusRequest.field].current;
    if (!input || input.disabled) return;
    input.focus();
    if (focusRequest.select) input.select();
  });
  useEffect(() => {
    actions.setShown(true);
    return () => {
      actions.setShown(false);
      actions.setFieldFocused(false);
    };
  }, [actions]);
  const onFocusIn = (event: FocusEvent) => actions.setFieldFocused(isTextField(event.target));
  const onFocusOut = () => actions.setFieldFocused(false);

  const singleFields = singleFieldsOf(form, leverage);
  const forms = ctx ? entryFormsOf(form, ctx, leverage) : null;
  const errors: FieldErrors = forms ? visibleErrors(forms.buy.errors, forms.sell.errors, attemptedSide, touched) : {};
  const timeInForce = forms?.buy.timeInForce ?? form.timeInForce;

  const maxAt = ctx && kind !== 'scale' ? priceForMax(ctx, singleFields) : null;
  const max = ctx ? maxQuantity(ctx, maxAt, leverage) : null;
  const single = forms && !forms.scale ? forms : null;
  const baseQuantity = single ? (single.buy.preview?.quantity ?? single.sell.preview?.quantity ?? null) : null;

  const buyColumn = ctx && forms ? columnOf(ctx, forms.buy, forms.scale) : null;
  const sellColumn = ctx && forms ? columnOf(ctx, forms.sell, forms.scale) : null;
  const scalePreview = forms?.scale ? (forms.buy.preview ?? forms.sell.preview) : null;
  const available = ctx?.available ?? null;
  const guardLimits = useGuardLimits(formRef);
  // A chase or TWAP is judged as its whole quantity when it starts, as the core does.
  const guarded =
    ctx && forms
      ? guardNotes(guardLimits, ctx, { isMarket: kind === 'market', leverage, orders: { buy: ordersOf(forms.buy), sell: ordersOf(forms.sell) } })
      : [];

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
      <form ref={formRef} aria-label="Order entry" noValidate onSubmit={(event) => event.preventDefault()} onFocus={onFocusIn} onBlur={onFocusOut}>
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
        {(errors.marginMode || errors.leverage) && <p className="field-error entry-control-error">{errors.marginMode ?? errors.leverage}</p>}

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
        {kind === 'chase' && <ChaseFields ctx={ctx} attempted={attemptedSide !== null} />}
        {kind === 'twap' && <TwapFields ctx={ctx} attempted={attemptedSide !== null} />}
        {kind !== 'scale' && !algo && <RiskSizingFields pair={ctx?.pair} leverage={leverage} />}
        <div className="entry-row entry-row-tif">
          {kind !== 'scale' ? <ReduceOnlyField /> : <span />}
          <TimeInForceSelect value={timeInForce} allowed={ALLOWED_TIF[kind]} onChange={actions.setTimeInForce} />
        </div>
        {errors.form && <p className="text-error">{errors.form}</p>}

        {readOnly && (
          <p className="notice entry-read-only" role="note">
            {readOnly}
          </p>
        )}
        {/* The tooltip is on the row: a disabled button shows none in every browser. Kept in sight at the panel's foot
            should the form ever be taller than the panel (an error or warning or two on a short screen). */}
        <div className="side-buttons" title={readOnly ?? undefined}>
          <button type="button" className="button button-buy" disabled={!ctx || pending || readOnly !== null} onClick={() => service.submit('buy')}>
            Buy / Long
          </button>
          <button type="button" className="button button-sell" disabled={!ctx || pending || readOnly !== null} onClick={() => service.submit('sell')}>
            Sell / Short
          </button>
        </div>
        <GuardNotes notes={guarded} />
        {kind === 'scale' ? <ScaleStatus /> : algo ? <AlgoStatus /> : <OrderStatus />}
        {ctx && (
          <OrderPreview
            pair={ctx.pair}
            buy={buyColumn}
            sell={sellColumn}
            priceLabel={kind === 'market' ? 'Est. price' : kind === 'scale' ? 'Avg. price' : undefined}
          />
        )}
        {ctx && scalePreview && <ScaleLegList pair={ctx.pair} legs={scalePreview.legs} />}

        {pair && (
          <p className="entry-position muted">
            {position ? (
              <>
                Position: <span className={position.isLong ? 'text-buy' : 'text-sell'}>{position.isLong ? 'Long' : 'Short'}</span>{' '}
                <span className="num">{fixed(position.quantity, pair.tradeDecimal)}</span> {pair.tradeCoinName} @{' '}
                <span className="num">{fixed(position.openingPrice, pair.priceDecimal)}</span> · {position.lever}×{' '}
                {position.positionType === PositionType.CROSS ? 'Cross' : 'Isolated'} · Liq.{' '}
                <span className="num">
                  {liquidationText(new Decimal(position.restrictPrice).gt(0) ? position.restrictPrice : null, pair.priceDecimal)}
                </span>
                <InfoTip topic="Close and Flip" text={CLOSE_AND_FLIP_HINT} />
              </>
            ) : (
              `No ${pair.symbol} position`
            )}
          </p>
        )}
      </form>
    </Panel>
  );
}
