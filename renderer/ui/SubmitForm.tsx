import type { ReactNode } from 'react';

/** A form the app checks itself (no browser validation): Enter or its submit button runs `onSubmit`, never a page load. */
export function SubmitForm({ className, onSubmit, children }: { className?: string; onSubmit: () => Promise<void> | void; children: ReactNode }) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
