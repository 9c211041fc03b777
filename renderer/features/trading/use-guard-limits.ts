import { useEffect, useState, type RefObject } from 'react';
import type { GuardSettings } from '../../../shared/bridge';
import { useSession } from '../../services/hooks';
import { documentOf, listen } from '../../ui/dom';

/**
 * The guards' limits as the core holds them (`guards.get`); null until read, or when they cannot be (the core
 * still refuses). Read again whenever the keyboard moves (closing Settings hands it back), so a limit changed
 * there is the one the preview judges by. The keyboard is watched in the document of `within` (a pop-out's, when the
 * panel was moved there).
 */
export function useGuardLimits(within: RefObject<HTMLElement | null>): GuardSettings | null {
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
    const unlisten = listen(documentOf(within.current), { focusin: read });
    return () => {
      live = false;
      unlisten();
    };
  }, [invoke, within]);
  return limits;
}
