import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useFeedValue } from '../../stores';
import { ProfilesDialog } from './ProfilesDialog';
import './profiles.css';

/** The venue traded now, in the top bar: "Paper exchange · PAPER"; pressing it opens Profiles. */
export function VenueChip() {
  const [open, setOpen] = useState(false);
  const venue = useFeedValue('status', (s) => s?.venue.name ?? null);
  const paper = useFeedValue('status', (s) => s?.venue.paper ?? false);
  const readOnly = useFeedValue('status', (s) => s?.readOnly ?? false);
  const shown = venue ?? 'Perpdesk host';
  return (
    <>
      <button
        type="button"
        className="button-quiet venue-chip"
        aria-label={`Profiles: ${shown}${paper ? ' (paper)' : ''}${readOnly ? ' (read only)' : ''}`}
        title="Profiles: the exchange keys, which one is live, add a key"
        onClick={() => setOpen(true)}
      >
        {/* Spaces between the words shown, so they read as the name says them ("Paper exchange paper"). */}
        <span className="connection-venue">{shown}</span>
        {paper && (
          <>
            {' '}
            <span className="badge">paper</span>
          </>
        )}
        {readOnly && (
          <>
            {' '}
            <span className="badge badge-warn">read only</span>
          </>
        )}
      </button>
      {/* Outside the Connection status in the page: its text and its tooltip are not the dialog's (none without a page: a server render). */}
      {typeof document !== 'undefined' && createPortal(<ProfilesDialog open={open} onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}

/** Settings' way in: the same dialog. */
export function ProfilesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button-quiet" onClick={() => setOpen(true)}>
        Profiles…
      </button>
      <ProfilesDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
