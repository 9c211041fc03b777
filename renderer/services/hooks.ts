/**
 * The services' React hooks, in one module: the session (its stores and its services) in context, and the hooks
 * several panels share that reach a service. The stores' own hooks are stores/hooks.ts.
 */
import { createContext, useContext } from 'react';
import type { Session } from './session';

export type { Session } from './session';

/** The session; the composition root's SessionProvider puts it here (and its stores in stores/hooks.ts's context). */
export const SessionContext = createContext<Session | null>(null);

/** The session the app was started with: its stores and its services. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider session={session}> above it');
  return session;
}

/** Place and cancel. */
export const useTrading = () => useSession().trading;
