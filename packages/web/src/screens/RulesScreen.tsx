import { Fragment, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Route, routeHash } from '../app/route';
import { currentLanguage } from '../i18n';
import { adapterFor, loadedModules } from '../systems/registry';

interface Props {
  system: string;
  section?: string;
  go: (r: Route) => void;
  hasGame: boolean;
}

/** Highlight the query's matches in a paragraph. */
function Marked({ text, query }: { text: string; query: string }) {
  if (!query) return <>{text}</>;
  const parts = text.split(new RegExp(`(${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi'));
  return (
    <>
      {parts.map((p, i) => (i % 2 === 1 ? <mark key={i}>{p}</mark> : <Fragment key={i}>{p}</Fragment>))}
    </>
  );
}

/** The rules reference of a system in our own words, searchable, in the current language; log lines link to its sections. */
export function RulesScreen({ system, section, go, hasGame }: Props) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const [query, setQuery] = useState('');
  const rules = adapterFor(system).rules[lang];
  const q = query.trim().toLowerCase();
  const sections = useMemo(
    () => rules.sections.filter((s) => !q || s.title.toLowerCase().includes(q) || s.body.some((b) => b.toLowerCase().includes(q))),
    [rules, q],
  );

  useEffect(() => {
    if (section === undefined) return;
    // An edition's paragraph with no section of its own ('dh-9.17') opens its chapter's ('dh-9.0').
    const target = document.getElementById(`rule-${section}`) ?? document.getElementById(`rule-${section.replace(/^(\w+-\d+)\..*$/, '$1.0')}`);
    target?.scrollIntoView?.({ block: 'start' });
  }, [section, lang]);

  return (
    <div className="rules">
      <div className="rules-head">
        <h1>{rules.title}</h1>
        <div className="rules-tools">
          <label className="inline-field">
            <span>{t('rules.system')}</span>
            <select value={system} onChange={(e) => go({ name: 'rules', system: e.target.value })}>
              {loadedModules().map((m) => (
                <option key={m.id} value={m.id}>
                  {lang === 'it' ? (m.nameIt ?? m.name) : m.name}
                </option>
              ))}
            </select>
          </label>
          <input type="search" placeholder={t('rules.search')} aria-label={t('rules.search')} value={query} onChange={(e) => setQuery(e.target.value)} />
          {hasGame && (
            <button type="button" onClick={() => go({ name: 'play' })}>
              {t('rules.back')}
            </button>
          )}
        </div>
      </div>
      {rules.intro && <p className="lede">{rules.intro}</p>}
      <nav className="rules-toc" aria-label={t('rules.contents')}>
        <ol>
          {/* While searching, the contents list only the sections that match. */}
          {sections.map((s) => (
            <li key={s.id}>
              <a href={routeHash({ name: 'rules', system, section: s.id })}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.length === 0 && <p className="muted">{rules.sections.length ? t('rules.noMatch') : t('rules.none')}</p>}
      {sections.map((s) => (
        <section key={s.id} id={`rule-${s.id}`} className={`rule${s.id === section ? ' target' : ''}`} aria-labelledby={`rule-h-${s.id}`}>
          <h2 id={`rule-h-${s.id}`}>
            <Marked text={s.title} query={q} />
          </h2>
          {s.body.map((p, i) => (
            <p key={i}>
              <Marked text={p} query={q} />
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
