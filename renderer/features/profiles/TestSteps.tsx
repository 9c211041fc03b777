import type { TestStep } from './profile-text';

/** A key's test, step by step, as the core answered it. */
export function TestSteps({ steps }: { steps: readonly TestStep[] }) {
  if (steps.length === 0) return null;
  return (
    <ol className="profiles-steps" aria-label="Test steps" aria-live="polite">
      {steps.map((step) => (
        <li key={step.text} className={`profiles-step outcome-${step.tone}`}>
          <span aria-hidden="true">{step.tone === 'ok' ? '✓' : step.tone === 'error' ? '✕' : '…'}</span> {step.text}
        </li>
      ))}
    </ol>
  );
}
