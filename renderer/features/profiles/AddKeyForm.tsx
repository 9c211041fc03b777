import { useState } from 'react';
import type { SavedProfile } from '../../../shared/bridge';
import { useSession } from '../../services/hooks';
import { SubmitForm } from '../../ui/SubmitForm';
import { NO_KEYCHAIN, testSteps, type TestStep } from './profile-text';
import { useSecretTest } from './secret-field';
import { TestSteps } from './TestSteps';
import { TextField } from './TextField';

interface AddKeyFormProps {
  keychain: boolean;
  onSaved: (saved: SavedProfile, steps: TestStep[]) => void;
  onCancel: () => void;
}

/**
 * A new key: tested against its exchange (its time, then the balance) and saved only when both pass. The secret is
 * read from its field at the submit and the field emptied: after a refusal it is pasted again.
 */
export function AddKeyForm({ keychain, onSaved, onCancel }: AddKeyFormProps) {
  const session = useSession();
  const [name, setName] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [readOnly, setReadOnly] = useState(false);
  const { steps, pending, secretRef, testing } = useSecretTest();

  const submit = async () => {
    const result = await testing((secret) => session.profiles.add({ name, baseUrl, apiKey, readOnly }, secret));
    if (result?.ok) onSaved(result.value, testSteps({ status: 'passed', test: result.value.test }));
  };

  return (
    <SubmitForm className="profiles-form" onSubmit={submit}>
      <h3 className="profiles-subhead">Add a key</h3>
      <TextField label="Name" value={name} onChange={setName} placeholder="Main account" />
      <TextField label="Exchange address" type="url" value={baseUrl} onChange={setBaseUrl} placeholder="https://exchange.example" />
      <TextField label="API key" value={apiKey} onChange={setApiKey} />
      {!keychain && (
        <p className="notice profiles-no-keychain" role="note">
          {NO_KEYCHAIN}
        </p>
      )}
      <TextField label="API secret" type="password" inputRef={secretRef} hint="Never shown again: it goes to the system keychain (or memory) only" />
      <label className="checkbox">
        <input type="checkbox" checked={readOnly} onChange={(e) => setReadOnly(e.target.checked)} />
        Read only (see balances, positions and orders; never trade)
      </label>
      <TestSteps steps={steps} />
      <div className="profiles-actions">
        <button type="submit" className="button button-small" disabled={pending}>
          {pending ? 'Testing…' : 'Test and save'}
        </button>
        <button type="button" className="button-quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </SubmitForm>
  );
}
