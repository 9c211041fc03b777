import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useSettings } from '../../stores';
import { resolveBindings, type Resolved } from './bindings';

/** The keys in force (the defaults with the trader's changes), and any saved change that could not be used. */
export function useBindings(): Resolved {
  const overrides = useStore(useSettings(), (s) => s.hotkeys);
  return useMemo(() => resolveBindings(overrides), [overrides]);
}

export const useTradingHotkeys = (): boolean => useStore(useSettings(), (s) => s.tradingHotkeys);
