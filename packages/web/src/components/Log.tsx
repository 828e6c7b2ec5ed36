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
}

/** The game log, grouped by turn, each action under its seat and phase; newest at the bottom. */
export function Log({ steps, module, adapter, st, lang, viewer, view, current }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const shown = current === undefined ? steps : steps.slice(0, current);
  // Keep the newest line in sight by scrolling the list itself (never the page or the sidebar,
  // which would push the decision prompt out of view).
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const cur = current !== undefined ? el.querySelector<HTMLElement>('.log-step.current') : null;
    if (cur) el.scrollTop = Math.max(0, cur.offsetTop - el.offsetTop - el.clientHeight / 2);
    else el.scrollTop = el.scrollHeight;
  }, [shown.length, current]);
  let lastTurn: number | null | undefined;
  return (
    <section className="log" aria-labelledby="log-h">
      <h3 id="log-h">{t('log.title')}</h3>
      {shown.length === 0 ? (
        <p className="muted">{t('log.empty')}</p>
      ) : (
        <ol ref={list} role="log" aria-live="polite" aria-relevant="additions" className="log-list">
          {shown.map((step, i) => {
            const events = visibleEvents(step.events, viewer);
            const heading = step.turn !== lastTurn && step.turn !== null;
            lastTurn = step.turn;
            return (
              <li key={i} className={`log-step${current !== undefined && i === current - 1 ? ' current' : ''}`} data-step={i + 1}>
                {heading && <div className="turn-heading">{t('log.turn', { turn: step.turn })}</div>}
                <div className="step-head">
                  <span className="seat-chip" style={{ background: adapter.seatColour(step.seat) }}>
                    {adapter.seatName(step.seat, st)}
                  </span>
                  <span className="phase">{adapter.phaseName ? adapter.phaseName(step.kind, st) : step.kind}</span>
                  <span className="step-no">#{i + 1}</span>
                </div>
                {events.length ? events.map((e, j) => <EventLine key={j} event={e} module={module} adapter={adapter} st={st} lang={lang} view={view} />) : <div className="event muted">{t('log.hidden')}</div>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
