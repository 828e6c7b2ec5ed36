import { ccaBoard } from '@polemarch/kernel';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CCA_BOUNDS, CcaBlockUnit, CcaBoardLayer, type CcaTerrain, type HexHighlight, hexKey } from '../board/cca';
import { PanZoom } from '../board/PanZoom';
import { type CardFace, CardHand } from '../components/CardHand';
import { Track } from '../components/Track';

type BoardHex = ccaBoard.BoardHex;

const TERRAIN: Record<string, CcaTerrain> = {
  '2,2': 'forest', '2,3': 'forest', '3,2': 'forest',
  '4,6': 'hill', '4,7': 'hill', '3,6': 'hill',
  '5,10': 'town', '6,1': 'marsh',
  '4,0': 'river', '4,1': 'river', '4,2': 'river', '4,3': 'river',
};

const UNITS: { hex: BoardHex; side: 'top' | 'bottom'; type: Parameters<typeof CcaBlockUnit>[0]['type']; strength: number; of: number; leader?: string }[] = [
  { hex: { row: 7, col: 2 }, side: 'bottom', type: 'light', strength: 4, of: 4 },
  { hex: { row: 7, col: 4 }, side: 'bottom', type: 'medium', strength: 3, of: 4, leader: 'Dionysius' },
  { hex: { row: 7, col: 6 }, side: 'bottom', type: 'heavy', strength: 4, of: 4 },
  { hex: { row: 8, col: 8 }, side: 'bottom', type: 'light-mounted', strength: 2, of: 3 },
  { hex: { row: 6, col: 9 }, side: 'bottom', type: 'heavy-mounted', strength: 3, of: 3 },
  { hex: { row: 1, col: 3 }, side: 'top', type: 'auxilia', strength: 4, of: 4 },
  { hex: { row: 1, col: 5 }, side: 'top', type: 'warrior', strength: 2, of: 4 },
  { hex: { row: 1, col: 7 }, side: 'top', type: 'chariot', strength: 3, of: 3, leader: 'Himilco' },
  { hex: { row: 0, col: 9 }, side: 'top', type: 'elephant', strength: 4, of: 4 },
  { hex: { row: 5, col: 6 }, side: 'top', type: 'medium-mounted', strength: 1, of: 3 },
];

const COLOUR = { top: '#5c6f3c', bottom: '#8c2f23' } as const;

/**
 * The C&C board primitives on a made-up position, until the C&C engine's adapter lands: terrain,
 * both sections' dotted lines, blocks of every type with their strength, leaders, a unit's legal
 * moves and a target with its dice, the banner track and a hand of Command cards; seen from
 * either side.
 */
export function CcaGallery() {
  const { t } = useTranslation();
  const [side, setSide] = useState<'top' | 'bottom'>('bottom');
  const [picked, setPicked] = useState<string | null>(null);
  const highlights = useMemo(() => {
    const m = new Map<string, HexHighlight>();
    for (const h of ccaBoard.boardNeighbours({ row: 7, col: 4 })) if (!UNITS.some((u) => hexKey(u.hex) === hexKey(h))) m.set(hexKey(h), { kind: 'move', note: '1' });
    m.set('7,4', { kind: 'selected' });
    m.set('5,6', { kind: 'target', note: t('galleryCca.dice', { n: 3 }) });
    return m;
  }, [t]);
  const cards: CardFace[] = [
    { key: 'a', title: t('galleryCca.card.left'), text: t('galleryCca.card.leftText'), kind: 'card-section', play: { label: t('galleryCca.play', { card: t('galleryCca.card.left') }), onPlay: () => setPicked(t('galleryCca.card.left')) } },
    { key: 'b', title: t('galleryCca.card.line'), text: t('galleryCca.card.lineText'), kind: 'card-tactic', play: { label: t('galleryCca.play', { card: t('galleryCca.card.line') }), onPlay: () => setPicked(t('galleryCca.card.line')) } },
    { key: 'c', title: t('galleryCca.card.counter'), text: t('galleryCca.card.counterText'), kind: 'card-tactic' },
  ];
  return (
    <div className="gallery">
      <div className="game-bar">
        <div className="game-title">
          <h1>{t('galleryCca.title')}</h1>
          <span className="muted">{t('galleryCca.subtitle')}</span>
        </div>
        <div className="toolbar">
          <span className="status" role="status">
            {picked ? t('gallery.picked', { what: picked }) : ''}
          </span>
          <button type="button" onClick={() => setSide(side === 'bottom' ? 'top' : 'bottom')}>
            {t('galleryCca.turn')}
          </button>
        </div>
      </div>
      <div className="game-body">
        <div className="board-area">
          <PanZoom bounds={CCA_BOUNDS} label={t('galleryCca.board', { side: t(`galleryCca.side.${side}`) })}>
            <CcaBoardLayer
              side={side}
              terrain={(h) => TERRAIN[hexKey(h)] ?? 'clear'}
              highlights={highlights}
              actionLabel={(h) => (highlights.get(hexKey(h))?.kind === 'move' ? t('galleryCca.moveTo', { row: h.row, col: h.col }) : highlights.get(hexKey(h))?.kind === 'target' ? t('galleryCca.attack') : undefined)}
              onActivate={(h) => setPicked(`${h.row},${h.col}`)}
              sectionNames={{ left: t('galleryCca.section.left'), centre: t('galleryCca.section.centre'), right: t('galleryCca.section.right') }}
            >
              {UNITS.map((u) => (
                <CcaBlockUnit
                  key={hexKey(u.hex)}
                  hex={u.hex}
                  side={side}
                  type={u.type}
                  strength={u.strength}
                  of={u.of}
                  colour={COLOUR[u.side]}
                  label={t('galleryCca.unit', { type: u.type, strength: u.strength, of: u.of })}
                  {...(u.leader ? { leader: u.leader } : {})}
                />
              ))}
            </CcaBoardLayer>
          </PanZoom>
        </div>
        <aside className="sidebar">
          <Track
            title={t('galleryCca.banners')}
            rows={[
              { seat: 'top', name: t('galleryCca.army.top'), colour: COLOUR.top, value: 2, of: 5, label: t('galleryCca.bannersOf', { n: 2, of: 5 }) },
              { seat: 'bottom', name: t('galleryCca.army.bottom'), colour: COLOUR.bottom, value: 3, of: 5, label: t('galleryCca.bannersOf', { n: 3, of: 5 }) },
            ]}
          />
          <Track title={t('galleryCca.routTrack')} rows={[{ seat: 'A', name: 'A', colour: '#a0671c', value: 37, of: 80, label: '37 / 80' }]} />
          <section className="hand">
            <h3>{t('galleryCca.hand')}</h3>
            <CardHand cards={cards} empty="" />
          </section>
        </aside>
      </div>
    </div>
  );
}
