/** A scale order's fields: the two prices, how many orders, the total quantity, and how it is shared out. */
import type { Ref } from 'react';
import { useOrderEntryActions, useOrderEntryState, type EntryDistribution, type ScaleField } from '../../stores';
import { Segmented } from '../../ui/Segmented';
import { NumberField } from '../../ui/NumberField';
import type { EntryContext, FieldErrors } from '../../domain/trading/entry-context';

const DISTRIBUTIONS: readonly { value: EntryDistribution; text: string }[] = [
  { value: 'flat', text: 'Flat' },
  { value: 'increasing', text: 'Increasing' },
  { value: 'decreasing', text: 'Decreasing' },
];

interface ScaleOrderFieldsProps {
  ctx: EntryContext | null;
  errors: FieldErrors;
  refs: Record<ScaleField, Ref<HTMLInputElement>>;
}

export function ScaleOrderFields({ ctx, errors, refs }: ScaleOrderFieldsProps) {
  const scale = useOrderEntryState((s) => s.scale);
  const { setScaleField, setDistribution, touch } = useOrderEntryActions();
  const quote = ctx?.pair.settleCoinName;
  const base = ctx?.pair.tradeCoinName;
  const field = (name: ScaleField, label: string, unit?: string) => (
    <NumberField
      className="entry-field"
      label={label}
      value={scale[name]}
      onChange={(text) => setScaleField(name, text)}
      onBlur={() => touch(name)}
      error={errors[name]}
      inputRef={refs[name]}
      inputMode={name === 'count' ? 'numeric' : 'decimal'}
      adornment={unit ? <span className="field-unit">{unit}</span> : undefined}
    />
  );
  return (
    <>
      <div className="entry-row">
        {field('fromPrice', 'From price', quote)}
        {field('toPrice', 'To price', quote)}
      </div>
      <div className="entry-row entry-row-count">
        {field('count', 'Orders')}
        {field('totalQuantity', 'Total quantity', base)}
      </div>
      <Segmented label="Distribution" className="segmented-small" options={DISTRIBUTIONS} value={scale.distribution} onChange={setDistribution} />
    </>
  );
}
