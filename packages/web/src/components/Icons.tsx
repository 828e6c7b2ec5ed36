/**
 * Inline SVG icons (issue 16.11: the transport glyphs ⏮ ⏭ had no font on many systems and showed as empty boxes).
 * Decorative: the button around each carries the accessible name.
 */
const PATHS = {
  first: 'M5 4h2v16H5zM19 4v16L8 12z',
  back: 'M18 4v16L6 12z',
  forward: 'M6 4v16l12-8z',
  last: 'M17 4h2v16h-2zM5 4v16l11-8z',
  soundOn: 'M4 9h4l5-4v14l-5-4H4zM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12',
  soundOff: 'M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  const stroke = name === 'soundOn' || name === 'soundOff';
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill={stroke ? 'none' : 'currentColor'} stroke={stroke ? 'currentColor' : 'none'} strokeWidth={stroke ? 2 : 0} strokeLinejoin="round" strokeLinecap="round" />
      {stroke && <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />}
    </svg>
  );
}
