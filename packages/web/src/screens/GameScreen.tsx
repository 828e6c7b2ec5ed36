import { type GameRecord, type JsonValue, type Language, type Seat, seedNumber, visibleEvents } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../app/route';
import { EventLine, localized, RuleLink } from '../components/EventLine';
import { HandOver } from '../components/HandOver';
import { Log } from '../components/Log';
import { COMPUTER_PLAYER, type ComputerPlayer } from '../game/computer';
import { errorText } from '../game/files';
import { playSound, soundOf, soundOn } from '../game/sound';
import { Icon } from '../components/Icons';
import { KeysDialog, NotesDialog, toggleSound, useShellKeys } from '../components/Shell';
import { SavesDialog } from '../components/SavesDialog';
import { ALL_SYSTEMS, WithSystems } from '../components/WithSystems';
import { legalAfterFirstFrame } from '../game/firstFrame';
import { type GameSnapshot, type SeatKind, computerPlayerOf, initialViewer, isComputer, isHuman, legalOf, notesOf, pendingOf, play, turnOf, undoable, undoLast, withNotes } from '../game/session';
import { currentLanguage, systemNamespace } from '../i18n';
import { adapterFor } from '../systems/registry';
import type { Inspection, Odds, SystemAdapter } from '../systems/types';

interface Props {
  game: GameSnapshot;
  onChange: (game: GameSnapshot) => void;
  computer: () => ComputerPlayer;
  go: (r: Route) => void;
  /** Open the replay viewer on the game, at the position after decision `at` (the end when not given). */
  onReplay: (record: GameRecord, at?: number) => void;
  /** Open another game (a save slot or a file): the app asks first when this one is unfinished. */
  onOpenGame?: (game: GameSnapshot) => void;
  /** A pause before the computer's move is applied, so a person can follow it (0 in tests). */
  computerDelayMs?: number;
}

function OddsCard({ odds }: { odds: Odds }) {
  return (
    <div className="odds" role="note" aria-label={odds.title}>
      <div className="odds-title">{odds.title}</div>
      <dl>
        {odds.items.map((it, i) => (
          <div key={i} className="odds-row">
            <dt>{it.label}</dt>
            <dd>{it.value}</dd>
          </div>
        ))}
      </dl>
      {odds.note && <p className="odds-note">{odds.note}</p>}
    </div>
  );
}

interface OptionsProps {
  legal: readonly JsonValue[];
  label: (a: JsonValue) => string;
  odds: (a: JsonValue) => Odds | null;
  /** Cheap: does the action have odds (for the option's mark)? */
  hasOdds: (a: JsonValue) => boolean;
  /** The unit or leader an option belongs to, in words (null: none). */
  group: (a: JsonValue) => string | null;
  onAction: (a: JsonValue) => void;
}

/**
 * Every legal action as a button (the keyboard way to do anything the board offers), with its odds on hover or
 * focus. Options are grouped by the unit or leader they belong to, each group of several folded under its name.
 */
