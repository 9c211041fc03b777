import type { ProfileView } from '../../../shared/bridge';
import { maskKey, secretPlace, shownName } from './profile-text';

interface ProfileRowProps {
  profile: ProfileView;
  live: boolean;
  busy: boolean;
  onUse: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** One profile of the list: what it is, where its secret is, whether it is live, and what may be done with it. */
export function ProfileRow({ profile, live, busy, onUse, onEdit, onRemove }: ProfileRowProps) {
  const name = shownName(profile);
  return (
    <li className={`profiles-row${live ? ' profiles-row-live' : ''}`} aria-label={name}>
      <div className="profiles-row-head">
        <strong className="profiles-name">{name}</strong>
        {live && <span className="badge profiles-live">Live</span>}
        <span className="badge">{profile.readOnly ? 'Read only' : 'Trading'}</span>
      </div>
      <p className="profiles-address">{profile.baseUrl}</p>
      <p className="muted">
        Key <span className="num">{maskKey(profile.apiKey)}</span> · {secretPlace(profile)}
      </p>
      <div className="profiles-actions">
        {!live && (
          <button type="button" className="button-quiet" disabled={busy || !profile.secretAvailable} onClick={onUse}>
            Use this profile
          </button>
        )}
        {!profile.paper && (
          <>
            <button type="button" className="button-quiet" onClick={onEdit}>
              Edit
            </button>
            <button type="button" className="button-quiet" disabled={busy} onClick={onRemove}>
              Remove
            </button>
          </>
        )}
      </div>
    </li>
  );
}
