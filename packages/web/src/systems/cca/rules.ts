import { CARDS, type CardDef, TERRAIN, type TerrainType, UNITS } from '@polemarch/cca';
import type { Language } from '@polemarch/kernel';
import type { RuleSection, RulesContent } from '../types';

/**
 * The rules of Commands & Colors: Ancients in our own words (never the rulebook's), English and
 * Italian. Section ids are the numbers the engine cites in its events (`rule: 'cca 11.8'` links to
 * '11.8'; the spec's editorial sub-numbers, spec/cca/rules.md §0); a test checks that every id the
 * engine can emit has a section in both languages. The unit, terrain and card tables are built from
 * the engine's own typed data (UNITS, TERRAIN, CARDS), so they say exactly what the engine plays.
 */

/** A section; its heading carries the number as the engine cites it ('6. …', '11.8 …'; tables by name only). */
const sec = (id: string, title: string, ...body: string[]): RuleSection => ({ id, title: /^\d+$/.test(id) ? `${id}. ${title}` : /^\d/.test(id) ? `${id} ${title}` : title, body });

type Words = {
  cls: Record<'light' | 'medium' | 'heavy', string>;
  foot: string;
  mounted: string;
  unitLine: (u: (typeof UNITS)[keyof typeof UNITS], name: string) => string;
  evade: Record<string, string>;
  momentum: Record<string, string>;
  terrainName: Record<TerrainType, string>;
  terrainLine: (name: string, t: (typeof TERRAIN)[TerrainType]) => string;
  cardLine: (c: CardDef, name: string) => string;
};

const en: Words = {
  cls: { light: 'light (green circle)', medium: 'medium (blue triangle)', heavy: 'heavy (red square)' },
  foot: 'foot',
  mounted: 'mounted',
  evade: { always: 'always', machine: 'always, then leaves the field', vsFootOrHeavyMounted: 'from foot and heavy mounted units', vsFootOrElephant: 'from foot and elephants', never: 'never' },
  momentum: { advance: 'advances; a bonus combat only with an attached leader', advanceAndBattle: 'advances and may battle again', cavalry: 'advances, one more hex, and may battle again', none: 'no Momentum Advance' },
  unitLine: (u, name) =>
    `${name} (${u.code}): ${en.cls[u.cls]}, ${u.foot ? en.foot : en.mounted}, ${u.blocks} blocks. Moves ${u.move}. ${u.range > 0 ? `Ranged Combat at ${u.range} hexes. ` : ''}Close Combat ${u.code === 'ELE' ? 'as many dice as the target would roll (§11.6)' : `${u.cc} dice, Battle Back ${u.battleBack}`}${u.swordsHit ? '' : '; swords do not hit'}${u.ignoreSwords === 99 ? '; ignores every sword' : u.ignoreSwords > 0 ? `; ignores ${u.ignoreSwords} sword` : ''}. Retreats ${u.retreat} hex(es) per flag. Evades: ${en.evade[u.evade]}. Momentum: ${en.momentum[u.momentum]}.`,
  terrainName: { clear: 'Clear', broken: 'Broken ground', forest: 'Forest', hill: 'Hill', coast: 'Coast', lake: 'Lake', river: 'River', ford: 'Fordable river', rampart: 'Rampart', camp: 'Fortified camp', bridge: 'Bridge', wall: 'Scalable city wall', fortifiedWall: 'Fortified city wall', marsh: 'Marsh', steep: 'Steep hill' },
  terrainLine: (name, t) =>
    [
      `${name}:`,
      t.impassable ? 'impassable.' : t.stop === 'all' ? 'units and leaders stop on entering.' : t.stop === 'mountedAndLeaders' ? 'mounted units and lone leaders stop on entering.' : 'no effect on movement.',
      t.ccCap !== null ? `Close Combat into or out of it at most ${t.ccCap} dice.` : '',
      t.rangedCapFrom !== null ? `Ranged Combat from it at most ${t.rangedCapFrom} die.` : '',
      t.rangedCapInto !== null ? `Ranged Combat into it at most ${t.rangedCapInto} die.` : '',
      t.footProtection ? 'A foot unit defending in it ignores one sword and may ignore one flag.' : '',
      t.los === 'blocks' ? 'Blocks line of sight.' : t.los === 'hill' ? 'Blocks line of sight beyond it (hill rule, §16.3).' : 'Does not block line of sight.',
    ]
      .filter((x) => x !== '')
      .join(' '),
  cardLine: (c, name) => {
    const sections = { left: 'left', center: 'centre', right: 'right', any: 'any' } as const;
    const what =
      c.kind === 'section'
        ? Object.entries(c.quotas ?? {})
            .map(([s, n]) => `${n} in the ${sections[s as keyof typeof sections]} section`)
            .join(' and ')
        : c.kind === 'troop'
          ? `units of its class up to your Command: ${(c.eligible ?? []).join(', ')}`
          : c.kind === 'leadership'
            ? `a leader in ${c.leaderSection === 'any' ? 'any section' : `the ${sections[c.leaderSection ?? 'any']} section`} and ${c.chain ?? 0} connected hexes`
            : 'see §18.4';
    return `${name} (${c.count} ${c.count === 1 ? 'card' : 'cards'}${c.helmet ? ', helmet' : ''}): ${what}.`;
  },
};

