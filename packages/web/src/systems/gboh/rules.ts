import { charts } from '@polemarch/gboh';
import type { Language } from '@polemarch/kernel';
import type { RuleSection, RulesContent } from '../types';

/**
 * The rules of Great Battles of History: Cataphract in our own words (never the rulebook's),
 * English and Italian. Section ids are what the engine cites in its events (`rule: 'gboh 9.16'` links
 * to '9.16'; the battles' own rules by their ids, 'dara.trench'); a test checks that every id the
 * engine can emit has a section in both languages. The charts at the end are drawn from the
 * engine's typed chart data (`charts`), so they show exactly what the engine reads.
 */

/** A section; its heading carries the number the engine cites ('9.16 The Melee'; battle rules and charts by name). */
const sec = (id: string, title: string, ...body: string[]): RuleSection => ({ id, title: /^\d/.test(id) ? `${id} ${title}` : title, body });

const CLASH_TYPES: readonly charts.ClashType[] = ['HC', 'LN', 'LC', 'HI', 'MI', 'LI'];
const SUP_TYPES: readonly charts.SuperiorityType[] = ['HCCat', 'HC', 'LN', 'LC', 'HI', 'MI', 'LI'];
const MISSILE_ROWS: readonly charts.MissileRow[] = ['C_inf', 'C_cav', 'B_inf', 'B_cav', 'F', 'J_inf', 'J_cav', 'Cheiro'];

type ChartWords = {
  crtTitle: string;
  crtIntro: string;
  crtRow: (dr: number, cells: string) => string;
  clashTitle: string;
  clashIntro: string;
  aspect: Record<charts.Aspect, string>;
  clashRow: (aspect: string, defender: string, cells: string) => string;
  supTitle: string;
  supIntro: string;
  supCell: Record<'AS' | 'DS' | 'DSifJavelin', string>;
  supRow: (defender: string, cells: string) => string;
  supNone: string;
  missileTitle: string;
  missileIntro: string;
  missileNote: string;
  missileRow: Record<charts.MissileRow, string>;
  range: string;
  terrainTitle: string;
  terrainIntro: string;
  terrainLines: (t: charts.TerrainChart) => string[];
};

const typeName = (t: string): string => (t === 'HCCat' ? 'HC Cat' : t);

function chartSections(w: ChartWords): RuleSection[] {
  const crt = charts.SHOCK_CRT.map((row, dr) => w.crtRow(dr, row.map((c, i) => `${i + 1}: ${c[0]}(${c[1]})`).join(' · ')));
  const clash = (Object.keys(charts.CLASH_TABLE) as charts.Aspect[]).flatMap((aspect) =>
    CLASH_TYPES.map((d) => w.clashRow(w.aspect[aspect], d, CLASH_TYPES.map((a) => `${a} ${charts.CLASH_TABLE[aspect][d][a]}`).join(' · '))),
  );
  const sup = SUP_TYPES.map((d) => {
    const cells = SUP_TYPES.flatMap((a) => {
      const c = charts.SUPERIORITY_TABLE[d][a];
      return c === null ? [] : [`${typeName(a)} ${w.supCell[c]}`];
    });
    return w.supRow(typeName(d), cells.length > 0 ? cells.join(' · ') : w.supNone);
  });
  const missile = MISSILE_ROWS.map((r) => `${w.missileRow[r]}: ${charts.PROVISIONAL_MISSILE_GRID[r].map((v, i) => (v === null ? null : `${w.range} ${i + 1}: ${v}`)).filter((x) => x !== null).join(' · ')}`);
  return [
    sec('chart.crt', w.crtTitle, w.crtIntro, ...crt),
    sec('chart.clash', w.clashTitle, w.clashIntro, ...clash),
    sec('chart.superiority', w.supTitle, w.supIntro, ...sup),
    sec('chart.missile', w.missileTitle, w.missileIntro, w.missileNote, ...missile),
    sec('chart.terrain', w.terrainTitle, w.terrainIntro, ...w.terrainLines(charts.TERRAIN_CHART)),
  ];
}

const hitsText = (h: charts.HitsByClass, heavy: string, light: string, cav: string): string => `${heavy} ${h.heavyInf}, ${light} ${h.lightInf}, ${cav} ${h.cavalry}`;

const enCharts: ChartWords = {
  crtTitle: 'Chart: Shock Combat Results Table',
  crtIntro: 'Find the column (1–13) from the Clash Table and its shifts, roll the die with its modifiers (0–9), and read “attacker hits (defender hits)”. Superiority then doubles or triples a side’s result (9.16).',
  crtRow: (dr, cells) => `Roll ${dr}: ${cells}`,
  clashTitle: 'Chart: Clash Table',
  clashIntro: 'The starting CRT column, by the defender’s type, the side it is attacked from and the attacker’s type (9.15).',
  aspect: { front: 'Front', flank: 'Flank', rear: 'Rear' },
  clashRow: (aspect, defender, cells) => `${aspect}, defender ${defender}: ${cells}`,
  supTitle: 'Chart: Weapon System Superiority',
  supIntro: 'Read down the attacker’s column: which attacking types gain Attack Superiority (AS) against each defender, or give it Defense Superiority (DS) (9.16 step 1).',
  supCell: { AS: 'AS', DS: 'DS', DSifJavelin: 'DS if the defender has javelins' },
  supRow: (defender, cells) => `Defender ${defender}: ${cells}`,
  supNone: 'no superiority either way',
  missileTitle: 'Chart: Missile Range and Results',
  missileIntro: 'The strength of fire at each range: a modified roll at or below it scores a Cohesion Hit (8.15).',
  missileNote: `Provisional: the printed grid is unreadable in our source, so the values below are rebuilt from the fixed points the rules give (ruling R-MRRC-1). ${charts.MISSILE_SOURCE.note}`,
  missileRow: { C_inf: 'Composite bow, on foot', C_cav: 'Composite bow, mounted', B_inf: 'Bow, on foot', B_cav: 'Bow, mounted', F: 'Throwing axe', J_inf: 'Javelins, on foot', J_cav: 'Javelins, mounted', Cheiro: 'Cheiroballistra' },
  range: 'range',
  terrainTitle: 'Chart: Movement costs',
  terrainIntro: 'Movement points to enter and Cohesion Hits taken, by kind of unit (6.2, 7.12–7.13).',
  terrainLines: (t) => [
    `Clear: ${t.hexCost.clear} MP. Woods: ${t.hexCost.woods} MP, hits ${hitsText(t.hexHits.woods, 'heavy foot', 'light foot', 'cavalry')}. Rough: ${t.hexCost.rough} MP, hits ${hitsText(t.hexHits.rough, 'heavy foot', 'light foot', 'cavalry')}. City walls, river hexes and the map edge cannot be entered.`,
    `Crossing a river hexside: +${t.river.mp} MP, hits ${hitsText(t.river.hits, 'heavy foot', 'light foot', 'cavalry')}. A stream: +${t.stream.mp} MP, hits ${hitsText(t.stream.hits, 'heavy foot', 'light foot', 'cavalry')}${t.stream.columnIgnoresHits ? ' (none in column)' : ''}. A trench: +${t.trench.mp} MP.`,
    `Up one level: +${t.up1.mp} MP, hits ${hitsText(t.up1.hits, 'heavy foot', 'light foot', 'cavalry')}. Down one level: +${t.down1.mp} MP, hits ${hitsText(t.down1.hits, 'heavy foot', 'light foot', 'cavalry')}. Units in column take no hits for changing level.`,
    `Facing: ${t.facingPerVertexMP} MP per vertex; ${t.facingHitsInDifficult} hit per vertex in difficult terrain. Entering or leaving column: ${t.enterLeaveColumnMP} MP.`,
  ],
};

const itCharts: ChartWords = {
  crtTitle: 'Tabella: Risultati dell’Assalto',
  crtIntro: 'Trova la colonna (1–13) dalla Tabella dello Scontro e dai suoi spostamenti, tira il dado con i modificatori (0–9) e leggi “colpi all’attaccante (colpi al difensore)”. La Superiorità poi raddoppia o triplica il risultato di una parte (9.16).',
  crtRow: (dr, cells) => `Tiro ${dr}: ${cells}`,
  clashTitle: 'Tabella: Scontro',
  clashIntro: 'La colonna di partenza, secondo il tipo del difensore, il lato da cui è attaccato e il tipo dell’attaccante (9.15).',
  aspect: { front: 'Fronte', flank: 'Fianco', rear: 'Retro' },
  clashRow: (aspect, defender, cells) => `${aspect}, difensore ${defender}: ${cells}`,
  supTitle: 'Tabella: Superiorità del sistema d’armi',
  supIntro: 'Si legge lungo la colonna dell’attaccante: quali tipi in attacco ottengono la Superiorità in Attacco (AS) contro ogni difensore, o gli concedono la Superiorità in Difesa (DS) (9.16 passo 1).',
  supCell: { AS: 'AS', DS: 'DS', DSifJavelin: 'DS se il difensore ha giavellotti' },
  supRow: (defender, cells) => `Difensore ${defender}: ${cells}`,
  supNone: 'nessuna superiorità',
  missileTitle: 'Tabella: Gittata e risultati del lancio',
  missileIntro: 'La forza del tiro a ogni distanza: un tiro modificato pari o inferiore infligge un colpo alla coesione (8.15).',
  missileNote: 'Provvisoria: la griglia stampata è illeggibile nella nostra fonte, quindi i valori qui sotto sono ricostruiti dai punti fissi che danno le regole (decisione R-MRRC-1).',
  missileRow: { C_inf: 'Arco composito, a piedi', C_cav: 'Arco composito, a cavallo', B_inf: 'Arco, a piedi', B_cav: 'Arco, a cavallo', F: 'Ascia da lancio', J_inf: 'Giavellotti, a piedi', J_cav: 'Giavellotti, a cavallo', Cheiro: 'Cheiroballistra' },
  range: 'distanza',
  terrainTitle: 'Tabella: Costi di movimento',
  terrainIntro: 'Punti movimento per entrare e colpi alla coesione subiti, per tipo di unità (6.2, 7.12–7.13).',
  terrainLines: (t) => [
    `Aperto: ${t.hexCost.clear} PM. Bosco: ${t.hexCost.woods} PM, colpi ${hitsText(t.hexHits.woods, 'fanteria pesante', 'fanteria leggera', 'cavalleria')}. Sconnesso: ${t.hexCost.rough} PM, colpi ${hitsText(t.hexHits.rough, 'fanteria pesante', 'fanteria leggera', 'cavalleria')}. Mura, esagoni di fiume e bordo della mappa non si possono attraversare.`,
    `Attraversare un lato di fiume: +${t.river.mp} PM, colpi ${hitsText(t.river.hits, 'fanteria pesante', 'fanteria leggera', 'cavalleria')}. Un ruscello: +${t.stream.mp} PM, colpi ${hitsText(t.stream.hits, 'fanteria pesante', 'fanteria leggera', 'cavalleria')}${t.stream.columnIgnoresHits ? ' (nessuno in colonna)' : ''}. Una trincea: +${t.trench.mp} PM.`,
    `Salire di un livello: +${t.up1.mp} PM, colpi ${hitsText(t.up1.hits, 'fanteria pesante', 'fanteria leggera', 'cavalleria')}. Scendere di un livello: +${t.down1.mp} PM, colpi ${hitsText(t.down1.hits, 'fanteria pesante', 'fanteria leggera', 'cavalleria')}. Le unità in colonna non subiscono colpi per il cambio di livello.`,
    `Fronte: ${t.facingPerVertexMP} PM per vertice; ${t.facingHitsInDifficult} colpo per vertice in terreno difficile. Entrare o uscire dalla colonna: ${t.enterLeaveColumnMP} PM.`,
  ],
};

