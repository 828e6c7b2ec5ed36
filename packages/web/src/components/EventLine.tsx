import { type AnyGameModule, type GameEvent, type JsonValue, type Language, renderMessage } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { routeHash } from '../app/route';
import type { SystemAdapter } from '../systems/types';
import { DieFace } from './DieFace';

/** Editions that cite their own sections under their own prefix: the system whose rules reference holds them. */
const EDITION_SYSTEMS: Readonly<Record<string, string>> = { dh: 'gboh' };

/**
 * 'gboh 9.16' → { system: 'gboh', section: '9.16' }; a bare '4' belongs to the module's own system; an edition's
 * citation ('dh 9.17', The Devil's Horsemen) → its system's section 'dh-9.17'.
 */
export function parseRule(rule: string, fallbackSystem: string): { system: string; section: string } {
  const m = /^(\S+)\s+(.+)$/.exec(rule.trim());
  if (m === null) return { system: fallbackSystem, section: rule.trim() };
  const edition = EDITION_SYSTEMS[m[1]!];
  return edition !== undefined ? { system: edition, section: `${m[1]!}-${m[2]!}` } : { system: m[1]!, section: m[2]! };
}

export function RuleLink({ rule, module }: { rule: string; module: AnyGameModule }) {
  const { t } = useTranslation();
  const { system, section } = parseRule(rule, module.id);
  return (
    <a className="rule-link" href={routeHash({ name: 'rules', system, section })} title={t('log.ruleTitle', { section })} aria-label={t('log.ruleTitle', { section })}>
      §{section}
    </a>
  );
}

/** A message in the reader's language; ids in it are named from `view`, the view of the screen it is shown on. */
export function localized(adapter: SystemAdapter, st: TFunction, module: AnyGameModule, message: GameEvent | { key: string; params?: Record<string, string | number | boolean> }, lang: Language, view: JsonValue): string {
  return renderMessage(module, adapter.localizeMessage ? adapter.localizeMessage(message, st, view) : message, lang);
}

interface Props {
  event: GameEvent;
  module: AnyGameModule;
  adapter: SystemAdapter;
  st: TFunction;
  lang: Language;
  /** The view of the screen the line is shown on (its names table names the pieces). */
  view: JsonValue;
}

/**
 * One log line: the engine's message in the reader's language, then, for a die roll, every die with
 * its face, the modifiers, the chart and the cell it read, and the rule section as a link into the
 * rules reference.
 */
export function EventLine({ event, module, adapter, st, lang, view }: Props) {
  const { t } = useTranslation();
  return (
    <div className={`event${event.rolls?.length ? ' roll' : ''}${event.visibleTo ? ' private' : ''}`}>
      <span className="event-text">{localized(adapter, st, module, event, lang, view)}</span>
      {event.visibleTo && <span className="tag private-tag">{t('log.private')}</span>}
      {event.rolls?.length ? (
        <span className="dice">
          {event.rolls.map((r, i) => (
            <DieFace key={i} roll={r} />
          ))}
        </span>
      ) : null}
      {event.modifiers?.length ? (
        <span className="modifiers">
          {event.modifiers.map((m, i) => (
            <span key={i} className="modifier">
              {m.value >= 0 ? '+' : '−'}
              {Math.abs(m.value)} {localized(adapter, st, module, m.label, lang, view)}
            </span>
          ))}
        </span>
      ) : null}
      {event.chart && (
        <span className="chart-cell">
          {t('log.chart', { name: adapter.chartText ? adapter.chartText(event.chart.name, st) : event.chart.name, cell: adapter.chartText ? adapter.chartText(event.chart.cell, st) : event.chart.cell })}
          {event.chart.result !== undefined && <> → <strong>{adapter.chartText ? adapter.chartText(event.chart.result, st) : event.chart.result}</strong></>}
        </span>
      )}
      {event.rule && <RuleLink rule={event.rule} module={module} />}
    </div>
  );
}