const it: Words = {
  cls: { light: 'leggera (cerchio verde)', medium: 'media (triangolo blu)', heavy: 'pesante (quadrato rosso)' },
  foot: 'a piedi',
  mounted: 'montata',
  evade: { always: 'sempre', machine: 'sempre, poi lascia il campo', vsFootOrHeavyMounted: 'da unità a piedi e montate pesanti', vsFootOrElephant: 'da unità a piedi ed elefanti', never: 'mai' },
  momentum: { advance: 'avanza; combattimento bonus solo con un comandante aggregato', advanceAndBattle: 'avanza e può combattere ancora', cavalry: 'avanza, un esagono in più, e può combattere ancora', none: 'nessuna avanzata' },
  unitLine: (u, name) =>
    `${name} (${u.code}): ${it.cls[u.cls]}, ${u.foot ? it.foot : it.mounted}, ${u.blocks} blocchi. Muove ${u.move}. ${u.range > 0 ? `Combattimento a distanza fino a ${u.range} esagoni. ` : ''}Combattimento ravvicinato ${u.code === 'ELE' ? 'con i dadi che tirerebbe il bersaglio (§11.6)' : `${u.cc} dadi, contrattacco ${u.battleBack}`}${u.swordsHit ? '' : '; le spade non colpiscono'}${u.ignoreSwords === 99 ? '; ignora tutte le spade' : u.ignoreSwords > 0 ? `; ignora ${u.ignoreSwords} spada` : ''}. Ritira ${u.retreat} esagono/i per bandiera. Elude: ${it.evade[u.evade]}. Avanzata: ${it.momentum[u.momentum]}.`,
  terrainName: { clear: 'Aperto', broken: 'Terreno accidentato', forest: 'Foresta', hill: 'Collina', coast: 'Costa', lake: 'Lago', river: 'Fiume', ford: 'Fiume guadabile', rampart: 'Bastione', camp: 'Accampamento fortificato', bridge: 'Ponte', wall: 'Mura scalabili', fortifiedWall: 'Mura fortificate', marsh: 'Palude', steep: 'Collina scoscesa' },
  terrainLine: (name, t) =>
    [
      `${name}:`,
      t.impassable ? 'invalicabile.' : t.stop === 'all' ? 'unità e comandanti si fermano entrandovi.' : t.stop === 'mountedAndLeaders' ? 'unità montate e comandanti isolati si fermano entrandovi.' : 'nessun effetto sul movimento.',
      t.ccCap !== null ? `Combattimento ravvicinato verso o da esso al massimo ${t.ccCap} dadi.` : '',
      t.rangedCapFrom !== null ? `Combattimento a distanza da esso al massimo ${t.rangedCapFrom} dado.` : '',
      t.rangedCapInto !== null ? `Combattimento a distanza verso di esso al massimo ${t.rangedCapInto} dado.` : '',
      t.footProtection ? 'Un’unità a piedi che vi si difende ignora una spada e può ignorare una bandiera.' : '',
      t.los === 'blocks' ? 'Blocca la linea di vista.' : t.los === 'hill' ? 'Blocca la linea di vista oltre di sé (regola delle colline, §16.3).' : 'Non blocca la linea di vista.',
    ]
      .filter((x) => x !== '')
      .join(' '),
  cardLine: (c, name) => {
    const sections = { left: 'sinistro', center: 'centrale', right: 'destro', any: 'qualsiasi' } as const;
    const what =
      c.kind === 'section'
        ? Object.entries(c.quotas ?? {})
            .map(([s, n]) => `${n} nel settore ${sections[s as keyof typeof sections]}`)
            .join(' e ')
        : c.kind === 'troop'
          ? `unità della sua classe fino al tuo Comando: ${(c.eligible ?? []).join(', ')}`
          : c.kind === 'leadership'
            ? `un comandante in ${c.leaderSection === 'any' ? 'qualsiasi settore' : `settore ${sections[c.leaderSection ?? 'any']}`} e ${c.chain ?? 0} esagoni collegati`
            : 'vedi §18.4';
    return `${name} (${c.count} ${c.count === 1 ? 'carta' : 'carte'}${c.helmet ? ', elmo' : ''}): ${what}.`;
  },
};

function tables(w: Words, lang: Language, titles: { units: string; terrain: string; cards: string }, intros: { units: string; terrain: string; cards: string }): RuleSection[] {
  return [
    sec('units', titles.units, intros.units, ...Object.values(UNITS).map((u) => w.unitLine(u, lang === 'it' ? u.nameIt : u.name))),
    sec('terrain', titles.terrain, intros.terrain, ...(Object.keys(TERRAIN) as TerrainType[]).map((t) => w.terrainLine(w.terrainName[t], TERRAIN[t]))),
    sec('cards', titles.cards, intros.cards, ...CARDS.map((c) => w.cardLine(c, lang === 'it' ? c.nameIt : c.name))),
  ];
}

const card = (id: string, lang: Language): string => {
  const c = CARDS.find((x) => x.id === id);
  return c === undefined ? id : lang === 'it' ? c.nameIt : c.name;
};

