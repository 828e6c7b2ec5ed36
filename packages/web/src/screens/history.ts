import type { Language } from '@polemarch/kernel';

/**
 * One line of history per battle for the home page (issue 16.12), in our own words after the scenarios' historical
 * notes (spec cca/scenarios.md, the GBoH battle books). Keyed by scenario id; Simple GBoH plays the GBoH battles.
 */
const HISTORY: Record<string, Record<Language, string>> = {
  akragas: { en: 'Daphnaeus marches to relieve besieged Akragas and beats Himilco’s mercenary blocking force.', it: 'Daphnaeus marcia in soccorso di Akragas assediata e batte la forza di sbarramento mercenaria di Himilco.' },
  'crimissos-river': { en: 'Timoleon strikes the Carthaginians half across the river in the morning fog; the Sacred Band dies where it stands.', it: 'Timoleonte colpisce i Cartaginesi a metà del guado nella nebbia; il Battaglione Sacro muore sul posto.' },
  bagradas: { en: 'Xanthippus’ cavalry and elephants sweep away Regulus’ horse and fall on the legions’ flanks.', it: 'La cavalleria e gli elefanti di Santippo travolgono i cavalieri di Regolo e piombano sui fianchi delle legioni.' },
  'ticinus-river': { en: 'Hannibal’s heavy and Numidian horse smash Scipio’s screen of cavalry and light troops.', it: 'La cavalleria pesante e numidica di Annibale travolge lo schermo di cavalleria e truppe leggere di Scipione.' },
  trebbia: { en: 'Sempronius’ frozen legions cross the Trebbia; Mago’s hidden force strikes their rear.', it: 'Le legioni infreddolite di Sempronio passano la Trebbia; la forza nascosta di Magone le colpisce alle spalle.' },
  'lake-trasimenus': { en: 'Flaminius’ column marches into the fog by the lake, and Hannibal’s army falls on it from the hills.', it: 'La colonna di Flaminio entra nella nebbia lungo il lago e l’esercito di Annibale piomba dalle colline.' },
  cannae: { en: 'Hannibal’s cavalry routs the Roman horse while his infantry envelops Varro’s massed legions.', it: 'La cavalleria di Annibale mette in fuga quella romana mentre la fanteria accerchia le legioni di Varrone.' },
  dertosa: { en: 'The Scipio brothers break Hasdrubal’s centre before he can close the trap, and keep him out of Italy.', it: 'I fratelli Scipioni sfondano il centro di Asdrubale prima che chiuda la trappola, e lo tengono lontano dall’Italia.' },
  'beneventum-2': { en: 'Gracchus’ slave legions, promised freedom for victory, sweep away Hanno’s army.', it: 'Le legioni di schiavi di Gracco, con la libertà in palio, travolgono l’esercito di Annone.' },
  castulo: { en: 'Publius Scipio, his army divided, is surrounded by Numidian horse and three Carthaginian armies and killed.', it: 'Publio Scipione, con l’esercito diviso, è circondato dai Numidi e da tre eserciti cartaginesi e ucciso.' },
  baecula: { en: 'Young Scipio storms Hasdrubal’s hilltop position from both flanks; Hasdrubal saves his heavy troops.', it: 'Il giovane Scipione assalta la collina di Asdrubale da entrambi i fianchi; Asdrubale salva le truppe pesanti.' },
  metaurus: { en: 'Nero’s secret forced march tips the balance; Hasdrubal, trapped by the flooded river, dies.', it: 'La marcia forzata segreta di Nerone decide la battaglia; Asdrubale, chiuso dal fiume in piena, muore.' },
  ilipa: { en: 'After days of the same deployment, Scipio swaps his wings and centre and the Carthaginian army falls apart.', it: 'Dopo giorni di schieramenti identici, Scipione scambia ali e centro e l’esercito cartaginese si sfalda.' },
  'great-plains': { en: 'Scipio and Masinissa break the large, raw army of Hasdrubal Gisgo and Syphax.', it: 'Scipione e Massinissa spezzano il grande esercito inesperto di Asdrubale Giscone e Siface.' },
  zama: { en: 'Hannibal’s elephants and infantry must break Scipio’s legions before the Roman and Numidian horse returns.', it: 'Gli elefanti e la fanteria di Annibale devono spezzare le legioni di Scipione prima che tornino i cavalieri.' },
  'utica-rebel-camp': { en: 'Hanno’s militia overruns the mutineers’ camp by Utica, then the veterans take it back.', it: 'La milizia di Annone travolge il campo dei ribelli presso Utica, poi i veterani lo riprendono.' },
  utica: { en: 'Hamilcar crosses the Bagradas by night and lures Spendius’ rebels into a wild attack.', it: 'Amilcare passa il Bagradas di notte e attira i ribelli di Spendio in un attacco scomposto.' },
  hippacritae: { en: 'With Naravas’ Numidians at his side, the outnumbered Hamilcar defeats Spendius and Autaritas.', it: 'Con i Numidi di Naravas al suo fianco, Amilcare in inferiorità batte Spendio e Autarito.' },
  'hannibals-camp': { en: 'Mathos’ rebels surprise the camp of Hamilcar’s deputy Hannibal before Tunis.', it: 'I ribelli di Mathos sorprendono davanti a Tunisi il campo di Annibale, luogotenente di Amilcare.' },
  leptis: { en: 'Hamilcar and Hanno together crush Mathos’ Libyans and end the Truceless War.', it: 'Amilcare e Annone insieme schiacciano i Libici di Mathos e chiudono la Guerra senza tregua.' },
  'utus-river': { en: 'The East Roman army stands against Attila’s Huns on the Utus and is beaten after a hard fight.', it: 'L’esercito romano d’Oriente affronta gli Unni di Attila sull’Utus e cede dopo una dura lotta.' },
  'catalaunian-fields': { en: 'Aetius’ Romans and Theodoric’s Visigoths stop Attila in the great battle of the West.', it: 'I Romani di Ezio e i Visigoti di Teodorico fermano Attila nella grande battaglia dell’Occidente.' },
  dara: { en: 'Belisarius digs a trench before Dara and breaks the larger Persian army with his cavalry.', it: 'Belisario scava una trincea davanti a Dara e spezza con la cavalleria il più numeroso esercito persiano.' },
  callinicum: { en: 'By the Euphrates Belisarius is forced into battle by his own officers, and the Persians win the day.', it: 'Sull’Eufrate Belisario è spinto alla battaglia dai suoi ufficiali, e la giornata è dei Persiani.' },
  tricameron: { en: 'Belisarius’ cavalry charges Gelimer’s Vandals again and again until their kingdom falls.', it: 'La cavalleria di Belisario carica più volte i Vandali di Gelimero finché il loro regno cade.' },
  taginae: { en: 'Narses’ archers and dismounted lancers destroy Totila’s Gothic cavalry charge.', it: 'Gli arcieri di Narsete e i lancieri appiedati distruggono la carica della cavalleria gota di Totila.' },
  casilinum: { en: 'Narses wraps his cavalry round the Franks’ deep column and wipes it out.', it: 'Narsete avvolge con la cavalleria la profonda colonna dei Franchi e la annienta.' },
  'indus-river': { en: 'Jalal al-Din makes his last stand against Genghis Khan with his back to the Indus.', it: 'Jalal al-Din combatte l’ultima battaglia contro Gengis Khan con l’Indo alle spalle.' },
  'kalka-river': { en: 'Subotai’s feigned retreat draws the Russian princes across the Kalka one army at a time.', it: 'La finta ritirata di Subotai attira i principi russi oltre la Kalka un esercito alla volta.' },
  liegnitz: { en: 'Henry the Pious’ knights charge the Mongols and are cut down in the smoke.', it: 'I cavalieri di Enrico il Pio caricano i Mongoli e vengono abbattuti nel fumo.' },
  'ayn-jalut': { en: 'Qutuz’s Mamluks lure Kitbuqa’s Mongols into the hills and halt their advance for good.', it: 'I Mamelucchi di Qutuz attirano i Mongoli di Kitbuqa tra le colline e fermano per sempre la loro avanzata.' },
};

export function historyLine(scenario: string, lang: Language): string | undefined {
  return HISTORY[scenario]?.[lang];
}

/** "406 BC" → "406 a.C.", "447 AD" → "447 d.C." (issue 16.10); other years as written. */
export function yearText(year: string, lang: Language): string {
  if (lang !== 'it') return year;
  return year.replace(/\bBC\b/g, 'a.C.').replace(/\bAD\b/g, 'd.C.');
}
