/**
 * The Order entry's Chase: its limits (max time, max distance, stop or cross at market at a limit) and what became
 * of the last one started. The order itself is the form's Quantity, post only at the best price, which Perpdesk
 * follows (app/algo); its progress is in the Working tab.
 */
import { useOrderEntryActions, useOrderEntryState } from '../../stores';
import { NumberField } from '../../ui/NumberField';
import { Segmented } from '../../ui/Segmented';
import { ALGO_HELD_BY_PERPDESK } from '../protection';
import type { EntryContext } from './entry-context';
import { chaseLimitsOf } from './chase-form';

const AT_LIMIT = [
  { value: 'stop', text: 'Stop' },
  { value: 'market', text: 'Cross at market' },
] as const;

export function ChaseFields({ ctx, attempted }: { ctx: EntryContext | null; attempted: boolean }) {
  const chase = useOrderEntryState((s) => s.chase);
  const { setChaseField } = useOrderEntryActions();
  const checked = ctx ? chaseLimitsOf(chase, ctx.pair) : null;
  const errorOf = (field: 'maxSeconds' | 'maxDistance') => (attempted && checked && !checked.ok && checked.field === field ? checked.message : undefined);
  return (
    <fieldset className="chase-fields">
      <legend className="visually-hidden">Chase limits</legend>
      <div className="entry-row">
        <NumberField className="entry-field" label="Max time" inputMode="numeric" value={chase.maxSeconds} onChange={(v) => setChaseField('maxSeconds', v)} error={errorOf('maxSeconds')} adornment={<span className="field-unit">s</span>} />
        <NumberField
          className="entry-field"
          label="Max distance"
          value={chase.maxDistance}
          onChange={(v) => setChaseField('maxDistance', v)}
          error={errorOf('maxDistance')}
          hint="How far the best price may move against it (empty: no limit)"
          adornment={<span className="field-unit">{ctx?.pair.settleCoinName ?? ''}</span>}
        />
      </div>
      <div className="entry-row">
        <span className="field-label">At a limit</span>
        <Segmented label="At a limit" options={AT_LIMIT} value={chase.onLimit} onChange={(v) => setChaseField('onLimit', v)} />
      </div>
      <p className="muted entry-chase-note" title={ALGO_HELD_BY_PERPDESK}>
        Post only at the best bid (buy) or ask (sell), followed until filled. Held by Perpdesk.
      </p>
    </fieldset>
  );
}

/** What became of the last chase started from the form. */
export function ChaseStatus() {
  const submission = useOrderEntryState((s) => s.chaseSubmission);
  const text =
    submission.status === 'idle'
      ? null
      : submission.status === 'pending'
        ? { tone: 'pending', headline: 'Starting chase…' }
        : submission.result.ok
          ? { tone: 'ok', headline: `Chase started: ${submission.result.value.side} ${submission.result.value.quantity} ${submission.result.value.pair}`, detail: 'Held by Perpdesk: follow it in the Working tab' }
          : { tone: 'error', headline: 'Chase not started', detail: submission.result.error.message };
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
