import { useState } from 'react';
import type { Position } from '../../../shared/exchange';
import { FIRES_AT_ONCE_CODE, type ParamsOf } from '../../../shared/bridge';
import { parseUserDecimal } from '../../../shared/decimal';
import { useFeedValue, usePairs, useSession } from '../../stores';
import { Dialog } from '../../ui/Dialog';
import { NumberField } from '../../ui/NumberField';
import { Segmented } from '../../ui/Segmented';
import { exitText, firesAtOnceText, HELD_BY_PERPDESK, heldOn, slippageOf, tpSlText } from './protection-model';
import { ExitField } from './ExitField';
import { SubmitForm } from '../../ui/SubmitForm';

const TRIGGER_FEEDS = [{ value: 'mark', text: 'Mark price' }, { value: 'last', text: 'Last price' }] as const;

/** The Positions row's TP / SL: the take profit and stop loss Perpdesk holds on it, and a button to edit them. */
export function TpSlCell({ position }: { position: Position }) {
  const held = useFeedValue('heldOrders', (d) => d) ?? [];
  const [open, setOpen] = useState(false);
  const text = tpSlText(position, held);
  // Compact: the take profit over the stop loss, so the column stays narrow enough to be seen beside the PnL.
  const [tp, sl] = text.split(' / ');
  return (
    <>
      <button
        type="button"
        className={`positions-tpsl num${sl === undefined ? '' : ' positions-tpsl-set'}`}
        aria-label={`TP / SL of ${position.symbol}: ${text}`}
        title="Set a take profit or a stop loss (held by Perpdesk)"
        onClick={() => setOpen(true)}
      >
        {sl === undefined ? (
          text
        ) : (
          <>
            <span className="positions-tpsl-line">{tp}</span>
            <span className="positions-tpsl-sep"> / </span>
            <span className="positions-tpsl-line">{sl}</span>
          </>
        )}
      </button>
      {open && <TpSlDialog position={position} onClose={() => setOpen(false)} />}
    </>
  );
}

type Kind = 'take-profit' | 'stop-loss';

