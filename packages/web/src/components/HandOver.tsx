import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  seatName: string;
  colour: string;
  reaction: boolean;
  /** The public lines of the last decision, so the next player knows what just happened. */
  recent?: ReactNode;
  onReady: () => void;
}

/**
 * Between two humans sharing the screen in a game with hidden information: the board, hands and
 * log are not drawn until the next player says only they are looking.
 */
export function HandOver({ seatName, colour, reaction, recent, onReady }: Props) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="handover" role="dialog" aria-modal="true" aria-labelledby="handover-h" aria-describedby="handover-d">
      <div className="handover-card" style={{ borderColor: colour }}>
        <div className="handover-seal" style={{ background: colour }} aria-hidden>
          ⇄
        </div>
        <h2 id="handover-h">{t('handover.title', { seat: seatName })}</h2>
        <p id="handover-d">{reaction ? t('handover.reaction', { seat: seatName }) : t('handover.body', { seat: seatName })}</p>
        {recent && (
          <div className="handover-recent">
            <h3>{t('handover.recent')}</h3>
            {recent}
          </div>
        )}
        <button ref={button} type="button" className="primary" onClick={onReady}>
          {t('handover.ready', { seat: seatName })}
        </button>
      </div>
    </div>
  );
}
