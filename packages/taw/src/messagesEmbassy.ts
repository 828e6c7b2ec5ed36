/** 12.35 Diplomatic Disasters followed up (embassy.ts, rulings AMB-1…AMB-4): log, prompt and action templates. */
export const EMBASSY_EN: Record<string, string> = {
  'ambassador.hostage': '{ambassador} is held hostage in {province}: his ransom is {ransom} Guile Points',
  'ambassador.deserted': '{ambassador} deserts the audience in {province}: out of play for the rest of the game',
  'ambassador.recalled': '{leader} spends a Guile Point to bring {ambassador} back',
  'ambassador.postponed': 'The audience of {ambassador} in {province} is postponed: he may go back in a later year',
  'ambassador.ransomed': '{leader} pays {gp} Guile Points: {ambassador} is ransomed',
  'prompt.guile-desert': '{envoy} has deserted the audience in {province}: {leader} spends 1 Guile Point to bring him back?',
  'action.ransom': 'Pay the ransom of {leader}',
  'action.ambassador-named': 'Send {leader} back to {province} (postponed audience)',
  'action.ambassador-leader': 'Send {leader} as Ambassador to {province}',
  'pyrrhus.cineas-replaced': '{ambassador} is dead: {by}, on the back of his counter, takes his place',
  'pyrrhus.cineas-gone': 'Cineas is already dead: no event',
  'envoy.hostage': 'hostage in {province} (ransom {ransom} GP)',
  'envoy.deserted': 'deserted in {province}',
  'envoy.postponed': 'audience in {province} postponed',
};

export const EMBASSY_IT: Record<string, string> = {
  'ambassador.hostage': '{ambassador} è trattenuto in ostaggio in {province}: il riscatto è di {ransom} Punti Diplomatici',
  'ambassador.deserted': '{ambassador} diserta l’incontro in {province}: fuori gioco per il resto della partita',
  'ambassador.recalled': '{leader} spende un Punto Diplomatico per riportare indietro {ambassador}',
  'ambassador.postponed': 'L’incontro di {ambassador} in {province} è rimandato: potrà tornarvi in un anno successivo',
  'ambassador.ransomed': '{leader} paga {gp} Punti Diplomatici: {ambassador} è riscattato',
  'prompt.guile-desert': '{envoy} ha disertato l’incontro in {province}: {leader} spende 1 Punto Diplomatico per riportarlo indietro?',
  'action.ransom': 'Paga il riscatto di {leader}',
  'action.ambassador-named': 'Rimanda {leader} in {province} (udienza rimandata)',
  'action.ambassador-leader': 'Invia {leader} come ambasciatore in {province}',
  'pyrrhus.cineas-replaced': '{ambassador} è morto: lo sostituisce {by}, sul retro della sua pedina',
  'pyrrhus.cineas-gone': 'Cinea è già morto: nessun evento',
  'envoy.hostage': 'ostaggio in {province} (riscatto {ransom} PD)',
  'envoy.deserted': 'disertore in {province}',
  'envoy.postponed': 'udienza in {province} rimandata',
};
