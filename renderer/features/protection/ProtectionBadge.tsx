import { useFeedValue } from '../../stores';
import { noStopChipText } from '../../domain/protection/no-stop';
import { useWithoutStop } from './NoStopMark';
import { protectionSummary } from '../../domain/protection/protection-model';

/**
 * Inside Connection: "Protection: N armed", red while the price feed behind an armed order is stale; and, while the
 * No stop warning is on, "No stop: N" in red for the positions with no armed stop.
 */
export function ProtectionBadge() {
  const summary = protectionSummary(useFeedValue('protectionStatus', (d) => d));
  const unprotected = useWithoutStop();
  const noStop = noStopChipText(unprotected.length);
  if (!summary && !noStop) return null;
  return (
    <>
      {summary && (
        <span className={`connection-protection ${summary.tone === 'bad' ? 'text-sell' : ''}`.trim()} data-tone={summary.tone} title={summary.detail}>
          {' · '}
          {summary.text}
        </span>
      )}
      {noStop && (
        <span
          className="connection-protection connection-no-stop text-sell"
          data-tone="bad"
          title={`No armed stop loss or trailing stop on ${unprotected.map((p) => `${p.symbol} ${p.isLong ? 'long' : 'short'}`).join(', ')}`}
        >
          {' · '}
          {noStop}
        </span>
      )}
    </>
  );
}