function Options({ legal, label, odds, hasOdds, group, onAction }: OptionsProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<number | null>(null);
  const [showAll, setShowAll] = useState(false);
  const LIMIT = 24;
  const previewOdds = preview !== null && legal[preview] !== undefined ? odds(legal[preview]) : null;
  const groups: { name: string | null; items: number[] }[] = [];
  const byName = new Map<string, { name: string | null; items: number[] }>();
  legal.forEach((a, i) => {
    const name = group(a);
    if (name === null) return groups.push({ name: null, items: [i] });
    let g = byName.get(name);
    if (!g) {
      byName.set(name, (g = { name, items: [] }));
      groups.push(g);
    }
    g.items.push(i);
  });
  const shown = showAll ? groups : groups.slice(0, LIMIT);
  const button = (i: number) => {
    const a = legal[i]!;
    return (
      <li key={i}>
        <button
          type="button"
          className={`option${hasOdds(a) ? ' has-odds' : ''}`}
          data-index={i}
          onClick={() => onAction(a)}
          onMouseEnter={() => setPreview(i)}
          onFocus={() => setPreview(i)}
          onMouseLeave={() => setPreview(null)}
        >
          {label(a)}
        </button>
      </li>
    );
  };
  return (
    <div className="options">
      <h3 id="options-h">{t('game.options', { count: legal.length })}</h3>
      <ul aria-labelledby="options-h" className="option-list">
        {shown.map((g) =>
          g.name === null || g.items.length === 1 ? (
            button(g.items[0]!)
          ) : (
            <li key={`g${g.items[0]!}`} className="option-group">
              <details>
                <summary>{t('game.optionGroup', { name: g.name, count: g.items.length })}</summary>
                <ul className="option-list">{g.items.map(button)}</ul>
              </details>
            </li>
          ),
        )}
      </ul>
      {groups.length > LIMIT && (
        <button type="button" className="link" onClick={() => setShowAll(!showAll)}>
          {showAll ? t('game.fewer') : t('game.more', { count: groups.length - LIMIT })}
        </button>
      )}
      {previewOdds && <OddsCard odds={previewOdds} />}
    </div>
  );
}

/**
 * Details of what the pointer (or focus, or a long press) is on, docked under the board so that it never hides a
 * unit; empty when the pointer leaves the board.
 */
