import { useRef, useState } from 'react';
import type { BridgeResult, ProfileTestPassed } from '../../../shared/bridge';
import { testSteps, type TestStep } from './profile-text';

/** The API secret field's value, read once at the submit and cleared from the field at once: no state ever holds it. */
export function takeSecret(field: HTMLInputElement | null): string {
  if (!field) return '';
  const secret = field.value;
  field.value = '';
  return secret;
}

/**
 * A form that sends a secret to be tested: its field, the steps of the test, and whether one is under way (which
 * the form's other sends share, so that only one runs at a time).
 */
export function useSecretTest() {
  const [steps, setSteps] = useState<TestStep[]>([]);
  const [pending, setPending] = useState(false);
  const secretRef = useRef<HTMLInputElement>(null);

  /** Runs `send` unless a send is under way (then null). */
  const sending = async <T>(send: () => Promise<BridgeResult<T>>): Promise<BridgeResult<T> | null> => {
    if (pending) return null;
    setPending(true);
    const result = await send();
    setPending(false);
    return result;
  };

  /** Like `sending`, with the secret taken from its field and each step of its test said. */
  const testing = async <T extends { test: ProfileTestPassed }>(send: (secret: string) => Promise<BridgeResult<T>>) => {
    if (pending) return null;
    setSteps(testSteps({ status: 'pending' }));
    const result = await sending(() => send(takeSecret(secretRef.current)));
    if (result)
      setSteps(result.ok ? testSteps({ status: 'passed', test: result.value.test }) : testSteps({ status: 'refused', error: result.error }));
    return result;
  };

  return { steps, pending, secretRef, sending, testing };
}
