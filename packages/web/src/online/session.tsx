import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { OnlineApi, type OnlineUser } from './api';

/** Who is signed in to the server (undefined: not known yet), and the API client carrying the session's CSRF token. */
export interface OnlineSession {
  api: OnlineApi;
  user: OnlineUser | null | undefined;
  /** Ask the server again (after a sign-in, sign-up, sign-out or taking an invite as a guest). */
  refresh(): Promise<void>;
  setUser(user: OnlineUser | null): void;
}

const Context = createContext<OnlineSession | null>(null);

/**
 * `enabled` false (component tests, a page served without the server): nobody is signed in and the
 * server is never asked.
 */
export function OnlineProvider({ children, api: given, enabled = true }: { children?: ReactNode; api?: OnlineApi; enabled?: boolean }) {
  const api = useMemo(() => given ?? new OnlineApi(), [given]);
  const [user, setUser] = useState<OnlineUser | null | undefined>(enabled ? undefined : null);
  const refresh = useCallback(async () => setUser(enabled ? await api.me() : null), [api, enabled]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const value = useMemo(() => ({ api, user, refresh, setUser }), [api, user, refresh]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useOnline(): OnlineSession {
  const s = useContext(Context);
  if (s === null) throw new Error('useOnline outside OnlineProvider');
  return s;
}
