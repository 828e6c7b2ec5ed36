/**
 * The battles' provenance notes (a scenario's `notes`, written by the engines in English) in Italian, for the home
 * screen's "details" fold (issue 16.10/16.12). Keyed by the English text; a test requires a line for every note of
 * every battle the app offers, so a note added to an engine without its Italian fails there.
 */
export const NOTES_IT: Readonly<Record<string, string>> = {
  // C&C: Ancients
  'Carthaginian (top) vs Syracusan (bottom)': 'Cartaginesi (in alto) contro Siracusani (in basso)',
  'Carthaginian (top) vs Roman (bottom)': 'Cartaginesi (in alto) contro Romani (in basso)',
  'Carthaginian (top) vs Rebel (bottom)': 'Cartaginesi (in alto) contro Ribelli (in basso)',
  "roster ruling R-30: the map's Carthaginian MI 2 / MC 3 (with the ambush force's MC) is used, as the special rules confirm":
    'decisione sull’organico R-30: si usano la FM 2 / CM 3 cartaginesi della mappa (con la CM della forza d’imboscata), come confermano le regole speciali',
  'roster ruling R-31: one Roman leader, as on the map (the roster lists 2)': 'decisione sull’organico R-31: un solo comandante romano, come sulla mappa (l’organico ne elenca 2)',
  'layout reconstructed': 'schieramento ricostruito',
  // GBoH
  'terrain reconstructed: the scenario text names no terrain for the Utus map, so the map is all Clear (the river Utus is not located by the text)':
    'terreno ricostruito: il testo dello scenario non indica terreni per la mappa dell’Utus, quindi è tutta Aperta (il testo non colloca il fiume Utus)',
  'provisional values: counter values and leader ratings are authored per army and type (sources in the file); load your own with the counterValues option':
    'valori provvisori: i valori delle pedine e dei comandanti sono stabiliti per esercito e tipo (fonti nel file); si possono caricare i propri con l’opzione counterValues',
  'ATTILA rules: no unit Size, no Army Discipline, no Column, no Dismounting; units face as their owner wishes (the file faces the armies toward each other), leaders, the Hun MI and the Cheiroballistrae are placed at default hexes within their set-up areas':
    'regole di ATTILA: niente Dimensione delle unità, Disciplina dell’Esercito, Colonna né Appiedamento; le unità sono orientate a scelta del giocatore (il file volge gli eserciti l’uno verso l’altro), i comandanti, la FM unna e le cheiroballistrae sono posti in esagoni predefiniti entro le loro aree di schieramento',
  'engine: the Missile Range and Results grid is provisional (see docs/rules/gboh-rulings.md)': 'motore: la tabella di gittata e risultati del tiro è provvisoria (vedi docs/rules/gboh-rulings.md)',
  'terrain reconstructed: the text names Clear, Woods, an inaccessible River and elevation (level 3 for Thorismund); their placement (a ridge with its crest at 2632-2634/2732-2733, the river along the north edge, two small woods) is a reconstruction':
    'terreno ricostruito: il testo nomina terreno Aperto, Boschi, un Fiume invalicabile e l’elevazione (livello 3 per Torrismondo); la loro posizione (una cresta a 2632-2634/2732-2733, il fiume lungo il bordo nord, due piccoli boschi) è una ricostruzione',
  'ATTILA rules: no unit Size, no Army Discipline, no Column, no Dismounting; units face as their owner wishes (the file faces the armies toward each other); leaders, the Hun MI and Ardaric are placed at default hexes within their set-up areas':
    'regole di ATTILA: niente Dimensione delle unità, Disciplina dell’Esercito, Colonna né Appiedamento; le unità sono orientate a scelta del giocatore (il file volge gli eserciti l’uno verso l’altro); i comandanti, la FM unna e Ardarico sono posti in esagoni predefiniti entro le loro aree di schieramento',
  'the allied deployment lists 53 units, the army table 52 (OCR slip); all 53 are in the file': 'lo schieramento alleato elenca 53 unità, la tabella dell’esercito 52 (errore di trascrizione); nel file ci sono tutte e 53',
  'terrain reconstructed: the walls of Dara along column 10 (gate 1019, wall-archer posts 1013 and 1016) and the trench in front of the Byzantine line (forward wings, recessed centre); the exact trench hexsides are a reconstruction, everything else Clear':
    'terreno ricostruito: le mura di Dara lungo la colonna 10 (porta 1019, postazioni di arcieri sulle mura 1013 e 1016) e il fossato davanti alla linea bizantina (ali avanzate, centro arretrato); i lati d’esagono esatti del fossato sono una ricostruzione, il resto è Aperto',
  'the Heruli (Pharas and LN Heruli 1) are deployed secretly within 5 hexes of 1402, not in column 20 or beyond; 1402 is the default hex':
    'gli Eruli (Fara e LN Eruli 1) si schierano in segreto entro 5 esagoni da 1402, non nella colonna 20 o oltre; 1402 è l’esagono predefinito',
  'engine: the secret deployment is hidden from the Persian view and legal actions until an enemy comes next to it (rulings R-M4, R-M4-LEGAL)':
    'motore: lo schieramento segreto è nascosto alla vista e alle azioni legali dei Persiani finché un nemico non gli arriva accanto (decisioni R-M4, R-M4-LEGAL)',
  'terrain reconstructed: the Euphrates along the north edge (row 02) with the island ford at 1302; everything else Clear (the text names no other terrain)':
    'terreno ricostruito: l’Eufrate lungo il bordo nord (riga 02) con il guado dell’isola a 1302; il resto è Aperto (il testo non nomina altri terreni)',
  'terrain reconstructed: the text names no terrain, so the map is all Clear; column 60 is the east edge (reinforcement entry)':
    'terreno ricostruito: il testo non nomina terreni, quindi la mappa è tutta Aperta; la colonna 60 è il bordo est (ingresso dei rinforzi)',
  'engine: the entering infantry column marches straight ahead from its entry hex (its owner does not steer it) and never into an enemy ZOC (ruling R-TRIC-ENTRY)':
    'motore: la colonna di fanteria in arrivo marcia dritta dal suo esagono d’ingresso (il giocatore non la guida) e mai in una ZdC nemica (decisione R-TRIC-ENTRY)',
  'terrain reconstructed: only hex 3923 is known (Rough, one level above 3823, rules 6.21/6.22); everything else Clear and level':
    'terreno ricostruito: si conosce solo l’esagono 3923 (Accidentato, un livello sopra 3823, regole 6.21/6.22); il resto è Aperto e in piano',
  "rotated map: the battle's south is the engine's east (higher columns); the Byzantines (battle north) retreat off the low-column edge, the Goths off the high-column edge":
    'mappa ruotata: il sud della battaglia è l’est del motore (colonne più alte); i Bizantini (a nord nella battaglia) si ritirano dal bordo delle colonne basse, i Goti da quello delle colonne alte',
  'the Gothic HC of TQ 5 and 6 may be placed as the Gothic player wishes within their hexes; the file places the four TQ 5 counters at 5511, 5512, 5521, 5522':
    'la CP gota di QT 5 e 6 può essere disposta a scelta del giocatore goto nei suoi esagoni; il file pone le quattro pedine di QT 5 a 5511, 5512, 5521, 5522',
  'engine: the optional free deployment not offered yet': 'motore: lo schieramento libero opzionale non è ancora offerto',
  'naval battle: needs the galley-combat rules of another game': 'battaglia navale: richiede le regole di combattimento fra galee di un altro gioco',
  'terrain reconstructed: the scenario text names no terrain; the Volturnus (a crossable river, Movement Cost Chart) is placed along the battle\'s west flank (rows 03/04) with one bridge at 3103-3104; everything else Clear':
    'terreno ricostruito: il testo dello scenario non nomina terreni; il Volturno (fiume attraversabile, Tabella dei Costi di Movimento) è posto lungo il fianco ovest della battaglia (righe 03/04) con un ponte a 3103-3104; il resto è Aperto',
  "rotated map: the battle's north is the engine's east (higher columns); the Byzantines (battle north) retreat off the high-column edge, the Franks off the low-column edge":
    'mappa ruotata: il nord della battaglia è l’est del motore (colonne più alte); i Bizantini (a nord nella battaglia) si ritirano dal bordo delle colonne alte, i Franchi da quello delle colonne basse',
  'engine: wedge members keep their places (set-up offsets from the point) only in an Uncontrolled Advance; in ordered moves the formation is left to the player':
    'motore: le unità del cuneo mantengono i loro posti (gli scarti di schieramento dalla punta) solo in un’Avanzata Incontrollata; nei movimenti ordinati la formazione è lasciata al giocatore',
  "The Devil's Horsemen (seed 003): played on the DH edition with the rules the engine has (see docs/rules/gboh-battles.md)":
    'The Devil’s Horsemen (seme 003): si gioca con l’edizione DH e le regole che il motore ha (vedi docs/rules/gboh-battles.md)',
  'provisional values: counter values and leader ratings are authored per army and type (sources in the file, rules 2.23 for Genghis Khan and Tumen 5 HC #4); load your own with the counterValues option (by unit id or profile id)':
    'valori provvisori: i valori delle pedine e dei comandanti sono stabiliti per esercito e tipo (fonti nel file, regole 2.23 per Gengis Khan e la CP n. 4 del Tumen 5); si possono caricare i propri con l’opzione counterValues (per id di unità o di profilo)',
  "terrain reconstructed: the Indus along the text's north edge (row 53) and mountains along its south edge (row 01), columns 26-48; all else Clear":
    'terreno ricostruito: l’Indo lungo il bordo nord del testo (riga 53) e montagne lungo il bordo sud (riga 01), colonne 26-48; il resto è Aperto',
  "retreat edges: each army's own rear (Mongol column 10, Khwarazmian column 48), not the text's literal edges (ruling R-DH-INDUS-EDGES)":
    'bordi di ritirata: le retrovie di ciascun esercito (colonna 10 per i Mongoli, 48 per i Corasmi), non i bordi letterali del testo (decisione R-DH-INDUS-EDGES)',
  'the flanking force (Tumen #3): its chit is drawn when it arrives, from turn 2 on a die roll of at most the turn number (indus.flankingForce, ruling R-DH-INDUS-CHIT)':
    'la forza d’aggiramento (Tumen n. 3): il suo segnalino si estrae quando arriva, dal turno 2 con un tiro di dado non superiore al numero del turno (indus.flankingForce, decisione R-DH-INDUS-CHIT)',
  'TQ points with these values: Mongol 932 (seed 941), Khwarazmian 686 (seed 701)': 'punti QT con questi valori: Mongoli 932 (seme 941), Corasmi 686 (seme 701)',
  "terrain reconstructed: the Kalka as river hexsides between East-map columns 38 and 39; Steep Bank not carried; the West map is clear. The West map's hexes are numbered +38 columns (West 1522 = 5322)":
    'terreno ricostruito: la Kalka come lati d’esagono di fiume fra le colonne 38 e 39 della mappa Est; la Sponda Ripida non è riportata; la mappa Ovest è aperta. Gli esagoni della mappa Ovest sono numerati con +38 colonne (Ovest 1522 = 5322)',
  "the Kiev army's composition is authored (MISSING in the text): 8 HC, 4 LC, 10 MI, 6 LI": 'la composizione dell’esercito di Kiev è stabilita da noi (MANCA nel testo): 8 CP, 4 CL, 10 FM, 6 FL',
  'Russians withdraw by Command Flight points (kalka.russianFlight); one Russian OC (Mstislav Mstislavich) in the engine (ruling R-DH-KALKA-OCS)':
    'i Russi si ritirano per punti di Fuga del Comando (kalka.russianFlight); un solo CS russo (Mstislav Mstislavič) nel motore (decisione R-DH-KALKA-OCS)',
  'Command activation (Kalka 2.6, kalka.commandActivation): a Command activates as one, its leaders giving orders in turn': 'attivazione per Comando (Kalka 2.6, kalka.commandActivation): un Comando si attiva tutto insieme, i suoi comandanti danno gli ordini a turno',
  "engine: a default turn limit of 48 turns, not in the rules (DH 3.0 fixes no number of turns): the battle's day of daylight (31 May 1223, about 16 hours) at 20 minutes a turn (2.5); the game then ends as a draw; the option maxTurns changes it, maxTurns=0 plays to army withdrawal (ruling DH-TURNS-1)": 'motore: un limite predefinito di 48 turni, che non è nelle regole (DH 3.0 non fissa il numero dei turni): il giorno di luce della battaglia (31 maggio 1223, circa 16 ore) a 20 minuti per turno (2.5); la partita finisce allora in parità; l’opzione maxTurns lo cambia, maxTurns=0 gioca fino alla ritirata di un esercito (decisione DH-TURNS-1)',
  'TQ points with these values: Mongol 965 (seed 1007), Russian 674 (seed 891)': 'punti QT con questi valori: Mongoli 965 (seme 1007), Russi 674 (seme 891)',
  'terrain reconstructed: the text names none, so the half map is all Clear': 'terreno ricostruito: il testo non ne nomina, quindi la mezza mappa è tutta Aperta',
  "withdrawal: Mongol 160, European 110 (ruling R-DH-LIEGNITZ-LEVELS; the text's 110/135 read as the European levels)":
    'ritirata: Mongoli 160, Europei 110 (decisione R-DH-LIEGNITZ-LEVELS; i 110/135 del testo letti come i livelli europei)',
  'the "Amburghesi" (MI) and "Franchi" (crossbow LI) are authored (types MISSING); Coleslaw commands them':
    'gli «Amburghesi» (FM) e i «Franchi» (FL con balestre) sono stabiliti da noi (tipi MANCANTI); li comanda Coleslaw',
  'engine: the Mongol rocket artillery, smoke and the Bohemian option are not in play yet': 'motore: l’artiglieria a razzi mongola, il fumo e l’opzione boema non sono ancora in gioco',
  'TQ points with these values: Mongol 405 (seed 399), European 290 (seed 395)': 'punti QT con questi valori: Mongoli 405 (seme 399), Europei 290 (seme 395)',
  'terrain reconstructed: the text names none, so the map is all Clear': 'terreno ricostruito: il testo non ne nomina, quindi la mappa è tutta Aperta',
  'the Mameluke reinforcements start on the map in columns 10-12, rows 12-26, next to their entry hexes 1012-1026 (ruling R-DH-AYN-ENTRY); Qutuz and the Prince of Hama with them':
    'i rinforzi mamelucchi iniziano sulla mappa nelle colonne 10-12, righe 12-26, accanto ai loro esagoni d’ingresso 1012-1026 (decisione R-DH-AYN-ENTRY); con loro Qutuz e il Principe di Hama',
  "the Mongols may not enter columns 10-12 in turn 1 (aynJalut.mongolsHeldTurn1); al-Ashraf Musa's activation roll (aynJalut.musa)":
    'i Mongoli non possono entrare nelle colonne 10-12 nel turno 1 (aynJalut.mongolsHeldTurn1); il tiro d’attivazione di al-Ashraf Musa (aynJalut.musa)',
  'TQ points with these values: Mongol 192 (seed 186), Mameluke 249 (seed 264)': 'punti QT con questi valori: Mongoli 192 (seme 186), Mamelucchi 249 (seme 264)',
  // The Ancient World
  'map reconstructed': 'mappa ricostruita',
  'provisional leader ratings': 'valutazioni dei comandanti provvisorie',
  'Loss Percentage Table reconstructed (T13)': 'Tabella delle Percentuali di Perdita ricostruita (T13)',
  'Gauls, Cleonymus and Dictators not yet': 'Galli, Cleonimo e Dittatori non ancora',
  'three players': 'tre giocatori',
  'naval rules (7.0)': 'regole navali (7.0)',
  'third parties: Carthage, Syracuse, the Mamertines': 'terze parti: Cartagine, Siracusa, i Mamertini',
  'map and sea zones reconstructed': 'mappa e zone marittime ricostruite',
  // Justinian
  'map reconstructed from the text and the period (see docs/rules/justinian-rulings.md)': 'mappa ricostruita dal testo e dall’epoca (vedi docs/rules/justinian-rulings.md)',
  'leader values provisional except Belisarius, John Troglita, Chosroes, Hilderic, Witigis': 'valori dei comandanti provvisori tranne Belisario, Giovanni Troglita, Cosroe, Ilderico, Vitige',
  'the Barbarian is a system seat (ruling R-SOLO)': 'il Barbaro è un posto giocato dal sistema (decisione R-SOLO)',
  // SGBoH
  'converted from the GBoH battle: provisional Formation Charts and Seize ratings (docs/rules/sgboh-rulings.md)':
    'convertita dalla battaglia GBoH: Tabelle di Formazione e valori di Presa dell’iniziativa provvisori (docs/rules/sgboh-rulings.md)',
  "The Devil's Horsemen with its SGBoH annex: no Pursuit, equal Sizes, the annex's cataphract DRMs; its other battle rules are not played (R-46)":
    'The Devil’s Horsemen con l’appendice SGBoH: niente Inseguimento, Dimensioni uguali, i modificatori per i catafratti dell’appendice; le altre regole della battaglia non si giocano (R-46)',
};

/** A battle's note in the reader's language (English as the engine writes it). */
export const noteText = (note: string, lang: string): string => (lang === 'it' ? (NOTES_IT[note] ?? note) : note);
