import type { AnyGameModule, GameRecord, Seat } from '@polemarch/kernel';
import { newGame, parseSeedText, randomSeed } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../app/route';
import { FilePicker } from '../components/FilePicker';
import { COMPUTER_PLAYER, computerPlayers } from '../game/computer';
import { errorText, readJsonFile } from '../game/files';
import { type GameSnapshot, type SeatKind, type SeatPlan, computerPlayerOf, loadGame, startGame } from '../game/session';
import { currentLanguage, systemNamespace } from '../i18n';
import { adapterFor, loadedModules } from '../systems/registry';
import { noteText } from '../i18n/notes';
import { historyLine, yearText } from './history';

interface Props {
  onStart: (game: GameSnapshot) => void;
  onReplay: (record: GameRecord) => void;
  go: (r: Route) => void;
  resume?: () => void;
  notice?: string;
}

/** The system offered first and chosen when the home screen opens; the others follow in the catalog's order. */
export const DEFAULT_SYSTEM = 'cca';

/** Developer mode (remembered): shows Skirmish, the kernel's test game, among the systems (issue 16.12). */
export const DEV_MODE_KEY = 'polemarch.dev';
/** Systems for developers only. */
const DEV_SYSTEMS: ReadonlySet<string> = new Set(['skirmish']);

export function devMode(): boolean {
  try {
    return globalThis.localStorage?.getItem(DEV_MODE_KEY) === '1';
  } catch {
    return false;
  }
}

/** The catalog's systems with the default one first; Skirmish only in developer mode. */
export function homeSystems(dev = devMode()): AnyGameModule[] {
  const all = loadedModules().filter((m) => dev || !DEV_SYSTEMS.has(m.id));
  return [...all.filter((m) => m.id === DEFAULT_SYSTEM), ...all.filter((m) => m.id !== DEFAULT_SYSTEM)];
}

const PLAYERS = computerPlayers();
/** The choices for a seat: the two kinds of human, the default computer player, and any other the catalog has. */
const KINDS: readonly SeatKind[] = ['here', 'screen', 'computer', ...PLAYERS.filter((p) => p !== COMPUTER_PLAYER).map((p): SeatKind => `computer:${p}`)];
/** The opponent offered first: the computer general at its standard level where the AI is there (issue 16.12), not the random player. */
export const DEFAULT_OPPONENT: SeatKind = PLAYERS.includes('ai:standard') ? 'computer:ai:standard' : 'computer';

export function seatKindLabel(k: SeatKind, t: TFunction): string {
  if (k === 'here' || k === 'screen') return t(`seatKind.${k}`);
  const player = computerPlayerOf(k, COMPUTER_PLAYER);
  return t('seatKind.computer', { player: t(`player.${player}`, { defaultValue: player }) });
}

function seatsOf(module: AnyGameModule, scenario: string): Seat[] {
  const info = module.scenarios().find((s) => s.id === scenario);
  return info?.seats ?? module.seats(newGame(module, { scenario, seed: 1 }));
}

/** The seat that makes the battle's first decision (whatever the seed, the engines start with the same side). */
function firstToDecide(module: AnyGameModule, scenario: string): Seat | undefined {
  try {
    return module.pending(newGame(module, { scenario, seed: 1 }))?.seat;
  } catch {
    return undefined;
  }
}

