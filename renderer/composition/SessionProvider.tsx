import type { ReactNode } from 'react';
import type { Session } from '../services/session';
import { SessionContext } from '../services/hooks';
import { StoresContext } from '../stores/hooks';

/** Hands the session to everything below: its stores to the stores' hooks, the whole of it to the services' hooks. */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <StoresContext value={session}>
      <SessionContext value={session}>{children}</SessionContext>
    </StoresContext>
  );
}
