import type { DieRoll } from '@polemarch/kernel';
import { useTranslation } from 'react-i18next';

/** The C&C battle die's six faces (kernel BATTLE_DIE_FACES) drawn as on the physical die, in a 20-unit box. */
function BattleFace({ face }: { face: string }) {
  switch (face) {
    case 'light':
      return <circle cx="10" cy="10" r="6" fill="#3d8b3d" />;
    case 'medium':
      return <polygon points="10,3.5 16.5,15.5 3.5,15.5" fill="#2c5fa8" />;
    case 'heavy':
      return <rect x="4.5" y="4.5" width="11" height="11" fill="#b0302a" />;
    case 'flag':
      return (
        <g>
          <line x1="5.5" y1="3.5" x2="5.5" y2="17" stroke="#222" strokeWidth="1.6" />
          <path d="M6 4 L16 6.5 L6 10 Z" fill="#d9a400" stroke="#222" strokeWidth="0.7" />
        </g>
      );
    case 'swords':
      return (
        <g stroke="#333" strokeWidth="1.8" strokeLinecap="round">
          <line x1="4.5" y1="4.5" x2="15.5" y2="15.5" />
          <line x1="15.5" y1="4.5" x2="4.5" y2="15.5" />
          <line x1="3.5" y1="12.5" x2="7.5" y2="16.5" strokeWidth="1.4" />
          <line x1="16.5" y1="12.5" x2="12.5" y2="16.5" strokeWidth="1.4" />
        </g>
      );
    case 'leader':
      // A crested helmet: the leader symbol.
      return (
        <g fill="#6b3f8f">
          <path d="M4.5 15 L4.5 10 A5.5 5.5 0 0 1 15.5 10 L15.5 15 L12 15 L12 11.5 L8 11.5 L8 15 Z" />
          <path d="M6 5.5 Q10 1 14 5.5 Q10 3.6 6 5.5 Z" fill="#b0302a" />
        </g>
      );
    default:
      return null;
  }
}

/**
 * One rolled die as its face: a C&C battle die shows its symbol (light, medium, heavy, flag, swords, leader), a
 * numbered die its number on a die-shaped tile; a forced die (test or --fill-dice) is tinted. The accessible name
 * says the face in words.
 */
export function DieFace({ roll }: { roll: DieRoll }) {
  const { t } = useTranslation();
  const battle = roll.die === 'battle' && typeof roll.value === 'string';
  const name = battle ? t(`die.face.${String(roll.value)}`, { defaultValue: String(roll.value) }) : t('die.numbered', { die: roll.die, value: String(roll.value) });
  const title = roll.forced ? `${name} (${t('log.forced')})` : name;
  return (
    <span className={`die die-${roll.die}${battle ? ' die-face' : ''}${roll.forced ? ' forced' : ''}`} title={title} role="img" aria-label={title} data-value={String(roll.value)}>
      {battle ? (
        <svg viewBox="0 0 20 20" width="100%" height="100%" aria-hidden="true" focusable="false">
          <BattleFace face={String(roll.value)} />
        </svg>
      ) : (
        String(roll.value)
      )}
    </span>
  );
}
