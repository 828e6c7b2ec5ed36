export interface TrackRow {
  seat: string;
  name: string;
  colour: string;
  /** Marks filled (banners won, hit points left, rout points suffered). */
  value: number;
  /** Marks on the track (banners to win, full hit points, the army's rout threshold). */
  of: number;
  /** Accessible reading of the row ("3 banners of 5"). */
  label: string;
}

/**
 * A score track: C&C banners won toward victory, GBoH rout points toward the army's withdrawal
 * level, Skirmish hit points. Long tracks (rout points run to the hundreds) are drawn as a bar.
 */
export function Track({ title, rows }: { title: string; rows: readonly TrackRow[] }) {
  return (
    <section className="track" aria-label={title}>
      <h3>{title}</h3>
      {rows.map((r) => (
        <div key={r.seat} className="track-row" data-seat={r.seat}>
          <span className="seat-dot" style={{ background: r.colour }} aria-hidden />
          <span className="track-name">{r.name}</span>
          {r.of <= 12 ? (
            <span className="track-pips" role="img" aria-label={r.label}>
              {Array.from({ length: r.of }, (_, i) => (
                <span key={i} className={i < r.value ? 'pip on' : 'pip off'} />
              ))}
            </span>
          ) : (
            <span className="track-bar" role="meter" aria-valuemin={0} aria-valuemax={r.of} aria-valuenow={r.value} aria-label={r.label}>
              <span className="track-fill" style={{ width: `${Math.min(100, (100 * r.value) / r.of)}%`, background: r.colour }} />
              <span className="track-value">
                {r.value} / {r.of}
              </span>
            </span>
          )}
        </div>
      ))}
    </section>
  );
}
