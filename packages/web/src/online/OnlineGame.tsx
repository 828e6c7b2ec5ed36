import type { AnyGameModule, JsonValue, Language, Message, Outcome, Pending } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Route, routeHash } from '../app/route';
import { EventLine, localized, RuleLink } from '../components/EventLine';
import { currentLanguage, systemNamespace } from '../i18n';
import { adapterFor, loadedModule } from '../systems/registry';
import type { Inspection, SystemAdapter } from '../systems/types';
import { errorReason } from './Account';
import { ApiError, type GamePayload, type LogEntry, isOnlineMessage } from './api';
import { type LiveState, LiveGame } from './live';
import { battleName, systemName } from './names';
import { GameNotes } from './Notes';
import { OnlineReplay } from './OnlineReplay';
import { useOnline } from './session';
import './online.css';

/** A result's reason: the engine's message, or the server's own (resigned, out of time) in the app's words. */
function reasonText(reason: Message, t: TFunction, adapter: SystemAdapter, st: TFunction, module: AnyGameModule, lang: Language, view: JsonValue): string {
  if (!isOnlineMessage(reason)) return localized(adapter, st, module, reason, lang, view);
  const seat = String(reason.params?.['seat'] ?? '');
  const seats = seat.split(', ').map((s) => adapter.seatName(s, st)).join(', ');
  return t(reason.key.slice('online.'.length), { seat: seats });
}

function clockText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const hms = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
  return d > 0 ? `${d}d ${hms}` : hms;
}

function Clocks({ clock, adapter, st }: { clock: NonNullable<GamePayload['clock']>; adapter: SystemAdapter; st: TFunction }) {
  const { t } = useTranslation('online');
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="clocks" data-testid="clocks">
      {Object.entries(clock.banks).map(([seat, bank]) => (
        <span key={seat} className={`clock${clock.running === seat ? ' running' : ''}`}>
          {t('game.clock', { seat: adapter.seatName(seat, st), time: clockText(clock.running === seat && clock.deadline !== null ? Date.parse(clock.deadline) - now : bank) })}
        </span>
      ))}
    </p>
  );
}

