import { useState } from 'react';
import type { ProfileView } from '../../../shared/bridge';
import { errorText } from '../../services/outcomes';
import { useSession } from '../../services/hooks';
import { SubmitForm } from '../../ui/SubmitForm';
import { NO_KEYCHAIN } from './profile-text';
import { useSecretTest } from './secret-field';
import { TestSteps } from './TestSteps';
import { TextField } from './TextField';

interface EditProfileFormProps {
  profile: ProfileView;
  keychain: boolean;
  onChanged: () => void;
  onDone: () => void;
}

/** A saved profile's name and Read only, and a new secret (tested like a new key before it replaces the old). */
export function EditProfileForm({ profile, keychain, onChanged, onDone }: EditProfileFormProps) {
  const session = useSession();
  const [name, setName] = useState(profile.name);
  const [readOnly, setReadOnly] = useState(profile.readOnly);
  const [said, setSaid] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const { steps, pending, secretRef, sending, testing } = useSecretTest();

  const save = async () => {
    const result = await sending(() => session.profiles.update(profile.id, { name, readOnly }));
    if (!result) return;
    setSaid(
      result.ok
        ? { tone: 'ok', text: `Saved: "${result.value.name}" is ${result.value.readOnly ? 'read only' : 'trading'}` }
        : { tone: 'error', text: errorText(result.error) },
    );
    if (result.ok) onChanged();
  };

  const replaceSecret = async () => {
    const result = await testing((secret) => session.profiles.setSecret(profile.id, secret));
    if (result?.ok) onChanged();
  };

  return (
    <div className="profiles-form">
      <h3 className="profiles-subhead">Edit "{profile.name}"</h3>
      <SubmitForm className="profiles-form" onSubmit={save}>
        <TextField label="Name" value={name} onChange={setName} />
        <label className="checkbox">
          <input type="checkbox" checked={readOnly} onChange={(e) => setReadOnly(e.target.checked)} />
          Read only (see balances, positions and orders; never trade)
        </label>
        <div className="profiles-actions">
          <button type="submit" className="button button-small" disabled={pending}>
            Save
          </button>
          {said && (
            <span role="status" className={said.tone === 'error' ? 'text-error' : 'muted'}>
              {said.text}
            </span>
          )}
        </div>
      </SubmitForm>
      <SubmitForm className="profiles-form" onSubmit={replaceSecret}>
        {!keychain && (
          <p className="notice profiles-no-keychain" role="note">
            {NO_KEYCHAIN}
          </p>
        )}
        <TextField label="New API secret" type="password" inputRef={secretRef} hint="Tested with the saved key before it replaces the old one" />
        <TestSteps steps={steps} />
        <div className="profiles-actions">
          <button type="submit" className="button button-small" disabled={pending}>
            Test and save secret
          </button>
          <button type="button" className="button-quiet" onClick={onDone}>
            Back to profiles
          </button>
        </div>
      </SubmitForm>
    </div>
  );
}