const enSections: RuleSection[] = [
  sec('1.0', 'Introduction', 'Cataphract recreates the battles of the Eastern Roman Empire under Justinian, Belisarius and Narses, and two battles against Attila, with the Great Battles of History system: leaders activate in turn and give orders; units move, shoot and come to grips, and lose cohesion until they break. Each battle is fought until one army withdraws.'),
  sec('2.0', 'Pieces and terms', 'Combat units show Size (men), Troop Quality (TQ, the key value: a unit breaks when its Cohesion Hits reach it), Movement Allowance and a missile letter (B bow, C composite bow, J javelins, F throwing axe). Types: HC heavy cavalry (HC Cat cataphracts), LN lancers, LC light cavalry, HI/MI/LI heavy, medium and light infantry. Leaders show Initiative, Line Command rating, Command Range, Charisma and Personal Combat; Overall Commanders also a Strategy rating. One ten-sided die is used, 0 the lowest.'),
  sec('3.0', 'Sequence of play', 'Each turn: leaders activate from the lowest Initiative up (an Uncontrolled Line first); each active leader has an Orders Phase of movement and missile fire, then Shock; he may try Momentum for another phase. When all leaders are Finished, routed units run and missile units reload; then each army checks whether its Rout Points force it to withdraw.'),
  sec('4.0', 'Leaders', 'Units move and fire only on a leader’s orders. A leader has an Activated side and a Finished side; he moves 9 MP as cavalry and never takes Cohesion Hits.'),
  sec('4.4', 'The Overall Commander', 'The army’s OC may, besides ordering units, order himself out of an enemy ZOC, order other leaders to move (2 orders if that leader starts in an enemy ZOC), bring in a replacement leader, and give Line Commands in any Orders Phase; not these extras in a phase where he gives a Line Command.'),
  sec('4.23', 'A leader moving', 'A leader may spend one of his orders to move himself, or move free of charge with a unit he is stacked with when that unit is ordered.'),
  sec('4.33', 'Who may give Line Commands', 'The OC always may. A Subordinate Commander may in his first Orders Phase of the turn if he rolls within the OC’s Strategy rating while inside the OC’s Command Range, or rolls a 0 when outside it (any other roll outside it Finishes him). The ability lasts for his Momentum phases. Contingent Commanders never may, and a leader in an enemy ZOC may not.'),
  sec('4.62', 'Leader withdrawal', 'When an enemy unit comes adjacent to a leader who is not already in an enemy ZOC, the leader may at once slip away 1 to 3 hexes. A lone leader who does not or cannot get away is captured or killed.'),
  sec('4.63', 'Replacement leaders', 'An eliminated leader other than the OC can be replaced by an order of the OC: the replacement appears with a unit he may command and is Finished for the turn. Contingent Commanders return the same way. The OC himself is never replaced.'),
  sec('5.0', 'Activation and orders', 'A leader gives orders only once activated. Momentum can give him up to two more Orders Phases in a row; a Trump lets a leader act before his turn.'),
  sec('5.2', 'The Orders Phase', 'The active leader gives as many Individual Orders as his Initiative, or instead Line Commands up to his Line Command rating. Then the Shock Segment follows.'),
  sec('5.3', 'Momentum', 'After an Orders Phase the player may roll for Momentum with the same leader, unless he is in or has been in an enemy ZOC, was Trumped or skipped, is a Contingent Commander or is Finished. At most three Orders Phases in a row.'),
  sec('5.12', 'Activation order', 'Leaders activate from the lowest Initiative upward. Between the two sides an Initiative tie is settled by a die roll and the sides then alternate; within one side the owner chooses.'),
  sec('5.15', 'Finished leaders', 'A leader is Finished when he ends an Orders Phase without (or failing) Momentum, is Trumped, fails a Trump, is passed over by his player, is wounded, or fails certain command rolls. A Finished leader gives no more orders this turn.'),
  sec('5.22', 'Individual Orders', 'Each Individual Order lets one unit in the leader’s Command Range do one thing: move (firing during the move if it can), fire without moving, reorganize (remove Cohesion Hits), or try to rally; the OC may also replace a leader.'),
  sec('5.23', 'Line Commands', 'A Line Command lets any or all units of one Line (listed per battle) move and/or fire. A Line of non-archers that closes on the enemy may get out of control (11.3).'),
  sec('5.26', 'Leaders in an enemy ZOC', 'A leader other than the OC who is in an enemy ZOC cannot give orders, but his Command Range can still let units Shock and his Charisma still counts; using it that way Finishes him. If he later leaves the ZOC he must be activated next.'),
  sec('5.27', 'End of the Orders Phase', 'When the leader has given his orders, the units that may attack resolve Shock; then the player tries Momentum or play moves to the next leader.'),
  sec('5.32', 'The Momentum roll', 'Roll at or under the leader’s Initiative for another Orders Phase; higher, and he is Finished.'),
  sec('5.33', 'The roll of doom', 'A 9 on a Momentum roll calls for a second roll: 0–1, that player’s leaders are all Finished; 2–8, the leader is Finished; 9, the turn’s activations are over for both sides.'),
  sec('5.41', 'Trumping', 'Instead of activating his next leader, a player may try to activate one of higher Initiative: roll at or under that leader’s Initiative. On a failure the planned leader activates and the would-be trumper is Finished. Contingent Commanders cannot Trump.'),
  sec('5.42', 'The opponent’s Trump', 'The opponent may answer a successful Trump, or a successful Momentum roll, with a Trump of his own by a leader of at least equal Initiative: success activates his leader and Finishes the trumped one; failure Finishes his leader.'),
  sec('5.44', 'Trumped and skipped leaders', 'A leader who fails a Trump or is trumped is Finished. Leaders passed over by a Trump may still activate but may not use Momentum that turn.'),
  sec('5.51', 'Elite Orders Phase', 'An army whose OC is Elite may open each turn with one extra Orders Phase by the OC or any leader within his Command Range (on the first turn, any leader anywhere).'),
  sec('5.52', 'After the Elite phase', 'The Elite phase cannot be extended by Momentum; its leader goes back to Inactive, not Finished, and can activate again normally later in the turn.'),
  sec('6.0', 'Movement', 'Units spend Movement Points to enter hexes in front of them and to turn; terrain adds costs and may cost Cohesion Hits.'),
  sec('6.3', 'Moving', 'A unit moves hex by hex through its front hexes, paying MP and any cohesion cost as it goes; to change direction it turns in place first. One unit finishes before the next moves.'),
  sec('6.13', 'Moving twice', 'A unit that has already moved this turn (flipped to Moved) may move again with its full allowance, but takes 1 Cohesion Hit each time it does. Advances after combat, Orderly Withdrawal and most involuntary moves do not count; turning does.'),
  sec('6.22', 'Terrain and cohesion', 'Some units take Cohesion Hits for entering or turning in rough ground, woods, streams and for climbing or descending (movement cost chart). Leaders never do.'),
  sec('6.31', 'Paying for each hex', 'Each hex entered costs its MP and any Cohesion Hits at once; a unit cannot enter a hex it cannot pay for.'),
  sec('6.41', 'Column', 'Infantry of a disciplined army not in an enemy ZOC may enter or leave column at the end of a move (1 MP). In column it moves one hex farther and ignores some terrain hits, but fights badly.'),
  sec('6.46', 'Column attacked', 'A unit in column that is attacked in Shock reverts to line at the end of that Orders Phase, taking 1 Cohesion Hit and turning 30° to face a vertex.'),
  sec('6.51', 'Orderly Withdrawal', 'When an enemy unit moves, or starts moving, within 2 hexes of a faster friendly unit that is not in an enemy ZOC, the friendly unit may step away by as many MP as the difference in Movement Allowance, each hex farther from the enemy.'),
  sec('6.52', 'Withdrawal costs', 'The withdrawing unit keeps its facing and pays terrain costs. Infantry take 1 Cohesion Hit afterwards; a unit approached from its flank or rear takes 1 before withdrawing.'),
  sec('6.58', 'Cavalry line withdrawal', 'When one unit of a cavalry Line is approached, the whole Line may withdraw together, every unit of it, by the withdrawal rules.'),
  sec('6.65', 'Stacking', 'Units may pass through friends at a cost given by the stacking chart (usually a Cohesion Hit to both) but may not stop together; a routed unit running through a unit can disorder it, and a routed unit that is overrun is destroyed.'),
  sec('6.72', 'Feigned Retreat', 'Hun and Visigoth light cavalry may fake a flight when enemy cavalry comes within 2 hexes (or as part of their harassing fire), hoping to draw it out. Not from an enemy ZOC.'),
  sec('6.73', 'Feigned Retreat procedure', 'The light cavalry falls back 3 to 5 hexes away from the enemy; the enemy may be drawn into pursuit up to 2 hexes from it; then the light cavalry turns and may charge the pursuer, which counts as attacked in the flank.'),
  sec('6.74', 'Taking the bait', 'The cavalry that caused the Feigned Retreat rolls against its Reaction Value (one less with a leader): above it, it must pursue; otherwise it stays put.'),
  sec('7.0', 'Facing and zones of control', 'A unit faces a hex vertex: two front hexes, flanks and rear. Its front hexes are its zone of control (ZOC), which stops enemy movement.'),
  sec('7.12', 'Turning', 'A unit turns in its hex at 1 MP per vertex.'),
  sec('7.13', 'Turning in difficult terrain', 'Turning in woods or other difficult terrain costs 1 Cohesion Hit per vertex.'),
  sec('7.14', 'Reaction facing change', 'When an enemy unit moves adjacent, a unit not already in another enemy ZOC may turn one vertex. Infantry then test TQ and take at least 1 Cohesion Hit (more if the roll exceeds TQ by more); cavalry turn freely.'),
  sec('7.23', 'Leaving a ZOC', 'A unit stops on entering an enemy ZOC. It may leave one only if it has a free front hex and is faster than every enemy unit holding it there (or by the OC’s orders for leaders).'),
  sec('7.32', 'Must-check Shock markers', 'Units that moved adjacent to the enemy and must (heavy types) or choose to attack are marked to Shock with a Pre-Shock TQ Check.'),
  sec('7.33', 'No-check Shock markers', 'Units that only fired, or simply stand within the active leader’s Command Range, may choose to attack the enemies in their ZOC without the Pre-Shock check.'),
  sec('8.0', 'Missile fire', 'Units with missiles shoot at enemies within range and line of sight through their front; each shot may cause Cohesion Hits.'),
  sec('8.15', 'Resolving fire', 'Roll the die: at or under the firer’s strength for that range (missile chart) the target takes a Cohesion Hit, sometimes two. Modifiers: woods, a firer that moved, armour of the target and others. A high unmodified roll can leave the firer low on missiles.'),
  sec('8.18', 'Reload', 'In the Reload Segment a unit low or out of missiles that is neither in an enemy ZOC nor within range of enemy missiles returns to full supply.'),
  sec('8.19', 'Leaders hit by fire', 'An unmodified 0 against a hex with a leader may hit him: the owner rolls, and on a 0 the leader is a casualty, killed if a further roll beats his Personal Combat, otherwise wounded.'),
  sec('8.21', 'Entry reaction fire', 'A missile unit may shoot at range 1 at an enemy unit entering its ZOC, advances included, before the enemy does anything else; when a whole Line moves, all its moves come first.'),
  sec('8.22', 'Retire reaction fire', 'A missile unit with a range of 2 or more may shoot, at range 2, at an enemy unit leaving its ZOC.'),
  sec('8.23', 'Return fire', 'A unit fired on may shoot back at the firer once that fire is resolved, unless it already used entry reaction fire on it or is held by another enemy in its ZOC.'),
  sec('8.33', 'Harassment and Dispersal', 'Light cavalry archers may approach an enemy, fire as if at range 1 and ride back, all without moving on the map; the target and its neighbours may fire back at the same time.'),
  sec('8.34', 'Impetuosity', 'Infantry hit by harassing fire roll against their printed TQ: above it, they lunge one hex toward the light cavalry.'),
  sec('8.35', 'Harassment with a Feigned Retreat', 'Hun and Visigoth light cavalry harassing other cavalry may turn their harassment into a Feigned Retreat, drawing the target on.'),
  sec('9.0', 'Shock combat', 'Shock is hand-to-hand fighting at the end of an Orders Phase: both sides lose cohesion; the side that breaks routs.'),
  sec('9.11', 'Shock designation', 'Only units marked to Shock may attack: those that moved into contact and those the active leader lets attack without a check.'),
  sec('9.12', 'Setting up the combats', 'Each attacker must attack every enemy in its ZOC unless another friendly unit attacks it. A unit attacks once and is attacked once per segment; several attackers may join against one defender, and one attacker may take on several defenders in its ZOC.'),
  sec('9.13', 'The Charge', 'Units that moved to attack, and their targets, test TQ: each point rolled above TQ is a Cohesion Hit. A defender that breaks routs and the attacker takes its hex; an attacker that breaks routs.'),
  sec('9.14', 'Leader casualties in Shock', 'Each leader stacked with a unit in the Shock rolls: on a 0 he is wounded (all values −1, Finished), or killed if a second roll beats his Personal Combat. A wounded leader hit again dies.'),
  sec('9.15', 'Clash of weapons', 'Cross the attacking type with the defending type and the side it is struck from on the Clash Table to get the CRT column. With several units, the attacker picks his leading unit, the defender his.'),
  sec('9.16', 'The Melee', 'Superiority: an attack through the defender’s flank or rear gains Attack Superiority; otherwise compare weapon systems on the Superiority chart. Size: each step of the size ratio beyond 1–1 shifts the column one toward the larger side (rounded for the attacker if it moved into contact, for the defender otherwise). Modifiers: terrain favouring the defender shifts left; a leader stacked adds or subtracts his Charisma; a killed leader costs his side. Roll on the CRT: AS doubles the defender’s hits, DS triples the attacker’s; light archers against heavy or medium infantry do half.'),
  sec('9.17', 'Collapse', 'Units whose Cohesion Hits reach their TQ rout (defender first). Units one short of it and in an enemy ZOC test TQ: pass and remove a hit, fail and rout. Then attackers advance.'),
  sec('9.21', 'Advance after combat', 'Attackers must move into the hexes their defenders left (not after a charge check if another enemy still holds them). An advance that would break the unit leaves it one hit short of breaking instead.'),
  sec('9.22', 'Facing after the advance', 'An advancing unit may turn one vertex at the end, even in an enemy ZOC.'),
  sec('9.23', 'Who advances', 'With more attackers than empty hexes, the unit that gave Superiority advances, else the one with the best TQ; with more hexes than attackers, the attacker chooses.'),
  sec('10.0', 'Cohesion and rout', 'Units lose cohesion through movement, fire and Shock; when their Cohesion Hits reach their TQ they rout.'),
  sec('10.13', 'Sharing hits', 'When several units of one side share a combat result, the hits are spread as evenly as possible, the odd hit going to the unit that gave Superiority, then to the one that set the column, then as the owner likes.'),
  sec('10.15', 'Mutual rout', 'If every unit on both sides of a Shock would rout, the side whose worst unit is furthest beyond its TQ routs (the defender on a tie); the other side stays one hit short of breaking.'),
  sec('10.16', 'Reorganization', 'An Individual Order removes up to 2 Cohesion Hits from a unit in open ground not adjacent to the enemy and out of enemy missile range, or 1 hit if only enemy missiles are near. Not for routed units.'),
  sec('10.21', 'The rout move', 'A routing unit turns and runs 2 hexes toward its side’s retreat edge by the most direct open path, avoiding enemy units and ZOCs where possible.'),
  sec('10.22', 'Rout movement', 'In the Rout Movement Segment every routed unit runs its full Movement Allowance toward its retreat edge, without cohesion costs for terrain.'),
  sec('10.23', 'Routing off the map', 'A routed unit that leaves the map, or cannot finish its rout move, is eliminated.'),
  sec('10.26', 'Routed units', 'A routed unit has TQ 1, cannot fire or take orders except to rally, exerts no ZOC, and is destroyed by any further Cohesion Hit.'),
  sec('10.27', 'Rally', 'An Individual Order may rally a routed unit that is not in difficult terrain, not adjacent to the enemy and out of enemy missile range: roll at or under the leader’s Charisma and it reforms with some Cohesion Hits.'),
  sec('10.32', 'Engaged light troops', 'Light cavalry or light infantry engaged with slower enemies may step back one hex instead of staying locked in the fight.'),
  sec('11.0', 'Special rules', 'Dismounting, discipline, uncontrolled advances, swords, artillery, the Roman shield wall and champions.'),
  sec('11.1', 'Dismounted cavalry', 'Cataphracts far from the enemy (at least 5 hexes, out of missile range) may spend their whole move to dismount as heavy infantry, and later remount the same way.'),
  sec('11.2', 'Army discipline', 'Byzantine and Persian armies are disciplined; the others are not. Undisciplined armies start with +2 TQ on every unit; each time one of their units routs they roll against their Overall Commander’s Initiative, and a higher roll loses the bonus for good (units then at or over their TQ rout). Not used at Utus and the Catalaunian Fields.'),
  sec('11.31', 'Uncontrolled advance', 'An undisciplined army’s Line of non-archers that closes 2 hexes on the enemy runs out of control: next turn it moves first, must use its whole move toward the enemy and attack, and cannot take Momentum.'),
  sec('11.32', 'Discipline check', 'A disciplined Line of non-archers that closes 2 hexes on the enemy must roll at or under its leader’s Initiative, or advance out of control as well.'),
  sec('11.62', 'Cheiroballistra modes', 'The bolt-thrower is either set to fire or limbered to move; switching takes an order and it cannot do the other thing that phase.'),
  sec('11.66', 'Cheiroballistra reaction fire', 'A cheiroballistra may fire twice during each enemy Orders Phase, at any moment of the enemy’s movement, instead of normal reaction fire.'),
  sec('11.71', 'Shield wall', 'Roman heavy or medium infantry shot at through their front from 2 or more hexes away may lock shields before the fire is resolved.'),
  sec('11.72', 'Shield wall line', 'When one unit of a flank-to-flank line of Roman infantry forms a shield wall, the whole line does. Fire at it gets +3; the wall moves and fights less freely.'),
  sec('11.74', 'Leaving the shield wall', 'A shield wall is dropped only by a Line Command to all its units together, at 1 MP.'),
  sec('11.8', 'The Champion Challenge', 'In some battles the day opens with a duel of champions; the winner’s side gains advantages for the first turn.'),
  sec('11.83', 'Champion rounds', 'Each round both roll a die plus their champion’s Combat: the lower total takes 1 hit, 2 if it is half the higher or less, 3 if a third or less.'),
  sec('11.84', 'The champion falls', 'A champion with more hits than his Resistance is killed. The winner may start the first turn with any leader, and his units subtract 1 from TQ rolls during it.'),
  sec('12.0', 'Withdrawal and victory', 'An army withdraws, and loses, when the Rout Points of its eliminated units and leaders reach its Withdrawal Level.'),
  sec('12.11', 'Rout Points', 'An eliminated unit is worth its printed TQ in Rout Points; a leader five times his Initiative.'),
  sec('12.12', 'Withdrawal', 'Checked at the end of each turn: an army at or over its level withdraws. If both do, the one over by less wins narrowly; equal excess is a draw.'),
  sec('scenario', 'Battle rules: reinforcements and set-up', 'Each battle’s own rules: reinforcements that may arrive by a die roll at the start of a turn, entering by a given edge, and other set-up details from the battle book.'),
  sec('callinicum.lent', 'Callinicum: the Lenten fast', 'From turn 3 the Byzantine player rolls after reloading: a 0 or 1 lowers every Byzantine unit’s TQ by 1 for the rest of the battle, after which no more rolls are made.'),
  sec('casilinum.wedge', 'Casilinum: the Frankish wedge', 'The Franks begin in a wedge of 6 ranks commanded by Buccelin, treated as a Line: its point must charge when out of control and the others keep station. The wedge attacks with Superiority; units may leave it but not re-form it.'),
  sec('cf.alans', 'Catalaunian Fields: the Alans', 'Sangiban’s Alans are unreliable: activating him needs a roll within his Initiative (a 9 makes all Alans leave the field); whenever an Alan unit routs, a roll above his Initiative makes them all defect. Alans cannot reorganize.'),
  sec('cf.ferocity', 'Catalaunian Fields: ferocity', 'Gepid, Frankish, Burgundian, Saxon and Armorican infantry attack with +2 in their charge check; when one of them routs and a roll beats its TQ, its whole tribe loses the bonus.'),
  sec('cf.paullus', 'Catalaunian Fields: Paullus', 'If Aetius is killed, Paullus takes over as the Roman commander.'),
  sec('dara.heruliPlacement', 'Dara: the hidden Heruli', 'The Byzantine player secretly places Pharas and the Heruli cavalry within 5 hexes of 1402 and west of column 20; they appear when they act or the enemy comes near.'),
  sec('dara.trench', 'Dara: the trench', 'Crossing a trench hexside costs 1 MP more; a Shock made entirely across the trench shifts one column left; ZOCs reach across it only for missile purposes; units that rout across it are lost.'),
  sec('dara.walls', 'Dara: the walls', 'Archers on the city walls shoot 2 hexes farther (hitting only on a modified 0 at ranges 6–7) and can neither make nor suffer Shock.'),
  sec('taginae.champion', 'Taginae: Anzalas and Coccas', 'The battle opens with a duel of champions. If the Byzantine wins, the Goths may roll within Totila’s Charisma to cancel its effects; failing that, they add 1 to all their TQ rolls in the first turn.'),
  sec('tricameron.hunReluctance', 'Tricameron: reluctant Huns', 'The Huns and Heruli will not enter a Vandal ZOC of their own accord unless the Vandals have lost twice the Byzantine Rout Points; if the Byzantines are losing on Rout Points at a Withdrawal Phase, they change sides.'),
  // The Devil's Horsemen (seed 003): the edition and its four battles' rules. Its log lines cite 'dh 9.17' (parseRule: 'dh-9.17').
  sec('dh', 'The Devil’s Horsemen', 'The Mongol edition of the system: four battles, the Indus River (1221), the Kalka River (1223), Liegnitz (1241) and Ayn Jalut (1260), played with Cataphract’s procedure where the edition has no rule of its own yet. Counter values (all but Genghis Khan’s ratings and Tumen 5 HC #4) and the maps are reconstructed: the battle notes list them, and the counterValues option overrides any unit or profile.', 'Balance options in every battle: Tumen substitution (a lower Tumen replaces a better one; the Mongol Withdrawal Level drops by the table’s 3–16) and the Rout-Point bid (the higher bidder picks his side and lowers his own level by his bid).'),
  sec('dh-2.0', 'DH 2.0: the pieces', 'Counters have no Size: Numerical Superiority counts counters. Missile types: B bow, C composite bow, CB crossbow; a red triangle by the missile type allows Rain of Arrows. Classes: Cat (cataphract HC) and Kn (Knights; on foot KnDismounted or KnUnhorsed, both HI). Mongol units are told by their nationality: Mongol LC has its own armour row.'),
  sec('dh-3.0', 'DH 3.0: sequence of play', 'Cataphract’s sequence, with Disorder markers removed in the Rout Phase and the Mongol Withdrawal Reaction at the Withdrawal check.'),
  sec('dh-4.0', 'DH 4.0: leaders', 'An OC leaving an enemy ZOC spends 2 orders. A Subordinate gives Line Commands without a roll within his OC’s range or on turn 1, otherwise on a roll within his own Initiative (a failure Finishes him). A lone leader an enemy moves next to is placed with the nearest friendly unit, or killed.'),
  sec('dh-5.0', 'DH 5.0: activation and orders', 'A leader moving alone spends one order and then moves a hex at a time, the following hexes free until he stops in an enemy ZOC, spends 9 MP or gives another order. A leader who trumps must then order a combat unit (moving alone does not count).'),
  sec('dh-6.0', 'DH 6.0: movement', 'Only cavalry withdraws (Orderly Withdrawal): cavalry before infantry, non-FR LC before HC. Passing through a friend costs 1 MP more and 1 hit to each HI or MI involved. Cavalry turns to any facing for 1 MP; infantry pays 1 MP a vertex. Mounted cavalry whose counter’s back is a dismounted side (Mongol HC and LC, the dismountable Khwarazmian HC; not Knights) takes no hit for moving again in a turn (6.14).'),
  sec('dh-7.0', 'DH 7.0: facing and ZOC', 'Reaction Facing costs hits only when the check fails. Heavy units (HC, Knights, HI, MI) that moved adjacent to an enemy must Shock.'),
  sec('dh-8.0', 'DH 8.0: missile fire', 'Fire is Direct or Arc (bows, range 2+), the Armour chart giving the modifier; a success is always 1 hit. Rain of Arrows (8.2): archers with the triangle fire at −2 (mounted, moving no more than 5 MP) or −3 (on foot, not moving) and run low more often. Composite-bow infantry that does not move fires twice, at one target or two. Reaction fire: entry, retire and return fire.'),
  sec('dh-9.0', 'DH 9.0: Shock', 'Only one superiority of Column, Positional and Weapon applies; Numerical Superiority shifts columns by counters. Collapse on a roll at or above the TQ. The Chivalric Code (9.3): Knights and European HC with an Aggression Value may have to charge (the battle’s section). Mongol HC and LC may dismount (HI, LI).'),
  sec('dh-10.0', 'DH 10.0: charts', 'The Missile Range and Armour Effectiveness, Superiority, Clash of Weapons, Shock, TQ/Cohesion, Leader Casualty, Terrain and Command Checks charts are DH’s own (the Shock table is Cataphract’s cell for cell).'),
  sec('dh-11.0', 'DH 11.0: cohesion, engagement, rout and rally', 'Recovery only in Open terrain, out of enemy ZOCs and out of enemy missile range. Engaged units may not fire or be fired at. Rally only stacked or adjacent to the leader. Cavalry that took part in a Shock is Disordered until the Rout Phase: no Shock as attacker, 1 column right against it, MA −1, +1 to its fire. Standards (11.3): a routed unit runs to its Standard when it is within its MA (in hexes), else to its Retreat Edge, always through empty hexes out of enemy ZOCs (none: eliminated); a Standard’s leader may spend his activation on a Standard Rally (every routed unit by it rolls against its printed TQ: rallied or eliminated); an enemy alone in its hex captures it; it moves only with its own activated leader, and moving or losing it costs the routed units by it their Standard Rally.'),
  sec('dh-12.0', 'DH 12.0: withdrawal and victory', 'An army withdraws at its Withdrawal Level (eliminated units’ printed TQ plus 5 × Initiative of killed leaders). The Mongols may answer theirs with the Withdrawal Reaction (see its section).'),
  sec('dh.balance', 'Balance: Tumen substitution and the bid', 'Each Tumen substituted lowers the Mongol Withdrawal Level (Tumen 1 by 6: 11 … Tumen 5 by 8: 8) and its units fight with the lower Tumen’s TQ; the bid lowers the bidder’s level by the points bid. Both are off unless the battle file sets them.'),
  sec('dh.withdrawalReaction', 'The Mongol Withdrawal Reaction (12.2)', 'When the Mongols reach their Withdrawal Level (and their enemy does not in the same turn) the Mongol player either accepts defeat or fights a Dismounted Defense: his routed units, units in an enemy ZOC, units on foot and allied units are eliminated; the rest dismount where they stand (HC as HI, LC as LI, never to remount), a unit next to an enemy stepping back to the nearest hex that is not. In every later Withdrawal Phase he may give up or keep defending: if every Mongol unit is lost he loses; if the enemy reaches its own level, the Mongols win.'),
  sec('dh.lineExclusion', 'Wing commander and Noyan', 'Where the battle pairs a wing commander with his Noyan (Genghis and LC Noyan #1 for the Center LC, Jagatai and Kutuku, Ogotai and Tului, Subudei and his LC Noyan…), only one of them may give that Line a Line Command in a turn.'),
  sec('indus.flankingForce', 'The Indus: the flanking force', 'Tumen #3 with Bela Noyan starts off the map. From turn 2 a die roll no higher than the turn number brings it on, by the edge its chit names (the text’s north, south or east edge, or any of them), In Column; from then on the Mongols withdraw at 375 Rout Points instead of 300.'),
  sec('kalka.kievArrival', 'The Kalka: the Kiev army', 'From turn 2 the Russian rolls at the start of each turn: on an odd roll the Kiev army enters by the west edge of the West map; it comes on turn 5 anyway.'),
  sec('kalka.russianFlight', 'The Kalka: Russian flight', 'Each Russian army flees on its own: the Polovtsians at 55 Rout Points, the Galicians and Volhynians at 120, Chernigov at 70, Kiev at 80, leaving the field and scoring 1, 3, 2 and 3 Withdrawal Points. At 6 points the whole Russian army withdraws.'),
  sec('kalka.commandActivation', 'The Kalka: Command activation', 'Leaders activate by Command, at the Command’s Activation Value. When one leader of a Command is activated, the Command’s other leaders no longer activate on their own: the orders pass to each of them once in that Orders Phase, with his own Initiative and Line Command rating. Momentum is rolled against the Initiative of the Command’s senior leader and gives the whole Command another Orders Phase. Trumps are by Command too: a leader trumps, and is trumped, at his Command’s Activation Value; a successful Trump activates his whole Command, a failed one finishes it. One Shock Segment follows the Command’s orders: Shock without a TQ check is open to units in the Command Range of any of its leaders who had the orders.'),
  sec('kalka.russianCommandControl', 'The Kalka: Russian command and control (optional)', 'When the Russian gives a Line Command to infantry, or to a Line with cavalry of TQ 5 or less, he rolls: above the leader’s Initiative, the Line does not move this turn (it may still fire).'),
  sec('liegnitz.unhorsedKnights', 'Liegnitz: unhorsed Knights', 'A Knight taking 3 or more Cohesion Hits at once takes 2 instead and is unhorsed for good: it fights on as Knights on foot (HI). Knights never dismount by choice.'),
  sec('liegnitz.crossbows', 'Liegnitz: crossbowmen', 'Crossbowmen may fire at most twice in a turn, ordered or in reaction.'),
  sec('liegnitz.chivalricCode', 'Liegnitz: the Chivalric Code (9.3)', 'When a Knight or European HC unit, or a Line holding them, is ordered within 6 hexes of an enemy, the European rolls a die against its Cavalry Aggression Value (Knights of Christ 2; Oppeln and Silesia 3; Greater Poland 4; a Line takes its lowest). Above it, those units must charge: every hex they enter brings them closer to the nearest enemy and they may not stop short of it; heavy, they then must Shock. A Line that failed the roll binds all its Knights and European HC: each must move before the Line Command ends.'),
  sec('liegnitz.artillery', 'Liegnitz: the Mongol artillery and Smoke', 'The two rocket artillery counters act on Baidar’s or Kaidan’s Individual Orders: each moves (MA 3, provisional) or fires in a turn, not both. Firing is one order for up to three Smoke Bombs at hexes within 4 (no LOS needed), never at a Mongol-held hex or one next to three or more, one bomb a hex. Smoke blocks every line of sight, no European unit may enter it, no European unit within 2 hexes of it may Orderly Withdraw; a unit in the hex takes a Cohesion Hit and falls back one hex. Smoke lasts two turns. The artillery has no facing, ZOC or combat strength: a European unit next to it and in no Mongol ZOC destroys it. Optional rockets: once a turn, instead of its Smoke, a hex within 9: 0 the artillery blows up, 1–6 miss, 7–9 two Cohesion Hits.'),
  sec('aynJalut.mongolsHeldTurn1', 'Ayn Jalut: the first turn', 'In turn 1 no Mongol unit may enter a hex north of hex column 13, where the Mamelukes arrive.'),
  sec('aynJalut.musa', 'Ayn Jalut: al-Ashraf Musa', 'While the Mongols have lost more Rout Points than the Mamelukes, activating al-Ashraf Musa needs a roll within his Initiative; otherwise he and his Syrians leave the battle, without scoring Rout Points.'),
];