/** Choose a system, a battle and who plays each side; or load a saved game. */
export function Home({ onStart, onReplay, go, resume, notice }: Props) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const [dev, setDev] = useState(devMode);
  const all = useMemo(() => homeSystems(dev), [dev]);
  const [systemId, setSystemId] = useState(all[0]?.id ?? '');
  const module = all.find((m) => m.id === systemId) ?? all[0]!;
  const playable = module.scenarios();
  const [scenario, setScenario] = useState(playable.find((s) => s.status === 'playable')?.id ?? '');
  const seats = useMemo(() => (scenario ? seatsOf(module, scenario) : []), [module, scenario]);
  const [plan, setPlan] = useState<SeatPlan>({});
  const [seed, setSeed] = useState('');
  const [error, setError] = useState<string | null>(null);
  const adapter = adapterFor(module.id);
  const st = i18n.getFixedT(lang, systemNamespace(module.id));

  // You take the side that decides first (Akragas: the Syracusans at the bottom), the computer the others.
  const firstSeat = useMemo(() => (scenario ? firstToDecide(module, scenario) : undefined), [module, scenario]);
  const you = firstSeat ?? seats[0];
  const kindOf = (seat: Seat): SeatKind => plan[seat] ?? (seat === you ? 'here' : DEFAULT_OPPONENT);
  // The battle's own view, so the sides are named as the battle names them (Carthaginians, not Top).
  const startView = useMemo(() => {
    try {
      return scenario ? module.view(newGame(module, { scenario, seed: 1 }), null) : null;
    } catch {
      return null;
    }
  }, [module, scenario]);

  const start = () => {
    setError(null);
    try {
      const fullPlan: SeatPlan = Object.fromEntries(seats.map((s) => [s, kindOf(s)]));
      // A new game's seed: 128 bits from the CSPRNG (issue 17.1); a typed one may be a number or 32 hex digits.
      const n = seed.trim() === '' ? randomSeed() : parseSeedText(seed);
      if (n === null) throw new Error(t('home.badSeed'));
      onStart(startGame(module, { scenario, seed: n }, fullPlan));
    } catch (e) {
      setError(errorText(e));
    }
  };

  const load = async (file: File, replay: boolean) => {
    setError(null);
    try {
      const g = loadGame(await readJsonFile(file));
      if (replay) onReplay(g.record);
      else onStart(g);
    } catch (e) {
      setError(t('home.loadFailed', { reason: errorText(e) }));
    }
  };

  return (
    <div className="home">
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p className="lede">{t('home.lede')}</p>
        {notice && <p className="notice" role="status">{notice}</p>}
        {resume && (
          <button type="button" className="primary" onClick={resume}>
            {t('home.resume')}
          </button>
        )}
      </section>

      <form
        className="setup"
        aria-labelledby="setup-h"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <h2 id="setup-h">{t('home.newGame')}</h2>

        <fieldset>
          <legend>{t('home.system')}</legend>
          <div className="choices">
            {all.map((m) => (
              <label key={m.id} className={`choice${m.id === module.id ? ' chosen' : ''}`}>
                <input
                  type="radio"
                  name="system"
                  value={m.id}
                  checked={m.id === module.id}
                  onChange={() => {
                    setSystemId(m.id);
                    setScenario(m.scenarios().find((s) => s.status === 'playable')?.id ?? '');
                    setPlan({});
                  }}
                />
                <span className="choice-title">{lang === 'it' ? (m.nameIt ?? m.name) : m.name}</span>
                <span className="choice-sub">{t('home.scenarioCount', { count: m.scenarios().length })}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('home.battle')}</legend>
          <div className="choices">
            {playable.map((s) => (
              <label key={s.id} className={`choice${s.id === scenario ? ' chosen' : ''}${s.status !== 'playable' ? ' disabled' : ''}`}>
                <input type="radio" name="scenario" value={s.id} checked={s.id === scenario} disabled={s.status !== 'playable'} onChange={() => setScenario(s.id)} />
                <span className="choice-title">
                  {lang === 'it' ? (s.nameIt ?? s.name) : s.name}
                  {s.year && <span className="year"> · {yearText(s.year, lang)}</span>}
                </span>
                {historyLine(s.id, lang) !== undefined && <span className="choice-history">{historyLine(s.id, lang)}</span>}
                {s.status !== 'playable' && <span className="choice-sub">{t('home.unsupported')}</span>}
                {/* Provenance (rulings, reconstructed maps) is for the curious: folded away (issue 16.12). */}
                {s.notes !== undefined && s.notes.length > 0 && (
                  <details className="choice-details">
                    <summary>{t('home.details')}</summary>
                    {s.notes.map((n, i) => (
                      <span key={i} className="choice-note">
                        {noteText(n, lang)}
                      </span>
                    ))}
                  </details>
                )}
              </label>
            ))}
          </div>
        </fieldset>

        {seats.length > 0 && (
          <fieldset>
            <legend>{t('home.sides')}</legend>
            <div className="seat-rows">
              {seats.map((seat) => (
                <div className="seat-row" key={seat}>
                  <span className="seat-badge" style={{ background: adapter.seatColour(seat) }}>
                    {adapter.seatName(seat, st, startView ?? undefined)}
                  </span>
                  <select
                    aria-label={t('home.whoPlays', { seat: adapter.seatName(seat, st, startView ?? undefined) })}
                    value={kindOf(seat)}
                    onChange={(e) => setPlan({ ...Object.fromEntries(seats.map((s) => [s, kindOf(s)])), [seat]: e.target.value as SeatKind })}
                  >
                    {KINDS.map((k) => (
                      <option key={k} value={k}>
                        {seatKindLabel(k, t)}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
            <p className="hint">{t('home.sidesHint')}</p>
          </fieldset>
        )}

        <details className="advanced">
          <summary>{t('home.advanced')}</summary>
          <label className="dev-mode">
            <input
              type="checkbox"
              checked={dev}
              onChange={(e) => {
                const on = e.target.checked;
                try {
                  globalThis.localStorage?.setItem(DEV_MODE_KEY, on ? '1' : '0');
                } catch {
                  // Not remembered: harmless.
                }
                setDev(on);
                if (!on && DEV_SYSTEMS.has(systemId)) {
                  setSystemId(DEFAULT_SYSTEM);
                  setScenario(homeSystems(false)[0]?.scenarios().find((x) => x.status === 'playable')?.id ?? '');
                }
              }}
            />{' '}
            {t('home.devMode')}
          </label>
          <label className="field">
            <span>{t('home.seed')}</span>
            <input inputMode="numeric" value={seed} onChange={(e) => setSeed(e.target.value)} placeholder={t('home.seedPlaceholder')} />
          </label>
        </details>

        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={!scenario}>
            {t('home.start')}
          </button>
          <FilePicker label={t('home.load')} onFile={(f) => void load(f, false)} />
          <FilePicker label={t('home.loadReplay')} onFile={(f) => void load(f, true)} />
          <button type="button" className="link" onClick={() => go({ name: 'rules', system: module.id })}>
            {t('home.readRules')}
          </button>
        </div>
      </form>
    </div>
  );
}
