import { createContext, useContext } from 'react';
import type { Session } from './session';

export const SessionContext = createContext<Session | null>(null);

/** The session the app was started with; every store hook reads through it. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionContext value={session}> above it');
  return session;
}

/** Place and cancel. */
export const useTrading = () => useSession().trading;
