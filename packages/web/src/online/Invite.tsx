import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../app/route';
import { Account, errorReason } from './Account';
import { useOnline } from './session';
import './online.css';

/** An invitation link: take the seat signed in, or as a guest (the server makes a guest account for this game). */
export function Invite({ token, go }: { token: string; go: (r: Route) => void }) {
  const { t } = useTranslation('online');
  const { api, user, setUser } = useOnline();
  const [error, setError] = useState<string | null>(null);
  const take = async () => {
    setError(null);
    try {
      const r = await api.invite(token);
      if (r.user !== null) setUser(r.user);
      go({ name: 'online', page: 'game', arg: r.game });
    } catch (e) {
      setError(t('invite.failed', { reason: errorReason(e) }));
    }
  };
  return (
    <div className="home online">
      <section className="hero">
        <h1>{t('invite.title')}</h1>
        <p className="lede">{t('lede')}</p>
      </section>
      <Account />
      {user !== undefined && (
        <div className="actions">
          <button type="button" className="primary" onClick={() => void take()}>{user === null ? t('invite.guest') : t('invite.take')}</button>
        </div>
      )}
      {error && <p className="error" role="alert">{error}</p>}
    </div>
  );
}