function OnlineLog({ log, module, adapter, st, lang, view }: { log: LogEntry[]; module: AnyGameModule; adapter: SystemAdapter; st: TFunction; lang: Language; view: JsonValue }) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [log.length]);
  return (
    <section className="log" aria-labelledby="log-h">
      <h3 id="log-h">{t('log.title')}</h3>
      {log.length === 0 ? (
        <p className="muted">{t('log.empty')}</p>
      ) : (
        <ol ref={list} role="log" aria-live="polite" aria-relevant="additions" className="log-list">
          {log.map((entry) => (
            <li key={entry.seq} className="log-step" data-step={entry.seq}>
              <div className="step-head">
                <span className="seat-chip" style={{ background: adapter.seatColour(entry.seat) }}>{adapter.seatName(entry.seat, st)}</span>
                <span className="phase">{adapter.phaseName ? adapter.phaseName(entry.kind, st) : entry.kind}</span>
                <span className="step-no">#{entry.seq}</span>
              </div>
              {entry.events.length ? entry.events.map((e, j) => <EventLine key={j} event={e} module={module} adapter={adapter} st={st} lang={lang} view={view} />) : <div className="event muted">{t('log.hidden')}</div>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * An online game: the same board and panel as hot-seat (the system's adapter), drawn from the view the
 * server sends this viewer's seat (a spectator: the public view), updated over the socket after every
 * commit. The server alone decides: a click sends the action with the sequence number it answers, and
 * a refusal (stale, not your turn) shows the game as it is now.
 */
export function OnlineGame({ id, go }: { id: string; go: (r: Route) => void }) {
  const { t, i18n } = useTranslation('online');
  const { t: tApp } = useTranslation();
  const lang = currentLanguage(i18n);
  const { api, user } = useOnline();
  const [live, setLive] = useState<LiveState>({ payload: null, log: [], connected: false, chat: 0, problem: null });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [details, setDetails] = useState<Inspection | null>(null);
  const [confirmResign, setConfirmResign] = useState(false);
  const [replaying, setReplaying] = useState(false);
  const conn = useRef<LiveGame | null>(null);

  // A new socket when who is signed in changes (its cookie says whose view it gets).
  const who = user === undefined ? null : (user?.id ?? '');
  useEffect(() => {
    if (who === null) return;
    const g = new LiveGame(id, setLive);
    conn.current = g;
    return () => {
      g.close();
      conn.current = null;
    };
  }, [id, who]);

  const payload = live.payload;
  const system = payload?.system ?? 'cca';
  const module = loadedModule(system);
  const adapter = adapterFor(system);
  const st = useMemo(() => i18n.getFixedT(lang, systemNamespace(system)), [i18n, lang, system]);

  const act = useCallback(
    async (action: JsonValue) => {
      if (payload === null || sending) return;
      setSending(true);
      setError(null);
      try {
        conn.current?.accept(await api.act(id, payload.seq, action));
      } catch (e) {
        setError(e instanceof ApiError && e.code === 'stale' ? t('game.stale') : t('error', { reason: errorReason(e) }));
        try {
          conn.current?.accept(await api.game(id));
        } catch {
          // The socket will bring it.
        }
      } finally {
        setSending(false);
      }
    },
    [api, id, payload, sending, t],
  );

  const resign = async () => {
    setConfirmResign(false);
    try {
      conn.current?.accept(await api.resign(id));
    } catch (e) {
      setError(t('error', { reason: errorReason(e) }));
    }
  };

  // A socket message that did not fit the server's schema is said, not used.
  const problem = error ?? (live.problem !== null ? t('game.badMessage', { problem: live.problem }) : null);
  if (payload === null || module === undefined) {
    return (
      <div className="home online">
        <p role="status">{t('game.loading')}</p>
        {problem && <p className="error" role="alert">{problem}</p>}
      </div>
    );
  }

  if (replaying && payload.status === 'finished') return <OnlineReplay id={id} go={go} back={() => setReplaying(false)} />;

  const view = payload.view;
  const viewer = payload.viewSeat;
  const pending: Pending | null = payload.pending;
  const deciding = pending !== null && viewer !== null && pending.seat === viewer && payload.legal !== null && !sending;
  const legal: readonly JsonValue[] = deciding ? payload.legal! : [];
  const ctx = { module, view, viewer, pending, legal, onAction: (a: JsonValue) => void act(a), onInspect: setDetails, t: st, lang };
  const label = (a: JsonValue) => adapter.actionLabel(a, { view, t: st, module, lang });
  const result: Outcome | null = payload.result;
  const Board = adapter.Board;
  const Panel = adapter.Panel;
  const seatHolder = (s: GamePayload['seats'][number]) => (s.kind === 'open' ? t('game.openSeat') : s.kind === 'ai' ? t('game.computer', { level: t(`level.${s.level ?? 'standard'}`) }) : (s.name ?? ''));

  return (
    <div className="game online-game" data-seq={payload.seq} data-status={payload.status}>
      <div className="game-bar">
        <div className="game-title">
          <h1>{systemName(system, lang)}</h1>
          <span className="muted">
            {battleName(system, payload.scenario, lang)}
            {pending && <> · {adapter.phaseName ? adapter.phaseName(pending.kind, st) : pending.kind}</>}
          </span>
        </div>
        <div className="toolbar" role="toolbar" aria-label={tApp('game.tools')}>
          {!live.connected && <span className="tag offline" role="status">{t('game.offline')}</span>}
          {payload.you.length > 0 && payload.status !== 'finished' && !confirmResign && (
            <button type="button" onClick={() => setConfirmResign(true)}>{t('game.resign')}</button>
          )}
          {confirmResign && (
            <>
              <span>{t('game.resignConfirm')}</span>
              <button type="button" className="primary" onClick={() => void resign()}>{t('game.resign')}</button>
              <button type="button" onClick={() => setConfirmResign(false)}>{t('cancel')}</button>
            </>
          )}
          {payload.status === 'finished' && (
            <button type="button" className="primary" onClick={() => setReplaying(true)}>{t('replay.open')}</button>
          )}
          <button type="button" onClick={() => go({ name: 'rules', system })}>{tApp('nav.rules')}</button>
          <a href={routeHash({ name: 'online', page: 'lobby' })}>{t('game.lobby')}</a>
        </div>
      </div>
      <div className="game-body">
        <div className="board-area">
          {Board ? <Board {...ctx} /> : <pre className="view-json">{JSON.stringify(view, null, 2)}</pre>}
          {Board && details && (
            <section className="details floating" aria-label={tApp('game.details')}>
              <div className="details-title">{details.title}</div>
              <dl>{details.lines.map((l, i) => <div key={i} className="odds-row"><dt>{l.label}</dt><dd>{l.value}</dd></div>)}</dl>
            </section>
          )}
          <div className="viewer-badge" data-testid="online-viewer" style={viewer !== null ? { borderColor: adapter.seatColour(viewer) } : {}}>
            {viewer !== null ? tApp('game.viewingAs', { seat: adapter.seatName(viewer, st) }) : t('game.spectator')}
          </div>
        </div>
        <aside className="sidebar" aria-label={tApp('game.sidebar')}>
          <section className="players" aria-label={t('game.players')}>
            <ul className="online-seats">
              {payload.seats.map((s) => (
                <li key={s.seat}>
                  <span className="seat-chip" style={{ background: adapter.seatColour(s.seat) }}>{adapter.seatName(s.seat, st)}</span>{' '}
                  {s.kind === 'user' && s.name !== null ? <a href={routeHash({ name: 'online', page: 'user', arg: s.name })}>{s.name}</a> : seatHolder(s)}
                  {pending?.seat === s.seat && <span className="tag"> ◀</span>}
                </li>
              ))}
            </ul>
            {payload.clock && <Clocks clock={payload.clock} adapter={adapter} st={st} />}
          </section>
          <section className={`prompt${pending?.reaction ? ' reaction' : ''}`} data-testid="prompt">
            {payload.status === 'open' ? (
              <p className="muted">{t('game.waitingPlayers')}</p>
            ) : pending ? (
              <>
                <div className="prompt-who">
                  <span className="seat-chip" style={{ background: adapter.seatColour(pending.seat) }}>{adapter.seatName(pending.seat, st)}</span>
                  {pending.reaction && <span className="tag reaction-tag">{tApp('game.reaction')}</span>}
                  {pending.rule && <RuleLink rule={pending.rule} module={module} />}
                </div>
                <p className="prompt-text" aria-live="polite">{localized(adapter, st, module, pending.prompt, lang, view)}</p>
                {deciding ? (
                  <div className="options">
                    <h3 id="options-h">{tApp('game.options', { count: legal.length })}</h3>
                    <ul aria-labelledby="options-h" className="option-list">
                      {legal.map((a, i) => (
                        <li key={`${payload.seq}-${i}`}>
                          <button type="button" className="option" onClick={() => void act(a)}>{label(a)}</button>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : (
                  <p className="muted">{tApp('game.waiting', { seat: adapter.seatName(pending.seat, st) })}</p>
                )}
              </>
            ) : (
              <div className="game-over" role="status" data-testid="game-over">
                <h3>{t('game.over')}</h3>
                {result && (
                  <>
                    <p className="prompt-text">{result.winner !== null ? t('game.winner', { seat: adapter.seatName(result.winner, st) }) : t('game.draw')}</p>
                    <p>{reasonText(result.reason, t, adapter, st, module, lang, view)}</p>
                  </>
                )}
              </div>
            )}
            {problem && <p className="error" role="alert">{problem}</p>}
          </section>
          {Panel && <Panel {...ctx} />}
          <GameNotes id={id} seated={payload.you.length > 0} chat={live.chat} connected={live.connected} />
          <OnlineLog log={live.log} module={module} adapter={adapter} st={st} lang={lang} view={view} />
        </aside>
      </div>
    </div>
  );
}
