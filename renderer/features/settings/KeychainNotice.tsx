import { useFeedsSlice } from '../../stores';

/** Says so when keys cannot be kept in the OS keychain: the trader should know before adding one. */
export function KeychainNotice() {
  const unavailable = useFeedsSlice((s) => s.feeds.status.data?.keychain.available === false);
  const message = useFeedsSlice((s) => s.feeds.status.data?.keychain.message);
  if (!unavailable) return null;
  return (
    <p className="notice" role="note">
      {message}
    </p>
  );
}