const enSections: RuleSection[] = [
  sec('1', 'The game', 'Two ancient armies meet on a board of hexes. Command cards decide which troops may act each turn; battle dice decide the fighting. A unit can stand for a legion in one battle and a few hundred warriors in another.'),
  sec('2', 'Board, dice and pieces', 'The battlefield is 13 hexes wide and 9 deep, split by two dotted lines into a left flank, a centre and a right flank as each player sees them: your left is your opponent’s right. A hex cut by a dotted line belongs to both sections it touches.', 'Each battle die has six equally likely faces: green circle (light), blue triangle (medium), red square (heavy), helmet (leader), flag and crossed swords.', 'A unit is a group of blocks of one type that always stays together; losses remove blocks. Leaders are single pieces, not units. The unit table below lists every type.'),
  sec('3', 'Setting up', 'Pick a battle. Terrain, units and leaders go where its map shows. Shuffle the 60 Command cards and deal each side the hand its War Council gives; hands stay hidden. The War Council also says who moves first.'),
  sec('4', 'Winning', 'The first side to collect the battle’s number of Victory Banners wins at once, even in the middle of a combat.'),
  sec('4.2', 'Banners for eliminations', 'Eliminating an enemy unit (its last block) or an enemy leader earns one Victory Banner.'),
  sec('4.4', 'Instant victory', 'The game ends the moment a side reaches its banner total; if both sides reach it at the same instant (only possible with a blocked elephant retreat, §12.9) the battle is drawn.'),
  sec('4.5', 'Leaving without a banner', 'A piece that leaves the field without being destroyed (a leader evading off its own edge, a war machine whose crew flees) gives no banner unless the battle says otherwise.'),
  sec('5', 'The turn', 'On your turn: play a Command card, order units and leaders, move them, battle with them, then draw a card. All movement comes before any battle, and each battle is settled completely before the next.'),
  sec('6', 'Playing a Command card', 'Begin your turn by playing one card from your hand face up. It says in which sections you may give orders and how many, or what special effect applies.'),
  sec('6.1', 'The card played', 'The played card is revealed to both players and stays in play until the end of the turn, when it is discarded (§15.1).'),
  sec('7', 'Orders', 'Only units and leaders that receive an order may move and battle this turn. Each may receive at most one order; orders beyond what you can use are lost.'),
  sec('7.1', 'Giving orders', 'Choose the units and leaders the card allows, one order each. A unit in a hex on a dotted line may be ordered as part of either section.'),
  sec('7.5', 'Leaders and orders', 'A leader sharing a hex with a friendly unit is attached to it: ordering the unit orders both and the leader moves with it. Cards with a helmet (Section cards, Order Mounted Troops, I Am Spartacus) may instead order the leader alone, for one order, so that it detaches; the unit it leaves is not ordered by this. A leader never detaches on a Leadership card.'),
  sec('8', 'Movement', 'Ordered units move one at a time, each finishing before the next begins, up to their movement allowance. They may cross sections. No hex ever holds two units, and a unit never enters or passes through another unit or an enemy leader (some cards let light foot pass through friends). Terrain can stop a unit or forbid it to battle after moving.'),
  sec('8.1', 'Moving units', 'Foot: light infantry 1–2 hexes; auxilia 1 hex and battle, or 2 and no battle; medium and heavy infantry 1; warriors 1, or 2 when they then attack; war machines 1 and then no battle. Mounted: light cavalry 1–4; medium cavalry, camels and barbarian chariots 1–3; heavy cavalry, heavy chariots and elephants 1–2. A unit never leaves the board.'),
  sec('8.1.5', 'Meeting a lone leader', 'A unit may move into a hex holding a lone friendly leader; it stops there and the leader attaches to it.'),
  sec('8.4', 'Moving leaders', 'A leader moving alone goes 1 to 3 hexes, through friendly pieces but not through enemies, and may not end where another friendly leader stands. A leader moves at most once a turn by its own order.'),
  sec('8.4.6', 'Joining another unit', 'A leader ordered on its own may leave a unit that has not yet moved and join another. The unit it joins may still battle this turn but may no longer move, and the leader does not move with it.'),
  sec('9', 'Battle', 'Ordered units battle one at a time, in any order you like: each is one unit against one target, settled completely before the next. A unit battles once (a Momentum Advance and Bonus Close Combat belong to the same battle). Losses do not reduce a unit’s dice. There are two kinds of battle, Ranged Combat and Close Combat; a unit uses one kind per turn, and battling is never compulsory, except for warriors that charged 2 hexes.'),
  sec('10', 'Ranged Combat', 'Units with missiles (light infantry, auxilia, light cavalry and war machines) may fire at an enemy 2 or more hexes away, within range and line of sight, if no enemy unit is adjacent to them. A unit that did not move rolls 2 dice, one that moved rolls 1; auxilia that moved 2 and war machines that moved may not fire. Terrain and cards change the number. Range counts the target’s hex, not the firer’s. Line of sight is blocked by any piece or blocking terrain between the two hexes, not by the target’s own hex; a line running along a hex edge is blocked only if both sides block. A target cannot Evade or Battle Back against fire.'),
  sec('10.7', 'Scoring fire', 'Each die showing the target’s symbol (green circle, blue triangle, red square, whatever the white border) is a hit and removes a block. Each flag may force a retreat (§12). Helmets and swords never score in Ranged Combat.'),
  sec('11', 'Close Combat', 'A unit attacks an adjacent enemy unit in Close Combat. A unit with an enemy adjacent must choose Close Combat if it battles at all. The dice depend on the attacker’s type (unit table): for example 2 for light troops, 4 for medium infantry, 5 for heavy infantry; warriors and barbarian chariots at full strength add one; an elephant rolls what its target would roll against it.'),
  sec('11.2', 'Declaring a Close Combat', 'Name the attacking unit and the adjacent defender. The defender may then Evade (§13.1), or play First Strike if it holds it (§18.4); otherwise it stands. Terrain may cap the dice, the attacker rolls, hits are taken and retreats made, then a successful attacker may advance and perhaps battle again, and a defender still in place may Battle Back.'),
  sec('11.8', 'Scoring in Close Combat', 'A die scores a hit when it shows the target’s symbol, when it shows swords (light infantry, light cavalry and war machines never score swords; some units ignore one or all swords), and when it shows a helmet if a friendly leader is attached or adjacent to the battling unit (never for elephants). A flag may force a retreat.'),
  sec('11.8.6', 'Losing blocks', 'Each hit removes one block; a unit that loses its last block is eliminated and the enemy takes a banner. Extra hits are wasted. When a unit with an attached leader loses blocks, the leader must survive a casualty check (§14.1).'),
  sec('11.10', 'Battle Back', 'If the defender stood, kept at least one block and did not retreat out of its hex, it may strike back at the attacker with its Battle Back dice (camels 2, heavy chariots 3), with the same scoring, hits and retreats. Never after evading or after using First Strike, and never followed by a Momentum Advance.'),
  sec('12', 'Retreat', 'Each flag not ignored moves the unit back toward its own edge by its retreat distance: usually its movement, but auxilia, heavy infantry, war machines and elephants retreat 1 hex per flag and warriors 2. A cavalry or chariot unit retreating from elephants or camels goes one hex further per flag.'),
  sec('12.2', 'Retreat path', 'The owner picks the path, always toward his own side, never sideways. Terrain does not slow a retreat, but impassable hexes, other units and enemy leaders block it. An attached leader retreats with its unit.'),
  sec('12.2.5', 'Retreating onto a lone leader', 'A unit without a leader may retreat into the hex of a lone friendly leader: the leader attaches and the retreat ends there. A retreat that cannot be made costs blocks (§12.3).'),
  sec('12.3', 'Blocked retreat', 'For every hex of retreat the unit cannot make (pieces in the way, the board edge, impassable terrain) it loses one block. If some path avoids losses it must be taken.'),
  sec('12.6', 'Ignoring flags', 'A unit may ignore one flag for each of: an attached leader (if the leader survives its check), support from two adjacent friendly units or lone leaders, full strength for warriors and barbarian chariots, the Sacred Band, and the protection of rampart, camp, bridge or wall. Ignoring is optional: you may accept a flag to get out of danger, but each accepted flag means a full retreat.'),
  sec('12.8.4', 'Elephant Rampage', 'An elephant that must retreat first tramples: roll 2 dice for every adjacent hex holding a unit or a lone leader, friend or foe (each player rolls for the other’s pieces). The unit’s symbol is a hit; a helmet kills a lone leader, who otherwise must Evade; nothing else counts. Then the elephant retreats 1 hex per flag.'),
  sec('12.8.5', 'Rampage and leaders', 'A unit with an attached leader that loses blocks to a Rampage makes a Leader Casualty Check.'),
  sec('12.8.7', 'Blocked elephant retreat', 'If units or a lone enemy leader bar the elephant’s path, the elephant stays and loses nothing: each piece in its way loses one block per hex it could not retreat (a lone enemy leader there is simply removed, for a banner). A board edge or impassable terrain instead costs the elephant its own blocks.'),
  sec('12.9', 'Draws', 'The side that caused a Rampage decides the order of its rolls and banners are taken one at a time, so a Rampage cannot draw the battle. Losses from a blocked elephant retreat are taken together: if both sides reach victory at once, the battle is drawn.'),
  sec('13', 'Special actions', 'Evading, leader evasion and escape, Momentum Advance and Bonus Close Combat.'),
  sec('13.1.2', 'Evade', 'A defender allowed to Evade (unit table) may do so when attacked in Close Combat, never against fire. The attacker still rolls its dice first, but only the evader’s own symbol hits; everything else is ignored. If it survives, the unit withdraws and the attacker may not advance.'),
  sec('13.1.5', 'Evade movement', 'An evading unit moves 2 hexes toward its own side (1 only if that is all there is room for). If both hexes toward its side are blocked it cannot Evade and must fight. Stepping onto a lone friendly leader ends the Evade and attaches the leader. An evading unit never Battles Back.'),
  sec('13.3', 'Leader Evasion', 'A lone leader that is attacked, or survives the loss of its unit, must Evade 1 to 3 hexes toward its own side. It may pass friendly pieces, may not stop on another friendly leader, impassable terrain or an enemy, and joins a friendly unit it ends on. It may leave the field by its own edge, lost but giving no banner.'),
  sec('13.3.2', 'A leader that cannot Evade', 'A leader with nowhere to Evade, even one hex, is eliminated and the enemy takes a banner.'),
  sec('13.4', 'Leader Escape', 'A leader whose Evade path crosses enemy units must try to slip through: each enemy unit in the way rolls its normal Close Combat dice (an elephant 1) and a helmet kills the leader. The leader may never end on an enemy unit; a third enemy hex in a row is fatal.'),
  sec('13.5', 'Momentum Advance', 'An attacker whose Close Combat eliminates the defender or drives it out of its hex may move into the vacated hex. Not after an Evade, not against a lone leader, not when battling back or striking first, never for war machines; terrain may forbid it. An attached leader goes along.'),
  sec('13.5.3', 'Cavalry’s extra hex', 'Cavalry (light, medium, heavy and cataphract, not camels, chariots or elephants) that advance after their first successful Close Combat may then move one more hex in any direction.'),
  sec('13.6', 'Bonus Close Combat', 'After a Momentum Advance, warriors, mounted units and infantry with an attached leader may attack any adjacent enemy once more. It is a full Close Combat (the defender may Evade, strike first, Battle Back). After a successful bonus combat the unit may advance again but not battle again.'),
  sec('14', 'Leaders', 'Leaders inspire Close Combat (helmets hit), steady units against flags, allow infantry a bonus combat and order troops through Leadership and Rally cards. They have no effect on Ranged Combat and never battle alone.'),
  sec('14.1.2', 'Leader Casualty Check', 'When a unit with an attached leader loses blocks but survives, the opponent rolls 2 dice: the leader falls only if both show a helmet. One check per combat.'),
  sec('14.1.5', 'When the leader’s unit is destroyed', 'If the unit is eliminated, the opponent rolls 1 die: a helmet kills the leader; otherwise it must Evade (§13.3). The attacker may then advance into the emptied hex.'),
  sec('14.2', 'A leader falls', 'A leader hit is removed and the opponent takes a Victory Banner.'),
  sec('14.3', 'Lone leader attacked', 'Fire or Close Combat against a lone leader rolls the attacker’s normal dice: a helmet eliminates it, flags do nothing, and otherwise it must Evade. The attacker never advances afterwards.'),
  sec('14.4', 'Leaders in marsh', 'A lone leader that moves or evades into a marsh rolls 1 die: a helmet removes it, for a banner to the enemy.'),
  sec('15', 'End of turn', 'Discard the card you played and draw one from the deck.'),
  sec('15.1', 'Drawing a card', 'After all moves and battles the played card is discarded and you draw one card; the turn passes. A player who used First Strike this turn draws his replacement first.'),
  sec('15.2', 'New deck', 'When the deck runs out, the discards are shuffled into a new deck (I Am Spartacus also reshuffles them).'),
  sec('16', 'Terrain', 'Terrain can stop movement, forbid battle after entering, cap battle dice (the lowest cap applies; cards that add dice add them after the cap), protect defenders and block line of sight. The terrain table below sums up each kind.'),
  sec('16.1', 'Broken ground', 'Mounted units and lone leaders stop on entering and mounted units may not battle that turn; war machines may not enter. Close Combat into or out of it: at most 2 dice.'),
  sec('16.2', 'Forest', 'Everyone stops on entering; only light infantry, auxilia and warriors may battle the turn they enter. Close Combat into or out of a forest: at most 2 dice; fire into it: at most 1. Forest blocks line of sight.'),
  sec('16.3', 'Hills', 'Attacking uphill: at most 2 dice. Downhill or hill to hill: foot at most 3, mounted at most 2. A hill blocks sight of what lies behind it, except across the same hill.'),
  sec('16.4', 'Coast and lakes', 'Impassable; they do not block line of sight.'),
  sec('16.5', 'Rivers and fords', 'Rivers are impassable unless the battle makes them fordable: then units stop on entering, Close Combat into or out of them is at most 2 dice and fire from them at most 1.'),
  sec('16.6', 'Ramparts', 'A foot unit attacked across the rampart’s protected sides ignores one sword and may ignore one flag (one flag against fire too). Mounted units get no protection.'),
  sec('16.7', 'Fortified camp', 'A foot unit defending in a camp ignores one sword and may ignore one flag, from any side. Any unit in a camp rolls one die less. Camps block line of sight.'),
  sec('16.8', 'Bridges', 'Battling from or onto a bridge: at most 2 dice in Close Combat, 1 die firing from it. A foot defender on a bridge may ignore a flag.'),
  sec('16.9', 'Scalable walls', 'Foot units and leaders enter only from an adjacent hex and stop; mounted units and war machines cannot enter and attack the wall only if they began the turn next to it. Close Combat at most 2 dice. A defender on the wall ignores one sword, may ignore one flag and strikes first unless its attacker is also on the wall.'),
  sec('16.10', 'Fortified walls', 'Impassable; they block line of sight.'),
  sec('16.11', 'Marsh', 'Units and lone leaders stop on entering and roll 1 die: the unit’s own symbol costs a block (a helmet kills a lone leader). Retreats and evades through marsh roll for each marsh hex. Leaving a marsh is one hex only. Close Combat into or out of it is at most 2 dice, fire from it 1 die. War machines may not enter.'),
  sec('17', 'Special units', 'The Carthaginian Sacred Band scores helmets in Close Combat without a leader and may ignore one flag. Under the Legions rules Roman medium and heavy infantry throw pila at 2 hexes with 1 die.'),
  sec('scenario', 'Battle rules', 'Each battle may add its own rules (the battle book’s special rules): fordable rivers, extra banners, growing hands, reinforcements. A battle can also be won outright, for example by killing a named commander (Castulo: Publius Scipio; Hannibal’s Camp: Hannibal).'),
  sec('scenario 5', 'Battle rules: ambush forces (Trebbia)', 'Mago’s hidden force waits off the board. From the Carthaginians’ second turn a Leadership card may order it: its units enter on the Roman baseline of that section as their first hex of movement, then move and battle normally.'),
  sec('scenario 9', 'Battle rules: a growing hand (Beneventum, Lake Trasimenus, Hannibal’s Camp)', 'When the named side reaches the given number of banners it draws extra cards at once, and from then on holds, and commands, more cards.'),
  sec('scenario 10', 'Battle rules: leaving by the enemy edge (Castulo)', 'An ordered Roman unit on the Carthaginian edge, in the Roman centre or right, may move off the board: it is removed and the Romans gain a banner.'),
  sec('scenario 11', 'Battle rules: capturing camps (Baecula)', 'A Roman unit that ends a move in a Carthaginian camp hex captures it for one banner that cannot be lost; each camp counts once.'),
  sec('scenario 16', 'Battle rules: holding the camp (Utica: Rebel Camp)', 'The three camp hexes are worth banners to whoever holds them: one for one or two camps, two for all three. These banners change hands with the camps; the Rebels start holding all three.'),
  sec('18', 'Command cards', 'The deck holds 60 cards: 27 Section, 10 Troop, 6 Leadership and 17 Tactic cards (card table below). “Up to Command” means up to the number of cards your side may hold. Several cards let you order one unit of your choice if you have none of the kind they name.'),
  sec('18.1', 'Section cards', 'Order the given number of units or leaders in the named section(s). All carry the helmet, so leaders may detach.'),
  sec('18.2', 'Troop cards', 'Order units of one class (light, medium, heavy, mounted) anywhere, up to your Command. With Order Light Troops light foot may pass through friendly units.'),
  sec('18.3', 'Leadership cards', 'Order a leader, its unit, and a chain of units or leaders in connected hexes reaching out from it (3 hexes on Leadership Any Section, 4 on the inspired cards of one section); or one unit of your choice.'),
  sec(
    '18.4',
    'Tactic cards',
    `${card('clash-of-shields', 'en')}: every unit adjacent to an enemy is ordered, may not move first, and rolls 2 extra dice in Close Combat (not in a bonus combat); no fire.`,
    `${card('counter-attack', 'en')}: copy the card your opponent just played, with left and right swapped; never First Strike.`,
    `${card('darken-the-sky', 'en')}: every missile unit fires twice, without moving.`,
    `${card('double-time', 'en')}: up to 4 foot units in a group move 2 hexes and still Close Combat; warriors 2 or 3 and must attack; no fire.`,
    `${card('first-strike', 'en')}: play it when one of your units is attacked in Close Combat: it battles first; if the attacker survives in place it attacks normally. Your unit does not Battle Back.`,
    `${card('i-am-spartacus', 'en')}: roll dice equal to your Command; each unit symbol orders a unit of that class, each helmet any unit or leader; ordered units roll one extra die; the discards are shuffled back into the deck.`,
    `${card('line-command', 'en')}: order a connected line of foot units; each moves at most 1 hex and may battle.`,
    `${card('move-fire-move', 'en')}: light units up to Command may move, fire and move again; no Close Combat.`,
    `${card('mounted-charge', 'en')}: mounted units up to Command roll one extra die in Close Combat, bonus combats included; heavy mounted may move 3 and battle; no fire.`,
    `${card('rally', 'en')}: roll dice equal to your Command; each unit symbol or helmet returns a lost block to a unit of that class with or next to a leader, which is then ordered. Elephants and chariots cannot be rallied.`,
  ),
];

