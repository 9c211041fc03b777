import Decimal from 'decimal.js';
import { useState } from 'react';
import { parseUserDecimal } from '../../../shared/decimal';
import type { Position } from '../../../shared/exchange';
import { useFeedValue } from '../../stores';
import { NumberField } from '../../ui/NumberField';
import { Fact, PositionGone } from './Facts';
import { isCross, markPriceOf, maxRemovableMargin, previewMarginChange, type MarginDirection } from './margin-model';
import { describeMarginChange } from '../../services/outcomes';
import { fixed, NONE } from './position-view';
import { useTradingWrite, useLivePosition, usePair } from './use-positions';
import { PositionForm } from './PositionForm';
import { positionDialog } from './PositionDialog';

const DIRECTIONS = [
  { value: 'add', text: 'Add' },
  { value: 'remove', text: 'Remove' },
] as const;

/**
 * Adds margin to an isolated position or removes some: before sending it previews the new margin and liquidation
 * price (the paper exchange's rules, margin-model.ts) and says the most that may be removed; afterwards it shows
 * the liquidation price the exchange now reports.
 */
export const AdjustMarginDialog = positionDialog('Adjust margin', AdjustMarginForm);

function AdjustMarginForm({ initial }: { initial: Position }) {
  const { position: p, gone } = useLivePosition(initial.id, initial);
  const pair = usePair(p.symbol);
  const balance = useFeedValue('balance', (d) => d);
  const write = useTradingWrite('adjustMargin');
  const [direction, setDirection] = useState<MarginDirection>('add');
  const [amount, setAmount] = useState('');
  const typeAmount = (text: string) => {
    setAmount(text);
    if (write.state.status === 'done') write.reset();
  };
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<{ direction: MarginDirection; amount: string } | null>(null);

  const settle = pair?.settleDecimal;
  const coin = pair?.settleCoinName ?? balance?.symbol ?? '';
  const money = (value: Decimal | string) => `${fixed(value, settle)} ${coin}`;
  const price = (value: Decimal | string) => (new Decimal(value).isZero() ? NONE : fixed(value, pair?.priceDecimal));
  const maxRemovable = settle === undefined ? null : maxRemovableMargin(p, settle);
  const mark = markPriceOf(p);

  const parsed = settle === undefined ? null : parseUserDecimal(amount, { field: 'Amount', maxDecimals: settle });
  const preview =
    parsed?.ok && pair
      ? previewMarginChange(p, direction, new Decimal(parsed.value), balance?.availableAmount ?? null, { ...pair, settleCoin: coin })
      : null;
  const problem = parsed && !parsed.ok ? parsed.message : (preview?.problem ?? undefined);
  // A change the exchange would refuse has no "after" to show.
  const after = preview && !preview.problem ? preview : null;
  const pending = write.state.status === 'pending';
  const outcome =
    write.state.status === 'pending'
      ? { tone: 'pending', headline: `Sending: ${sent?.direction === 'remove' ? 'removing' : 'adding'} ${sent ? money(sent.amount) : ''}…` }
      : write.state.status === 'done' && sent
        ? describeMarginChange(write.state.result, sent.direction, sent.amount, coin, pair)
        : null;

  const send = async () => {
    setTouched(true);
    if (!parsed?.ok || problem || pending) return;
    setSent({ direction, amount: parsed.value });
    const result = await write.send({ pair: p.symbol, positionId: p.id, direction, amount: parsed.value });
    if (result?.ok) {
      setAmount('');
      setTouched(false);
    }
  };

  const fillMax = () => {
    if (settle === undefined) return;
    const most = direction === 'add' ? new Decimal(balance?.availableAmount ?? 0) : (maxRemovable ?? new Decimal(0));
    setAmount(most.toFixed(settle, Decimal.ROUND_DOWN));
    setTouched(true);
  };

  const summary = (
    <dl className="facts">
      <Fact label="Position">
        <span className={p.isLong ? 'text-buy' : 'text-sell'}>{p.isLong ? 'Long' : 'Short'}</span> {fixed(p.quantity, pair?.tradeDecimal)} {p.symbol}{' '}
        · {p.lever}× {isCross(p) ? 'cross' : 'isolated'}
      </Fact>
      <Fact label="Mark price">{mark ? fixed(mark, pair?.priceDecimal) : NONE}</Fact>
      <Fact label="Margin">{money(p.marginAmount)}</Fact>
      <Fact label="Liquidation price">{price(p.restrictPrice)}</Fact>
    </dl>
  );

  if (gone) return <PositionGone summary={summary} note="This position is no longer open." outcome={outcome} />;
  if (isCross(p)) {
    return (
      <>
        {summary}
        <p className="positions-note">
          A cross position has no margin of its own to add to or take from: the whole available balance stands behind it. To change what it risks,
          change its leverage or switch to isolated margin for new positions.
        </p>
      </>
    );
  }

  return (
    <PositionForm
      summary={summary}
      choice={{ label: 'Direction', options: DIRECTIONS, value: direction, onChange: setDirection }}
      resetOutcome={write.reset}
      submit={{ text: pending ? 'Sending…' : direction === 'add' ? 'Add margin' : 'Remove margin', disabled: pending || !pair, send }}
      outcome={outcome}
    >
      <div className="positions-field-row">
        <NumberField
          label="Amount"
          unit={coin}
          value={amount}
          onChange={typeAmount}
          onBlur={() => setTouched(amount !== '')}
          error={touched ? problem : undefined}
        />
        <button type="button" className="button-quiet positions-max" onClick={fillMax}>
          Max
        </button>
      </div>
      <dl className="facts">
        {direction === 'add' ? (
          <Fact label="Available">{balance ? money(balance.availableAmount) : NONE}</Fact>
        ) : (
          <Fact label="Available after">
            {balance && after && parsed?.ok ? money(new Decimal(balance.availableAmount).plus(parsed.value)) : NONE}
          </Fact>
        )}
        <Fact label="Most that may be removed" title="What keeps margin, less any unrealised loss, at the initial margin of the value at the mark">
          {maxRemovable ? money(maxRemovable) : NONE}
        </Fact>
        <Fact label="Margin after">{after ? money(after.margin) : NONE}</Fact>
        <Fact label="New liquidation price" className="positions-preview">
          {after ? price(after.liquidationPrice) : NONE}
        </Fact>
      </dl>
      <p className="positions-hint muted">Previewed at the mark above; the exchange decides at its mark when it receives it.</p>
    </PositionForm>
  );
}
