import { useState } from 'react';
import { useFeedValue } from '../../stores';
import { useSession } from '../../services/hooks';
import { InfoTip } from '../../ui/InfoTip';
import { Table, type Column } from '../../ui/Table';
import { ActionProblem } from '../../ui/ActionProblem';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { AlgoTable } from './AlgoTable';
import { HELD_BY_PERPDESK, heldRow, type HeldRow } from '../../domain/protection/protection-model';
import './protection.css';

/**
 * The Working tab: the orders Perpdesk holds (stops, targets, trailing stops, bracket legs), live ones first, each
 * marked "Held by Perpdesk" with what that means, and a Cancel for those that can still be cancelled; below them
 * the chases and TWAPs.
 */
export function WorkingTab() {
  const session = useSession();
  const held = useFeedValue('protectionOrders', (d) => d);
  const [problem, setProblem] = useState<string | null>(null);
  const rows = (held ?? []).map(heldRow);

  const cancel = async (id: string) => {
    const result = await session.protection.cancel(id);
    setProblem(result.ok ? null : `Not cancelled: ${result.error.message}`);
  };

  const columns: Column<HeldRow>[] = [
    { id: 'market', header: 'Market', cell: (r) => r.market },
    { id: 'kind', header: 'Kind', cell: (r) => r.kind },
    {
      id: 'exit',
      header: 'Exit',
      cell: (r) => (
        <>
          <span className={r.exitTone === 'buy' ? 'text-buy' : 'text-sell'}>{r.exit}</span>, {r.exitHow}
        </>
      ),
    },
    { id: 'trigger', header: 'Trigger', align: 'end', cell: (r) => <span className="num">{r.trigger}</span> },
    { id: 'quantity', header: 'Quantity', align: 'end', cell: (r) => <span className="num">{r.quantity}</span> },
    { id: 'feed', header: 'Trigger on', cell: (r) => r.feed },
    { id: 'status', header: 'Status', cell: (r) => r.status },
    {
      id: 'held',
      header: 'Where',
      cell: () => (
        <span className="badge" title={HELD_BY_PERPDESK}>
          Held by Perpdesk
        </span>
      ),
    },
    {
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (r) =>
        r.live && r.status !== 'Firing: exit sent' ? (
          <button type="button" className="button button-small" aria-label={`Cancel ${r.kind} on ${r.market}`} onClick={() => void cancel(r.id)}>
            Cancel
          </button>
        ) : null,
    },
  ];

  const empty = held === null ? 'Loading held orders…' : 'Perpdesk holds no orders';
  return (
    <div className="working">
      <p className="muted working-head">
        Held by Perpdesk <InfoTip topic="orders held by Perpdesk" text={HELD_BY_PERPDESK} />
      </p>
      <ActionProblem problem={problem} />
      <Table label="Working" columns={columns} rows={rows} rowKey={(r) => r.id} empty={empty} />
      <AlgoTable />
    </div>
  );
}
