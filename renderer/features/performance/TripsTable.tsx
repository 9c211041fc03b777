/**
 * Position history: one row per round trip (open to flat), newest first, with its note and tags; **Note** on a
 * row opens the form that writes them (history.setNote, kept by the core in the profile's history). **Show on
 * chart** (or Enter on the focused row) opens the trip on the Price chart: its market, a period that shows it whole,
 * its fills as markers (services/trip-on-chart).
 */
import { useState, type FormEvent } from 'react';
import type { RoundTripView } from '../../../shared/bridge';
import { usePairs, useTripOnChart } from '../../stores';
import { useSession } from '../../services/hooks';
import { fixed, formatFee, NONE } from '../../ui/format';
import { Table, type Column } from '../../ui/Table';
import { durationText, money, tagsOf, utcMinute } from './performance-model';

export function TripsTable({ trips, onNoted }: { trips: readonly RoundTripView[]; onNoted: () => void }) {
  const [editing, setEditing] = useState<RoundTripView | null>(null);
  const { tripOnChart } = useSession();
  const onChart = useTripOnChart()?.trip.id;
  const [failure, setFailure] = useState<string | null>(null);
  const pairs = usePairs().data;
  const pairOf = (t: RoundTripView) => pairs?.find((p) => p.symbol === t.symbol);
  /** Averages in the pair's price decimals (an average of fills has many more). */
  const price = (t: RoundTripView, value: string) => fixed(value, pairOf(t)?.priceDecimal);
  const open = (trip: RoundTripView) => void tripOnChart.show(trip).then(setFailure);
  const columns: Column<RoundTripView>[] = [
    { id: 'pair', header: 'Market', cell: (t) => t.symbol },
    { id: 'side', header: 'Side', cell: (t) => (t.side === 'long' ? 'Long' : 'Short') },
    { id: 'opened', header: 'Opened', cell: (t) => utcMinute(t.openTime) },
    { id: 'duration', header: 'Duration', cell: (t) => durationText(t) },
    { id: 'size', header: 'Size', align: 'end', cell: (t) => fixed(t.size, pairOf(t)?.tradeDecimal) },
    { id: 'entry', header: 'Entry', align: 'end', cell: (t) => price(t, t.entryPrice) },
    { id: 'exit', header: 'Exit', align: 'end', cell: (t) => (t.exitPrice === null ? NONE : price(t, t.exitPrice)) },
    { id: 'pnl', header: 'PnL', align: 'end', cell: (t) => money(t.net) },
    { id: 'fees', header: 'Fees paid', align: 'end', cell: (t) => formatFee(t.fees, 2) },
    { id: 'funding', header: 'Funding', align: 'end', cell: (t) => money(t.funding) },
    {
      id: 'note',
      header: 'Note',
      cell: (t) => {
        if (!t.note) return null;
        const text = `${t.note.note}${t.note.tags.length > 0 ? ` [${t.note.tags.join(' ')}]` : ''}`;
        return (
          <span className="trip-note" title={text}>
            {text}
          </span>
        );
      },
    },
    // The row's buttons together in the last column, pinned at the right: in sight however far the columns scroll.
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      cell: (t) => (
        <>
          <button type="button" className="button-quiet" title="Write a note and tags on this round trip" onClick={() => setEditing(t)}>
            Note
          </button>
          <button
            type="button"
            className="button-quiet"
            title="Show this round trip’s fills on the chart (Enter on the row)"
            aria-pressed={t.id === onChart}
            onClick={() => open(t)}
          >
            Show on chart
          </button>
        </>
      ),
    },
  ];
  return (
    <>
      {editing && (
        <NoteForm
          key={editing.id}
          trip={editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) onNoted();
          }}
        />
      )}
      {failure && (
        <p className="outcome-error" role="alert">
          Could not show the round trip: {failure}
        </p>
      )}
      <div className="portfolio-table">
        <Table
          label="Position history"
          columns={columns}
          rows={trips}
          rowKey={(t) => t.id}
          empty="No round trip in this period"
          onRowOpen={open}
          rowAttributes={(t) => ({ 'data-on-chart': String(t.id === onChart) })}
        />
      </div>
    </>
  );
}

function NoteForm({ trip, onDone }: { trip: RoundTripView; onDone: (saved: boolean) => void }) {
  const { history } = useSession();
  const [note, setNote] = useState(trip.note?.note ?? '');
  const [tags, setTags] = useState(trip.note?.tags.join(' ') ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await history.setNote({ target: `trip:${trip.id}`, note, tags: tagsOf(tags) });
    if (answer.ok) onDone(true);
    else setError(answer.error.message);
  };
  return (
    <form className="performance-note" aria-label="Round trip note" onSubmit={(e) => void save(e)}>
      <span className="muted">
        {trip.symbol} {trip.side} opened {utcMinute(trip.openTime)}
      </span>
      <label>
        Note <input className="control-small" value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <label>
        Tags <input className="control-small" value={tags} placeholder="breakout, fomo" onChange={(e) => setTags(e.target.value)} />
      </label>
      <button type="submit">Save note</button>
      <button type="button" className="button-quiet" onClick={() => onDone(false)}>
        Cancel
      </button>
      {error && <span className="outcome-error">{error}</span>}
    </form>
  );
}