function TpSlDialog({ position, onClose }: { position: Position; onClose: () => void }) {
  const session = useSession();
  const held = useFeedValue('heldOrders', (d) => d) ?? [];
  const priceDecimal = usePairs().data?.find((p) => p.symbol === position.symbol)?.priceDecimal ?? 8;
  const live = heldOn(position, held);
  const current = (kind: Kind) => live.find((h) => h.kind === kind);
  const [fields, setFields] = useState<Record<Kind, string>>({
    'take-profit': current('take-profit')?.trigger ?? '',
    'stop-loss': current('stop-loss')?.trigger ?? '',
  });
  const [feed, setFeed] = useState<'mark' | 'last'>(current('stop-loss')?.feed ?? current('take-profit')?.feed ?? 'mark');
  const held0 = current('stop-loss') ?? current('take-profit');
  const [exit, setExit] = useState<'market' | 'limit'>(held0?.exit.type ?? 'market');
  const [slippage, setSlippage] = useState(held0?.exit.type === 'limit' ? held0.exit.slippage : '0.5');
  const [errors, setErrors] = useState<Partial<Record<Kind | 'slippage', string>>>({});
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'bad' | 'pending'; text: string } | null>(null);
  const [fireNow, setFireNow] = useState<ParamsOf<'protection.set'>[]>([]);

  const save = async () => {
    const nextErrors: Partial<Record<Kind | 'slippage', string>> = {};
    const sends: (() => Promise<string | null>)[] = [];
    // Refused because the price has already crossed them: set only when the trader says to fire now.
    const crossed: ParamsOf<'protection.set'>[] = [];
    const slipped = exit === 'limit' ? slippageOf(slippage) : null;
    if (slipped && !slipped.ok) nextErrors.slippage = slipped.message;
    const chosen = exitText(slipped?.ok ? { type: 'limit', slippage: slipped.value } : { type: 'market' });
    const how = slipped?.ok ? { exit: 'limit' as const, slippage: slipped.value } : { exit: 'market' as const };
    for (const kind of ['take-profit', 'stop-loss'] as const) {
      const label = kind === 'take-profit' ? 'Take profit' : 'Stop loss';
      const text = fields[kind].trim();
      const existing = current(kind);
      if (text === '') {
        if (existing) sends.push(async () => ((r) => (r.ok ? null : `${label}: ${r.error.message}`))(await session.protection.cancel(existing.id)));
        continue;
      }
      if (existing?.trigger === text && existing.feed === feed && exitText(existing.exit) === chosen) continue;
      const parsed = parseUserDecimal(text, { field: label, maxDecimals: priceDecimal });
      if (!parsed.ok) {
        nextErrors[kind] = parsed.message;
        continue;
      }
      const params = { pair: position.symbol, positionId: position.id, kind, value: parsed.value, feed, ...how };
      sends.push(async () => {
        const r = await session.protection.set(params);
        if (!r.ok && r.error.code === FIRES_AT_ONCE_CODE) crossed.push(params);
        return r.ok ? null : `${label}: ${firesAtOnceText(r.error.message)}`;
      });
    }
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    setOutcome({ tone: 'pending', text: 'Saving…' });
    const problems = (await Promise.all(sends.map((send) => send()))).filter((p): p is string => p !== null);
    setOutcome(problems.length === 0 ? { tone: 'ok', text: 'Saved: Perpdesk holds them now' } : { tone: 'bad', text: problems.join('; ') });
    setFireNow(crossed);
  };

  const fire = async () => {
    const asked = fireNow;
    setFireNow([]);
    setOutcome({ tone: 'pending', text: 'Setting and firing…' });
    const results = await Promise.all(asked.map((params) => session.protection.set({ ...params, now: true })));
    const problems = results.flatMap((r) => (r.ok ? [] : [r.error.message]));
    setOutcome(problems.length === 0 ? { tone: 'ok', text: 'Set: it fires at the next price' } : { tone: 'bad', text: problems.join('; ') });
  };

  return (
    <Dialog title="TP / SL" open onClose={onClose} className="positions-dialog">
      <SubmitForm className="positions-form" onSubmit={save}>
        <p>
          <span className={position.isLong ? 'text-buy' : 'text-sell'}>{position.isLong ? 'Long' : 'Short'}</span> {position.quantity} {position.symbol}, entry{' '}
          <span className="num">{position.openingPrice}</span>
        </p>
        {(['take-profit', 'stop-loss'] as const).map((kind) => (
          <NumberField
            key={kind}
            label={kind === 'take-profit' ? 'Take profit' : 'Stop loss'}
            unit="USDT"
            value={fields[kind]}
            error={errors[kind]}
            hint={`Closes the whole position (${exitText(exit === 'limit' ? { type: 'limit', slippage } : { type: 'market' })}) when the ${feed} price crosses it`}
            onChange={(text) => setFields((f) => ({ ...f, [kind]: text }))}
          />
        ))}
        <Segmented
          className="positions-segmented"
          label="Trigger on"
          options={TRIGGER_FEEDS}
          value={feed}
          onChange={setFeed}
        />
        <ExitField exit={exit} slippage={slippage} onExit={setExit} onSlippage={setSlippage} error={errors.slippage} className="positions-segmented" />
        <p className="muted">{HELD_BY_PERPDESK} Leave a field empty to cancel it.</p>
        <div role="status" className={`outcome outcome-${outcome?.tone ?? 'idle'}`}>
          {outcome && <p className="outcome-headline">{outcome.text}</p>}
          {fireNow.length > 0 && (
            <button type="button" className="button button-sell" onClick={() => void fire()}>
              Set it and fire now
            </button>
          )}
        </div>
        <div className="positions-actions">
          <button type="submit" className="button button-primary">
            Save
          </button>
          <button type="button" className="button" onClick={onClose}>
            Done
          </button>
        </div>
      </SubmitForm>
    </Dialog>
  );
}
