import Decimal from 'decimal.js';
import { useState } from 'react';
import type { Position } from '../../../shared/exchange';
import { FIRES_AT_ONCE_CODE, type ParamsOf } from '../../../shared/bridge';
import type { EntryOf } from '../../../shared/trading';
import { useFeedValue, usePairs } from '../../stores';
import { useSession } from '../../services/hooks';
import { Dialog } from '../../ui/Dialog';
import { NumberField } from '../../ui/NumberField';
import { Segmented } from '../../ui/Segmented';
import { SubmitForm } from '../../ui/SubmitForm';
import { exitText, firesAtOnceText, HELD_BY_PERPDESK, heldOn, LIMIT_EXIT_HINT, slippageOf } from '../../domain/protection/protection-model';
import { ExitField } from '../../ui/ExitField';
import { HeldOnPosition } from './HeldOnPosition';
import { TierFields } from '../../ui/TierFields';
import { TriggerUnitSelect } from '../../ui/TriggerUnitSelect';
import { breakevenLabel, quietEmpty, readTiers, TIER_EDITS, type TierRow } from '../../domain/protection/tiers-form';
import {
  readTrail,
  readTrigger,
  TRAIL_UNITS,
  TRIGGER_UNITS,
  triggerHint,
  type TrailUnit,
  type TriggerBy,
  type TriggerRead,
} from '../../domain/protection/trigger-units';
import { InfoTip } from '../../ui/InfoTip';

const TRIGGER_FEEDS = [
  { value: 'mark', text: 'Mark price' },
  { value: 'last', text: 'Last price' },
] as const;

type Kind = 'take-profit' | 'stop-loss';
type Field = Kind | 'trailing' | 'slippage';
const LABELS: Record<Kind, string> = { 'take-profit': 'Take profit', 'stop-loss': 'Stop loss' };
type Outcome = { tone: 'ok' | 'bad' | 'pending'; text: string };

/**
 * A position's take profit and stop loss (each by price, % from entry, ROE % or USDT of PnL, with the price it
 * means shown live), a trailing stop, and the list of what Perpdesk holds on it, each with its ✕.
 */
