/**
 * Settings › Hotkeys: the market's size presets, the quantities keys 1 to 5 pick (in the coin or in USDT). Saved
 * with Save, all or none: one the market's lot refuses says why and keeps the ones before.
 */
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { MAX_SIZE_PRESETS, useSelectedPair, useSettings, type SizePreset } from '../../stores';
import type { Pair } from '../../../shared/exchange';
import { checkPresets, presetsOf } from '../../domain/ladder/size-presets';

export function SizePresetsFields() {
  const pair = useSelectedPair();
  if (!pair) return null;
  // A fresh draft for each market.
  return <PresetRows key={pair.symbol} pair={pair} />;
}

const padded = (presets: readonly SizePreset[]): SizePreset[] =>
  Array.from({ length: MAX_SIZE_PRESETS }, (_, i) => presets[i] ?? { quantity: '', unit: 'base' });

function PresetRows({ pair }: { pair: Pair }) {
  const settings = useSettings();
  const saved = useStore(settings, (s) => s.sizePresets);
  const [draft, setDraft] = useState<SizePreset[]>(() => padded(presetsOf(saved, pair)));
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const id = useId();

  const change = (i: number, patch: Partial<SizePreset>) => {
    setDraft((rows) => rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
    setMessage(null);
  };
  const save = () => {
    const checked = checkPresets(pair, draft);
    if (!checked.ok) return setMessage({ tone: 'error', text: checked.message });
    settings.getState().actions.setSizePresets(pair.symbol, checked.presets);
    setDraft(padded(checked.presets));
    setMessage({ tone: 'ok', text: `Size presets for ${pair.symbol} saved` });
  };

  return (
    <div className="size-presets" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="size-presets-title">
        Size presets for {pair.symbol} (keys 1 to 5, and the ladder&apos;s presets)
      </p>
      <div className="size-presets-rows">
        {draft.map((row, i) => (
          <span key={i} className="size-presets-row">
            <label htmlFor={`${id}-${i}`}>{i + 1}</label>
            <input
              id={`${id}-${i}`}
              className="field-input num size-presets-amount"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              aria-label={`Size preset ${i + 1}`}
              value={row.quantity}
              onChange={(e) => change(i, { quantity: e.target.value })}
            />
            <select
              aria-label={`Size preset ${i + 1} unit`}
              value={row.unit}
              onChange={(e) => change(i, { unit: e.target.value === 'quote' ? 'quote' : 'base' })}
            >
              <option value="base">{pair.tradeCoinName}</option>
              <option value="quote">{pair.settleCoinName}</option>
            </select>
          </span>
        ))}
      </div>
      <button type="button" className="button-quiet" onClick={save}>
        Save presets
      </button>
      <p aria-live="polite" className={message?.tone === 'error' ? 'text-error size-presets-message' : 'muted size-presets-message'}>
        {message?.text}
      </p>
    </div>
  );
}
