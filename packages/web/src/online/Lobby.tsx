import type { Seat } from '@polemarch/kernel';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedModules } from '../systems/registry';
import { type Route, routeHash } from '../app/route';
import { currentLanguage } from '../i18n';
import { Account, errorReason } from './Account';
import type { CreateGame, LobbyGame, MyGame, SeatChoice } from './api';
import { battleName, seatName, systemName } from './names';
import { useOnline } from './session';
import './online.css';

type SeatOption = 'me' | 'open' | 'ai:easy' | 'ai:standard' | 'ai:strong';
const SEAT_OPTIONS: readonly SeatOption[] = ['me', 'open', 'ai:easy', 'ai:standard', 'ai:strong'];
const CLOCKS = { none: null, live: { bankSeconds: 900, incrementSeconds: 10 }, day: { bankSeconds: 3 * 86_400, incrementSeconds: 86_400 } } as const;

function choice(o: SeatOption): SeatChoice {
  if (o === 'me' || o === 'open') return { kind: o };
  return { kind: 'ai', level: o === 'ai:easy' ? 'easy' : o === 'ai:strong' ? 'strong' : 'standard' };
}

/** My online games, with whose turn it is (the home screen shows them too). */
export function MyGames({ games }: { games: MyGame[] }) {
  const { t, i18n } = useTranslation('online');
  const lang = currentLanguage(i18n);
  const st = useCallback((ns: string) => i18n.getFixedT(lang, ns), [i18n, lang]);
  if (games.length === 0) return <p className="muted">{t('noGames')}</p>;
  return (
    <ul className="online-games" data-testid="my-games">
      {games.map((g) => (
        <li key={g.id} className={g.yourTurn ? 'your-turn' : ''}>
          <a href={routeHash({ name: 'online', page: 'game', arg: g.id })}>
            {systemName(g.system, lang)} · {battleName(g.system, g.scenario, lang)}
          </a>{' '}
          <span className={g.yourTurn ? 'tag turn-tag' : 'muted'}>
            {g.status === 'open' ? t('waitingPlayers') : g.status === 'finished' ? t('finished') : g.yourTurn ? t('yourTurn') : t('theirTurn', { seat: g.pendingSeat === null ? '' : seatName(g.system, g.pendingSeat, st) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function CreateForm({ onCreated }: { onCreated: (id: string, invites: Record<Seat, string>, system: string) => void }) {
  const { t, i18n } = useTranslation('online');
  const lang = currentLanguage(i18n);
  const { api } = useOnline();
  const all = useMemo(() => loadedModules(), []);
  const [system, setSystem] = useState(all.find((m) => m.id === 'cca')?.id ?? all[0]!.id);
  const module = all.find((m) => m.id === system) ?? all[0]!;
  const playable = module.scenarios().filter((s) => s.status === 'playable');
  const [scenario, setScenario] = useState(playable[0]?.id ?? '');
  const info = playable.find((s) => s.id === scenario) ?? playable[0];
  const [seatPlan, setSeatPlan] = useState<Record<Seat, SeatOption>>({});
  const [listed, setListed] = useState(true);
  const [clock, setClock] = useState<keyof typeof CLOCKS>('none');
  const [error, setError] = useState<string | null>(null);
  const st = (ns: string) => i18n.getFixedT(lang, ns);
  const seats = info?.seats ?? [];
  const planOf = (seat: Seat, i: number): SeatOption => seatPlan[seat] ?? (i === 0 ? 'me' : 'open');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (info === undefined) return;
    setError(null);
    const input: CreateGame = { system, scenario: info.id, seats: Object.fromEntries(seats.map((s, i) => [s, choice(planOf(s, i))])), listed };
    const c = CLOCKS[clock];
    if (c !== null) input.clock = { ...c };
    try {
      const r = await api.create(input);
      onCreated(r.id, r.invites, system);
    } catch (err) {
      setError(t('error', { reason: errorReason(err) }));
    }
  };

  return (
    <form className="online-card create" onSubmit={(e) => void submit(e)} aria-label={t('create')}>
      <h2>{t('create')}</h2>
      <label className="field">
        <span>{t('system')}</span>
        <select name="system" value={system} onChange={(e) => {
          setSystem(e.target.value);
          setScenario(all.find((m) => m.id === e.target.value)?.scenarios().find((s) => s.status === 'playable')?.id ?? '');
          setSeatPlan({});
        }}>
          {all.map((m) => <option key={m.id} value={m.id}>{systemName(m.id, lang)}</option>)}
        </select>
      </label>
      <label className="field">
        <span>{t('battle')}</span>
        <select name="scenario" value={info?.id ?? ''} onChange={(e) => { setScenario(e.target.value); setSeatPlan({}); }}>
          {playable.map((s) => <option key={s.id} value={s.id}>{battleName(system, s.id, lang)}</option>)}
        </select>
      </label>
      {seats.map((seat, i) => (
        <label className="field" key={seat}>
          <span>{t('seatWho', { seat: seatName(system, seat, st) })}</span>
          <select name={`seat-${seat}`} value={planOf(seat, i)} onChange={(e) => setSeatPlan({ ...seatPlan, [seat]: e.target.value as SeatOption })}>
            {SEAT_OPTIONS.map((o) => (
              <option key={o} value={o}>{o.startsWith('ai:') ? t('seat.ai', { level: t(`level.${o.slice(3)}`) }) : t(`seat.${o}`)}</option>
            ))}
          </select>
        </label>
      ))}
      <label className="field">
        <span>{t('clock')}</span>
        <select name="clock" value={clock} onChange={(e) => setClock(e.target.value as keyof typeof CLOCKS)}>
          {(Object.keys(CLOCKS) as (keyof typeof CLOCKS)[]).map((k) => <option key={k} value={k}>{t(`clock.${k}`)}</option>)}
        </select>
      </label>
      <label className="check">
        <input type="checkbox" checked={listed} onChange={(e) => setListed(e.target.checked)} /> {t('listed')}
      </label>
      <div className="actions">
        <button type="submit" className="primary">{t('createButton')}</button>
      </div>
      {error && <p className="error" role="alert">{error}</p>}
    </form>
  );
}

/** The online home: account, my games, the open games of the lobby, a new game. */
export function Lobby({ go }: { go: (r: Route) => void }) {
  const { t, i18n } = useTranslation('online');
  const lang = currentLanguage(i18n);
  const { api, user } = useOnline();
  const [mine, setMine] = useState<MyGame[]>([]);
  const [lobby, setLobby] = useState<LobbyGame[] | null>(null);
  const [created, setCreated] = useState<{ id: string; system: string; invites: Record<Seat, string> } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const st = (ns: string) => i18n.getFixedT(lang, ns);

  useEffect(() => {
    let live = true;
    const load = async () => {
      try {
        const [l, m] = await Promise.all([api.lobby(), user ? api.mine() : Promise.resolve([])]);
        if (live) {
          setLobby(l);
          setMine(m);
        }
      } catch {
        if (live) setLobby(null);
      }
    };
    void load();
    const timer = setInterval(() => void load(), 10_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api, user]);

  const join = async (g: LobbyGame, seat: Seat) => {
    setError(null);
    try {
      await api.join(g.id, seat);
      go({ name: 'online', page: 'game', arg: g.id });
    } catch (e) {
      setError(t('error', { reason: errorReason(e) }));
    }
  };

  return (
    <div className="home online">
      <section className="hero">
        <h1>{t('title')}</h1>
        <p className="lede">{t('lede')}</p>
        {user === null && lobby === null && <p className="notice">{t('noServer')}</p>}
      </section>
      <Account />
      {user && (
        <section className="online-card" aria-labelledby="mine-h">
          <h2 id="mine-h">{t('myGames')}</h2>
          <MyGames games={mine} />
        </section>
      )}
      {created && (
        <section className="online-card created" role="status">
          {Object.entries(created.invites).map(([seat, token]) => {
            const link = `${location.origin}${location.pathname}${routeHash({ name: 'online', page: 'invite', arg: token })}`;
            return (
              <p key={seat}>
                {t('invites', { seat: seatName(created.system, seat, st) })}{' '}
                <input readOnly className="invite-link" value={link} aria-label={t('invites', { seat: seatName(created.system, seat, st) })} data-seat={seat} onFocus={(e) => e.target.select()} />
              </p>
            );
          })}
          <button type="button" className="primary" onClick={() => go({ name: 'online', page: 'game', arg: created.id })}>{t('openGame')}</button>
        </section>
      )}
      {user && <CreateForm onCreated={(id, invites, system) => {
        setCreated({ id, system, invites });
        if (Object.keys(invites).length === 0) go({ name: 'online', page: 'game', arg: id });
      }} />}
      <section className="online-card" aria-labelledby="lobby-h">
        <h2 id="lobby-h">{t('lobby')}</h2>
        {lobby === null || lobby.length === 0 ? (
          <p className="muted">{t('lobbyEmpty')}</p>
        ) : (
          <ul className="online-games" data-testid="lobby">
            {lobby.map((g) => (
              <li key={g.id}>
                <a href={routeHash({ name: 'online', page: 'game', arg: g.id })}>{systemName(g.system, lang)} · {battleName(g.system, g.scenario, lang)}</a>{' '}
                {g.createdBy && <span className="muted">{t('by', { name: g.createdBy })}</span>}{' '}
                {user && g.seats.filter((s) => s.kind === 'open').map((s) => (
                  <button type="button" key={s.seat} onClick={() => void join(g, s.seat)}>{t('join', { seat: seatName(g.system, s.seat, st) })}</button>
                ))}
              </li>
            ))}
          </ul>
        )}
        {error && <p className="error" role="alert">{error}</p>}
      </section>
    </div>
  );
}
