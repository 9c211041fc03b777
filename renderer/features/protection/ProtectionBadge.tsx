import { useFeedValue } from '../../stores';
import { protectionSummary } from './protection-model';

/** Inside Connection: "Protection: N armed", red while the price feed behind an armed order is stale. */
export function ProtectionBadge() {
  const summary = protectionSummary(useFeedValue('protection', (d) => d));
  if (!summary) return null;
  return (
    <span className={`connection-protection ${summary.tone === 'bad' ? 'text-sell' : ''}`.trim()} data-tone={summary.tone} title={summary.detail}>
      {' · '}
      {summary.text}
    </span>
  );
}
