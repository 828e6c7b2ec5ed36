import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeHash } from '../app/route';
import { ApiError } from './api';
import { useOnline } from './session';

export function errorReason(e: unknown): string {
  return e instanceof ApiError || e instanceof Error ? e.message : String(e);
}

/** Sign up, sign in, or (signed in) the name, the profile link and sign-out. */
export function Account() {
  const { t } = useTranslation('online');
  const { api, user, setUser } = useOnline();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(t('error', { reason: errorReason(e) }));
    } finally {
      setBusy(false);
    }
  };

  if (user === undefined) return null;
  if (user !== null) {
    return (
      <section className="online-card account" aria-label={t('account')}>
        <p data-testid="signed-in">
          {t('signedInAs', { name: user.name })}
          {user.guest && <span className="tag"> {t('guest')}</span>}
        </p>
        <div className="actions">
          {!user.guest && <a href={routeHash({ name: 'online', page: 'user', arg: user.name })}>{t('profile')}</a>}
          <button type="button" disabled={busy} onClick={() => void run(async () => {
            await api.signOut();
            setUser(null);
          })}>
            {t('signOut')}
          </button>
        </div>
        {error && <p className="error" role="alert">{error}</p>}
      </section>
    );
  }
  const submit = (e: FormEvent, mode: 'in' | 'up') => {
    e.preventDefault();
    void run(async () => setUser(mode === 'in' ? await api.signIn(name, password) : await api.signUp(name, password)));
  };
  return (
    <section className="online-card account" aria-label={t('account')}>
      <form className="account-form" onSubmit={(e) => submit(e, 'in')}>
        <label className="field">
          <span>{t('name')}</span>
          <input name="name" autoComplete="username" value={name} onChange={(e) => setName(e.target.value)} required minLength={3} maxLength={24} />
        </label>
        <label className="field">
          <span>{t('password')}</span>
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required minLength={8} maxLength={256} />
        </label>
        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>{t('signIn')}</button>
          <button type="button" disabled={busy} onClick={(e) => submit(e, 'up')}>{t('signUp')}</button>
        </div>
      </form>
      <p className="hint">{t('needAccount')}</p>
      {error && <p className="error" role="alert">{error}</p>}
    </section>
  );
}
