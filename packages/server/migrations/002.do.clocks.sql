-- Paces for asynchronous play: per-seat time banks (issue 15).
-- clock: {bankMs, incrementMs} or null (untimed); banks: {seat: ms left when the current decision began};
-- turn_started_at: when the deciding seat's clock started; deadline: when it runs out.
ALTER TABLE games ADD COLUMN clock jsonb;
ALTER TABLE games ADD COLUMN banks jsonb;
ALTER TABLE games ADD COLUMN turn_started_at timestamptz;
ALTER TABLE games ADD COLUMN deadline timestamptz;
CREATE INDEX games_deadline ON games(deadline) WHERE status = 'active' AND deadline IS NOT NULL;