export function TpSlDialog({ position, onClose }: { position: Position; onClose: () => void }) {
  const session = useSession();
  const held = useFeedValue('protectionOrders', (d) => d) ?? [];
  const pair = usePairs().data?.find((p) => p.symbol === position.symbol);
  const priceDecimal = pair?.priceDecimal ?? 8;
  const live = heldOn(position, held);
  const current = (kind: Kind) => live.find((h) => h.kind === kind);
  const liveTiers = live.filter((h) => h.kind === 'take-profit' && h.tier !== null).sort((a, b) => a.tier! - b.tier!);
  const tiersHeld: TierRow[] = liveTiers.map((h) => ({ value: h.trigger ?? '', share: h.share ?? '' }));
  const [scaleOut, setScaleOut] = useState(liveTiers.length > 0);
  const [tierRows, setTierRows] = useState<TierRow[]>(tiersHeld);
  // The list does not say whether held tiers move the stop: the box says what was last sent from here.
  const [breakeven, setBreakeven] = useState(false);
  const [breakevenTouched, setBreakevenTouched] = useState(false);
  const [tried, setTried] = useState(false);
  const [fields, setFields] = useState<Record<Kind, string>>({
    'take-profit': current('take-profit')?.trigger ?? '',
    'stop-loss': current('stop-loss')?.trigger ?? '',
  });
  const [units, setUnits] = useState<Record<Kind, TriggerBy>>({ 'take-profit': 'price', 'stop-loss': 'price' });
  const [trail, setTrail] = useState('');
  const [trailUnit, setTrailUnit] = useState<TrailUnit>('distance');
  const [feed, setFeed] = useState<'mark' | 'last'>(current('stop-loss')?.feed ?? current('take-profit')?.feed ?? 'mark');
  const held0 = current('stop-loss') ?? current('take-profit');
  const [exit, setExit] = useState<'market' | 'limit'>(held0?.exit.type ?? 'market');
  const [slippage, setSlippage] = useState(held0?.exit.type === 'limit' ? held0.exit.slippage : '0.5');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fireNow, setFireNow] = useState<ParamsOf<'protection.set'>[]>([]);

  const entry: EntryOf = { isLong: position.isLong, openingPrice: position.openingPrice, quantity: position.quantity, lever: position.lever };
  // A held trigger left as it is is not read again: it may have been moved past the entry since (a stop in profit).
  const unchanged = (kind: Kind) => units[kind] === 'price' && current(kind)?.trigger === fields[kind].trim();
  const readOf = (kind: Kind): TriggerRead | null =>
    fields[kind].trim() === '' || unchanged(kind) ? null : readTrigger(LABELS[kind], kind, units[kind], fields[kind], entry, priceDecimal);
  const reads: Record<Kind, TriggerRead | null> = { 'take-profit': readOf('take-profit'), 'stop-loss': readOf('stop-loss') };
  const trailRead = trail.trim() === '' ? null : readTrail(trail, trailUnit, priceDecimal);
  const tiersRead = readTiers(tierRows, {
    priceOf: (label, text) => readTrigger(label, 'take-profit', units['take-profit'], text, entry, priceDecimal),
    quantity: position.quantity,
    tradeDecimal: pair?.tradeDecimal ?? 8,
    coin: pair?.tradeCoinName ?? '',
  });
  const tiersUnchanged =
    units['take-profit'] === 'price' &&
    !breakevenTouched &&
    JSON.stringify(tierRows.map((r) => ({ value: r.value.trim(), share: r.share.trim() }))) === JSON.stringify(tiersHeld);

  const save = async () => {
    setTried(true);
    const nextErrors: Partial<Record<Field, string>> = {};
    const sends: (() => Promise<string | null>)[] = [];
    // Refused because the price has already crossed them: set only when the trader says to fire now.
    const crossed: ParamsOf<'protection.set'>[] = [];
    const slipped = exit === 'limit' ? slippageOf(slippage) : null;
    if (slipped && !slipped.ok) nextErrors.slippage = slipped.message;
    const chosen = exitText(slipped?.ok ? { type: 'limit', slippage: slipped.value } : { type: 'market' });
    const how = slipped?.ok ? { exit: 'limit' as const, slippage: slipped.value } : { exit: 'market' as const };
    for (const kind of scaleOut ? (['stop-loss'] as const) : (['take-profit', 'stop-loss'] as const)) {
      const label = LABELS[kind];
      const existing = current(kind);
      const read = reads[kind];
      if (fields[kind].trim() === '') {
        if (existing) sends.push(async () => ((r) => (r.ok ? null : `${label}: ${r.error.message}`))(await session.protection.cancel(existing.id)));
        continue;
      }
      if (read === null) {
        if (existing?.feed === feed && exitText(existing.exit) === chosen) continue;
      } else if (!read.ok) {
        nextErrors[kind] = read.message;
        continue;
      }
      const by = read === null ? 'price' : units[kind];
      const params = {
        pair: position.symbol,
        positionId: position.id,
        kind,
        by,
        value: read === null ? fields[kind].trim() : read.value,
        feed,
        ...how,
      };
      sends.push(async () => {
        const r = await session.protection.set(params);
        if (!r.ok && r.error.code === FIRES_AT_ONCE_CODE) crossed.push(params);
        if (!r.ok) return `${label}: ${firesAtOnceText(r.error.message)}`;
        // Held now at a price: the field says which, so what is on screen is what is held.
        setFields((f) => ({ ...f, [kind]: r.value.trigger ?? f[kind] }));
        setUnits((u) => ({ ...u, [kind]: 'price' }));
        return null;
      });
    }
    if (scaleOut) {
      const sameHow = liveTiers.every((h) => h.feed === feed && exitText(h.exit) === chosen);
      if (tierRows.length === 0) {
        // No rows left: the take profits go, as an emptied field's does.
        for (const h of live.filter((o) => o.kind === 'take-profit'))
          sends.push(async () => ((r) => (r.ok ? null : `Take profit: ${r.error.message}`))(await session.protection.cancel(h.id)));
      } else if (!tiersRead.result.ok) nextErrors['take-profit'] = tiersRead.result.message;
      else if (!(tiersUnchanged && sameHow)) {
        const sent = tiersRead.result.tiers;
        const params: ParamsOf<'protection.set'> = {
          pair: position.symbol,
          positionId: position.id,
          kind: 'take-profit',
          by: units['take-profit'],
          tiers: sent.map(({ value, share }) => ({ value, share })),
          ...(breakeven ? { breakevenAfterTp1: true } : {}),
          feed,
          ...how,
        };
        sends.push(async () => {
          const r = await session.protection.set(params);
          if (!r.ok && r.error.code === FIRES_AT_ONCE_CODE) crossed.push(params);
          if (!r.ok) return `Take profit: ${firesAtOnceText(r.error.message)}`;
          // Held now at prices: the rows say which.
          setTierRows(sent.map(({ price, share }) => ({ value: price, share })));
          setUnits((u) => ({ ...u, 'take-profit': 'price' }));
          setBreakevenTouched(false);
          return null;
        });
      }
    }
    if (trailRead && !trailRead.ok) nextErrors.trailing = trailRead.message;
    else if (trailRead) {
      const { ok: _, ...distance } = trailRead;
      const old = live.find((h) => h.kind === 'trailing-stop');
      sends.push(async () => {
        const r = await session.protection.trailing({ pair: position.symbol, positionId: position.id, ...distance, feed, ...how });
        if (!r.ok) return `Trailing stop: ${r.error.message}`;
        setTrail('');
        // One trailing stop per position: the new one replaces the old.
        if (old) await session.protection.cancel(old.id);
        return null;
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

  const cancel = async (id: string, what: string) => {
    const r = await session.protection.cancel(id);
    setOutcome(r.ok ? { tone: 'ok', text: `Cancelled: ${what}` } : { tone: 'bad', text: `${what}: ${r.error.message}` });
  };

  const toggleScaleOut = (on: boolean) => {
    setScaleOut(on);
    // The single take profit typed becomes the first target, for the whole position until shared out.
    if (on && tierRows.length === 0) setTierRows([{ value: fields['take-profit'], share: '100' }]);
  };

  const exitSaid = exitText(exit === 'limit' ? { type: 'limit', slippage } : { type: 'market' });
  return (
    <Dialog title="TP / SL" open onClose={onClose} className="positions-dialog">
      <SubmitForm className="positions-form" onSubmit={save}>
        <p>
          <span className={position.isLong ? 'text-buy' : 'text-sell'}>{position.isLong ? 'Long' : 'Short'}</span> {position.quantity}{' '}
          {position.symbol}, entry{' '}
          <span className="num" title={position.openingPrice}>
            {pair ? new Decimal(position.openingPrice).toFixed(priceDecimal) : position.openingPrice}
          </span>
          , {position.lever}× <InfoTip topic="held orders" text={`${HELD_BY_PERPDESK} Leave a field empty to cancel it.`} />
        </p>
        <label className="tiers-check">
          <input type="checkbox" checked={scaleOut} onChange={(e) => toggleScaleOut(e.target.checked)} />
          Scale out: take profit in up to 4 targets
        </label>
        {(['take-profit', 'stop-loss'] as const).map((kind) => {
          const read = reads[kind];
          if (kind === 'take-profit' && scaleOut) {
            return (
              <fieldset key={kind} className="tiers-fieldset">
                <legend className="field-label">
                  Take profit in{' '}
                  <TriggerUnitSelect
                    label={LABELS[kind]}
                    units={TRIGGER_UNITS}
                    value={units[kind]}
                    onChange={(by) => setUnits((u) => ({ ...u, [kind]: by }))}
                  />
                </legend>
                <TierFields
                  rows={tierRows}
                  onRows={setTierRows}
                  edits={TIER_EDITS}
                  read={quietEmpty(tiersRead, tierRows, tried)}
                  unit={units[kind] === 'price' ? undefined : TRIGGER_UNITS.find((u) => u.value === units[kind])?.text}
                  breakeven={breakeven}
                  onBreakeven={(on) => {
                    setBreakeven(on);
                    setBreakevenTouched(true);
                  }}
                  breakevenText={breakevenLabel([{ isLong: position.isLong, price: position.openingPrice }], {
                    takerTradeFeeRate: pair?.takerTradeFeeRate ?? '0',
                    priceDecimal,
                  })}
                />
              </fieldset>
            );
          }
          return (
            <NumberField
              key={kind}
              label={LABELS[kind]}
              value={fields[kind]}
              error={errors[kind] ?? (read && !read.ok ? read.message : undefined)}
              hint={triggerHint(read, units[kind]) ?? `Closes the whole position (${exitSaid}) when the ${feed} price crosses it`}
              onChange={(text) => setFields((f) => ({ ...f, [kind]: text }))}
              adornment={
                <TriggerUnitSelect
                  label={LABELS[kind]}
                  units={TRIGGER_UNITS}
                  value={units[kind]}
                  onChange={(by) => setUnits((u) => ({ ...u, [kind]: by }))}
                />
              }
            />
          );
        })}
        <NumberField
          label="Trailing stop"
          value={trail}
          error={errors.trailing ?? (trailRead && !trailRead.ok ? trailRead.message : undefined)}
          hint={`Follows the best ${feed} price this far behind it and closes the whole position when the price comes back to it`}
          onChange={setTrail}
          adornment={
            <select
              className="unit-select"
              aria-label="Trailing stop in"
              value={trailUnit}
              onChange={(e) => setTrailUnit(e.target.value === 'percent' ? 'percent' : 'distance')}
            >
              {TRAIL_UNITS.map((u) => (
                <option key={u.value} value={u.value}>
                  {u.text}
                </option>
              ))}
            </select>
          }
        />
        <Segmented className="positions-segmented" label="Trigger on" options={TRIGGER_FEEDS} value={feed} onChange={setFeed} />
        <ExitField
          exit={exit}
          slippage={slippage}
          onExit={setExit}
          onSlippage={setSlippage}
          error={errors.slippage}
          className="positions-segmented"
          hint={LIMIT_EXIT_HINT}
        />
        <HeldOnPosition held={live} onCancel={(id, what) => void cancel(id, what)} />
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
