/**
 * Settings › Hotkeys: what B and S send, a limit IOC at the best price plus a slippage allowance (ticks or %), or a
 * market order. A change is kept as soon as it can be used; one that cannot says why and keeps the last good one.
 */
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { useSettings, type HotkeyPricing } from '../../stores';

export function HotkeyPricingFields() {
  const settings = useSettings();
  const saved = useStore(settings, (s) => s.hotkeyPricing);
  const [draft, setDraft] = useState<HotkeyPricing>(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const change = (changes: Partial<HotkeyPricing>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    setProblem(settings.getState().actions.setHotkeyPricing(next));
  };

  return (
    <div className="hotkey-pricing">
      <label htmlFor={`${id}-type`}>B and S send</label>
      <select id={`${id}-type`} value={draft.type} onChange={(e) => change({ type: e.target.value === 'market' ? 'market' : 'limit' })}>
        <option value="limit">Limit IOC, best price + allowance</option>
        <option value="market">Market order</option>
      </select>
      {draft.type === 'limit' && (
        <>
          <label htmlFor={`${id}-slippage`}>Slippage allowance</label>
          <input
            id={`${id}-slippage`}
            className="field-input num hotkey-pricing-amount"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={draft.slippage}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => change({ slippage: e.target.value })}
          />
          <select aria-label="Allowance unit" value={draft.unit} onChange={(e) => change({ unit: e.target.value === 'ticks' ? 'ticks' : 'percent' })}>
            <option value="percent">%</option>
            <option value="ticks">ticks</option>
          </select>
        </>
      )}
      {problem && (
        <p id={`${id}-problem`} className="field-error hotkey-pricing-problem" role="alert">
          {problem}
        </p>
      )}
      <p className="muted hotkey-settings-note hotkey-pricing-note">
        Priced from the freshest book (asked again when the one on screen is older than a quarter second). The messages say the average price it
        filled at.
      </p>
    </div>
  );
}
