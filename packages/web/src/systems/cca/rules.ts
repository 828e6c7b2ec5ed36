import type { Language } from '@polemarch/kernel';
import type { RulesContent } from '../types';

/**
 * A short reference to the turn sequence in our own words; section ids are the numbers the engine
 * cites (`rule: 'cca 6'` links to '6'). The full rules are the engine's business.
 */
export const ccaRules: Record<Language, RulesContent> = {
  en: {
    title: 'Commands & Colors: Ancients — the turn in brief',
    intro: 'Each turn the active player plays one Command card, orders the units it names, moves them, battles with them and draws a new card.',
    sections: [
      { id: '6', title: 'Play a Command card', body: ['Choose one card from your hand: a Section card orders units in one or more sections, a Troop card units of given types, a Leadership card a leader and units near him, a Tactic card has its own text.'] },
      { id: '7', title: 'Order units', body: ['Order the units and leaders the card allows; only ordered units may move and battle this turn.'] },
      { id: '8', title: 'Move', body: ['Move each ordered unit up to its movement allowance; terrain may stop it.'] },
      { id: '9', title: 'Battle', body: ['Ordered units in range battle: Ranged Combat at a distance, Close Combat against an adjacent enemy. Each die scores by symbol; flags force retreats.'] },
      { id: '15', title: 'Draw a card', body: ['At the end of the turn draw one card; the first side to win the scenario’s banners wins the battle.'] },
    ],
  },
  it: {
    title: 'Commands & Colors: Ancients — il turno in breve',
    intro: 'A ogni turno il giocatore attivo gioca una carta Comando, ordina le unità che indica, le muove, combatte e pesca una nuova carta.',
    sections: [
      { id: '6', title: 'Giocare una carta Comando', body: ['Scegli una carta dalla mano: una carta Settore ordina unità in uno o più settori, una carta Truppe unità di certi tipi, una carta Tattica Brillante un comandante e le unità vicine, una carta Tattica ha un testo proprio.'] },
      { id: '7', title: 'Ordinare le unità', body: ['Ordina le unità e i comandanti permessi dalla carta; solo le unità ordinate possono muovere e combattere in questo turno.'] },
      { id: '8', title: 'Movimento', body: ['Muovi ogni unità ordinata fino al suo movimento; il terreno può fermarla.'] },
      { id: '9', title: 'Combattimento', body: ['Le unità ordinate combattono: a distanza o in mischia contro un nemico adiacente. Ogni dado colpisce secondo il simbolo; le bandiere costringono alla ritirata.'] },
      { id: '15', title: 'Pescare una carta', body: ['Alla fine del turno pesca una carta; vince la battaglia il primo lato che raggiunge gli stendardi dello scenario.'] },
    ],
  },
};
