import type { GameRecord, JsonValue, Language } from '@polemarch/kernel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from './i18n';
import { type GameSnapshot, loadGame } from './game/session';
import { listSlots, saveSlot } from './game/saves';
import { keepSnapshot, makeRoom } from './game/snapshots';
import { Dialog } from './components/Dialog';
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
import { ALL_SYSTEMS, WithSystems } from './components/WithSystems';
import { isLoaded, loadSystem } from './systems/registry';

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
  // Storage full (even without the kept state, which gives way first) or unavailable: the game simply is not kept.
  makeRoom(() => globalThis.localStorage?.setItem(CURRENT_GAME_KEY, JSON.stringify(g.record)));
}

/** What the page found kept: the game, whether a broken one was moved to a slot, or the system it waits for. */
interface Restored {
  game: GameSnapshot | null;
  moved: boolean;
  /** The kept game's system, whose code is not loaded yet (the game is opened once it is). */
  waiting?: string;
  /** Its code could not be loaded (the network): the reason. */
  failed?: string;
}

function systemOf(raw: unknown): string | null {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) && typeof (raw as { system?: unknown }).system === 'string' ? (raw as { system: string }).system : null;
}

/** The system of the kept game, if any: main.tsx starts loading it before the page's first frame (issue 18). */
export function keptGameSystem(): string | null {
  try {
    const text = globalThis.localStorage?.getItem(CURRENT_GAME_KEY) ?? null;
    return text === null ? null : systemOf(JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * The kept game, if it still replays. One that no longer does (a record from an older engine) is moved into a save
 * slot flagged as such, never thrown away (issue 16.9); the home page says so. A game of a system not loaded yet
 * waits for it (issue 18: the page loads the kept game's system, and only that one).
 */
function restoreGame(): Restored {
  let text: string | null = null;
  try {
    text = globalThis.localStorage?.getItem(CURRENT_GAME_KEY) ?? null;
    if (!text) return { game: null, moved: false };
    const raw = JSON.parse(text) as unknown;
    const system = systemOf(raw);
    if (system !== null && !isLoaded(system)) return { game: null, moved: false, waiting: system };
    return { game: loadGame(raw), moved: false };
  } catch {
    if (text === null) return { game: null, moved: false };
    try {
      // Idempotent (React may run this twice): the record goes into a slot once; the kept key is left as it is
      // until a new game takes its place.
      const record = JSON.parse(text) as JsonValue;
      const already = listSlots().some((slot) => JSON.stringify(slot.record) === JSON.stringify(record));
      return { game: null, moved: already || saveSlot(KEPT_SLOT_NAME, record) !== null };
    } catch {
      return { game: null, moved: false }; // Not even JSON: left where it is.
    }
  }
}

/** The name of the slot a game that no longer replays is moved to. */
export const KEPT_SLOT_NAME = 'Game in progress (kept)';

/** Two records of one game at one point (reopening the game in progress from its own file asks nothing). */
function sameGame(a: GameRecord, b: GameRecord): boolean {
  return a.system === b.system && a.scenario === b.scenario && String(a.seed) === String(b.seed) && JSON.stringify(a.actions) === JSON.stringify(b.actions);
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
  const [restored, setRestored] = useState(restoreGame);
  const [game, setGameState] = useState<GameSnapshot | null>(restored.game);
  // The kept game's system arrives: the game opens (unless another was started or loaded meanwhile).
  const waiting = restored.waiting;
  useEffect(() => {
    if (waiting === undefined) return;
    let live = true;
    loadSystem(waiting).then(
      () => {
        if (!live) return;
        const r = restoreGame();
        setRestored(r);
        if (r.game) setGameState((g) => g ?? r.game);
      },
      (e: unknown) => live && setRestored({ game: null, moved: false, failed: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [waiting]);
  const setGame = useCallback((g: GameSnapshot) => {
    setGameState(g);
    rememberGame(g);
  }, []);
  // As the page goes away (a reload, a closed tab, a phone switching apps), the game's state is kept beside its
  // record, so the next load opens it without replaying it (issue 18).
  const latest = useRef(game);
  latest.current = game;
  useEffect(() => {
    const keep = () => {
      if (latest.current !== null) keepSnapshot(latest.current);
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, []);
  const [replayRecord, setReplayRecord] = useState<GameRecord | null>(null);
  const [replayAt, setReplayAt] = useState<number | undefined>(undefined);
  /** A game waiting to replace the one in progress, until the player says what to do with the current one. */
  const [asking, setAsking] = useState<GameSnapshot | null>(null);

  useEffect(() => {
    document.title = route.name === 'home' ? 'Polemarch' : `Polemarch · ${t(`nav.${route.name}`)}`;
  }, [route, t]);

  const inProgress = game !== null && game.match.pending !== null;
  const open = (g: GameSnapshot) => {
    setGame(g);
    setAsking(null);
    go({ name: 'play' });
  };
  // Issue 16.9: a new or loaded game never replaces an unfinished one without asking.
  const onStart = (g: GameSnapshot) => {
    if (inProgress && !sameGame(g.record, game.record)) setAsking(g);
    else open(g);
  };
  const openReplay = (r: GameRecord, at?: number) => {
    setReplayRecord(r);
    setReplayAt(at);
    go({ name: 'replay' });
  };

  let screen;
  switch (route.name) {
    case 'play':
      screen = game ? (
        <GameScreen game={game} onChange={setGame} computer={computer} go={go} onReplay={openReplay} onOpenGame={onStart} />
      ) : restored.waiting !== undefined || restored.failed !== undefined ? (
        <p className="loading" role="status">
          {restored.failed === undefined ? t('loading') : t('loadFailed', { reason: restored.failed })}
        </p>
      ) : (
        <WithSystems systems={ALL_SYSTEMS}>
          <Home onStart={onStart} onReplay={openReplay} go={go} notice={restored.moved ? t('saves.keptBroken') : t('home.noGame')} />
        </WithSystems>
      );
      break;
    case 'replay':
      screen = (
        <WithSystems systems={ALL_SYSTEMS}>
          <ReplayScreen
            key={`${replayRecord?.actions.length ?? -1}-${replayAt ?? 'end'}`}
            record={replayRecord}
            onLoad={setReplayRecord}
            go={go}
            {...(replayAt !== undefined ? { at: replayAt } : {})}
            {...(game ? { current: () => openReplay(game.record) } : {})}
          />
        </WithSystems>
      );
      break;
    case 'rules':
      screen = (
        <WithSystems systems={ALL_SYSTEMS}>
          <RulesScreen system={route.system} {...(route.section !== undefined ? { section: route.section } : {})} go={go} hasGame={game !== null} />
        </WithSystems>
      );
      break;
    case 'gallery':
      screen = route.system === 'cca' ? <CcaGallery /> : <GbohGallery size={route.size} />;
      break;
    case 'online':
      screen = (
        <WithSystems systems={ALL_SYSTEMS}>
          <OnlineScreen page={route.page} {...(route.arg !== undefined ? { arg: route.arg } : {})} go={go} />
        </WithSystems>
      );
      break;
    default:
      screen = (
        <WithSystems systems={ALL_SYSTEMS}>
          <Home onStart={onStart} onReplay={openReplay} go={go} {...(game ? { resume: () => go({ name: 'play' }) } : {})} {...(restored.moved ? { notice: t('saves.keptBroken') } : {})} />
          <div className="home">
            <HomeOnline />
          </div>
        </WithSystems>
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
      {asking && game && (
        <Dialog title={t('replace.title')} onClose={() => setAsking(null)} alert>
          <p>{t('replace.body')}</p>
          <div className="actions">
            <button
              type="button"
              className="primary"
              onClick={() => {
                saveSlot(t('replace.slotName'), game.record);
                open(asking);
              }}
            >
              {t('replace.saveFirst')}
            </button>
            <button type="button" onClick={() => open(asking)}>
              {t('replace.discard')}
            </button>
            <button type="button" onClick={() => setAsking(null)}>
              {t('replace.cancel')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
    </OnlineProvider>
  );
}
