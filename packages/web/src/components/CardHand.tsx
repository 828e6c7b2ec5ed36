import { type ReactNode, useId } from 'react';

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
  const base = useId();
  if (cards.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="cards">
      {cards.map((c, i) => (
        // The card's text sits on the card but outside its button: the button is named by the card (or what playing
        // it does) and described by the text, so its name stays short and matches what it shows (WCAG 2.5.3).
        <li key={c.key} className={`card-slot${c.text ? ' with-text' : ''}`} title={c.text ? `${c.title}: ${c.text}` : c.title}>
          <button
            type="button"
            className={`card ${c.kind ?? ''}${c.play ? ' playable' : ''}`}
            disabled={!c.play}
            {...(c.play ? { 'aria-label': c.play.label } : {})}
            {...(c.text ? { 'aria-describedby': `${base}-${i}` } : {})}
            onClick={() => c.play?.onPlay()}
          >
            {c.glyph}
            <span className="card-name">{c.title}</span>
          </button>
          {c.text && (
            <span id={`${base}-${i}`} className="card-text">
              {c.text}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
