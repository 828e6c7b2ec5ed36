import type { Language } from '@polemarch/kernel';
import type { RulesContent } from '../types';

/**
 * The Ancient World (Rise of the Roman Republic) in our own words. Section ids are the numbers the engine
 * cites in its log (`rule: 'taw 7.2'` links to id '7.2'); the full text and every ruling are in
 * `shared/spec/ancient-world/` and `docs/rules/taw-rulings.md`.
 */
export const tawRules: Record<Language, RulesContent> = {
  en: {
    title: 'The Ancient World: Rise of the Roman Republic',
    intro: 'A strategic game of Rome’s wars in Italy. Leaders move armies point to point across a hex map of provinces and cities; who moves next is drawn blind from a cup. The map, the sea zones and many leader ratings are reconstructed from the rulebook’s gazetteer and marked as such.',
    sections: [
      { id: '3.0', title: '3.0 Sequence of play', body: ['Each turn is a year: elections and returning leaders, the Leader Activation Markers (LAMs) go into the cup, then markers are drawn one at a time until the cup is empty; then Devastation, Inertia Attrition, recovery and victory.'] },
      { id: '4.15', title: '4.0 The cup', body: ['Every leader puts one LAM per point of Initiative in the cup; Roman magistrates put in LAMs of their office. Three Siege Attrition markers and, in some scenarios, the Augury marker join them. The contents are public; the order is the dice’s.'] },
      { id: '5.3', title: '5.3 Operations', body: ['An activated leader performs operations: movement, attack, siege, recruitment, diplomacy, naval transport, reform. After each one he rolls for Continuation: a die at or under his Campaign Rating lets him go on.'] },
      { id: '6.2', title: '6.0 Movement and attrition', body: ['A Force moves hex by hex with its leader and Stops when it ends, attacks or lays siege. Each Stop checks attrition from the Attrition Points of the provinces crossed (roads, terrain, rivers, devastation).'] },
      { id: '6.5', title: '6.5 Interception', body: ['An enemy leader within three hexes (four from inside a city) may try to intercept a moving Force: a die at or under his rating, plus distance and terrain.'] },
      { id: '7.2', title: '7.0 Naval Superiority and transport', body: ['Each side has a Naval Superiority level from −4 to +4 in each sea zone. A Force inside a port may sail to another port, or raid a coastal hex with a small Force (at most 10 SP on open ground, 5 at a town in rough ground): a die plus the worst level along the way, less one per 20 coastal and per 5 open-sea hexes, read on the Naval Transport Table: it may land intact, lose a share, be Scattered (useless until reformed), or sink.', 'The Strait of Messina is crossed as a step from Rhegium to Messina; at a level below +4 the crossing may be contested and cost SP.'] },
      { id: '8.3', title: '8.0 Battle', body: ['Before a battle the defender may try to avoid it, nearby Forces may coordinate, each side chooses how many elephants to commit and the Roman may sacrifice a leader (Devotio). Then both leaders’ tactical capability, the force ratio, cavalry superiority, discipline and terrain modify one die on the Battle Results Table.'] },
      { id: '9.2', title: '9.0 Cities and sieges', body: ['A Force may besiege a city; Siege Attrition markers drawn from the cup wear down both sides. The besieger may assault, demand surrender or negotiate; a city taken may be sacked (never by Pyrrhus).'] },
      { id: '11.1', title: '11.0–12.0 Control and alliances', body: ['Occupying a province’s large and medium cities gives Military Control; the alliance track gives Diplomatic Control at ±4. Battles, sieges, devastation and ambassadors move the track.'] },
      { id: '13.0', title: '13.0 Augury', body: ['When the Augury marker is drawn, two dice read as 00–99 give the year’s omen from the scenario’s table: weather, politics, revolts, storms at sea.'] },
      { id: 'S3.4', title: 'The Eagle Has Landed (Pyrrhus, 280 BC)', body: ['Pyrrhus lands on the east coast of Calabria. The Tarentines will not march until he beats the Romans or takes a large city; then the Campanian Legion in Rhegium revolts. Carthage, Syracuse and the Mamertines guard Sicily until events or alliances hand them to a player. Pyrrhus wins by holding Rome, five key cities or 50 points; if he dies, Rome wins.'] },
    ],
  },
  it: {
    title: 'Il Mondo Antico: La Nascita della Repubblica Romana',
    intro: 'Un gioco strategico delle guerre di Roma in Italia. I comandanti muovono gli eserciti di esagono in esagono fra province e città; chi muove lo decide un’estrazione alla cieca. Mappa, zone navali e molti valori dei comandanti sono ricostruiti dall’elenco delle province del regolamento, e indicati come tali.',
    sections: [
      { id: '3.0', title: '3.0 Sequenza di gioco', body: ['Ogni turno è un anno: elezioni e rientro dei comandanti, i segnalini di attivazione (LAM) nella tazza, poi si estraggono uno alla volta fino a vuotarla; infine Devastazione, logoramento per inerzia, recupero e vittoria.'] },
      { id: '4.15', title: '4.0 La tazza', body: ['Ogni comandante mette nella tazza un LAM per punto di Iniziativa; i magistrati romani quelli della loro carica. Si aggiungono tre segnalini di Logoramento d’assedio e, in alcuni scenari, l’Augurio. Il contenuto è pubblico; l’ordine lo decidono i dadi.'] },
      { id: '5.3', title: '5.3 Operazioni', body: ['Un comandante attivato compie operazioni: movimento, attacco, assedio, reclutamento, diplomazia, trasporto navale, riorganizzazione. Dopo ciascuna tira per la Continuazione: un dado non superiore al suo Valore di Campagna gli permette di proseguire.'] },
      { id: '6.2', title: '6.0 Movimento e logoramento', body: ['Una Forza muove di esagono in esagono con il suo comandante e si Ferma quando finisce, attacca o assedia. Ogni Fermata controlla il logoramento dai Punti di Logoramento delle province attraversate (strade, terreno, fiumi, devastazione).'] },
      { id: '6.5', title: '6.5 Intercettazione', body: ['Un comandante nemico entro tre esagoni (quattro da dentro una città) può tentare di intercettare una Forza in movimento: un dado non superiore al suo valore, più distanza e terreno.'] },
      { id: '7.2', title: '7.0 Superiorità e trasporto navale', body: ['Ogni parte ha un livello di Superiorità Navale da −4 a +4 in ogni zona di mare. Una Forza in un porto può salpare per un altro porto, o compiere un’incursione su un esagono costiero con una piccola Forza (al più 10 PF in terreno aperto, 5 presso una città in terreno accidentato): un dado più il livello peggiore lungo la rotta, meno uno ogni 20 esagoni costieri e ogni 5 di mare aperto, sulla Tabella del Trasporto Navale: può sbarcare intatta, perdere una parte, essere dispersa (inutile finché non si riorganizza) o affondare.', 'Lo Stretto di Messina si attraversa con un passo da Reggio a Messina; sotto +4 l’attraversamento può essere contrastato e costare PF.'] },
      { id: '8.3', title: '8.0 Battaglia', body: ['Prima della battaglia il difensore può tentare di evitarla, le Forze vicine possono coordinarsi, ogni parte sceglie quanti elefanti impegnare e il Romano può sacrificare un comandante (Devotio). Poi capacità tattica, rapporto di forze, superiorità di cavalleria, disciplina e terreno modificano un dado sulla Tabella dei Risultati.'] },
      { id: '9.2', title: '9.0 Città e assedi', body: ['Una Forza può assediare una città; i segnalini di Logoramento d’assedio estratti dalla tazza logorano entrambe le parti. L’assediante può assaltare, chiedere la resa o negoziare; una città presa può essere saccheggiata (mai da Pirro).'] },
      { id: '11.1', title: '11.0–12.0 Controllo e alleanze', body: ['Occupare le città grandi e medie di una provincia dà il Controllo Militare; la scala delle alleanze dà il Controllo Diplomatico a ±4. Battaglie, assedi, devastazioni e ambasciatori la spostano.'] },
      { id: '13.0', title: '13.0 Augurio', body: ['Quando si estrae l’Augurio, due dadi letti come 00–99 danno il presagio dell’anno dalla tabella dello scenario: tempo, politica, rivolte, tempeste.'] },
      { id: 'S3.4', title: 'L’Aquila si è posata (Pirro, 280 a.C.)', body: ['Pirro sbarca sulla costa orientale della Calabria. I Tarentini non marciano finché non batte i Romani o prende una città grande; allora la Legione Campana di Reggio si ribella. Cartagine, Siracusa e i Mamertini difendono la Sicilia finché eventi o alleanze non li consegnano a un giocatore. Pirro vince tenendo Roma, cinque città chiave o 50 punti; se muore, vince Roma.'] },
    ],
  },
};
