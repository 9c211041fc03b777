/** Price (with the book's best bid, mid and best ask a click away) and Quantity (in either coin, or a share of the max). */
import { useState, type Ref } from 'react';
import type { PricePick } from '../../services/order-entry';
import { useOrderEntryActions, useOrderEntryState } from '../../stores';
import { useSession } from '../../services/hooks';
import { NumberField } from '../../ui/NumberField';
import { BracketFields } from './BracketFields';
import { bestAsk, bestBid, type EntryContext, type FieldErrors } from '../../domain/trading/entry-context';
import { percentOfMax, quantityTextAt } from '../../domain/trading/order-form';
import { fixed, midPrice } from '../../domain/trading/preview-format';

const SHARES = [25, 50, 75, 100] as const;

interface SingleOrderFieldsProps {
  ctx: EntryContext | null;
  errors: FieldErrors;
  /** What the available balance can open, in the base coin; null while unknown. */
  max: string | null;
  /** The price the max is worked out at. */
  maxPrice: string | null;
  /** The quantity the field comes to in the base coin (the amount turned into one), when valid. */
  baseQuantity: string | null;
  priceRef: Ref<HTMLInputElement>;
  quantityRef: Ref<HTMLInputElement>;
}

export function SingleOrderFields({ ctx, errors, max, maxPrice, baseQuantity, priceRef, quantityRef }: SingleOrderFieldsProps) {
  const kind = useOrderEntryState((s) => s.kind);
  const price = useOrderEntryState((s) => s.price);
  const quantity = useOrderEntryState((s) => s.quantity);
  const unit = useOrderEntryState((s) => s.unit);
  const { setPrice, setQuantity, setUnit, touch } = useOrderEntryActions();
  const session = useSession();
  // What the last Bid / Mid / Ask said of its book (its age, when old), while Price still holds what it gave.
  const [picked, setPicked] = useState<{ price: string; note: string } | null>(null);
  const pair = ctx?.pair;
  const bid = ctx && bestBid(ctx);
  const ask = ctx && bestAsk(ctx);
  const mid = pair ? midPrice(bid ?? null, ask ?? null, pair.priceDecimal) : null;
  // Priced from the freshest book, not the one last drawn (a Post only at an old price crosses).
  const pick = (which: PricePick) =>
    void session.entry
      .pickPrice(which)
      .then((outcome) =>
        setPicked(outcome.ok ? (outcome.note ? { price: outcome.price, note: outcome.note } : null) : { price, note: outcome.message }),
      );
  const pickNote = picked && (picked.price === price ? picked.note : undefined);
  const share = (percent: number) => {
    if (!ctx || max === null || maxPrice === null) return;
    setQuantity(quantityTextAt(ctx, max, percent, unit, maxPrice));
    touch('quantity');
  };
  const percent = percentOfMax(baseQuantity, max);
  // A field of the form: typed into the store, its error shown once the trader has left it.
  const entryField = (name: 'price' | 'quantity', value: string, onChange: (text: string) => void, inputRef: Ref<HTMLInputElement>) => ({
    className: 'entry-field',
    value,
    onChange,
    onBlur: () => touch(name),
    error: errors[name],
    inputRef,
  });
  const base = pair?.tradeCoinName ?? 'Base';
  const quote = pair?.settleCoinName ?? 'Quote';

  return (
    <>
      {kind === 'limit' ? (
        <NumberField
          {...entryField('price', price, setPrice, priceRef)}
          label="Price"
          hint={pickNote ?? undefined}
          adornment={<span className="field-unit">{quote}</span>}
          labelAside={
            <span className="price-picks">
              <button type="button" className="control-small pick" title="Best bid" disabled={!bid} onClick={() => pick('bid')}>
                Bid
              </button>
              <button type="button" className="control-small pick" title="Mid of best bid and best ask" disabled={!mid} onClick={() => pick('mid')}>
                Mid
              </button>
              <button type="button" className="control-small pick" title="Best ask" disabled={!ask} onClick={() => pick('ask')}>
                Ask
              </button>
            </span>
          }
        />
      ) : (
        <p className="entry-market-price">
          <span className="field-label">Price</span>
          <span className="muted">
            {kind === 'chase' ? 'Best bid / ask, followed' : kind === 'twap' ? 'Best ask / bid, plus the slippage' : 'Best market price'}
          </span>
        </p>
      )}
      <NumberField
        {...entryField('quantity', quantity, setQuantity, quantityRef)}
        label="Quantity"
        labelAside={
          pair && (
            <span className="entry-max muted">
              Max <span className="num">{max ? fixed(max, pair.tradeDecimal) : '–'}</span> {pair.tradeCoinName}
            </span>
          )
        }
        hint={unit === 'quote' && baseQuantity && pair ? `≈ ${baseQuantity} ${base}` : undefined}
        adornment={
          <select className="unit-select" aria-label="Size in" value={unit} onChange={(e) => setUnit(e.target.value === 'quote' ? 'quote' : 'base')}>
            <option value="base">{base}</option>
            <option value="quote">{quote}</option>
          </select>
        }
      />
      <div className="share">
        <input
          type="range"
          className="share-slider"
          aria-label="Share of maximum"
          aria-valuetext={`${percent}%`}
          min={0}
          max={100}
          step={1}
          value={percent}
          disabled={max === null}
          onChange={(e) => share(Number(e.target.value))}
        />
        <div className="share-buttons">
          {SHARES.map((p) => (
            <button key={p} type="button" className="control-small pick" disabled={max === null} onClick={() => share(p)}>
              {p}%
            </button>
          ))}
        </div>
      </div>
      {kind !== 'chase' && kind !== 'twap' && <BracketFields />}
    </>
  );
}
