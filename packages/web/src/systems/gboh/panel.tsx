import { Track } from '../../components/Track';
import type { BoardContext } from '../types';
import { COLOUR, leaderName, sideLetter, sideName, viewOf } from './common';

// ---------------------------------------------------------------- the panel

export function GbohPanel({ view: raw, t }: BoardContext) {
  const view = viewOf(raw);
  const a = view.activation;
  const sides = view.static.sides;
  const level = (id: string, base: number) => base - (view.levelReduction[id] ?? 0);
  return (
    <div className="gboh-panel">
      <p className="gboh-turn" data-testid="gboh-phase">
        <strong>{t('turn', { turn: view.turn })}</strong> · {t(`phase.${view.phase}`)}
        {a && view.phase === 'orders' ? ` · ${t(`segment.${a.segment}`)}` : ''}
      </p>
      <section className="gboh-active" aria-label={t('activeLeader')}>
        <h3>{t('activeLeader')}</h3>
        {a ? (
          <>
            <p data-testid="gboh-active-leader">
              <span className="seat-dot" style={{ background: COLOUR[sideLetter(view, a.side)] }} aria-hidden />{' '}
              {t('activeLine', { name: view.static.leaders[a.leader] ? leaderName(view, a.leader) : (view.static.lines[a.leader]?.name ?? a.leader), side: sideName(a.side, t), kind: t(`kind.${a.kind}`), chain: view.leaders[a.leader]?.chain ?? 1 })}
            </p>
            <p className="muted">
              {a.mode !== 'lc' && t('ordersLeft', { n: a.ordersLeft })}
              {a.mode === 'lc' && t('linesLeft', { n: a.linesLeft })}
              {a.line !== null && <> · {t('lineNow', { line: view.static.lines[a.line]?.name ?? a.line, n: a.lineUnits.length })}</>}
            </p>
          </>
        ) : (
          <p className="muted">{t('noActiveLeader')}</p>
        )}
      </section>
      <Track
        title={t('routTrack')}
        rows={sides.map((s) => ({
          seat: s.id,
          name: sideName(s.id, t),
          colour: COLOUR[sideLetter(view, s.id)],
          value: view.routPoints[s.id] ?? 0,
          of: level(s.id, s.withdrawalLevel),
          label: t('routOf', { army: sideName(s.id, t), n: view.routPoints[s.id] ?? 0, of: level(s.id, s.withdrawalLevel) }),
        }))}
      />
      <section className="gboh-leaders" aria-label={t('leaders')}>
        <h3>{t('leaders')}</h3>
        {sides.map((s) => (
          <ul key={s.id} className="gboh-leader-list" aria-label={sideName(s.id, t)}>
            {Object.values(view.static.leaders)
              // Replacement counters (4.63) are listed once placed on the map.
              .filter((l) => l.side === s.id && view.leaders[l.id] !== undefined && (l.rank !== 'replacement' || view.leaders[l.id]!.hex !== null))
              .map((l) => {
                const st = view.leaders[l.id]!;
                return (
                  <li key={l.id} className={`status-${st.status}`} data-leader={l.id}>
                    <span className="seat-dot" style={{ background: COLOUR[sideLetter(view, s.id)] }} aria-hidden />
                    <span className="gl-name">{l.name}</span>
                    <span className="gl-ratings" title={`${t('inspect.initiative')} · ${t('inspect.lineCommand')} · ${t('inspect.charisma')}`}>
                      {l.initiative}·{l.lineCommand}·{l.charisma}
                    </span>
                    <span className="gl-status">{t(`leaderStatus.${st.status}`)}</span>
                  </li>
                );
              })}
          </ul>
        ))}
      </section>
    </div>
  );
}
