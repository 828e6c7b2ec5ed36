import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeHash } from '../app/route';
import type { MyGame } from './api';
import { MyGames } from './Lobby';
import { useOnline } from './session';
import './online.css';

/**
 * On the home screen, beside the hot-seat game: the signed-in player's online games with whose turn it
 * is, or a way in to online play. Nothing when the page is served without the server.
 */
export function HomeOnline() {
  const { t } = useTranslation('online');
  const { api, user } = useOnline();
  const [games, setGames] = useState<MyGame[] | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    api.mine().then((g) => live && setGames(g), () => live && setGames(null));
    return () => {
      live = false;
    };
  }, [api, user]);
  if (user === undefined) return null;
  return (
    <section className="home-online online-card" aria-labelledby="home-online-h">
      <h2 id="home-online-h">{t('home.online')}</h2>
      {user !== null && games !== null ? <MyGames games={games} /> : <p className="muted">{t('home.onlineHint')}</p>}
      <a href={routeHash({ name: 'online', page: 'lobby' })}>{t('home.goOnline')}</a>
    </section>
  );
}
