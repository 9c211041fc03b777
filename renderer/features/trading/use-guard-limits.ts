import { useEffect, useState } from 'react';
import type { GuardSettings } from '../../../shared/bridge';
import { useSession } from '../../services/hooks';

/**
 * The guards' limits as the core holds them (`guards.get`); null until read, or when they cannot be (the core
 * still refuses). Read again whenever the keyboard moves (closing Settings hands it back), so a limit changed
 * there is the one the preview judges by.
 */
export function useGuardLimits(): GuardSettings | null {
  const { invoke } = useSession();
  const [limits, setLimits] = useState<GuardSettings | null>(null);
  useEffect(() => {
    let live = true;
    let asking = false;
    const read = () => {
      if (asking) return;
      asking = true;
      void invoke('guards.get', {}).then((result) => {
        asking = false;
        if (live) setLimits(result.ok ? result.value : null);
      });
    };
    read();
    document.addEventListener('focusin', read);
    return () => {
      live = false;
      document.removeEventListener('focusin', read);
    };
  }, [invoke]);
  return limits;
}
