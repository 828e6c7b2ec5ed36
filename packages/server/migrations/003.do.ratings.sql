-- Ratings per system (Glicko-2), updated once when a game between two accounts ends (issue 15).
CREATE TABLE ratings (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  system text NOT NULL,
  rating double precision NOT NULL,
  rd double precision NOT NULL,
  vol double precision NOT NULL,
  games integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, system)
);
CREATE INDEX ratings_system ON ratings(system, rating DESC);
ALTER TABLE games ADD COLUMN rated boolean NOT NULL DEFAULT false;
