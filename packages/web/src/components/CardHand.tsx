import type { ReactNode } from 'react';

export interface CardFace {
  /** A stable key (cards of one kind repeat in a hand). */
  key: string;
  title: string;
  text?: string;
  glyph?: ReactNode;
  /** A CSS class for the card's look (its kind: `card-spear`, `card-section-left`...). */
  kind?: string;
  /** When the card can be played now: what playing it does (its accessible name) and how. */
  play?: { label: string; onPlay: () => void };
}

/**
 * A hand of cards (C&C Command cards, Skirmish's Spears and Shields): each a button when the engine
 * lists playing it among the legal actions, otherwise shown but inert.
 */
export function CardHand({ cards, empty }: { cards: readonly CardFace[]; empty: string }) {
  if (cards.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="cards">
      {cards.map((c) => (
        <li key={c.key}>
          <button
            type="button"
            className={`card ${c.kind ?? ''}${c.play ? ' playable' : ''}`}
            disabled={!c.play}
            aria-label={c.play ? c.play.label : c.title}
            title={c.text ? `${c.title}: ${c.text}` : c.title}
            onClick={() => c.play?.onPlay()}
          >
            {c.glyph}
            <span className="card-name">{c.title}</span>
            {c.text && <span className="card-text">{c.text}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
