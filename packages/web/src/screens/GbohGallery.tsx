import { gbohHex } from '@polemarch/kernel';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GbohCounter, GbohFacingPicker, type GbohHighlight, GbohHexsideLayer, GbohHighlightLayer, GbohLeader, GbohTerrainLayer, gbohBounds } from '../board/gboh';
import { LARGEST_MAP, synthesizeBattle } from '../board/gbohSynthetic';
import { PanZoom } from '../board/PanZoom';

declare global {
  interface Window {
    /** Set by the gallery for the benchmark script: milliseconds from navigation to the map's first paint. */
    __polemarchFirstRender?: number;
  }
}

/**
 * The GBoH drawing primitives on a synthetic map, until the GBoH engine lands: terrain, elevation,
 * hexside features, counters with every marker, leaders with their status, legal destinations with
 * their cost, a target with its odds and a facing picker. `#/gallery/gboh/largest` draws the
 * largest battle we plan for (the benchmark's page).
 */
export function GbohGallery({ size }: { size: 'demo' | 'largest' }) {
  const { t } = useTranslation();
  const battle = useMemo(() => (size === 'largest' ? synthesizeBattle(LARGEST_MAP.cols, LARGEST_MAP.rows, LARGEST_MAP.unitsPerSide) : synthesizeBattle(18, 12, 12)), [size]);
  const bounds = useMemo(() => gbohBounds(battle.map), [battle]);
  const [picked, setPicked] = useState<string | null>(null);
  const [facing, setFacing] = useState<gbohHex.Direction | null>(null);
  const [inspect, setInspect] = useState<string>('');
  const selected = battle.counters[0]!;
  const highlights = useMemo(() => {
    const m = new Map<string, GbohHighlight>();
    const occupied = new Set(battle.counters.map((c) => c.hex));
    for (const h of gbohHex.hexesWithin(selected.hex, 2)) {
      if (h === selected.hex || occupied.has(h) || !battle.map.hexes.some((x) => x.id === h)) continue;
      const cost = gbohHex.distance(selected.hex, h);
      m.set(h, { kind: 'move', note: `${cost} MP`, actionLabel: t('gallery.moveTo', { hex: h, cost }) });
    }
    m.set(selected.hex, { kind: 'selected' });
    const target = battle.counters.find((c) => c.side === 'B');
    if (target) m.set(target.hex, { kind: 'target', note: '6+ · 40%', actionLabel: t('gallery.fireAt', { hex: target.hex }) });
    return m;
  }, [battle, selected, t]);

  useEffect(() => {
    requestAnimationFrame(() => {
      window.__polemarchFirstRender = performance.now();
    });
  }, []);

  return (
    <div className="gallery">
      <div className="game-bar">
        <div className="game-title">
          <h1>{t('gallery.title')}</h1>
          <span className="muted">{t('gallery.subtitle', { name: battle.map.name, units: battle.counters.length, hexes: battle.map.hexes.length })}</span>
        </div>
        <p className="status" role="status">
          {picked ? t('gallery.picked', { what: picked }) : inspect || t('gallery.hint')}
        </p>
      </div>
      <div className="board-area gallery-board">
        <PanZoom bounds={bounds} label={t('gallery.mapLabel', { name: battle.map.name })} detailZoom={size === 'largest' ? 3 : 1.2}>
          <GbohTerrainLayer map={battle.map} />
          <GbohHexsideLayer hexsides={battle.map.hexsides} />
          <GbohHighlightLayer highlights={highlights} onActivate={(h) => setPicked(h)} />
          <g className="gboh-units">
            {battle.counters.map((c) => (
              <GbohCounter
                key={c.id}
                counter={c.id === selected.id && facing !== null ? { ...c, facing } : c}
                label={t('gallery.counterLabel', { name: c.name ?? c.id, type: c.type, tq: c.troopQuality, size: c.size, ma: c.movementAllowance, hits: c.cohesionHits, facing: gbohHex.VERTEX_NAMES[c.facing] })}
                onInspect={(x) => x && setInspect(`${x.name ?? x.id}: ${x.type} ${x.unitClass}, TQ ${x.troopQuality}, ${t('gallery.hits', { n: x.cohesionHits })}`)}
              />
            ))}
            {battle.leaders.map((l) => (
              <GbohLeader key={l.id} leader={l} label={t('gallery.leaderLabel', { name: l.name, status: t(`gallery.status.${l.status}`) })} onInspect={(x) => x && setInspect(`${x.name}: ${x.initiative}/${x.lineCommand}/${x.charisma} · ${t(`gallery.status.${x.status}`)}`)} />
            ))}
          </g>
          <GbohFacingPicker hex={selected.hex} options={[1, 2, 3]} label={(k) => t('gallery.face', { vertex: gbohHex.VERTEX_NAMES[k] })} onPick={(k) => setFacing(k)} />
        </PanZoom>
      </div>
    </div>
  );
}
