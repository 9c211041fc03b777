import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useReadOnlyReason, useSettings } from '../../stores';
import type { StatusMark } from '../../ui/StatusMarks';
import { resolveBindings, type Resolved } from './bindings';

/** The keys in force (the defaults with the trader's changes), and any saved change that could not be used. */
export function useBindings(): Resolved {
  const overrides = useStore(useSettings(), (s) => s.hotkeys);
  return useMemo(() => resolveBindings(overrides), [overrides]);
}

/** Whether trading hotkeys work now: turned on, and the profile traded may trade (a read-only one turns them off). */
export function useTradingHotkeys(): boolean {
  const on = useStore(useSettings(), (s) => s.tradingHotkeys);
  const readOnly = useReadOnlyReason();
  return on && readOnly === null;
}

/** The "Hotkeys armed" mark while trading hotkeys are on (a click turns them off), else null. */
export function useHotkeysArmedMark(): StatusMark | null {
  const settings = useSettings();
  const on = useTradingHotkeys();
  return useMemo(
    () =>
      on
        ? {
            label: 'Hotkeys armed',
            hint: 'Trading hotkeys are on: click to turn them off',
            turnOff: () => settings.getState().actions.setTradingHotkeys(false),
          }
        : null,
    [on, settings],
  );
}
