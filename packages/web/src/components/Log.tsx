import { type AnyGameModule, type JsonValue, type Language, type Seat, visibleEvents } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayedStep } from '../game/session';
import type { SystemAdapter } from '../systems/types';
import { EventLine } from './EventLine';

interface Props {
  steps: readonly PlayedStep[];
  module: AnyGameModule;
  adapter: SystemAdapter;
  st: TFunction;
  lang: Language;
  /** Whose log: events private to other seats are left out (null: public events only). */
  viewer: Seat | null;
  /** The view shown beside the log (its names table names the pieces in the events). */
  view: JsonValue;
  /** In the replay viewer: the step being shown (highlighted; later steps are hidden). */
  current?: number;
  /** Go to the position after step n (1-based): the move list's way back (the game opens the replay there). */
  onJump?: (step: number) => void;
}

/** Consecutive steps of one seat in one kind of decision: one action of the story ("Carthaginians · Movement"). */
interface Group {
  turn: number | null;
  seat: Seat;
  kind: string;
  steps: { step: PlayedStep; index: number }[];
}

export function groupSteps(steps: readonly PlayedStep[]): Group[] {
  const groups: Group[] = [];
  steps.forEach((step, index) => {
    const last = groups[groups.length - 1];
    if (last && last.seat === step.seat && last.kind === step.kind && last.turn === step.turn) last.steps.push({ step, index });
    else groups.push({ turn: step.turn, seat: step.seat, kind: step.kind, steps: [{ step, index }] });
  });
  return groups;
}

/**
 * The game log as a story: grouped by turn, then by action (a run of one seat's decisions of one kind under one
 * heading), each line in the reader's language with dice drawn as faces. A decision that printed nothing is shown
 * to the seat that made it as its own choice ("Done"), and to nobody else (it may be a secret). Newest at the bottom.
 */
export function Log({ steps, module, adapter, st, lang, viewer, view, current, onJump }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const shown = current === undefined ? steps : steps.slice(0, current);
  // Keep the newest line in sight by scrolling the list itself (never the page or the sidebar,
  // which would push the decision prompt out of view).
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const cur = current !== undefined ? el.querySelector<HTMLElement>('.log-entry.current') : null;
    if (cur) el.scrollTop = Math.max(0, cur.offsetTop - el.offsetTop - el.clientHeight / 2);
    else el.scrollTop = el.scrollHeight;
  }, [shown.length, current]);
  let lastTurn: number | null | undefined;
  const ownLabel = (action: JsonValue): string => {
    try {
      return adapter.actionLabel(action, { view, t: st, module, lang });
    } catch {
      return t('log.ownChoice');
    }
  };
  return (
    <section className="log" aria-labelledby="log-h">
      <h3 id="log-h">{t('log.title')}</h3>
      {shown.length === 0 ? (
        <p className="muted">{t('log.empty')}</p>
      ) : (
        // The live region is a box around the list (a list keeps its list semantics: axe `listitem`).
        <div ref={list} role="log" aria-live="polite" aria-relevant="additions" className="log-list" tabIndex={0} aria-labelledby="log-h">
          <ol className="log-groups">
          {groupSteps(shown).map((g) => {
            // A group with nothing for this reader (another seat's silent decisions) is left out whole.
            if (!g.steps.some(({ step }) => step.seat === viewer || step.events.length > 0)) return null;
            const heading = g.turn !== lastTurn && g.turn !== null;
            lastTurn = g.turn;
            const first = g.steps[0]!.index;
            return (
              <li key={first} className="log-step" data-step={first + 1}>
                {heading && <div className="turn-heading">{t('log.turn', { turn: g.turn })}</div>}
                <div className="step-head">
                  <span className="seat-chip" style={{ background: adapter.seatColour(g.seat) }}>
                    {adapter.seatName(g.seat, st, view)}
                  </span>
                  <span className="phase">{adapter.phaseName ? adapter.phaseName(g.kind, st) : g.kind}</span>
                </div>
                <ol className="log-entries">
                  {g.steps.map(({ step, index }) => {
                    const events = visibleEvents(step.events, viewer);
                    const hidden = events.length < step.events.length;
                    const mine = viewer !== null && viewer === step.seat;
                    // Another seat's decision that printed nothing for this reader is left out (it may be a secret).
                    if (events.length === 0 && !mine && !hidden) return null;
                    const no = index + 1;
                    return (
                      <li key={index} className={`log-entry${current !== undefined && index === current - 1 ? ' current' : ''}`} data-step={no}>
                        {onJump ? (
                          <button type="button" className="step-no" onClick={() => onJump(no)} title={t('log.jump', { n: no })} aria-label={t('log.jump', { n: no })}>
                            {no}
                          </button>
                        ) : (
                          <span className="step-no" aria-hidden="true">
                            {no}
                          </span>
                        )}
                        <div className="entry-lines">
                          {events.length === 0 && mine && <div className="event own-choice">{ownLabel(step.action)}</div>}
                          {events.map((e, j) => (
                            <EventLine key={j} event={e} module={module} adapter={adapter} st={st} lang={lang} view={view} />
                          ))}
                          {events.length === 0 && !mine && <div className="event muted">{t('log.hidden')}</div>}
                        </div>
                      </li>
                    );
                  })}
                </ol>
              </li>
            );
          })}
          </ol>
        </div>
      )}
    </section>
  );
}
