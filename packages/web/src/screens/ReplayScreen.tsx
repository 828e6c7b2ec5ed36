import type { GameRecord, Seat } from '@polemarch/kernel';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../app/route';
import { FilePicker } from '../components/FilePicker';
import { Icon } from '../components/Icons';
import { Log } from '../components/Log';
import { errorText, readJsonFile } from '../game/files';
import { loadGame, turnOf } from '../game/session';
import { currentLanguage, systemNamespace } from '../i18n';
import { adapterFor } from '../systems/registry';
import type { Inspection } from '../systems/types';

interface Props {
  record: GameRecord | null;
  onLoad: (r: GameRecord) => void;
  go: (r: Route) => void;
  /** The position to open at (after that many decisions; the end when not given): the move list's jump. */
  at?: number;
  /** Open the game in progress in the viewer (offered when there is one). */
  current?: () => void;
}

/** Step through a finished or saved game: first, back, forward, last, a slider and the arrow keys. */
export function ReplayScreen({ record, onLoad, go, at: startAt, current }: Props) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const [loadError, setError] = useState<string | null>(null);
  const { game, replayError } = useMemo(() => {
    if (!record) return { game: null, replayError: null };
    try {
      return { game: loadGame(record), replayError: null };
    } catch (e) {
      return { game: null, replayError: errorText(e) };
    }
  }, [record]);
  const error = loadError ?? replayError;
  // The loaded game's Match keeps a state every 64 actions, so stepping through a long battle stays quick.
  const replayer = game?.match ?? null;
  const [at, setAt] = useState(0);
  const [seer, setSeer] = useState<Seat | null>(null);
  const [, setDetails] = useState<Inspection | null>(null);
  useEffect(() => setAt(Math.min(startAt ?? replayer?.length ?? 0, replayer?.length ?? 0)), [replayer, startAt]);

  const load = async (file: File) => {
    setError(null);
    try {
      onLoad(loadGame(await readJsonFile(file)).record);
    } catch (e) {
      setError(t('home.loadFailed', { reason: errorText(e) }));
    }
  };

  if (!game || !replayer) {
    return (
      <div className="replay empty-state">
        <h1>{t('replay.title')}</h1>
        <p>{t('replay.none')}</p>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="actions">
          {current && (
            <button type="button" className="primary" onClick={current}>
              {t('replay.current')}
            </button>
          )}
          <FilePicker label={t('replay.load')} onFile={(f) => void load(f)} className={current ? 'secondary' : 'primary'} />
        </div>
      </div>
    );
  }

  const module = game.module;
  const adapter = adapterFor(module.id);
  const st = i18n.getFixedT(lang, systemNamespace(module.id));
  const state = replayer.stateAt(at);
  const view = module.view(state, seer);
  const n = replayer.length;
  const Board = adapter.Board;
  const ctx = { module, view, viewer: seer, pending: module.pending(state), legal: [], onAction: () => undefined, onInspect: setDetails, t: st, lang };
  const turn = turnOf(view);
  const step = (d: number) => setAt((x) => Math.max(0, Math.min(n, x + d)));

  return (
    <div
      className="replay"
      onKeyDown={(e) => {
        const keys: Record<string, () => void> = { ArrowLeft: () => step(-1), ArrowRight: () => step(1), Home: () => setAt(0), End: () => setAt(n) };
        if (keys[e.key] && !(e.target instanceof HTMLInputElement)) {
          e.preventDefault();
          keys[e.key]!();
        }
      }}
    >
      <div className="game-bar">
        <div className="game-title">
          <h1>{t('replay.title')}</h1>
          <span className="muted">
            {lang === 'it' ? (module.nameIt ?? module.name) : module.name} · {t('replay.position', { at, n })}
            {turn !== null && <> · {t('game.turn', { turn })}</>}
          </span>
        </div>
        <div className="toolbar" role="toolbar" aria-label={t('replay.controls')}>
          <button type="button" onClick={() => setAt(0)} disabled={at === 0} aria-label={t('replay.first')} title={t('replay.first')}>
            <Icon name="first" />
          </button>
          <button type="button" onClick={() => step(-1)} disabled={at === 0} aria-label={t('replay.back')} title={t('replay.back')}>
            <Icon name="back" />
          </button>
          <input type="range" min={0} max={n} value={at} onChange={(e) => setAt(Number(e.target.value))} aria-label={t('replay.slider')} />
          <button type="button" onClick={() => step(1)} disabled={at === n} aria-label={t('replay.forward')} title={t('replay.forward')}>
            <Icon name="forward" />
          </button>
          <button type="button" onClick={() => setAt(n)} disabled={at === n} aria-label={t('replay.last')} title={t('replay.last')}>
            <Icon name="last" />
          </button>
          <label className="inline-field">
            <span>{t('replay.seenBy')}</span>
            <select value={seer ?? ''} onChange={(e) => setSeer(e.target.value === '' ? null : e.target.value)}>
              <option value="">{t('replay.spectator')}</option>
              {module.seats(state).map((s) => (
                <option key={s} value={s}>
                  {adapter.seatName(s, st, view)}
                </option>
              ))}
            </select>
          </label>
          <FilePicker label={t('replay.load')} onFile={(f) => void load(f)} />
          {current && (
            <button type="button" onClick={current}>
              {t('replay.current')}
            </button>
          )}
          <button type="button" onClick={() => go({ name: 'home' })}>
            {t('nav.home')}
          </button>
        </div>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="game-body">
        <div className="board-area">{Board ? <Board {...ctx} /> : <pre className="view-json">{JSON.stringify(view, null, 2)}</pre>}</div>
        <aside className="sidebar">
          <Log steps={game.steps} module={module} adapter={adapter} st={st} lang={lang} viewer={seer} view={view} current={at} onJump={setAt} />
        </aside>
      </div>
    </div>
  );
}
