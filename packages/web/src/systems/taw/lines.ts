/**
 * Italian for the TAW log lines the engine's own catalog has in English only (packages/taw/src/messages.ts): the
 * adapter renders these in the engine's template syntax (`{param}`), with the same parameters. A line the engine
 * gains in Italian later is taken from the engine first.
 */
export const tawLinesIt: Record<string, string> = {
  'alliance.shift': '{province}: alleanza di {boxes} verso {side} (ora {level})',
  ambassador: 'Ambasciatore {ambassador} in {province}: {result}',
  'ambassador.disaster': 'Disastro diplomatico ({dr}) per {ambassador}',
  attrition: '{side}: logoramento {ap} PL, {sp} PF → {alp} PPL ({detail})',
  augury: 'Auspici {n}',
  'battle.slaughter': 'Inseguimento (FI {pf}): {side} perde un altro {pct}% ({lost} PF)',
  'battle.tactical': 'Valori tattici: {attacker} {a}, {defender} {d}',
  'battle.unpredictable': 'Risultato imprevedibile: riga [{k}]',
  'devastation.fail': 'La devastazione di {province} fallisce',
  'election.consul': '{leader} è eletto console',
  'intercept.fail': '{leader} non riesce a intercettare',
  'intercept.ok': '{leader} intercetta in {hex}',
  'move.begin': '{leader} parte con {sp} PF',
  'move.stop': 'Sosta in {hex}',
  pluto: 'Una visita di Plutone: {leader} ({result})',
  'recruit.levy': '{province} arruola {inf}/{cav}',
  'sack.controlled': '{leader} tiene a freno le sue truppe',
  'siege.attrition': 'Assedio di {city}: l’assediante perde {lost} PF',
  'siege.attrition-inside': 'Assedio di {city}: i difensori perdono {lost} (IDS {ids})',
  'siege.lifted': 'L’assedio di {city} è tolto',
  'tribe.mobilised': 'La tribù dei {tribe} prende le armi per {side}',
  'tribe.revolt': '{tribe} si ribella: {inf}/{cav} in {city}',
};