const itSections: RuleSection[] = [
  sec('1.0', 'Introduzione', 'Cataphract ricrea le battaglie dell’Impero Romano d’Oriente sotto Giustiniano, Belisario e Narsete, e due battaglie contro Attila, con il sistema Great Battles of History: i comandanti si attivano a turno e danno ordini; le unità muovono, tirano e vengono al corpo a corpo, e perdono coesione finché si rompono. Ogni battaglia si combatte finché un esercito si ritira.'),
  sec('2.0', 'Pezzi e termini', 'Le unità mostrano Dimensione (uomini), Qualità della Truppa (TQ, il valore chiave: un’unità cede quando i colpi alla coesione lo raggiungono), Capacità di Movimento e una lettera di tiro (B arco, C arco composito, J giavellotti, F ascia da lancio). Tipi: HC cavalleria pesante (HC Cat catafratti), LN lancieri, LC cavalleria leggera, HI/MI/LI fanteria pesante, media e leggera. I comandanti mostrano Iniziativa, Comando di Linea, Raggio di Comando, Carisma e Combattimento Personale; i Comandanti Supremi anche la Strategia. Si usa un dado a dieci facce, con 0 il più basso.'),
  sec('3.0', 'Sequenza di gioco', 'A ogni turno i comandanti si attivano dall’Iniziativa più bassa (prima una Linea Incontrollata); ogni comandante attivo ha una Fase Ordini di movimento e tiro, poi l’Assalto; può tentare il Momentum per un’altra fase. Quando tutti hanno Terminato, le unità in rotta fuggono e quelle da tiro si riforniscono; poi ogni esercito verifica se i suoi Punti Rotta lo costringono a ritirarsi.'),
  sec('4.0', 'Comandanti', 'Le unità muovono e tirano solo per ordine di un comandante. Un comandante ha un lato Attivato e uno Terminato; muove 9 PM come cavalleria e non subisce mai colpi alla coesione.'),
  sec('4.4', 'Il Comandante Supremo', 'Il Comandante Supremo, oltre a ordinare unità, può ordinarsi di uscire da una ZOC nemica, far muovere altri comandanti (2 ordini se quel comandante parte in ZOC nemica), far entrare un comandante di rimpiazzo e dare Comandi di Linea in ogni Fase Ordini; non queste cose nella fase in cui dà un Comando di Linea.'),
  sec('4.23', 'Un comandante che muove', 'Un comandante può spendere uno dei suoi ordini per muovere sé stesso, oppure muovere gratis con un’unità con cui è impilato quando questa riceve un ordine.'),
  sec('4.33', 'Chi può dare Comandi di Linea', 'Il Comandante Supremo sempre. Un Subordinato può farlo nella sua prima Fase Ordini del turno se tira entro la Strategia del Supremo stando nel suo Raggio di Comando, o tira 0 stando fuori (ogni altro tiro fuori lo fa Terminare). La capacità vale anche per le sue fasi di Momentum. I Comandanti di Contingente mai, e nessun comandante in ZOC nemica.'),
  sec('4.62', 'Ritirata del comandante', 'Quando un’unità nemica arriva adiacente a un comandante non già in ZOC nemica, il comandante può subito allontanarsi di 1–3 esagoni. Un comandante isolato che non si allontana o non può farlo è catturato o ucciso.'),
  sec('4.63', 'Comandanti di rimpiazzo', 'Un comandante eliminato, tranne il Supremo, può essere rimpiazzato con un ordine del Supremo: il rimpiazzo compare con un’unità che può comandare ed è Terminato per il turno. I Comandanti di Contingente tornano allo stesso modo. Il Supremo non si rimpiazza mai.'),
  sec('5.0', 'Attivazione e ordini', 'Un comandante dà ordini solo quando è attivato. Il Momentum può dargli fino a due Fasi Ordini in più di seguito; lo Scavalcamento permette a un comandante di agire prima del suo turno.'),
  sec('5.2', 'La Fase Ordini', 'Il comandante attivo dà tanti Ordini Individuali quanta è la sua Iniziativa, oppure Comandi di Linea fino al suo valore di Comando di Linea. Poi segue il Segmento d’Assalto.'),
  sec('5.3', 'Momentum', 'Dopo una Fase Ordini il giocatore può tirare per il Momentum con lo stesso comandante, salvo che sia o sia stato in ZOC nemica, sia stato scavalcato o saltato, sia un Comandante di Contingente o abbia Terminato. Al massimo tre Fasi Ordini di fila.'),
  sec('5.12', 'Ordine di attivazione', 'I comandanti si attivano dall’Iniziativa più bassa in su. Tra le due parti un pareggio si decide con un tiro di dado e poi si alterna; all’interno di una parte sceglie il proprietario.'),
  sec('5.15', 'Comandanti Terminati', 'Un comandante Termina quando chiude una Fase Ordini senza Momentum (o lo fallisce), è scavalcato, fallisce uno Scavalcamento, viene saltato dal giocatore, è ferito o fallisce certi tiri di comando. Un comandante Terminato non dà più ordini in questo turno.'),
  sec('5.22', 'Ordini Individuali', 'Ogni Ordine Individuale fa fare una cosa a un’unità nel Raggio di Comando: muovere (tirando durante il movimento se può), tirare senza muovere, riorganizzarsi (togliere colpi alla coesione) o tentare il raggruppamento; il Supremo può anche rimpiazzare un comandante.'),
  sec('5.23', 'Comandi di Linea', 'Un Comando di Linea fa muovere e/o tirare alcune o tutte le unità di una Linea (elencate per ogni battaglia). Una Linea senza arcieri che si avvicina al nemico può sfuggire al controllo (11.3).'),
  sec('5.26', 'Comandanti in ZOC nemica', 'Un comandante diverso dal Supremo che si trova in ZOC nemica non può dare ordini, ma il suo Raggio di Comando può ancora far assaltare le unità e il suo Carisma vale ancora; usarlo così lo fa Terminare. Se poi esce dalla ZOC deve essere attivato per primo.'),
  sec('5.27', 'Fine della Fase Ordini', 'Dati gli ordini, le unità che possono attaccare risolvono l’Assalto; poi il giocatore tenta il Momentum o si passa al comandante successivo.'),
  sec('5.32', 'Il tiro di Momentum', 'Tira pari o inferiore all’Iniziativa del comandante per un’altra Fase Ordini; se superi, il comandante Termina.'),
  sec('5.33', 'Il tiro della rovina', 'Un 9 al tiro di Momentum richiede un secondo tiro: 0–1, tutti i comandanti di quel giocatore Terminano; 2–8, Termina il comandante; 9, le attivazioni del turno finiscono per entrambe le parti.'),
  sec('5.41', 'Scavalcamento', 'Invece di attivare il comandante previsto, un giocatore può tentare di attivarne uno di Iniziativa più alta: tira pari o inferiore alla sua Iniziativa. Se fallisce si attiva quello previsto e chi ha tentato Termina. I Comandanti di Contingente non scavalcano.'),
  sec('5.42', 'Lo Scavalcamento dell’avversario', 'L’avversario può rispondere a uno Scavalcamento riuscito, o a un Momentum riuscito, con un proprio Scavalcamento da parte di un comandante di Iniziativa almeno pari: se riesce attiva il suo comandante e fa Terminare quello scavalcato; se fallisce Termina il suo.'),
  sec('5.44', 'Comandanti scavalcati e saltati', 'Chi fallisce uno Scavalcamento o viene scavalcato Termina. I comandanti saltati da uno Scavalcamento possono ancora attivarsi ma senza Momentum in quel turno.'),
  sec('5.51', 'Fase Ordini d’Élite', 'Un esercito con Comandante Supremo d’Élite può aprire ogni turno con una Fase Ordini in più, del Supremo o di un comandante nel suo Raggio di Comando (nel primo turno, qualsiasi comandante ovunque).'),
  sec('5.52', 'Dopo la fase d’Élite', 'La fase d’Élite non si prolunga con il Momentum; il suo comandante torna Inattivo, non Terminato, e può attivarsi di nuovo normalmente più avanti nel turno.'),
  sec('6.0', 'Movimento', 'Le unità spendono Punti Movimento per entrare negli esagoni davanti a loro e per girarsi; il terreno aggiunge costi e può costare colpi alla coesione.'),
  sec('6.3', 'Muovere', 'Un’unità avanza esagono per esagono attraverso i suoi esagoni frontali, pagando PM ed eventuali colpi alla coesione; per cambiare direzione prima si gira sul posto. Un’unità finisce prima che muova la successiva.'),
  sec('6.13', 'Muovere due volte', 'Un’unità che ha già mosso in questo turno (girata su Mosso) può muovere ancora con tutta la sua capacità, ma subisce 1 colpo alla coesione ogni volta. Avanzate dopo il combattimento, Ritirate Ordinate e la maggior parte dei movimenti involontari non contano; girarsi sì.'),
  sec('6.22', 'Terreno e coesione', 'Alcune unità subiscono colpi alla coesione entrando o girandosi in terreno sconnesso, boschi, ruscelli, e salendo o scendendo (tabella dei costi di movimento). I comandanti mai.'),
  sec('6.31', 'Pagare ogni esagono', 'Ogni esagono costa subito i suoi PM ed eventuali colpi alla coesione; un’unità non entra in un esagono che non può pagare.'),
  sec('6.41', 'Colonna', 'La fanteria di un esercito disciplinato non in ZOC nemica può entrare o uscire dalla colonna alla fine del movimento (1 PM). In colonna muove di un esagono in più e ignora alcuni colpi da terreno, ma combatte male.'),
  sec('6.46', 'Colonna attaccata', 'Un’unità in colonna attaccata in Assalto torna in linea alla fine di quella Fase Ordini, con 1 colpo alla coesione e ruotando di 30° verso un vertice.'),
  sec('6.51', 'Ritirata Ordinata', 'Quando un’unità nemica muove, o inizia a muovere, entro 2 esagoni da un’unità amica più veloce non in ZOC nemica, questa può allontanarsi di tanti PM quanta è la differenza di capacità di movimento, ogni esagono più lontano dal nemico.'),
  sec('6.52', 'Costi della ritirata', 'L’unità che si ritira mantiene il fronte e paga i costi del terreno. La fanteria subisce 1 colpo alla coesione dopo; un’unità avvicinata dal fianco o dal retro ne subisce 1 prima di ritirarsi.'),
  sec('6.58', 'Ritirata di Linea della cavalleria', 'Quando un’unità di una Linea di cavalleria viene avvicinata, tutta la Linea può ritirarsi insieme, ogni sua unità, secondo le regole della ritirata.'),
  sec('6.65', 'Impilamento', 'Le unità possono attraversare unità amiche al costo indicato dalla tabella (di solito un colpo alla coesione a entrambe) ma non fermarsi insieme; un’unità in rotta che attraversa un’unità può disordinarla, e un’unità in rotta travolta è distrutta.'),
  sec('6.72', 'Finta Ritirata', 'La cavalleria leggera unna e visigota può fingere la fuga quando la cavalleria nemica arriva entro 2 esagoni (o durante il suo tiro di disturbo), per attirarla. Non da una ZOC nemica.'),
  sec('6.73', 'Procedura della Finta Ritirata', 'La cavalleria leggera arretra di 3–5 esagoni allontanandosi dal nemico; il nemico può essere attirato all’inseguimento fino a 2 esagoni da essa; poi la cavalleria leggera si volta e può caricare l’inseguitore, che conta come attaccato sul fianco.'),
  sec('6.74', 'Abboccare', 'La cavalleria che ha provocato la Finta Ritirata tira contro il suo Valore di Reazione (uno in meno con un comandante): se lo supera deve inseguire; altrimenti resta dov’è.'),
  sec('7.0', 'Fronte e zone di controllo', 'Un’unità è rivolta verso un vertice dell’esagono: due esagoni frontali, fianchi e retro. Gli esagoni frontali sono la sua zona di controllo (ZOC), che ferma il movimento nemico.'),
  sec('7.12', 'Girarsi', 'Un’unità si gira nel suo esagono al costo di 1 PM per vertice.'),
  sec('7.13', 'Girarsi in terreno difficile', 'Girarsi in bosco o altro terreno difficile costa 1 colpo alla coesione per vertice.'),
  sec('7.14', 'Cambio di fronte di reazione', 'Quando un’unità nemica si porta adiacente, un’unità non già in un’altra ZOC nemica può girarsi di un vertice. La fanteria poi controlla la TQ e subisce almeno 1 colpo alla coesione (di più se il tiro supera la TQ di più); la cavalleria si gira liberamente.'),
  sec('7.23', 'Uscire da una ZOC', 'Un’unità si ferma entrando in una ZOC nemica. Può uscirne solo se ha un esagono frontale libero ed è più veloce di ogni unità nemica che la trattiene (o per ordine del Supremo, per i comandanti).'),
  sec('7.32', 'Segnalini d’Assalto con controllo', 'Le unità che si sono portate a contatto e devono (i tipi pesanti) o scelgono di attaccare sono segnate per l’Assalto con il controllo TQ pre-assalto.'),
  sec('7.33', 'Segnalini d’Assalto senza controllo', 'Le unità che hanno solo tirato, o che stanno semplicemente nel Raggio di Comando del comandante attivo, possono scegliere di attaccare i nemici nella loro ZOC senza il controllo pre-assalto.'),
  sec('8.0', 'Tiro', 'Le unità con armi da lancio tirano sui nemici entro gittata e linea di vista attraverso il loro fronte; ogni tiro può causare colpi alla coesione.'),
  sec('8.15', 'Risolvere il tiro', 'Tira il dado: pari o inferiore alla forza del tiratore a quella distanza (tabella del lancio) il bersaglio subisce un colpo alla coesione, a volte due. Modificatori: bosco, tiratore che ha mosso, protezione del bersaglio e altri. Un tiro naturale alto può lasciare il tiratore a corto di munizioni.'),
  sec('8.18', 'Rifornimento', 'Nel Segmento di Rifornimento un’unità a corto o senza munizioni, né in ZOC nemica né a tiro di armi nemiche, torna al pieno.'),
  sec('8.19', 'Comandanti colpiti dal tiro', 'Uno 0 naturale contro un esagono con un comandante può colpirlo: il proprietario tira e con uno 0 il comandante è una perdita, ucciso se un altro tiro supera il suo Combattimento Personale, altrimenti ferito.'),
  sec('8.21', 'Tiro di reazione in entrata', 'Un’unità da tiro può tirare a distanza 1 su un’unità nemica che entra nella sua ZOC, avanzate comprese, prima che il nemico faccia altro; quando muove un’intera Linea, prima si completano tutti i suoi movimenti.'),
  sec('8.22', 'Tiro di reazione in ritirata', 'Un’unità da tiro con gittata 2 o più può tirare, a distanza 2, su un’unità nemica che esce dalla sua ZOC.'),
  sec('8.23', 'Tiro di risposta', 'Un’unità bersagliata può rispondere al tiratore una volta risolto il tiro, salvo che abbia già usato su di lui il tiro in entrata o sia trattenuta da un altro nemico nella sua ZOC.'),
  sec('8.33', 'Disturbo e Dispersione', 'Gli arcieri a cavallo leggeri possono avvicinarsi a un nemico, tirare come a distanza 1 e tornare indietro, senza muovere sulla mappa; il bersaglio e i vicini possono rispondere nello stesso momento.'),
  sec('8.34', 'Impetuosità', 'La fanteria colpita dal tiro di disturbo tira contro la sua TQ stampata: se la supera, si lancia di un esagono verso la cavalleria leggera.'),
  sec('8.35', 'Disturbo con Finta Ritirata', 'La cavalleria leggera unna e visigota che disturba altra cavalleria può trasformare il disturbo in una Finta Ritirata, attirando il bersaglio.'),
  sec('9.0', 'Assalto', 'L’Assalto è il corpo a corpo alla fine di una Fase Ordini: entrambe le parti perdono coesione; chi cede va in rotta.'),
  sec('9.11', 'Designazione dell’Assalto', 'Possono attaccare solo le unità segnate per l’Assalto: quelle che si sono portate a contatto e quelle a cui il comandante attivo permette di attaccare senza controllo.'),
  sec('9.12', 'Organizzare i combattimenti', 'Ogni attaccante deve attaccare tutti i nemici nella sua ZOC, salvo che li attacchi un’altra unità amica. Un’unità attacca una volta ed è attaccata una volta per segmento; più attaccanti possono unirsi contro un difensore, e un attaccante può affrontare più difensori nella sua ZOC.'),
  sec('9.13', 'La Carica', 'Le unità che hanno mosso per attaccare, e i loro bersagli, controllano la TQ: ogni punto di tiro sopra la TQ è un colpo alla coesione. Un difensore che cede va in rotta e l’attaccante ne prende l’esagono; un attaccante che cede va in rotta.'),
  sec('9.14', 'Perdite dei comandanti nell’Assalto', 'Ogni comandante impilato con un’unità nell’Assalto tira: con uno 0 è ferito (tutti i valori −1, Terminato), o ucciso se un secondo tiro supera il suo Combattimento Personale. Un comandante ferito colpito di nuovo muore.'),
  sec('9.15', 'Scontro delle armi', 'Incrocia il tipo che attacca con il tipo che difende e il lato da cui è colpito nella Tabella dello Scontro per avere la colonna. Con più unità, l’attaccante sceglie la sua unità di testa, il difensore la sua.'),
  sec('9.16', 'La Mischia', 'Superiorità: un attacco dal fianco o dal retro del difensore dà Superiorità in Attacco; altrimenti si confrontano i sistemi d’armi nella tabella. Dimensione: ogni gradino del rapporto di dimensione oltre 1–1 sposta la colonna di uno verso la parte più numerosa (arrotondando a favore dell’attaccante se ha mosso per il contatto, altrimenti del difensore). Modificatori: il terreno favorevole al difensore sposta a sinistra; un comandante impilato aggiunge o toglie il suo Carisma; un comandante ucciso pesa sulla sua parte. Tira sulla tabella: AS raddoppia i colpi al difensore, DS triplica quelli all’attaccante; arcieri leggeri contro fanteria pesante o media ne infliggono la metà.'),
  sec('9.17', 'Il Crollo', 'Le unità i cui colpi alla coesione raggiungono la TQ vanno in rotta (prima il difensore). Quelle a un colpo dalla TQ e in ZOC nemica controllano la TQ: se riescono tolgono un colpo, se falliscono vanno in rotta. Poi gli attaccanti avanzano.'),
  sec('9.21', 'Avanzata dopo il combattimento', 'Gli attaccanti devono entrare negli esagoni lasciati dai difensori (non dopo la carica se un altro nemico li trattiene ancora). Un’avanzata che farebbe cedere l’unità la lascia invece a un colpo dalla rotta.'),
  sec('9.22', 'Fronte dopo l’avanzata', 'Un’unità che avanza può girarsi di un vertice alla fine, anche in ZOC nemica.'),
  sec('9.23', 'Chi avanza', 'Con più attaccanti che esagoni liberi avanza l’unità che ha dato la Superiorità, altrimenti quella con la TQ migliore; con più esagoni che attaccanti, sceglie l’attaccante.'),
  sec('10.0', 'Coesione e rotta', 'Le unità perdono coesione con il movimento, il tiro e l’Assalto; quando i colpi alla coesione raggiungono la TQ vanno in rotta.'),
  sec('10.13', 'Ripartire i colpi', 'Quando più unità di una parte condividono un risultato, i colpi si ripartiscono nel modo più uniforme possibile; quello dispari va all’unità che ha dato la Superiorità, poi a quella che ha fissato la colonna, poi a scelta del proprietario.'),
  sec('10.15', 'Rotta reciproca', 'Se tutte le unità di entrambe le parti di un Assalto andrebbero in rotta, cede la parte la cui unità peggiore supera di più la TQ (il difensore in caso di parità); l’altra resta a un colpo dalla rotta.'),
  sec('10.16', 'Riorganizzazione', 'Un Ordine Individuale toglie fino a 2 colpi alla coesione a un’unità in terreno aperto non adiacente al nemico e fuori dal tiro nemico, o 1 colpo se vicino ci sono solo armi da lancio nemiche. Non per le unità in rotta.'),
  sec('10.21', 'La fuga', 'Un’unità in rotta si volta e fugge di 2 esagoni verso il bordo di ritirata della sua parte per la via libera più diretta, evitando quando può unità e ZOC nemiche.'),
  sec('10.22', 'Movimento di rotta', 'Nel Segmento di Movimento di rotta ogni unità in rotta fugge per tutta la sua capacità di movimento verso il bordo di ritirata, senza colpi alla coesione per il terreno.'),
  sec('10.23', 'Fuggire dalla mappa', 'Un’unità in rotta che esce dalla mappa, o non può completare la fuga, è eliminata.'),
  sec('10.26', 'Unità in rotta', 'Un’unità in rotta ha TQ 1, non tira né riceve ordini se non per raggrupparsi, non ha ZOC, ed è distrutta da qualsiasi altro colpo alla coesione.'),
  sec('10.27', 'Raggruppamento', 'Un Ordine Individuale può raggruppare un’unità in rotta che non sia in terreno difficile, non adiacente al nemico e fuori dal tiro nemico: tira pari o inferiore al Carisma del comandante e si riforma con alcuni colpi alla coesione.'),
  sec('10.32', 'Truppe leggere ingaggiate', 'Cavalleria o fanteria leggera ingaggiata con nemici più lenti può arretrare di un esagono invece di restare bloccata nel combattimento.'),
  sec('11.0', 'Regole speciali', 'Smontare, disciplina, avanzate incontrollate, spade, artiglieria, muro di scudi romano e campioni.'),
  sec('11.1', 'Cavalleria smontata', 'I catafratti lontani dal nemico (almeno 5 esagoni, fuori tiro) possono spendere tutto il movimento per smontare come fanteria pesante, e poi rimontare allo stesso modo.'),
  sec('11.2', 'Disciplina dell’esercito', 'Gli eserciti bizantino e persiano sono disciplinati; gli altri no. Gli eserciti indisciplinati partono con TQ +2 su ogni unità; ogni volta che una loro unità va in rotta tirano contro l’Iniziativa del Comandante Supremo, e un tiro più alto fa perdere il vantaggio per sempre (le unità ormai pari o oltre la TQ vanno in rotta). Non si usa a Utus e ai Campi Catalaunici.'),
  sec('11.31', 'Avanzata incontrollata', 'Una Linea senza arcieri di un esercito indisciplinato che si avvicina di 2 esagoni al nemico sfugge al controllo: nel turno seguente muove per prima, deve usare tutto il movimento verso il nemico e attaccare, e non può avere Momentum.'),
  sec('11.32', 'Controllo della disciplina', 'Una Linea disciplinata senza arcieri che si avvicina di 2 esagoni al nemico deve tirare pari o inferiore all’Iniziativa del suo comandante, o avanzare anch’essa senza controllo.'),
  sec('11.62', 'Modi della cheiroballistra', 'La balista è o in posizione di tiro o pronta a muovere; cambiare richiede un ordine e in quella fase non può fare l’altra cosa.'),
  sec('11.66', 'Tiro di reazione della cheiroballistra', 'Una cheiroballistra può tirare due volte in ogni Fase Ordini nemica, in qualsiasi momento del movimento nemico, al posto del normale tiro di reazione.'),
  sec('11.71', 'Muro di scudi', 'La fanteria pesante o media romana bersagliata attraverso il fronte da 2 o più esagoni può serrare gli scudi prima che il tiro sia risolto.'),
  sec('11.72', 'Linea del muro di scudi', 'Quando un’unità di una linea di fanteria romana fianco a fianco forma il muro di scudi, lo forma tutta la linea. Il tiro contro di essa ha +3; il muro muove e combatte con meno libertà.'),
  sec('11.74', 'Lasciare il muro di scudi', 'Il muro di scudi si scioglie solo con un Comando di Linea a tutte le sue unità insieme, al costo di 1 PM.'),
  sec('11.8', 'La Sfida tra Campioni', 'In alcune battaglie la giornata si apre con un duello tra campioni; la parte del vincitore ottiene vantaggi nel primo turno.'),
  sec('11.83', 'I round dei campioni', 'A ogni round entrambi tirano un dado più il Combattimento del loro campione: il totale più basso subisce 1 colpo, 2 se è metà dell’altro o meno, 3 se è un terzo o meno.'),
  sec('11.84', 'Il campione cade', 'Un campione con più colpi della sua Resistenza è ucciso. Il vincitore può iniziare il primo turno con qualsiasi comandante, e le sue unità tolgono 1 ai tiri di TQ in quel turno.'),
  sec('12.0', 'Ritirata e vittoria', 'Un esercito si ritira, e perde, quando i Punti Rotta delle sue unità e dei suoi comandanti eliminati raggiungono il suo Livello di Ritirata.'),
  sec('12.11', 'Punti Rotta', 'Un’unità eliminata vale in Punti Rotta la sua TQ stampata; un comandante cinque volte la sua Iniziativa.'),
  sec('12.12', 'Ritirata', 'Si verifica alla fine di ogni turno: un esercito pari o oltre il suo livello si ritira. Se si ritirano entrambi, vince di misura chi lo supera di meno; a pari eccesso è patta.'),
  sec('scenario', 'Regole della battaglia: rinforzi e schieramento', 'Le regole proprie di ogni battaglia: rinforzi che possono arrivare con un tiro di dado all’inizio di un turno, entrando da un bordo stabilito, e altri dettagli di schieramento dal libro delle battaglie.'),
  sec('callinicum.lent', 'Callinicum: il digiuno della Quaresima', 'Dal turno 3 il giocatore bizantino tira dopo il rifornimento: con 0 o 1 ogni unità bizantina perde 1 di TQ per il resto della battaglia, e non si tira più.'),
  sec('casilinum.wedge', 'Casilinum: il cuneo franco', 'I Franchi iniziano in un cuneo di 6 file comandato da Buccelino, trattato come una Linea: la punta deve caricare quando è senza controllo e le altre unità mantengono la posizione. Il cuneo attacca con Superiorità; le unità possono lasciarlo ma non riformarlo.'),
  sec('cf.alans', 'Campi Catalaunici: gli Alani', 'Gli Alani di Sangibano sono inaffidabili: attivarlo richiede un tiro entro la sua Iniziativa (un 9 fa lasciare il campo a tutti gli Alani); ogni volta che un’unità alana va in rotta, un tiro sopra la sua Iniziativa li fa disertare tutti. Gli Alani non si riorganizzano.'),
  sec('cf.ferocity', 'Campi Catalaunici: ferocia', 'La fanteria di Gepidi, Franchi, Burgundi, Sassoni e Armoricani attacca con +2 nel controllo di carica; quando una loro unità va in rotta e un tiro supera la sua TQ, tutta la tribù perde il vantaggio.'),
  sec('cf.paullus', 'Campi Catalaunici: Paolo', 'Se Ezio è ucciso, Paolo prende il comando romano.'),
  sec('dara.heruliPlacement', 'Dara: gli Eruli nascosti', 'Il giocatore bizantino schiera in segreto Fara e la cavalleria erula entro 5 esagoni da 1402 e a ovest della colonna 20; compaiono quando agiscono o il nemico si avvicina.'),
  sec('dara.trench', 'Dara: la trincea', 'Attraversare un lato di trincea costa 1 PM in più; un Assalto condotto tutto attraverso la trincea sposta di una colonna a sinistra; le ZOC la superano solo per il tiro; le unità che vi fuggono attraverso sono perse.'),
  sec('dara.walls', 'Dara: le mura', 'Gli arcieri sulle mura tirano 2 esagoni più lontano (colpendo solo con uno 0 modificato a distanza 6–7) e non possono né dare né subire Assalto.'),
  sec('taginae.champion', 'Tagina: Anzala e Cocca', 'La battaglia si apre con un duello tra campioni. Se vince il bizantino, i Goti possono tirare entro il Carisma di Totila per annullarne gli effetti; se falliscono, aggiungono 1 a tutti i loro tiri di TQ nel primo turno.'),
  sec('tricameron.hunReluctance', 'Tricamaro: Unni riluttanti', 'Unni ed Eruli non entrano di propria iniziativa in una ZOC vandala, salvo che i Vandali abbiano perso il doppio dei Punti Rotta bizantini; se in una Fase di Ritirata i Bizantini hanno più Punti Rotta dei Vandali, cambiano parte.'),
  sec('dh', 'The Devil’s Horsemen (I Cavalieri del Diavolo)', 'L’edizione mongola del sistema: quattro battaglie, il Fiume Indus (1221), il Fiume Kalka (1223), Liegnitz (1241) e ‘Ayn Jalut (1260), giocate con la procedura di Cataphract dove l’edizione non ha ancora una regola propria. I valori delle pedine (tutti tranne quelli di Gengis Khan e della HC 4 del Tumen 5) e le mappe sono ricostruiti: le note della battaglia li elencano e l’opzione counterValues sostituisce qualunque unità o profilo.', 'Opzioni di bilanciamento in ogni battaglia: sostituzione dei Tumen (un Tumen peggiore ne sostituisce uno migliore; il Livello di Ritirata mongolo scende di 3–16 secondo la tabella) e l’asta in Punti Rotta (chi offre di più sceglie la parte e abbassa il proprio livello dell’offerta).'),
  sec('dh-2.0', 'DH 2.0: i pezzi', 'Le pedine non hanno Dimensione: la Superiorità Numerica conta le pedine. Armi da lancio: B arco, C arco composito, CB balestra; un triangolo rosso accanto all’arma permette il Lancio a Pioggia. Classi: Cat (HC catafratta) e Kn (Cavalieri; a piedi KnDismounted o KnUnhorsed, entrambi HI). Le unità mongole si riconoscono dalla nazionalità: la CL mongola ha una propria riga della tabella delle corazze.'),
  sec('dh-3.0', 'DH 3.0: sequenza di gioco', 'La sequenza di Cataphract, con i segnalini di Disordine rimossi nella Fase di Rotta e la Reazione mongola alla Ritirata al controllo della Ritirata.'),
  sec('dh-4.0', 'DH 4.0: comandanti', 'Un Comandante Supremo che esce da una ZOC nemica spende 2 ordini. Un Subordinato dà Comandi di Linea senza tiro entro il raggio del Supremo o nel turno 1, altrimenti con un tiro entro la propria Iniziativa (se fallisce ha Finito). Un comandante isolato raggiunto da un nemico va con l’unità amica più vicina, o è ucciso.'),
  sec('dh-5.0', 'DH 5.0: attivazione e ordini', 'Un comandante che muove da solo spende un ordine e poi muove un esagono alla volta, gli esagoni seguenti gratis finché si ferma in una ZOC nemica, spende 9 PM o dà un altro ordine. Chi prevarica deve poi dare un ordine a un’unità combattente (muovere da solo non basta).'),
  sec('dh-6.0', 'DH 6.0: movimento', 'Solo la cavalleria fa la Ritirata Ordinata: cavalleria prima della fanteria, CL senza FR prima della HC. Attraversare un’unità amica costa 1 PM in più e 1 colpo a ogni HI o MI coinvolta. La cavalleria cambia orientamento come vuole per 1 PM; la fanteria paga 1 PM per vertice. La cavalleria montata il cui retro della pedina è un lato appiedato (HC e CL mongole, le HC corasmie che smontano; non i Cavalieri) non subisce il colpo per il secondo movimento nel turno (6.14).'),
  sec('dh-7.0', 'DH 7.0: orientamento e ZOC', 'Il cambio di orientamento in reazione costa colpi solo se il controllo fallisce. Le unità pesanti (HC, Cavalieri, HI, MI) che hanno mosso adiacenti al nemico devono assaltare.'),
  sec('dh-8.0', 'DH 8.0: lancio', 'Il lancio è Diretto o ad Arco (archi, raggio 2+), con il modificatore della tabella delle corazze; un successo è sempre 1 colpo. Lancio a Pioggia (8.2): gli arcieri con il triangolo lanciano a −2 (montati, muovendo al più 5 PM) o −3 (a piedi, fermi) e restano a corto più spesso. La fanteria con arco composito che non muove lancia due volte, contro uno o due bersagli. Lancio di reazione: in entrata, in ritirata e di ritorno.'),
  sec('dh-9.0', 'DH 9.0: assalto', 'Si applica una sola superiorità tra Colonna, Posizione e Armi; la Superiorità Numerica sposta colonne contando le pedine. Collasso con un tiro pari o superiore alla TQ. Il Codice Cavalleresco (9.3): Cavalieri e HC europee con un Valore di Aggressività possono dover caricare (la sezione della battaglia). HC e CL mongole possono smontare (HI, LI).'),
  sec('dh-10.0', 'DH 10.0: tabelle', 'Gittata e Efficacia contro le Corazze, Superiorità, Combattimento, Assalto, TQ/Coesione, Perdite dei Comandanti, Terreno e Controlli di Comando sono tabelle proprie di DH (la tabella dell’Assalto è quella di Cataphract casella per casella).'),
  sec('dh-11.0', 'DH 11.0: coesione, ingaggio, rotta e recupero', 'Recupero solo in terreno aperto, fuori dalle ZOC nemiche e fuori dalla gittata dei lanciatori nemici. Le unità Ingaggiate non possono lanciare né essere bersaglio. Recupero dalla rotta solo raggruppate o adiacenti al comandante. La cavalleria che ha preso parte a un assalto è in Disordine fino alla Fase di Rotta: non assalta come attaccante, 1 colonna a destra contro di essa, MA −1, +1 al suo lancio. Stendardi (11.3): un’unità in rotta corre al suo Stendardo se è entro il suo MA (in esagoni), altrimenti al suo Bordo di Ritirata, sempre per esagoni vuoti fuori dalle ZOC nemiche (se non ce ne sono: eliminata); il comandante di uno Stendardo può spendere la sua attivazione in un Recupero allo Stendardo (ogni unità in rotta vicina tira contro la sua TQ stampata: recuperata o eliminata); un nemico solo nel suo esagono lo cattura; si muove solo con il suo comandante attivato, e muoverlo o perderlo toglie il Recupero allo Stendardo alle unità in rotta vicine.'),
  sec('dh-12.0', 'DH 12.0: ritirata e vittoria', 'Un esercito si ritira al suo Livello di Ritirata (TQ stampata delle unità eliminate più 5 × Iniziativa dei comandanti uccisi). I Mongoli possono rispondere al proprio con la Reazione alla Ritirata (vedi la sua sezione).'),
  sec('dh.balance', 'Bilanciamento: sostituzione dei Tumen e asta', 'Ogni Tumen sostituito abbassa il Livello di Ritirata mongolo (Tumen 1 con il 6: 11 … Tumen 5 con l’8: 8) e le sue unità combattono con la TQ del Tumen peggiore; l’asta abbassa il livello di chi offre dei punti offerti. Entrambe sono spente salvo che il file della battaglia le imposti.'),
  sec('dh.withdrawalReaction', 'La Reazione mongola alla Ritirata (12.2)', 'Quando i Mongoli raggiungono il Livello di Ritirata (e il nemico non lo raggiunge nello stesso turno) il mongolo accetta la sconfitta oppure combatte una Difesa Appiedata: le sue unità in rotta, in ZOC nemica, a piedi e alleate sono eliminate; le altre smontano dove sono (la HC come HI, la LC come LI, senza poter rimontare), e un’unità adiacente al nemico arretra nell’esagono più vicino che non lo è. In ogni Fase di Ritirata seguente può rinunciare o continuare a difendersi: se perde tutte le unità ha perso; se il nemico raggiunge il proprio livello, vincono i Mongoli.'),
  sec('dh.lineExclusion', 'Comandante d’ala e Noyan', 'Dove la battaglia accoppia un comandante d’ala e il suo Noyan (Gengis e il Noyan CL n. 1 per la CL del Centro, Jagatai e Kutuku, Ogotai e Tului, Subudei e il suo Noyan CL…), solo uno dei due può dare a quella Linea un Comando di Linea nel turno.'),
  sec('indus.flankingForce', 'Indus: la forza di aggiramento', 'Il Tumen n. 3 con Bela Noyan parte fuori mappa. Dal turno 2 un tiro non superiore al numero del turno lo fa entrare, dal bordo indicato dal suo segnalino (nord, sud o est del testo, o uno qualunque), in Colonna; da allora i Mongoli si ritirano a 375 Punti Rotta invece di 300.'),
  sec('kalka.kievArrival', 'Kalka: l’esercito di Kiev', 'Dal turno 2 il Russo tira all’inizio di ogni turno: con un dispari l’esercito di Kiev entra dal bordo ovest della mappa Ovest; al turno 5 entra comunque.'),
  sec('kalka.russianFlight', 'Kalka: la fuga dei Russi', 'Ogni esercito russo fugge per conto proprio: i Polovtsiani a 55 Punti Rotta, Galiziani e Volini a 120, Chernigov a 70, Kiev a 80, lasciando il campo e dando 1, 3, 2 e 3 Punti Ritirata. A 6 punti tutto l’esercito russo si ritira.'),
  sec('kalka.commandActivation', 'Kalka: attivazione per Comando', 'I comandanti si attivano per Comando, al Valore di Attivazione del Comando. Quando un comandante di un Comando è attivato, gli altri comandanti di quel Comando non si attivano più da soli: gli ordini passano a ciascuno di loro una volta in quella Fase Ordini, con la sua Iniziativa e il suo valore di Comando di Linea. Lo Slancio si tira contro l’Iniziativa del comandante più anziano del Comando e dà a tutto il Comando un’altra Fase Ordini. Anche lo Scavalcamento è per Comando: un comandante scavalca, ed è scavalcato, al Valore di Attivazione del suo Comando; uno Scavalcamento riuscito attiva tutto il suo Comando, uno fallito lo rende Finito. Agli ordini del Comando segue un solo Segmento d’Assalto: l’Assalto senza controllo di TQ è aperto alle unità nel Raggio di Comando di uno qualsiasi dei suoi comandanti che ha avuto gli ordini.'),
  sec('kalka.russianCommandControl', 'Kalka: comando e controllo russo (facoltativo)', 'Quando il Russo dà un Comando di Linea alla fanteria, o a una Linea con cavalleria di TQ 5 o meno, tira: sopra l’Iniziativa del comandante la Linea non muove in questo turno (può ancora tirare).'),
  sec('liegnitz.unhorsedKnights', 'Liegnitz: Cavalieri disarcionati', 'Un Cavaliere che subisce insieme 3 o più Colpi alla Coesione ne subisce 2 ed è disarcionato per sempre: combatte a piedi (HI). I Cavalieri non smontano mai per scelta.'),
  sec('liegnitz.crossbows', 'Liegnitz: balestrieri', 'I balestrieri possono tirare al massimo due volte per turno, su ordine o in reazione.'),
  sec('liegnitz.chivalricCode', 'Liegnitz: il Codice Cavalleresco (9.3)', 'Quando un Cavaliere o una HC europea, o una Linea che ne contiene, riceve un ordine entro 6 esagoni da un nemico, l’europeo tira un dado contro il suo Valore di Aggressività (Cavalieri di Cristo 2; Oppeln e Slesia 3; Grande Polonia 4; per una Linea il più basso). Se lo supera, quelle unità devono caricare: ogni esagono in cui entrano le avvicina al nemico più vicino e non possono fermarsi prima; pesanti, devono poi assaltare. Una Linea che fallisce il tiro vincola tutti i suoi Cavalieri e le HC europee: ciascuno deve muovere prima che il Comando di Linea finisca.'),
  sec('liegnitz.artillery', 'Liegnitz: l’artiglieria mongola e il fumo', 'Le due artiglierie lanciarazzi agiscono con gli Ordini Singoli di Baidar o Kaidan: ciascuna muove (MA 3, provvisoria) o spara in un turno, non entrambe le cose. Sparare è un ordine per fino a tre Bombe Fumogene in esagoni entro 4 (senza LOS), mai in un esagono occupato dal mongolo o adiacente a tre o più di essi, una bomba per esagono. Il fumo blocca ogni linea di vista, nessuna unità europea può entrarvi, nessuna unità europea entro 2 esagoni può usare la Ritirata Ordinata; un’unità nell’esagono subisce un Colpo alla Coesione e si ritira di un esagono. Il fumo dura due turni. L’artiglieria non ha orientamento, ZOC né forza di combattimento: un’unità europea adiacente e fuori da ogni ZOC mongola la elimina. Razzi opzionali: una volta per turno, invece del fumo, un esagono entro 9: 0 l’artiglieria esplode, 1–6 mancato, 7–9 due Colpi alla Coesione.'),
  sec('aynJalut.mongolsHeldTurn1', '‘Ayn Jalut: il primo turno', 'Nel turno 1 nessuna unità mongola può entrare in un esagono a nord della colonna 13, dove arrivano i Mamelucchi.'),
  sec('aynJalut.musa', '‘Ayn Jalut: al-Ashraf Musa', 'Finché i Mongoli hanno perso più Punti Rotta dei Mamelucchi, attivare al-Ashraf Musa richiede un tiro entro la sua Iniziativa; altrimenti lui e i suoi Siriani lasciano la battaglia, senza dare Punti Rotta.'),
];

