import type { GameRecord, Language } from '@polemarch/kernel';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from './i18n';
import { type GameSnapshot, loadGame } from './game/session';
import { Home } from './screens/Home';
import { GameScreen } from './screens/GameScreen';
import { ReplayScreen } from './screens/ReplayScreen';
import { RulesScreen } from './screens/RulesScreen';
import { CcaGallery } from './screens/CcaGallery';
import { GbohGallery } from './screens/GbohGallery';
import type { ComputerPlayer } from './game/computer';
import { type Route, parseRoute, routeHash } from './app/route';
import { HomeOnline } from './online/HomeOnline';
import { OnlineScreen } from './online/OnlineScreen';
import { OnlineProvider } from './online/session';

function useHashRoute(): [Route, (r: Route) => void] {
  const [route, setRoute] = useState<Route>(() => parseRoute(globalThis.location?.hash ?? ''));
  useEffect(() => {
    const on = () => setRoute(parseRoute(location.hash));
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  const go = useCallback((r: Route) => {
    const h = routeHash(r);
    if (location.hash !== h) location.hash = h;
    setRoute(r);
  }, []);
  return [route, go];
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const choose = (l: Language) => setLanguage(i18n, l);
  return (
    <div className="lang-switch" role="group" aria-label={t('lang.label')}>
      {(['en', 'it'] as const).map((l) => (
        <button key={l} type="button" aria-pressed={lang === l} onClick={() => choose(l)} lang={l} title={t(`lang.${l}`)}>
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

export const CURRENT_GAME_KEY = 'polemarch.current-game';

/** The game in progress survives a reload: its record is kept in the browser's storage after every decision. */
function rememberGame(g: GameSnapshot): void {
  try {
    globalThis.localStorage?.setItem(CURRENT_GAME_KEY, JSON.stringify(g.record));
  } catch {
    // Storage full or unavailable: the game simply is not kept.
  }
}

function restoreGame(): GameSnapshot | null {
  try {
    const text = globalThis.localStorage?.getItem(CURRENT_GAME_KEY);
    return text ? loadGame(JSON.parse(text) as unknown) : null;
  } catch {
    // A record from an older engine that no longer replays: start afresh rather than fail.
    globalThis.localStorage?.removeItem(CURRENT_GAME_KEY);
    return null;
  }
}

interface AppProps {
  /** The computer player (a Web Worker in the browser; in-thread in component tests). */
  computer: () => ComputerPlayer;
  /** Online play through the server that serves the page (off in component tests). */
  online?: boolean;
}

export function App({ computer, online = false }: AppProps) {
  const { t } = useTranslation();
  const [route, go] = useHashRoute();
  const [game, setGameState] = useState<GameSnapshot | null>(restoreGame);
  const setGame = useCallback((g: GameSnapshot) => {
    setGameState(g);
    rememberGame(g);
  }, []);
  const [replayRecord, setReplayRecord] = useState<GameRecord | null>(null);

  useEffect(() => {
    document.title = route.name === 'home' ? 'Polemarch' : `Polemarch · ${t(`nav.${route.name}`)}`;
  }, [route, t]);

  const onStart = (g: GameSnapshot) => {
    setGame(g);
    go({ name: 'play' });
  };
  const openReplay = (r: GameRecord) => {
    setReplayRecord(r);
    go({ name: 'replay' });
  };

  let screen;
  switch (route.name) {
    case 'play':
      screen = game ? (
        <GameScreen game={game} onChange={setGame} computer={computer} go={go} onReplay={openReplay} />
      ) : (
        <Home onStart={onStart} onReplay={openReplay} go={go} notice={t('home.noGame')} />
      );
      break;
    case 'replay':
      screen = <ReplayScreen record={replayRecord} onLoad={setReplayRecord} go={go} />;
      break;
    case 'rules':
      screen = <RulesScreen system={route.system} {...(route.section !== undefined ? { section: route.section } : {})} go={go} hasGame={game !== null} />;
      break;
    case 'gallery':
      screen = route.system === 'cca' ? <CcaGallery /> : <GbohGallery size={route.size} />;
      break;
    case 'online':
      screen = <OnlineScreen page={route.page} {...(route.arg !== undefined ? { arg: route.arg } : {})} go={go} />;
      break;
    default:
      screen = (
        <>
          <Home onStart={onStart} onReplay={openReplay} go={go} {...(game ? { resume: () => go({ name: 'play' }) } : {})} />
          <div className="home">
            <HomeOnline />
          </div>
        </>
      );
  }

  return (
    <OnlineProvider enabled={online}>
    <div className="app">
      <header className="topbar">
        <a className="brand" href="#/" onClick={(e) => { e.preventDefault(); go({ name: 'home' }); }}>
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden>
            <polygon points="16,2 29,9.5 29,22.5 16,30 3,22.5 3,9.5" className="brand-hex" />
            <path d="M10 22 L22 10 M17 10h5v5" className="brand-spear" />
          </svg>
          <span>Polemarch</span>
        </a>
        <nav aria-label={t('nav.label')}>
          <a href="#/" aria-current={route.name === 'home' ? 'page' : undefined}>{t('nav.home')}</a>
          {game && <a href="#/play" aria-current={route.name === 'play' ? 'page' : undefined}>{t('nav.play')}</a>}
          <a href="#/replay" aria-current={route.name === 'replay' ? 'page' : undefined}>{t('nav.replay')}</a>
          <a href="#/online" aria-current={route.name === 'online' ? 'page' : undefined}>{t('nav.online')}</a>
          <a href={routeHash({ name: 'rules', system: game?.module.id ?? 'skirmish' })} aria-current={route.name === 'rules' ? 'page' : undefined}>{t('nav.rules')}</a>
        </nav>
        <LanguageSwitch />
      </header>
      <main id="main">{screen}</main>
    </div>
    </OnlineProvider>
  );
}
