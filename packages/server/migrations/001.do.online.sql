-- Online play (issue 15): accounts, games, the append-only action log, snapshots, notes and chat.
-- One schema for both backends (PostgreSQL and the embedded PGlite), run by postgrator.

CREATE TABLE users (
  id text PRIMARY KEY,
  name text NOT NULL,
  name_key text NOT NULL UNIQUE,          -- lower-cased name: sign-in is case-insensitive
  password_hash text,                      -- argon2id (PHC string); null for a guest
  guest boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,             -- SHA-256 of the cookie's token: a database dump opens no session
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  csrf text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE games (
  id text PRIMARY KEY,
  system text NOT NULL,
  scenario text NOT NULL,
  options jsonb NOT NULL,
  engine_version text NOT NULL,
  seed bigint NOT NULL,                    -- never sent to a client before the game ends
  status text NOT NULL CHECK (status IN ('open', 'active', 'finished')),
  listed boolean NOT NULL DEFAULT true,    -- shown in the lobby while a seat is open
  created_by text REFERENCES users(id),
  seq integer NOT NULL DEFAULT 0,          -- actions committed so far
  pending_seat text,                       -- who must decide now (null: over)
  state_hash text NOT NULL,
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX games_status ON games(status, updated_at);

CREATE TABLE game_seats (
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seat text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('user', 'open', 'ai')),
  user_id text REFERENCES users(id),
  ai_level text,
  invite_hash text UNIQUE,                 -- SHA-256 of the seat's invite token
  PRIMARY KEY (game_id, seat)
);
CREATE INDEX game_seats_user ON game_seats(user_id);

-- The record: one row per action, seq unique per game, never updated or deleted.
CREATE TABLE actions (
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 1),
  seat text NOT NULL,
  action jsonb NOT NULL,
  user_id text REFERENCES users(id),
  state_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, seq)
);

CREATE FUNCTION actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the action log is append-only';
END;
$$;
CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions FOR EACH ROW EXECUTE FUNCTION actions_append_only();
CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions FOR EACH ROW EXECUTE FUNCTION actions_append_only();

-- Full states (generator and hands included: server-side only), keyed by engine version and state hash.
CREATE TABLE snapshots (
  engine_version text NOT NULL,
  state_hash text NOT NULL,
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  entry jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (engine_version, state_hash)
);
CREATE INDEX snapshots_game ON snapshots(game_id, seq);

-- Chat (seen by everyone who may watch the game) and notes (seen by their author only).
CREATE TABLE notes (
  id bigserial PRIMARY KEY,
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('chat', 'note')),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notes_game ON notes(game_id, id);