const itSections: RuleSection[] = [
  sec('1', 'Il gioco', 'Due eserciti antichi si scontrano su una plancia a esagoni. Le carte Comando decidono quali truppe agiscono a ogni turno; i dadi battaglia decidono i combattimenti. Un’unità può rappresentare una legione in una battaglia e poche centinaia di guerrieri in un’altra.'),
  sec('2', 'Plancia, dadi e pezzi', 'Il campo è largo 13 esagoni e profondo 9, diviso da due linee tratteggiate in fianco sinistro, centro e fianco destro come li vede ciascun giocatore: la tua sinistra è la destra dell’avversario. Un esagono tagliato da una linea appartiene a entrambi i settori.', 'Ogni dado battaglia ha sei facce equiprobabili: cerchio verde (leggera), triangolo blu (media), quadrato rosso (pesante), elmo (comandante), bandiera e spade incrociate.', 'Un’unità è un gruppo di blocchi dello stesso tipo che resta sempre unito; le perdite tolgono blocchi. I comandanti sono pezzi singoli, non unità. La tabella delle unità più sotto elenca ogni tipo.'),
  sec('3', 'Preparazione', 'Scegli una battaglia. Terreno, unità e comandanti vanno dove indica la sua mappa. Mescola le 60 carte Comando e dai a ogni parte la mano indicata dal Consiglio di guerra; le mani restano segrete. Il Consiglio di guerra dice anche chi muove per primo.'),
  sec('4', 'Vincere', 'La prima parte che raccoglie il numero di Stendardi della vittoria della battaglia vince subito, anche nel mezzo di un combattimento.'),
  sec('4.2', 'Stendardi per le eliminazioni', 'Eliminare un’unità nemica (il suo ultimo blocco) o un comandante nemico vale uno Stendardo della vittoria.'),
  sec('4.4', 'Vittoria immediata', 'La partita finisce nell’istante in cui una parte raggiunge il suo totale di stendardi; se entrambe lo raggiungono nello stesso istante (possibile solo con la ritirata bloccata di un elefante, §12.9) la battaglia è patta.'),
  sec('4.5', 'Uscire senza stendardo', 'Un pezzo che lascia il campo senza essere distrutto (un comandante che elude oltre il proprio bordo, una macchina da guerra abbandonata) non dà stendardi, salvo diversa indicazione della battaglia.'),
  sec('5', 'Il turno', 'Nel tuo turno: gioca una carta Comando, dai gli ordini a unità e comandanti, muovili, combatti, poi pesca una carta. Tutto il movimento precede ogni combattimento, e ogni combattimento si risolve per intero prima del successivo.'),
  sec('6', 'Giocare una carta Comando', 'Inizia il turno giocando scoperta una carta della tua mano. Dice in quali settori puoi dare ordini e quanti, oppure quale effetto speciale si applica.'),
  sec('6.1', 'La carta giocata', 'La carta giocata è mostrata a entrambi e resta in gioco fino alla fine del turno, quando viene scartata (§15.1).'),
  sec('7', 'Ordini', 'Solo le unità e i comandanti che ricevono un ordine possono muovere e combattere in questo turno. Ciascuno riceve al massimo un ordine; gli ordini che non puoi usare vanno persi.'),
  sec('7.1', 'Dare gli ordini', 'Scegli le unità e i comandanti permessi dalla carta, un ordine ciascuno. Un’unità in un esagono su una linea tratteggiata può essere ordinata come parte di entrambi i settori.'),
  sec('7.5', 'Comandanti e ordini', 'Un comandante nello stesso esagono di un’unità amica le è aggregato: ordinando l’unità si ordinano entrambi e il comandante si muove con lei. Le carte con l’elmo (carte Settore, Ordini truppe a cavallo, Io sono Spartacus) possono invece ordinare il solo comandante, per un ordine, perché si stacchi; l’unità che lascia non riceve così un ordine. Con una carta Tattica Brillante un comandante non si stacca mai.'),
  sec('8', 'Movimento', 'Le unità ordinate muovono una alla volta, ciascuna finendo prima che inizi la successiva, fino al loro movimento. Possono cambiare settore. Un esagono non contiene mai due unità, e un’unità non entra né passa mai attraverso un’altra unità o un comandante nemico (alcune carte permettono alla fanteria leggera di attraversare unità amiche). Il terreno può fermare un’unità o impedirle di combattere dopo il movimento.'),
  sec('8.1', 'Muovere le unità', 'A piedi: fanteria leggera 1–2 esagoni; ausiliari 1 esagono e combattono, o 2 e non combattono; fanteria media e pesante 1; guerrieri 1, o 2 se poi attaccano; macchine da guerra 1 e poi non combattono. Montate: cavalleria leggera 1–4; cavalleria media, cammelli e carri barbari 1–3; cavalleria pesante, carri pesanti ed elefanti 1–2. Un’unità non lascia mai la plancia.'),
  sec('8.1.5', 'Incontrare un comandante isolato', 'Un’unità può entrare nell’esagono di un comandante amico isolato; si ferma lì e il comandante le si aggrega.'),
  sec('8.4', 'Muovere i comandanti', 'Un comandante che muove da solo percorre da 1 a 3 esagoni, attraverso pezzi amici ma non nemici, e non può fermarsi dove si trova un altro comandante amico. Un comandante muove al massimo una volta per turno con un proprio ordine.'),
  sec('8.4.6', 'Unirsi a un’altra unità', 'Un comandante ordinato da solo può lasciare un’unità che non ha ancora mosso e unirsi a un’altra. L’unità che raggiunge può ancora combattere in questo turno ma non più muovere, e il comandante non si muove con lei.'),
  sec('9', 'Combattimento', 'Le unità ordinate combattono una alla volta, nell’ordine che preferisci: ogni combattimento è un’unità contro un bersaglio, risolto per intero prima del successivo. Un’unità combatte una volta (avanzata e combattimento bonus fanno parte dello stesso combattimento). Le perdite non riducono i dadi. Ci sono due tipi di combattimento, a distanza e ravvicinato; un’unità ne usa uno per turno, e combattere non è mai obbligatorio, salvo per i guerrieri che hanno caricato di 2 esagoni.'),
  sec('10', 'Combattimento a distanza', 'Le unità con armi da lancio (fanteria leggera, ausiliari, cavalleria leggera e macchine da guerra) possono tirare su un nemico a 2 o più esagoni, entro gittata e linea di vista, se nessuna unità nemica è loro adiacente. Un’unità che non ha mosso tira 2 dadi, una che ha mosso 1; gli ausiliari che hanno mosso di 2 e le macchine che hanno mosso non tirano. Terreno e carte cambiano il numero. La gittata conta l’esagono del bersaglio, non quello del tiratore. La linea di vista è bloccata da qualsiasi pezzo o terreno che blocca tra i due esagoni, non dall’esagono del bersaglio; una linea lungo un lato è bloccata solo se lo sono entrambi i lati. Il bersaglio non può eludere né contrattaccare un tiro.'),
  sec('10.7', 'Colpi a distanza', 'Ogni dado che mostra il simbolo del bersaglio (cerchio verde, triangolo blu, quadrato rosso, bordo bianco o no) è un colpo e toglie un blocco. Ogni bandiera può imporre una ritirata (§12). Elmi e spade non colpiscono mai a distanza.'),
  sec('11', 'Combattimento ravvicinato', 'Un’unità attacca un’unità nemica adiacente in combattimento ravvicinato. Un’unità con un nemico adiacente, se combatte, deve scegliere il ravvicinato. I dadi dipendono dal tipo dell’attaccante (tabella delle unità): per esempio 2 per le truppe leggere, 4 per la fanteria media, 5 per la pesante; guerrieri e carri barbari a piena forza ne aggiungono uno; un elefante tira quanti ne tirerebbe il suo bersaglio contro di lui.'),
  sec('11.2', 'Dichiarare un combattimento ravvicinato', 'Indica l’unità che attacca e il difensore adiacente. Il difensore può eludere (§13.1) o giocare Colpire per Primo se ce l’ha (§18.4); altrimenti resta. Il terreno può limitare i dadi, l’attaccante tira, si subiscono i colpi e si fanno le ritirate, poi un attaccante vittorioso può avanzare e forse combattere ancora, e un difensore rimasto sul posto può contrattaccare.'),
  sec('11.8', 'Colpi in combattimento ravvicinato', 'Un dado colpisce quando mostra il simbolo del bersaglio, quando mostra le spade (fanteria e cavalleria leggere e macchine da guerra non colpiscono mai con le spade; alcune unità ignorano una o tutte le spade) e quando mostra l’elmo se un comandante amico è aggregato o adiacente all’unità che combatte (mai per gli elefanti). Una bandiera può imporre una ritirata.'),
  sec('11.8.6', 'Perdere blocchi', 'Ogni colpo toglie un blocco; un’unità che perde l’ultimo blocco è eliminata e il nemico prende uno stendardo. I colpi in eccesso vanno persi. Quando un’unità con un comandante aggregato perde blocchi, il comandante deve superare un controllo perdite (§14.1).'),
  sec('11.10', 'Contrattacco', 'Se il difensore è rimasto, ha almeno un blocco e non si è ritirato dal suo esagono, può colpire l’attaccante con i suoi dadi di contrattacco (cammelli 2, carri pesanti 3), con gli stessi colpi e ritirate. Mai dopo aver eluso o usato Colpire per Primo, e mai seguito da un’avanzata.'),
  sec('12', 'Ritirata', 'Ogni bandiera non ignorata fa arretrare l’unità verso il proprio bordo della sua distanza di ritirata: di solito il suo movimento, ma ausiliari, fanteria pesante, macchine da guerra ed elefanti arretrano di 1 esagono per bandiera e i guerrieri di 2. Una cavalleria o un carro che si ritira da elefanti o cammelli arretra di un esagono in più per bandiera.'),
  sec('12.2', 'Percorso di ritirata', 'Il proprietario sceglie il percorso, sempre verso il proprio lato, mai di lato. Il terreno non rallenta la ritirata, ma esagoni invalicabili, altre unità e comandanti nemici la bloccano. Un comandante aggregato si ritira con la sua unità.'),
  sec('12.2.5', 'Ritirarsi su un comandante isolato', 'Un’unità senza comandante può ritirarsi nell’esagono di un comandante amico isolato: il comandante si aggrega e la ritirata finisce lì. Una ritirata impossibile costa blocchi (§12.3).'),
  sec('12.3', 'Ritirata bloccata', 'Per ogni esagono di ritirata che non può compiere (pezzi in mezzo, bordo della plancia, terreno invalicabile) l’unità perde un blocco. Se un percorso evita le perdite, va usato.'),
  sec('12.6', 'Ignorare le bandiere', 'Un’unità può ignorare una bandiera per ciascuno di: un comandante aggregato (se supera il controllo), il sostegno di due unità o comandanti isolati amici adiacenti, la piena forza per guerrieri e carri barbari, il Battaglione Sacro, e la protezione di bastione, accampamento, ponte o mura. È facoltativo: puoi accettare una bandiera per toglierti dal pericolo, ma ogni bandiera accettata è una ritirata completa.'),
  sec('12.8.4', 'Furia dell’elefante', 'Un elefante che deve ritirarsi prima travolge: tira 2 dadi per ogni esagono adiacente con un’unità o un comandante isolato, amico o nemico (ogni giocatore tira per i pezzi dell’altro). Il simbolo dell’unità è un colpo; l’elmo uccide un comandante isolato, che altrimenti deve eludere; nient’altro conta. Poi l’elefante arretra di 1 esagono per bandiera.'),
  sec('12.8.5', 'Furia e comandanti', 'Un’unità con un comandante aggregato che perde blocchi per la furia fa un controllo perdite del comandante.'),
  sec('12.8.7', 'Ritirata dell’elefante bloccata', 'Se unità o un comandante nemico isolato sbarrano il percorso, l’elefante resta e non perde nulla: ogni pezzo sulla sua strada perde un blocco per ogni esagono che non ha potuto compiere (un comandante nemico isolato viene semplicemente rimosso, per uno stendardo). Il bordo o un terreno invalicabile costano invece blocchi all’elefante stesso.'),
  sec('12.9', 'Patte', 'Chi ha causato la furia decide l’ordine dei tiri e gli stendardi si prendono uno alla volta, quindi una furia non può portare alla patta. Le perdite per la ritirata bloccata di un elefante si subiscono insieme: se entrambe le parti vincono nello stesso istante, la battaglia è patta.'),
  sec('13', 'Azioni speciali', 'Eludere, evasione e fuga dei comandanti, avanzata e combattimento bonus.'),
  sec('13.1.2', 'Eludere', 'Un difensore che può eludere (tabella delle unità) può farlo quando è attaccato in combattimento ravvicinato, mai contro un tiro. L’attaccante tira comunque i suoi dadi, ma colpisce solo il simbolo di chi elude; tutto il resto è ignorato. Se sopravvive, l’unità si sgancia e l’attaccante non può avanzare.'),
  sec('13.1.5', 'Movimento di elusione', 'Un’unità che elude si muove di 2 esagoni verso il proprio lato (1 solo se c’è spazio solo per quello). Se entrambi gli esagoni verso il suo lato sono bloccati non può eludere e deve combattere. Entrare sull’esagono di un comandante amico isolato termina l’elusione e lo aggrega. Un’unità che elude non contrattacca mai.'),
  sec('13.3', 'Evasione del comandante', 'Un comandante isolato attaccato, o sopravvissuto alla perdita della sua unità, deve eludere di 1–3 esagoni verso il proprio lato. Può attraversare pezzi amici, non può fermarsi su un altro comandante amico, su terreno invalicabile o su un nemico, e si aggrega all’unità amica su cui si ferma. Può uscire dal proprio bordo: è perso ma non dà stendardi.'),
  sec('13.3.2', 'Un comandante che non può eludere', 'Un comandante che non ha dove eludere, nemmeno di un esagono, è eliminato e il nemico prende uno stendardo.'),
  sec('13.4', 'Fuga del comandante', 'Un comandante il cui percorso di elusione attraversa unità nemiche deve tentare di passare: ogni unità nemica sul cammino tira i suoi dadi normali di combattimento ravvicinato (un elefante 1) e un elmo uccide il comandante. Non può mai fermarsi su un’unità nemica; un terzo esagono nemico di fila è fatale.'),
  sec('13.5', 'Avanzata', 'Un attaccante il cui combattimento ravvicinato elimina il difensore o lo scaccia dal suo esagono può entrare nell’esagono lasciato libero. Non dopo un’elusione, non contro un comandante isolato, non in contrattacco o colpendo per primo, mai per le macchine da guerra; il terreno può vietarla. Il comandante aggregato la segue.'),
  sec('13.5.3', 'L’esagono in più della cavalleria', 'La cavalleria (leggera, media, pesante e catafratta, non cammelli, carri o elefanti) che avanza dopo il suo primo combattimento ravvicinato vittorioso può poi muovere di un altro esagono in qualsiasi direzione.'),
  sec('13.6', 'Combattimento ravvicinato bonus', 'Dopo un’avanzata, guerrieri, unità montate e fanteria con un comandante aggregato possono attaccare ancora un nemico adiacente. È un combattimento ravvicinato completo (il difensore può eludere, colpire per primo, contrattaccare). Dopo un bonus vittorioso l’unità può avanzare ancora ma non combattere più.'),
  sec('14', 'Comandanti', 'I comandanti ispirano il combattimento ravvicinato (gli elmi colpiscono), rinsaldano le unità contro le bandiere, permettono alla fanteria il combattimento bonus e ordinano truppe con le carte Tattica Brillante e Recupero. Non hanno effetto a distanza e non combattono mai da soli.'),
  sec('14.1.2', 'Controllo perdite del comandante', 'Quando un’unità con un comandante aggregato perde blocchi ma sopravvive, l’avversario tira 2 dadi: il comandante cade solo se entrambi mostrano l’elmo. Un controllo per combattimento.'),
  sec('14.1.5', 'Quando l’unità del comandante è distrutta', 'Se l’unità è eliminata, l’avversario tira 1 dado: un elmo uccide il comandante; altrimenti deve eludere (§13.3). L’attaccante può poi avanzare nell’esagono rimasto vuoto.'),
  sec('14.2', 'Un comandante cade', 'Un comandante colpito è rimosso e l’avversario prende uno Stendardo della vittoria.'),
  sec('14.3', 'Comandante isolato attaccato', 'Un tiro o un combattimento ravvicinato contro un comandante isolato usa i dadi normali dell’attaccante: un elmo lo elimina, le bandiere non contano, altrimenti deve eludere. L’attaccante non avanza mai dopo.'),
  sec('14.4', 'Comandanti nella palude', 'Un comandante isolato che muove o elude in una palude tira 1 dado: un elmo lo rimuove, con uno stendardo al nemico.'),
  sec('15', 'Fine del turno', 'Scarta la carta giocata e pesca una carta dal mazzo.'),
  sec('15.1', 'Pescare una carta', 'Dopo tutti i movimenti e i combattimenti la carta giocata è scartata e peschi una carta; il turno passa. Chi ha usato Colpire per Primo in questo turno pesca per primo la sua.'),
  sec('15.2', 'Nuovo mazzo', 'Quando il mazzo finisce, gli scarti si mescolano in un nuovo mazzo (anche Io sono Spartacus li rimescola).'),
  sec('16', 'Terreno', 'Il terreno può fermare il movimento, vietare il combattimento dopo esservi entrati, limitare i dadi (vale il limite più basso; le carte che aggiungono dadi li aggiungono dopo il limite), proteggere i difensori e bloccare la linea di vista. La tabella dei terreni più sotto riassume ogni tipo.'),
  sec('16.1', 'Terreno accidentato', 'Unità montate e comandanti isolati si fermano entrando e le montate non possono combattere in quel turno; le macchine da guerra non possono entrare. Combattimento ravvicinato verso o da esso: al massimo 2 dadi.'),
  sec('16.2', 'Foresta', 'Tutti si fermano entrando; solo fanteria leggera, ausiliari e guerrieri possono combattere nel turno in cui entrano. Combattimento ravvicinato verso o da una foresta: al massimo 2 dadi; tiro verso di essa: al massimo 1. La foresta blocca la vista.'),
  sec('16.3', 'Colline', 'Attaccare in salita: al massimo 2 dadi. In discesa o da collina a collina: a piedi al massimo 3, montate al massimo 2. Una collina blocca la vista di ciò che c’è dietro, salvo attraverso la stessa collina.'),
  sec('16.4', 'Costa e laghi', 'Invalicabili; non bloccano la linea di vista.'),
  sec('16.5', 'Fiumi e guadi', 'I fiumi sono invalicabili salvo che la battaglia li renda guadabili: allora le unità si fermano entrando, il combattimento ravvicinato verso o da essi è al massimo 2 dadi e il tiro da essi al massimo 1.'),
  sec('16.6', 'Bastioni', 'Un’unità a piedi attaccata attraverso i lati protetti del bastione ignora una spada e può ignorare una bandiera (una bandiera anche contro i tiri). Le unità montate non sono protette.'),
  sec('16.7', 'Accampamento fortificato', 'Un’unità a piedi che si difende in un accampamento ignora una spada e può ignorare una bandiera, da ogni lato. Qualsiasi unità nell’accampamento tira un dado in meno. Gli accampamenti bloccano la vista.'),
  sec('16.8', 'Ponti', 'Combattere da o verso un ponte: al massimo 2 dadi in ravvicinato, 1 dado tirando da esso. Un difensore a piedi sul ponte può ignorare una bandiera.'),
  sec('16.9', 'Mura scalabili', 'Fanteria e comandanti vi entrano solo da un esagono adiacente e si fermano; unità montate e macchine non possono entrare e attaccano le mura solo se hanno iniziato il turno adiacenti. Combattimento ravvicinato al massimo 2 dadi. Un difensore sulle mura ignora una spada, può ignorare una bandiera e colpisce per primo, salvo che anche l’attaccante sia sulle mura.'),
  sec('16.10', 'Mura fortificate', 'Invalicabili; bloccano la linea di vista.'),
  sec('16.11', 'Palude', 'Unità e comandanti isolati si fermano entrando e tirano 1 dado: il simbolo dell’unità costa un blocco (un elmo uccide un comandante isolato). Ritirate ed elusioni attraverso la palude tirano per ogni esagono di palude. Dalla palude si esce di un solo esagono. Combattimento ravvicinato verso o da essa al massimo 2 dadi, tiro da essa 1 dado. Le macchine da guerra non possono entrarvi.'),
  sec('17', 'Unità speciali', 'Il Battaglione Sacro cartaginese colpisce con gli elmi in combattimento ravvicinato senza comandante e può ignorare una bandiera. Con le regole delle Legioni, fanteria media e pesante romana lancia il pilum a 2 esagoni con 1 dado.'),
  sec('scenario', 'Regole della battaglia', 'Ogni battaglia può aggiungere regole proprie (le regole speciali del libro delle battaglie): fiumi guadabili, stendardi in più, mani che crescono, rinforzi. Una battaglia si può anche vincere di colpo, per esempio uccidendo un comandante nominato (Castulo: Publio Scipione; Accampamento di Annibale: Annibale).'),
  sec('scenario 5', 'Regole della battaglia: forze in imboscata (Trebbia)', 'La forza nascosta di Magone attende fuori dalla plancia. Dal secondo turno cartaginese una carta Tattica Brillante può ordinarla: le sue unità entrano dal bordo romano di quel settore come primo esagono di movimento, poi muovono e combattono normalmente.'),
  sec('scenario 9', 'Regole della battaglia: una mano che cresce (Benevento, Lago Trasimeno, Accampamento di Annibale)', 'Quando la parte indicata raggiunge il numero di stendardi stabilito pesca subito carte in più, e da allora tiene, e comanda, più carte.'),
  sec('scenario 10', 'Regole della battaglia: uscire dal bordo nemico (Castulo)', 'Un’unità romana ordinata sul bordo cartaginese, nel centro o a destra romani, può uscire dalla plancia: è rimossa e i Romani guadagnano uno stendardo.'),
  sec('scenario 11', 'Regole della battaglia: conquistare gli accampamenti (Baecula)', 'Un’unità romana che termina un movimento in un esagono di accampamento cartaginese lo conquista per uno stendardo che non si perde; ogni accampamento conta una volta.'),
  sec('scenario 16', 'Regole della battaglia: tenere l’accampamento (Utica: accampamento ribelle)', 'I tre esagoni di accampamento valgono stendardi a chi li tiene: uno per uno o due accampamenti, due per tutti e tre. Questi stendardi passano di mano con gli accampamenti; i Ribelli iniziano tenendoli tutti.'),
  sec('18', 'Carte Comando', 'Il mazzo ha 60 carte: 27 Settore, 10 Truppe, 6 Tattica Brillante e 17 Tattiche (tabella delle carte più sotto). “Fino al Comando” significa fino al numero di carte che la tua parte può tenere. Diverse carte permettono di ordinare un’unità a scelta se non ne hai del tipo indicato.'),
  sec('18.1', 'Carte Settore', 'Ordina il numero indicato di unità o comandanti nei settori nominati. Hanno tutte l’elmo, quindi i comandanti possono staccarsi.'),
  sec('18.2', 'Carte Truppe', 'Ordina unità di una classe (leggera, media, pesante, montata) ovunque, fino al tuo Comando. Con Ordini truppe leggere la fanteria leggera può attraversare unità amiche.'),
  sec('18.3', 'Carte Tattica Brillante', 'Ordina un comandante, la sua unità e una catena di unità o comandanti in esagoni collegati a partire da lui (3 esagoni con Qualsiasi Sezione, 4 con le carte ispirate di un settore); oppure un’unità a scelta.'),
  sec(
    '18.4',
    'Carte Tattiche',
    `${card('clash-of-shields', 'it')}: ogni unità adiacente a un nemico è ordinata, non può muovere prima e tira 2 dadi in più in combattimento ravvicinato (non nel bonus); niente tiri.`,
    `${card('counter-attack', 'it')}: copia la carta appena giocata dall’avversario, con destra e sinistra scambiate; mai Colpire per Primo.`,
    `${card('darken-the-sky', 'it')}: ogni unità con armi da lancio tira due volte, senza muovere.`,
    `${card('double-time', 'it')}: fino a 4 unità a piedi in gruppo muovono di 2 esagoni e combattono ancora in ravvicinato; i guerrieri di 2 o 3 e devono attaccare; niente tiri.`,
    `${card('first-strike', 'it')}: giocala quando una tua unità è attaccata in combattimento ravvicinato: combatte per prima; se l’attaccante resta sul posto attacca normalmente. La tua unità non contrattacca.`,
    `${card('i-am-spartacus', 'it')}: tira tanti dadi quanto il tuo Comando; ogni simbolo di unità ordina un’unità di quella classe, ogni elmo un’unità o un comandante qualsiasi; le unità ordinate tirano un dado in più; gli scarti tornano nel mazzo.`,
    `${card('line-command', 'it')}: ordina una linea collegata di unità a piedi; ciascuna muove al massimo di 1 esagono e può combattere.`,
    `${card('move-fire-move', 'it')}: unità leggere fino al Comando possono muovere, tirare e muovere ancora; niente combattimento ravvicinato.`,
    `${card('mounted-charge', 'it')}: unità montate fino al Comando tirano un dado in più in combattimento ravvicinato, bonus compreso; le montate pesanti possono muovere di 3 e combattere; niente tiri.`,
    `${card('rally', 'it')}: tira tanti dadi quanto il tuo Comando; ogni simbolo di unità o elmo restituisce un blocco perso a un’unità di quella classe con un comandante o adiacente a lui, che è poi ordinata. Elefanti e carri non si recuperano.`,
  ),
];

