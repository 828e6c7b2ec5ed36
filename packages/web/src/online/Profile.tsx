import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeHash } from '../app/route';
import { currentLanguage } from '../i18n';
import { errorReason } from './Account';
import type { Profile as ProfileData } from './api';
import { battleName, systemName } from './names';
import { useOnline } from './session';
import './online.css';

/** A player's page: the Glicko-2 rating per system (± its deviation) and the latest finished games. */
export function Profile({ name }: { name: string }) {
  const { t, i18n } = useTranslation('online');
  const lang = currentLanguage(i18n);
  const { api } = useOnline();
  const [profile, setProfile] = useState<ProfileData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.profile(name).then(setProfile, (e: unknown) => setError(t('error', { reason: errorReason(e) })));
  }, [api, name, t]);
  if (error) return <div className="home online"><p className="error" role="alert">{error}</p></div>;
  if (profile === null) return <div className="home online"><p role="status">…</p></div>;
  return (
    <div className="home online profile">
      <section className="hero">
        <h1>{t('profile.title', { name: profile.name })}</h1>
      </section>
      <section className="online-card" aria-labelledby="ratings-h">
        <h2 id="ratings-h">{t('profile.ratings')}</h2>
        {profile.ratings.length === 0 ? (
          <p className="muted">{t('profile.noRatings')}</p>
        ) : (
          <table className="ratings" data-testid="ratings">
            <thead>
              <tr><th>{t('system')}</th><th>{t('profile.rating')}</th><th>{t('profile.games')}</th></tr>
            </thead>
            <tbody>
              {profile.ratings.map((r) => (
                <tr key={r.system}><td>{systemName(r.system, lang)}</td><td>{r.rating} ± {r.rd}</td><td>{r.games}</td></tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="online-card" aria-labelledby="recent-h">
        <h2 id="recent-h">{t('profile.recent')}</h2>
        <ul className="online-games">
          {profile.games.map((g) => (
            <li key={g.id}>
              <a href={routeHash({ name: 'online', page: 'game', arg: g.id })}>{systemName(g.system, lang)} · {battleName(g.system, g.scenario, lang)}</a>{' '}
              <span className="muted">{g.result === null || g.result.winner === null ? t('profile.drawn') : g.result.winner === g.seat ? t('profile.won') : t('profile.lost')}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
