import { findSystem } from '@polemarch/catalog';
import { renderEvent } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { nameEventIds, nameIds } from '../src/names';

/** An engine whose messages name some cards and unit types (as the web app shows them). */
const named = {
  id: 'named',
  messages: {
    en: { 'card.played': '{side} plays {card}', 'card.out-flanked': 'Out-Flanked', 'unit.MC': 'Medium Cavalry', 'cc.roll': '{unit} rolls {dice} dice against {target}' },
    it: { 'card.out-flanked': 'Manovra sui fianchi', 'unit.MC': 'Cavalleria media' },
  },
};

describe('the log names cards and units as the engine’s messages do', () => {
  it('a card id becomes its name in the reader’s language; an unknown one stays an id', () => {
    expect(nameIds(named, { key: 'card.played', params: { side: 'top', card: 'out-flanked' } }, 'it').params).toEqual({ side: 'top', card: 'Manovra sui fianchi' });
    expect(nameIds(named, { key: 'card.played', params: { side: 'top', card: 'rally' } }, 'en').params).toEqual({ side: 'top', card: 'rally' });
  });

  it('a piece label keeps its side, id and hex, with the type by its name', () => {
    const e = nameEventIds(named, { key: 'cc.roll', params: { unit: 'top MC#3 @4,5', target: 'bottom HI#9 @5,5', dice: 3 } }, 'en');
    expect(renderEvent(named, e, 'en')).toBe('top Medium Cavalry#3 @4,5 rolls 3 dice against bottom HI#9 @5,5');
  });

  it('asks the C&C engine itself: the cards its messages name, in Italian', () => {
    expect(nameIds(findSystem('cca')!, { key: 'card.played', params: { side: 'bottom', card: 'clash-of-shields' } }, 'it').params?.['card']).toBe('Muro di Scudi');
  });
});