export const ccaRules: Record<Language, RulesContent> = {
  en: {
    title: 'Commands & Colors: Ancients — the rules',
    intro: 'The whole game in our own words, numbered as the engine cites it: every § in the log links here. The unit, terrain and card tables at the end come straight from the engine’s data.',
    sections: [
      ...enSections,
      ...tables(en, 'en', { units: 'Unit table', terrain: 'Terrain table', cards: 'Command card list' }, { units: 'Every unit type: class, blocks, movement, dice and what it may do.', terrain: 'What each terrain does to movement, dice and sight.', cards: 'The 60 cards of the deck, with what each orders.' }),
    ],
  },
  it: {
    title: 'Commands & Colors: Ancients — il regolamento',
    intro: 'Tutto il gioco con parole nostre, numerato come lo cita il motore: ogni § del registro porta qui. Le tabelle di unità, terreni e carte in fondo vengono direttamente dai dati del motore.',
    sections: [
      ...itSections,
      ...tables(it, 'it', { units: 'Tabella delle unità', terrain: 'Tabella dei terreni', cards: 'Elenco delle carte Comando' }, { units: 'Ogni tipo di unità: classe, blocchi, movimento, dadi e cosa può fare.', terrain: 'Cosa fa ogni terreno a movimento, dadi e vista.', cards: 'Le 60 carte del mazzo, con ciò che ordina ciascuna.' }),
    ],
  },
};
