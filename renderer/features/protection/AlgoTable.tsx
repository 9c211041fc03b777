import { useState } from 'react';
import { useFeedValue } from '../../stores';
import { useSession } from '../../services/hooks';
import { Table, type Column } from '../../ui/Table';
import { ActionProblem } from '../../ui/ActionProblem';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { ALGO_HELD_BY_PERPDESK, algoRow, type AlgoRow } from '../../domain/protection/algo-model';

/**
 * The Working tab's chases and TWAPs, "Held by Perpdesk": live ones first, each with its progress (filled, remaining
 * on hover, average price), its order out now, what it did last, and Pause / Resume (a TWAP) and Cancel.
 */
export function AlgoTable() {
  const session = useSession();
  const algos = useFeedValue('algos', (d) => d);
  const [problem, setProblem] = useState<string | null>(null);
  const rows = (algos ?? []).map(algoRow);

  const act = async (what: 'pause' | 'resume' | 'cancel', id: string) => {
    const result = await session.algos[what](id);
    setProblem(result.ok ? null : `Not done: ${result.error.message}`);
  };
  const button = (r: AlgoRow, what: 'pause' | 'resume' | 'cancel', text: string) => (
    <button
      type="button"
      className="button button-small"
      aria-label={`${text} ${r.kind.split(' ')[0]} on ${r.market}`}
      onClick={() => void act(what, r.id)}
    >
      {text}
    </button>
  );

  // Narrow enough for the tabs' panel: "Held by Perpdesk" is said once above it, the status cut to its column.
  const columns: Column<AlgoRow>[] = [
    { id: 'market', header: 'Market', cell: (r) => r.market },
    { id: 'kind', header: 'Kind', cell: (r) => r.kind },
    { id: 'side', header: 'Side', cell: (r) => <span className={r.sideTone === 'buy' ? 'text-buy' : 'text-sell'}>{r.side}</span> },
    {
      id: 'filled',
      header: 'Filled',
      align: 'end',
      cell: (r) => (
        <span className="num" title={`${r.remaining} remaining`}>
          {r.progress}
        </span>
      ),
    },
    { id: 'average', header: 'Avg. price', align: 'end', cell: (r) => <span className="num">{r.average}</span> },
    { id: 'order', header: 'Order out', align: 'end', cell: (r) => <span className="num">{r.order}</span> },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => (
        <span className="algo-status" title={r.note}>
          {r.status}
          {r.note && <span className="muted algo-note"> · {r.note}</span>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (r) =>
        r.live ? (
          <span className="algo-actions">
            {r.canPause && button(r, 'pause', 'Pause')}
            {r.canResume && button(r, 'resume', 'Resume')}
            {r.status !== 'Ending' && button(r, 'cancel', 'Cancel')}
          </span>
        ) : null,
    },
  ];

  const empty = algos === null ? 'Loading chases and TWAPs…' : 'No chase or TWAP';
  return (
    <>
      <ActionProblem problem={problem} />
      <p className="muted working-note">
        <span className="badge" title={ALGO_HELD_BY_PERPDESK}>
          Held by Perpdesk
        </span>{' '}
        Chases and TWAPs trade only while Perpdesk (the app or npm run headless) runs and reaches the exchange.
      </p>
      <Table label="Chase and TWAP" columns={columns} rows={rows} rowKey={(r) => r.id} empty={empty} />
    </>
  );
}
