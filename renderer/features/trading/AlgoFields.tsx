/**
 * The Order entry's Chase and TWAP: a chase's limits (max time, max distance, stop or cross at market at a limit),
 * a TWAP's slices, duration, timing spread, price limit and slippage, and what became of the last one started. The
 * order itself is the form's Quantity (and Reduce only); Perpdesk holds it (app/algo) and the Working tab shows it.
 */
import { useOrderEntryActions, useOrderEntryState } from '../../stores';
import { InfoTip } from '../../ui/InfoTip';
import { NumberField } from '../../ui/NumberField';
import { Segmented } from '../../ui/Segmented';
import { ALGO_HELD_BY_PERPDESK } from '../../domain/protection/algo-model';
import type { EntryContext } from '../../domain/trading/entry-context';
import { chaseLimitsOf } from '../../domain/trading/chase-form';
import { twapSettingsOf } from '../../domain/trading/twap-form';
import { visibleError } from '../../domain/trading/visible-error';

const CHASE_TEXT =
  'Post only at the best bid (buy) or ask (sell), followed until filled. Max distance: how far the best price may move against it (empty: no limit).';
const TWAP_TEXT =
  'The quantity in equal slices over the duration; pause, resume or cancel it in the Working tab. Timing spread: each slice moved at random by up to this share of half the gap. Slippage: each slice is an IOC limit this far past the best price. Price limit: slices wait while the price is beyond it (empty: none).';

const AT_LIMIT = [
  { value: 'stop', text: 'Stop' },
  { value: 'market', text: 'Cross at market' },
] as const;

export function ChaseFields({ ctx, attempted }: { ctx: EntryContext | null; attempted: boolean }) {
  const chase = useOrderEntryState((s) => s.chase);
  const { setChaseField } = useOrderEntryActions();
  const checked = ctx ? chaseLimitsOf(chase, ctx.pair) : null;
  const errorOf = (field: 'maxSeconds' | 'maxDistance') =>
    visibleError(checked && !checked.ok && checked.field === field ? checked.message : undefined, false, attempted);
  return (
    <fieldset className="chase-fields">
      <legend className="visually-hidden">Chase limits</legend>
      <div className="entry-row">
        <NumberField
          className="entry-field"
          label="Max time"
          inputMode="numeric"
          value={chase.maxSeconds}
          onChange={(v) => setChaseField('maxSeconds', v)}
          error={errorOf('maxSeconds')}
          adornment={<span className="field-unit">s</span>}
        />
        <NumberField
          className="entry-field"
          label="Max distance"
          value={chase.maxDistance}
          onChange={(v) => setChaseField('maxDistance', v)}
          error={errorOf('maxDistance')}
          adornment={<span className="field-unit">{ctx?.pair.settleCoinName ?? ''}</span>}
        />
      </div>
      <div className="entry-row entry-row-limit">
        <span className="field-label">At a limit</span>
        <Segmented label="At a limit" options={AT_LIMIT} value={chase.onLimit} onChange={(v) => setChaseField('onLimit', v)} />
        <InfoTip topic="Chase" text={`${CHASE_TEXT} ${ALGO_HELD_BY_PERPDESK}`} />
      </div>
    </fieldset>
  );
}

export function TwapFields({ ctx, attempted }: { ctx: EntryContext | null; attempted: boolean }) {
  const twap = useOrderEntryState((s) => s.twap);
  const { setTwapField } = useOrderEntryActions();
  const checked = ctx ? twapSettingsOf(twap, ctx.pair) : null;
  const field = (name: keyof typeof twap, label: string, unit: string) => (
    <NumberField
      className="entry-field"
      label={label}
      value={twap[name]}
      onChange={(v) => setTwapField(name, v)}
      error={visibleError(checked && !checked.ok && checked.field === name ? checked.message : undefined, false, attempted)}
      adornment={<span className="field-unit">{unit}</span>}
    />
  );
  return (
    <fieldset className="chase-fields">
      <legend className="visually-hidden">TWAP</legend>
      <div className="entry-row">
        {field('slices', 'Slices', '')}
        {field('minutes', 'Duration', 'min')}
      </div>
      <div className="entry-row">
        {field('spread', 'Timing spread', '%')}
        {field('slippage', 'Slippage', '%')}
      </div>
      <div className="entry-row entry-row-twap-limit">
        {field('priceLimit', 'Price limit', ctx?.pair.settleCoinName ?? '')}
        <InfoTip topic="TWAP" text={`${TWAP_TEXT} ${ALGO_HELD_BY_PERPDESK}`} />
      </div>
    </fieldset>
  );
}

/** What became of the last chase or TWAP started from the form. */
export function AlgoStatus() {
  const submission = useOrderEntryState((s) => s.algoSubmission);
  const started = submission.status === 'settled' && submission.result.ok ? submission.result.value : null;
  const name = started?.kind === 'twap' ? 'TWAP' : 'Chase';
  const text =
    submission.status === 'idle'
      ? null
      : submission.status === 'pending'
        ? { tone: 'pending', headline: 'Starting…' }
        : started
          ? {
              tone: 'ok',
              headline: `${name} started: ${started.side} ${started.quantity} ${started.pair}`,
              detail: 'Held by Perpdesk: follow it in the Working tab',
            }
          : { tone: 'error', headline: 'Not started', detail: submission.result.ok ? '' : submission.result.error.message };
  return (
    <div role="status" className={`outcome entry-outcome outcome-${text?.tone ?? 'idle'}`}>
      {text && (
        <>
          <p className="outcome-headline">{text.headline}</p>
          {'detail' in text && <p className="outcome-detail">{text.detail}</p>}
        </>
      )}
    </div>
  );
}