/**
 * The rulebook's order (issue 16.10): GBoH numbers cases as decimals, 4.23 being case 3 of rule 4.2, so 4.23 comes
 * before 4.4 and 5.12 before 5.2. Numbered sections are put in that order in their own places; the charts and the
 * battles' rules keep theirs.
 */
export function rulebookOrder(sections: readonly RuleSection[]): RuleSection[] {
  const numbered = (id: string) => /^\d+(\.\d+)?$/.test(id);
  const sorted = sections.filter((x) => numbered(x.id)).sort((a, b) => Number(a.id) - Number(b.id));
  let next = 0;
  return sections.map((x) => (numbered(x.id) ? sorted[next++]! : x));
}

export const gbohRules: Record<Language, RulesContent> = {
  en: {
    title: 'Great Battles of History: Cataphract — the rules',
    intro: 'The whole system, chapters 1.0–12.0 and the battles’ own rules, in our own words and numbered as the engine cites them: every § in the log links here. The charts at the end come straight from the engine’s data.',
    sections: rulebookOrder([...enSections, ...chartSections(enCharts)]),
  },
  it: {
    title: 'Le Grandi Battaglie della Storia: Cataphract — il regolamento',
    intro: 'Tutto il sistema, capitoli 1.0–12.0 e le regole proprie delle battaglie, con parole nostre e numerato come lo cita il motore: ogni § del registro porta qui. Le tabelle in fondo vengono direttamente dai dati del motore.',
    sections: rulebookOrder([...itSections, ...chartSections(itCharts)]),
  },
};
