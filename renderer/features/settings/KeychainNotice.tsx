import { useState } from 'react';
import { useFeedsSlice } from '../../stores';
import { keychainNotice } from './keychain-notice-model';
import './keychain-notice.css';

/** Says so when a real key's secret cannot be kept in the OS keychain; the trader may dismiss it for this run. */
export function KeychainNotice() {
  const message = useFeedsSlice((s) => keychainNotice(s.feeds.status.data));
  const [dismissed, setDismissed] = useState(false);
  if (message === null || dismissed) return null;
  return (
    <p className="notice keychain-notice" role="note">
      <span>{message}</span>
      <button type="button" className="notice-dismiss" aria-label="Dismiss the keychain notice" onClick={() => setDismissed(true)}>
        ✕
      </button>
    </p>
  );
}