function Details({ details }: { details: Inspection | null }) {
  const { t } = useTranslation();
  return (
    <section className={`details docked${details ? '' : ' empty'}`} aria-label={t('game.details')} aria-live="polite">
      {details ? (
        <>
          <div className="details-title">{details.title}</div>
          <dl>
            {details.lines.map((l, i) => (
              <div key={i} className="odds-row">
                <dt>{l.label}</dt>
                <dd>{l.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="muted">{t('game.detailsHint')}</p>
      )}
    </section>
  );
}

function seatLabel(adapter: SystemAdapter, st: TFunction, t: TFunction, seat: Seat, kind: SeatKind | undefined, view: JsonValue): string {
  const player = kind !== undefined && isComputer(kind) ? computerPlayerOf(kind, COMPUTER_PLAYER) : null;
  const who = player !== null ? t('seatKindShort.computer', { player: t(`player.${player}`, { defaultValue: player }) }) : t(`seatKindShort.${kind ?? 'here'}`);
  return `${adapter.seatName(seat, st, view)} (${who})`;
}

/** Whose eyes the screen opens with, and whether behind a hand-over screen: what the turning effect would decide. */
function openingEyes(game: GameSnapshot, adapter: SystemAdapter): { viewer: Seat | null; handOver: Seat | null } {
  const viewer = initialViewer(game.seats);
  const pending = pendingOf(game);
  if (pending === null || !isHuman(game.seats[pending.seat]) || pending.seat === viewer) return { viewer, handOver: null };
  const hides = typeof adapter.hiddenInformation === 'function' ? adapter.hiddenInformation(game.module.view(game.state, viewer)) : adapter.hiddenInformation;
  const humans = Object.values(game.seats).filter(isHuman).length;
  return hides && humans > 1 && viewer !== null ? { viewer, handOver: pending.seat } : { viewer: pending.seat, handOver: null };
}

/**
 * The game screen: the board from the engine's view, the pending decision as a prompt with every
 * legal option (and its odds), the log with turn and phase and dice explained, undo as far as the
 * kernel allows, save and load, the hand-over screen between humans sharing the screen, and the
 * computer's moves from a Web Worker.
 */
export function GameScreen({ game, onChange, computer, go, onReplay, onOpenGame, computerDelayMs = 350 }: Props) {
  const { t, i18n } = useTranslation();
  const lang: Language = currentLanguage(i18n);
  const module = game.module;
  const adapter = adapterFor(module.id);
  const st = useMemo(() => i18n.getFixedT(lang, systemNamespace(module.id)), [i18n, lang, module.id]);

  // The screen opens turned to the deciding human seat, as the effect below would turn it one render later (issue 18:
  // that second render of the whole board was a fifth of a big battle's first render); behind its hand-over screen
  // when the system hides things from another human at this screen.
  const [opening] = useState(() => openingEyes(game, adapter));
  const [viewer, setViewer] = useState<Seat | null>(opening.viewer);
  const [handOver, setHandOver] = useState<Seat | null>(opening.handOver);
  const [details, setDetails] = useState<Inspection | null>(null);
  /** The computer player thinking now (its catalog spelling), and for which seat. */
  const [thinking, setThinking] = useState<string | null>(null);
  const [thinkingSeat, setThinkingSeat] = useState<Seat | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  /** Computer seats wait while paused (watching computer against computer, or to think along). */
  const [paused, setPaused] = useState(false);

  const pending = pendingOf(game);
  const result = pending === null ? module.result(game.state) : null;
  const humanSeats = Object.entries(game.seats).filter(([, k]) => isHuman(k)).map(([s]) => s);
  const deciding = pending !== null && isHuman(game.seats[pending.seat]) && pending.seat === viewer && handOver === null;
  // The screen's first frame is drawn before the engine lists the legal actions (issue 18: on the largest battle the
  // list was a fifth of the first render); the prompt's options, the clickable counters and a forced action follow
  // one frame later.
  const [listed, setListed] = useState(() => !legalAfterFirstFrame());
  // Asked for as the first render is committed (a layout effect), so that the animation frame is the one that paints
  // it and the list comes in the task right after that paint, not a frame or two later (after the passive effects).
  useLayoutEffect(() => {
    if (listed) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setListed(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  const legal = useMemo(() => (listed && deciding && pending ? legalOf(game, pending.seat) : []), [listed, deciding, game, pending?.seat]);
  const view = useMemo(() => module.view(game.state, viewer), [module, game.state, viewer]);
  const canUndo = deciding ? undoable(game) : 0;

  // Whose eyes: when a human seat must decide, the screen turns to it, behind a hand-over screen when
  // another human shares it and the system hides things (a C&C hand, Skirmish's cards).
  const hides = typeof adapter.hiddenInformation === 'function' ? adapter.hiddenInformation(view) : adapter.hiddenInformation;
  /** The screen turns to another seat (set by the effect below, one render later): its hand-over screen or its view. */
  const turning = pending !== null && isHuman(game.seats[pending.seat]) && pending.seat !== viewer;
  useEffect(() => {
    if (!turning || pending === null) return;
    if (hides && humanSeats.length > 1 && viewer !== null) setHandOver(pending.seat);
    else setViewer(pending.seat);
  }, [pending?.seat, viewer, game.seats]);

  // The game opens at its top (the map and the prompt), not where the home page was scrolled to (a phone).
  useEffect(() => {
    document.querySelector('main')?.scrollTo?.(0, 0);
  }, []);

  // The computer's decisions, off the page's thread.
  const player = useRef<ComputerPlayer | null>(null);
  useEffect(() => {
    player.current = computer();
    return () => {
      player.current?.dispose();
      player.current = null;
    };
  }, [computer]);
  useEffect(() => {
    const kind = pending ? game.seats[pending.seat] : undefined;
    if (pending === null || kind === undefined || !isComputer(kind) || !player.current || paused) return;
    let cancelled = false;
    const seat = pending.seat;
    const spec = computerPlayerOf(kind, COMPUTER_PLAYER);
    const started = Date.now();
    setThinking(spec);
    setThinkingSeat(seat);
    setProgress(null);
    player.current
      .decide({ system: module.id, state: game.state, seat, player: spec, game: game.record.seed, seed: seedNumber(game.record.seed) * 31 + seat.length }, (f) => {
        if (!cancelled) setProgress(f);
      })
      .then((action) => {
        const wait = Math.max(0, computerDelayMs - (Date.now() - started));
        setTimeout(() => {
          if (cancelled) return;
          setThinking(null);
          try {
            onChange(play(game, seat, action));
          } catch (e) {
            setError(t('game.computerFailed', { reason: errorText(e) }));
          }
        }, wait);
      })
      .catch((e: unknown) => {
        if (!cancelled) {
          setThinking(null);
          setError(t('game.computerFailed', { reason: errorText(e) }));
        }
      });
    return () => {
      cancelled = true;
      setThinking(null);
    };
  }, [game, paused]);

  const act = useCallback(
    (action: JsonValue) => {
      if (!pending || !deciding) return;
      setError(null);
      setStatus(null);
      try {
        onChange(play(game, pending.seat, action));
      } catch (e) {
        setError(errorText(e));
      }
    },
    [game, pending, deciding, onChange],
  );

  /** The action the screen submits by itself: the engine's only one, where the rules leave nothing to decide. */
  const forcedOf = useCallback(
    (g: GameSnapshot): JsonValue | null => {
      const p = pendingOf(g);
      if (p === null || !isHuman(g.seats[p.seat]) || !adapter.forced) return null;
      return adapter.forced(legalOf(g, p.seat), p);
    },
    [adapter],
  );

  const doUndo = useCallback(() => {
    if (canUndo === 0) return;
    try {
      // Undo goes back over what the screen submitted by itself too, or it would be submitted again at once.
      let g = undoLast(game);
      while (forcedOf(g) !== null && undoable(g) > 0) g = undoLast(g);
      onChange(g);
      setStatus(t('game.undone'));
    } catch (e) {
      setError(errorText(e));
    }
  }, [canUndo, game, onChange, t, forcedOf]);

  // Nothing to decide (an empty battle phase, a move at 0 MP): the only legal action goes without a click.
  // From the legal actions already listed (issue 18: asking the engine again cost a second `legal` every render).
  const forced = listed && deciding && pending !== null && adapter.forced ? adapter.forced(legal, pending) : null;
  useEffect(() => {
    if (forced === null) return;
    const timer = setTimeout(() => {
      setStatus(t('game.forced', { action: label(forced) }));
      act(forced);
    }, 0);
    return () => clearTimeout(timer);
  }, [forced === null ? null : game]);

  // The hover box holds words of the language it was made in: a language switch empties it (issue 16.10).
  useEffect(() => setDetails(null), [lang]);
  const [dialog, setDialog] = useState<'saves' | 'notes' | 'keys' | null>(null);
  const [sound, setSound] = useState(soundOn);
  const openGame = (g: GameSnapshot) => {
    setDialog(null);
    setHandOver(null);
    setViewer(initialViewer(g.seats));
    if (onOpenGame) onOpenGame(g);
    else onChange(g);
    setStatus(t('game.loaded', { actions: g.record.actions.length }));
  };
  // A sound for each new decision: dice when it rolled, a move otherwise (issue 16.8).
  const heard = useRef(game.steps.length);
  useEffect(() => {
    if (game.steps.length > heard.current) {
      const step = game.steps[game.steps.length - 1]!;
      playSound(soundOf(visibleEvents(step.events, viewer)));
    }
    heard.current = game.steps.length;
  }, [game.steps.length]);
  useShellKeys({ saves: () => setDialog('saves'), notes: () => setDialog('notes'), keys: () => setDialog('keys'), replay: () => onReplay(game.record), sound: () => setSound(toggleSound), log: () => document.querySelector<HTMLElement>('.log-list')?.focus() });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        doUndo();
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [doUndo]);

  const label = (a: JsonValue) => {
    const described = module.describeAction?.(game.state, a);
    return adapter.actionLabel(a, { view, t: st, module, lang, ...(described ? { described } : {}) });
  };
  const odds = (a: JsonValue) => adapter.odds?.(a, { view, t: st, viewer }) ?? null;
  const hasOdds = (a: JsonValue) => (adapter.hasOdds ? adapter.hasOdds(a) : odds(a) !== null);
  const group = (a: JsonValue) => adapter.optionGroup?.(a, { view, t: st }) ?? null;
  const ctx = { module, view, viewer, pending, legal, onAction: act, onInspect: setDetails, t: st, lang };
  const turn = turnOf(view);
  const scenario = module.scenarios().find((s) => s.id === game.record.scenario);
  const Board = adapter.Board;
  const Panel = adapter.Panel;

  // What the other seats may know of the last decision (its public lines), for the hand-over screen.
  const lastStep = game.steps[game.steps.length - 1];
  const lastPublic = lastStep ? visibleEvents(lastStep.events, null) : [];

  if (handOver !== null) {
    return (
      <div className="game handover-screen" data-actions={game.record.actions.length}>
        <HandOver
          seatName={adapter.seatName(handOver, st, view)}
          colour={adapter.seatColour(handOver)}
          reaction={pending?.reaction ?? false}
          recent={lastPublic.length ? lastPublic.map((e, i) => <EventLine key={i} event={e} module={module} adapter={adapter} st={st} lang={lang} view={view} />) : undefined}
          onReady={() => {
            setViewer(handOver);
            setHandOver(null);
            setDetails(null);
          }}
        />
      </div>
    );
  }

  return (
    // data-busy: an action the screen submits by itself, or a hand-over screen, is on its way; data-actions: the
    // decisions of the record on screen. Tests wait for both to settle (the record is stored before it renders).
    <div className="game" data-actions={game.record.actions.length} {...(forced !== null || turning ? { 'data-busy': '' } : {})}>
      <div className="game-bar">
        <div className="game-title">
          <h1>{lang === 'it' ? (module.nameIt ?? module.name) : module.name}</h1>
          <span className="muted">
            {scenario ? (lang === 'it' ? (scenario.nameIt ?? scenario.name) : scenario.name) : t('game.position')}
            {turn !== null && <> · <span data-testid="turn">{t('game.turn', { turn })}</span></>}
            {pending && <> · {adapter.phaseName ? adapter.phaseName(pending.kind, st) : pending.kind}</>}
          </span>
        </div>
        <div className="toolbar" role="toolbar" aria-label={t('game.tools')}>
          <button type="button" onClick={doUndo} disabled={canUndo === 0} title={t('game.undoHint')} aria-keyshortcuts="Control+Z">
            {t('game.undo')}
            {canUndo > 0 && <span className="count">{canUndo}</span>}
          </button>
          <button type="button" onClick={() => setDialog('saves')} aria-keyshortcuts="S">
            {t('game.saves')}
          </button>
          <button type="button" onClick={() => setDialog('notes')} aria-keyshortcuts="N">
            {t('notes.button')}
          </button>
          <button type="button" onClick={() => onReplay(game.record)}>
            {t('game.replay')}
          </button>
          <button type="button" onClick={() => go({ name: 'rules', system: module.id })}>
            {t('nav.rules')}
          </button>
          <button type="button" aria-pressed={sound} onClick={() => setSound(toggleSound)} aria-label={t('sound.label')} title={t('sound.label')} aria-keyshortcuts="M">
            <Icon name={sound ? 'soundOn' : 'soundOff'} />
          </button>
          <button type="button" onClick={() => setDialog('keys')} aria-label={t('keys.title')} title={t('keys.title')} aria-keyshortcuts="Shift+?">
            ?
          </button>
          {Object.values(game.seats).some(isComputer) && (
            <button type="button" aria-pressed={paused} onClick={() => setPaused(!paused)}>
              {paused ? t('game.resume') : t('game.pause')}
            </button>
          )}
        </div>
      </div>

      <div className="game-body">
        <div className="board-area">
          {Board ? (
            <Board {...ctx} />
          ) : (
            <div className="no-board">
              <p>{t('game.noBoard')}</p>
              <details>
                <summary>{t('game.engineView')}</summary>
                <pre className="view-json">{JSON.stringify(view, null, 2)}</pre>
              </details>
            </div>
          )}
          {(Board || (viewer !== null && humanSeats.length > 0)) && (
            <div className="board-dock">
              {viewer !== null && humanSeats.length > 0 && (
                <div className="viewer-badge" style={{ borderColor: adapter.seatColour(viewer) }}>
                  {t('game.viewingAs', { seat: adapter.seatName(viewer, st, view) })}
                </div>
              )}
              {Board && <Details details={details} />}
            </div>
          )}
        </div>

        <aside className="sidebar" aria-label={t('game.sidebar')}>
          <section className={`prompt${pending?.reaction ? ' reaction' : ''}`} aria-labelledby="prompt-h" data-testid="prompt">
            <h2 id="prompt-h" className="visually-hidden">
              {t('game.decision')}
            </h2>
            {pending ? (
              <>
                <div className="prompt-who">
                  <span className="seat-chip" style={{ background: adapter.seatColour(pending.seat) }}>
                    {seatLabel(adapter, st, t, pending.seat, game.seats[pending.seat], view)}
                  </span>
                  {pending.reaction && <span className="tag reaction-tag">{t('game.reaction')}</span>}
                  {pending.rule && <RuleLink rule={pending.rule} module={module} />}
                </div>
                <p className="prompt-text" aria-live="polite">
                  {localized(adapter, st, module, pending.prompt, lang, view)}
                </p>
                {thinking !== null && (
                  <p className="thinking" role="status">
                    <span className="spinner" aria-hidden />
                    <span>{t('game.thinking', { seat: adapter.seatName(thinkingSeat ?? '', st, view), player: t(`player.${thinking}`, { defaultValue: thinking }) })}</span>
                    {progress !== null && <progress className="think-progress" max={1} value={progress} aria-label={t('game.progress')} />}
                  </p>
                )}
                {deciding && listed && <Options key={game.record.actions.length} legal={legal} label={label} odds={odds} hasOdds={hasOdds} group={group} onAction={act} />}
                {!deciding && thinking === null && isHuman(game.seats[pending.seat]) && <p className="muted">{t('game.waiting', { seat: adapter.seatName(pending.seat, st, view) })}</p>}
              </>
            ) : (
              <div className="game-over" role="status">
                <h3>{t('game.over')}</h3>
                {result && <p className="prompt-text">{localized(adapter, st, module, result.reason, lang, view)}</p>}
                <div className="actions">
                  <button type="button" className="primary" onClick={() => onReplay(game.record)}>
                    {t('game.replay')}
                  </button>
                  <button type="button" onClick={() => go({ name: 'home' })}>
                    {t('home.newGame')}
                  </button>
                </div>
              </div>
            )}
            {error && (
              <p className="error" role="alert">
                {error}
              </p>
            )}
            {status && (
              <p className="status" role="status">
                {status}
              </p>
            )}
          </section>
          {Panel && <Panel {...ctx} />}
          <Log steps={game.steps} module={module} adapter={adapter} st={st} lang={lang} viewer={viewer} view={view} onJump={(n) => onReplay(game.record, n)} />
        </aside>
      </div>
      {dialog === 'saves' && (
        // The slots may hold games of any system (their names and replays need each one's engine).
        <WithSystems systems={ALL_SYSTEMS}>
          <SavesDialog current={game} onOpen={openGame} onClose={() => setDialog(null)} />
        </WithSystems>
      )}
      {dialog === 'notes' && <NotesDialog notes={notesOf(game)} onSave={(n) => onChange(withNotes(game, n))} onClose={() => setDialog(null)} />}
      {dialog === 'keys' && <KeysDialog onClose={() => setDialog(null)} />}
    </div>
  );
}
