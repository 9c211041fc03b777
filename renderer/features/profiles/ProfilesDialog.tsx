import { useCallback, useEffect, useState } from 'react';
import type { ProfileList, ProfileView } from '../../../shared/bridge';
import { errorText } from '../../services/outcomes';
import { useSession } from '../../services/hooks';
import { Dialog } from '../../ui/Dialog';
import { AddKeyForm } from './AddKeyForm';
import { EditProfileForm } from './EditProfileForm';
import { ProfileRow } from './ProfileRow';
import { armedText, removalText, shownName, switchQuestion, type TestStep } from './profile-text';
import { TestSteps } from './TestSteps';
import './profiles.css';

type View =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'edit'; id: string }
  | { kind: 'switch'; profile: ProfileView; question: string }
  | { kind: 'remove'; profile: ProfileView; lines: string[] };

type Said = { tone: 'ok' | 'error'; text: string; steps?: TestStep[] };

/**
 * The trader's exchange profiles: the built-in paper exchange and each saved key, which one is live, and where each
 * secret is; add a key (tested before it is saved), use, edit and remove one. Opened from the venue in the top bar
 * and from Settings.
 */
export function ProfilesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog title="Profiles" open={open} onClose={onClose} className="profiles-dialog">
      {open && <Profiles />}
    </Dialog>
  );
}

function Profiles() {
  const session = useSession();
  const [list, setList] = useState<ProfileList | null>(null);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);

  const addKey = () => {
    setSaid(null);
    setView({ kind: 'add' });
  };

  const reload = useCallback(async () => {
    const result = await session.profiles.list();
    if (result.ok) setList(result.value);
    else setSaid({ tone: 'error', text: `Could not read the profiles: ${errorText(result.error)}` });
  }, [session]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const active = list?.profiles.find((p) => p.id === list.activeId) ?? null;
  const keychain = list?.keychain.available ?? true;

  const use = async (profile: ProfileView, asked = false) => {
    setBusy(true);
    if (!asked) {
      const armed = await session.profiles.armed();
      const what = armed.ok ? armedText(armed.value) : null;
      if (what) {
        setBusy(false);
        setView({ kind: 'switch', profile, question: switchQuestion(what, active ? shownName(active) : 'this profile', shownName(profile)) });
        return;
      }
    }
    const result = await session.profiles.select(profile.id);
    setBusy(false);
    setView({ kind: 'list' });
    if (result.ok) {
      setList(result.value);
      setSaid({ tone: 'ok', text: `Trading on "${shownName(profile)}" now` });
    } else setSaid({ tone: 'error', text: `Not switched: ${errorText(result.error)}` });
  };

  const askRemove = async (profile: ProfileView) => {
    setBusy(true);
    const files = await session.profiles.files(profile.id);
    setBusy(false);
    setView({ kind: 'remove', profile, lines: removalText(profile, files.ok ? files.value : []) });
  };

  const remove = async (profile: ProfileView) => {
    setBusy(true);
    const result = await session.profiles.remove(profile.id);
    setBusy(false);
    setView({ kind: 'list' });
    if (result.ok) {
      setList(result.value);
      setSaid({ tone: 'ok', text: `Removed "${profile.name}"` });
    } else setSaid({ tone: 'error', text: `Not removed: ${errorText(result.error)}` });
  };

  if (!list) return <p className="muted">{said?.text ?? 'Loading the profiles…'}</p>;

  if (view.kind === 'add') {
    return (
      <AddKeyForm
        keychain={keychain}
        onCancel={() => setView({ kind: 'list' })}
        onSaved={(saved, steps) => {
          setView({ kind: 'list' });
          setSaid({ tone: 'ok', text: `Saved "${saved.profile.name}"`, steps });
          void reload();
        }}
      />
    );
  }

  const editing = view.kind === 'edit' ? list.profiles.find((p) => p.id === view.id) : undefined;
  if (editing) {
    return (
      <EditProfileForm
        key={editing.id}
        profile={editing}
        keychain={keychain}
        onChanged={() => void reload()}
        onDone={() => setView({ kind: 'list' })}
      />
    );
  }

  if (view.kind === 'switch' || view.kind === 'remove') {
    const removing = view.kind === 'remove';
    return (
      <section className="profiles-question" role="group" aria-label={removing ? `Remove ${view.profile.name}?` : `Switch to ${view.profile.name}?`}>
        <h3 className="profiles-subhead">{removing ? `Remove "${view.profile.name}"?` : `Switch to "${view.profile.name}"?`}</h3>
        {(removing ? view.lines : [view.question]).map((line) => (
          <p key={line} className="profiles-line">
            {line}
          </p>
        ))}
        <div className="profiles-actions">
          <button
            type="button"
            className="button button-small"
            disabled={busy}
            onClick={() => void (removing ? remove(view.profile) : use(view.profile, true))}
          >
            {removing ? 'Remove' : 'Switch anyway'}
          </button>
          <button type="button" className="button-quiet" onClick={() => setView({ kind: 'list' })}>
            {removing ? 'Keep it' : 'Stay'}
          </button>
        </div>
      </section>
    );
  }

  return (
    <div className="profiles">
      <p className="muted">{list.keychain.message}</p>
      <ul className="profiles-list" aria-label="Saved profiles">
        {list.profiles.map((profile) => (
          <ProfileRow
            key={profile.id}
            profile={profile}
            live={profile.id === list.activeId}
            busy={busy}
            onUse={() => void use(profile)}
            onEdit={() => {
              setSaid(null);
              setView({ kind: 'edit', id: profile.id });
            }}
            onRemove={() => void askRemove(profile)}
          />
        ))}
      </ul>
      {said && (
        <div role="status" aria-label="Profiles outcome" className={said.tone === 'error' ? 'text-error' : 'outcome-ok'}>
          <p>{said.text}</p>
          {said.steps && <TestSteps steps={said.steps} />}
        </div>
      )}
      <div className="profiles-actions">
        <button type="button" className="button button-small" onClick={addKey}>
          Add a key
        </button>
      </div>
    </div>
  );
}
