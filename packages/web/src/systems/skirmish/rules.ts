import type { Language } from '@polemarch/kernel';
import type { RulesContent } from '../types';

/**
 * Skirmish's rules in our own words. Section ids are the numbers the engine cites in its log
 * (`rule: 'skirmish 4'`), so every log line links to the paragraph that explains it.
 */
export const skirmishRules: Record<Language, RulesContent> = {
  en: {
    title: 'Skirmish: the rules',
    intro: 'Skirmish is the kernel’s small test game: two champions duel on the Commands & Colors board. It exists to prove that every part of Polemarch works (hidden cards, dice, reactions, undo) before the great battles arrive.',
    sections: [
      { id: '1', title: '1. Set-up', body: ['Each player has one champion with 3 hit points. Red starts on row 7, column 5, near the bottom edge; Blue on row 1, column 5, near the top edge.', 'The deck holds 12 cards, 6 Spears and 6 Shields, shuffled. Each player is dealt 2 cards (the hand-size option) and keeps them hidden from the other.', 'Red plays first. The game lasts at most 30 turns; a turn is Red’s then Blue’s.'] },
      { id: '2', title: '2. Actions and movement', body: ['On your turn you have two actions. Each action is either a move or an attack.', 'A move takes your champion one hex to any adjacent hex on the board that the enemy champion does not occupy. Terrain does not matter in Skirmish.', 'You may end your turn at any time, even with actions left.'] },
      { id: '3', title: '3. Attack', body: ['You may attack the enemy champion when it stands in a hex adjacent to yours. An attack costs one action.', 'You may play a Spear card from your hand with the attack: it is revealed and discarded, and adds one hit. Playing it reveals a hidden card, so the attack can no longer be undone.'] },
      { id: '4', title: '4. Reaction and damage', body: ['The attacked player reacts at once, in the middle of the attacker’s turn: brace with a Shield card (revealed and discarded, one hit less) or take the blow.', 'Then one six-sided die is rolled: 1–3 inflicts one hit, 4–6 two hits. A Spear adds one hit, a Shield subtracts one; a result below zero is zero.', 'A champion reduced to 0 hit points is defeated, and the attacker wins at once.'] },
      { id: '5', title: '5. End of turn', body: ['Ending your turn draws the top card of the deck into your hand; only you see which card it is. When the deck is empty, the discards are shuffled into a new deck.', 'After Blue’s turn the turn counter advances. If turn 30 ends with both champions standing, the game is a draw.'] },
      { id: 'undo', title: 'Undo in Polemarch', body: ['You may take back your own latest decisions while it is still your decision, but never past a die roll, a card draw or a revealed card: those would tell you what you could not know.'] },
    ],
  },
  it: {
    title: 'Scaramuccia: il regolamento',
    intro: 'Scaramuccia è il piccolo gioco di prova del kernel: due campioni si sfidano sulla plancia di Commands & Colors. Serve a dimostrare che ogni parte di Polemarch funziona (carte nascoste, dadi, reazioni, annullamento) prima dell’arrivo delle grandi battaglie.',
    sections: [
      { id: '1', title: '1. Preparazione', body: ['Ogni giocatore ha un campione con 3 punti ferita. Il Rosso parte dalla riga 7, colonna 5, vicino al bordo inferiore; il Blu dalla riga 1, colonna 5, vicino al bordo superiore.', 'Il mazzo ha 12 carte, 6 Lance e 6 Scudi, mescolate. Ogni giocatore riceve 2 carte (l’opzione dimensione della mano) e le tiene nascoste all’altro.', 'Comincia il Rosso. La partita dura al massimo 30 turni; un turno è quello del Rosso seguito da quello del Blu.'] },
      { id: '2', title: '2. Azioni e movimento', body: ['Nel tuo turno hai due azioni. Ogni azione è un movimento o un attacco.', 'Un movimento porta il tuo campione di un esagono, in un qualsiasi esagono adiacente della plancia non occupato dal campione nemico. In Scaramuccia il terreno non conta.', 'Puoi terminare il turno in qualsiasi momento, anche con azioni residue.'] },
      { id: '3', title: '3. Attacco', body: ['Puoi attaccare il campione nemico quando si trova in un esagono adiacente al tuo. Un attacco costa un’azione.', 'Con l’attacco puoi giocare una carta Lancia dalla mano: viene rivelata e scartata, e aggiunge un colpo. Giocarla rivela una carta nascosta, quindi l’attacco non si può più annullare.'] },
      { id: '4', title: '4. Reazione e danni', body: ['Il giocatore attaccato reagisce subito, nel mezzo del turno dell’attaccante: si ripara con una carta Scudo (rivelata e scartata, un colpo in meno) oppure incassa il colpo.', 'Poi si tira un dado a sei facce: 1–3 infligge un colpo, 4–6 due colpi. La Lancia aggiunge un colpo, lo Scudo ne toglie uno; un risultato sotto zero vale zero.', 'Un campione ridotto a 0 punti ferita è sconfitto, e l’attaccante vince immediatamente.'] },
      { id: '5', title: '5. Fine del turno', body: ['Terminando il turno peschi la prima carta del mazzo; solo tu sai quale sia. Quando il mazzo è esaurito, gli scarti vengono mescolati in un nuovo mazzo.', 'Dopo il turno del Blu il contatore dei turni avanza. Se il turno 30 finisce con entrambi i campioni in piedi, la partita è patta.'] },
      { id: 'undo', title: 'Annullare in Polemarch', body: ['Puoi ritirare le tue ultime decisioni finché la decisione è ancora tua, ma mai oltre un tiro di dado, una carta pescata o una carta rivelata: ti direbbero ciò che non potevi sapere.'] },
    ],
  },
};
