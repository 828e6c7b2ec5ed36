import type { DieRoll, GameEvent, JsonValue, Message, MessageParam, Outcome, Pending, Seat } from '@polemarch/kernel';
import { z } from 'zod';

/**
 * What the server's API and socket send, as types and as the schemas that check them (docs/online.md).
 * The server builds its answers with these types (games/present.ts, routes.ts, live.ts); the web app
 * imports this module alone, through the package's `./api-types` subpath, and checks every answer it
 * reads against the schema before using it, so a malformed answer is a clear error, never a cast.
 * Nothing here may import server code: it is bundled into the browser app.
 */

export const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValueSchema), z.record(z.string(), jsonValueSchema)]));

const messageParamSchema: z.ZodType<MessageParam> = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), messageSchema]));
export const messageSchema: z.ZodType<Message> = z.lazy(() => z.object({ key: z.string(), params: z.record(z.string(), messageParamSchema).optional() }));

const dieRollSchema: z.ZodType<DieRoll> = z.object({ die: z.string(), value: z.union([z.number(), z.string()]), forced: z.boolean().optional() });

export const gameEventSchema: z.ZodType<GameEvent> = z.object({
  key: z.string(),
  params: z.record(z.string(), messageParamSchema).optional(),
  rule: z.string().optional(),
  rolls: z.array(dieRollSchema).optional(),
  modifiers: z.array(z.object({ label: messageSchema, value: z.number() })).optional(),
  chart: z.object({ name: z.string(), cell: z.string(), result: z.string().optional() }).optional(),
  visibleTo: z.array(z.string()).optional(),
});

export const outcomeSchema: z.ZodType<Outcome> = z.object({ winner: z.string().nullable(), reason: messageSchema, score: z.record(z.string(), z.number()).optional() });

export const userSchema = z.object({ id: z.string(), name: z.string(), guest: z.boolean() });
export type OnlineUser = z.infer<typeof userSchema>;

export const SEAT_KINDS = ['user', 'open', 'ai'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];
export const GAME_STATUSES = ['open', 'active', 'finished'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const onlineSeatSchema = z.object({ seat: z.string(), kind: z.enum(SEAT_KINDS), name: z.string().nullable(), level: z.string().nullable() });
export type OnlineSeat = z.infer<typeof onlineSeatSchema>;

export type PendingSummary = Pick<Pending, 'seat' | 'kind' | 'reaction' | 'prompt'>;
const pendingSchema: z.ZodType<PendingSummary> = z.object({ seat: z.string(), kind: z.string(), reaction: z.boolean(), prompt: messageSchema });

export interface GameClock {
  bankMs: number;
  incrementMs: number;
  banks: Record<Seat, number>;
  running: Seat | null;
  deadline: string | null;
}
const clockSchema: z.ZodType<GameClock> = z.object({
  bankMs: z.number(),
  incrementMs: z.number(),
  banks: z.record(z.string(), z.number()),
  running: z.string().nullable(),
  deadline: z.string().nullable(),
});

/**
 * A game as one viewer sees it. A seated viewer gets its seat's view and, when it decides, its legal
 * actions; anyone else the public view. Never the state, the generator or the seed.
 */
export interface GamePayload {
  id: string;
  system: string;
  scenario: string;
  status: GameStatus;
  seq: number;
  seats: OnlineSeat[];
  /** The seats the viewer holds (empty: a spectator). */
  you: Seat[];
  /** The seat whose view this is (null: the public view). */
  viewSeat: Seat | null;
  view: JsonValue;
  pending: PendingSummary | null;
  /** The viewer's legal actions when one of its seats decides now. */
  legal: JsonValue[] | null;
  result: Outcome | null;
  engineVersion: string;
  /** Paces: each seat's bank (ms) when the current decision began; the deciding seat's runs out at `deadline`. */
  clock: GameClock | null;
}
export const gamePayloadSchema: z.ZodType<GamePayload> = z.object({
  id: z.string(),
  system: z.string(),
  scenario: z.string(),
  status: z.enum(GAME_STATUSES),
  seq: z.number().int().nonnegative(),
  seats: z.array(onlineSeatSchema),
  you: z.array(z.string()),
  viewSeat: z.string().nullable(),
  view: jsonValueSchema,
  pending: pendingSchema.nullable(),
  legal: z.array(jsonValueSchema).nullable(),
  result: outcomeSchema.nullable(),
  engineVersion: z.string(),
  clock: clockSchema.nullable(),
});

export interface LogEntry {
  seq: number;
  seat: Seat;
  kind: string;
  /** The action itself: only the acting seat's own, or every one once the game is over. */
  action?: JsonValue;
  events: GameEvent[];
}
export const logEntrySchema: z.ZodType<LogEntry> = z.object({ seq: z.number().int().positive(), seat: z.string(), kind: z.string(), action: jsonValueSchema.optional(), events: z.array(gameEventSchema) });

export const myGameSchema = z.object({
  id: z.string(),
  system: z.string(),
  scenario: z.string(),
  status: z.enum(GAME_STATUSES),
  seq: z.number(),
  seats: z.array(z.string()),
  pendingSeat: z.string().nullable(),
  yourTurn: z.boolean(),
  result: outcomeSchema.nullable(),
});
export type MyGame = z.infer<typeof myGameSchema>;

export const lobbyGameSchema = z.object({ id: z.string(), system: z.string(), scenario: z.string(), createdBy: z.string().nullable(), seats: z.array(onlineSeatSchema) });
export type LobbyGame = z.infer<typeof lobbyGameSchema>;

export const profileSchema = z.object({
  name: z.string(),
  ratings: z.array(z.object({ system: z.string(), rating: z.number(), rd: z.number(), games: z.number() })),
  games: z.array(z.object({ id: z.string(), system: z.string(), scenario: z.string(), seat: z.string(), result: outcomeSchema.nullable() })),
});
export type Profile = z.infer<typeof profileSchema>;

/** A note (private to its writer) or a chat line (every viewer of the game reads it). */
export const NOTE_KINDS = ['chat', 'note'] as const;
export const noteSchema = z.object({ id: z.number(), kind: z.enum(NOTE_KINDS), body: z.string(), name: z.string(), at: z.string() });
export type Note = z.infer<typeof noteSchema>;

/** The answers of the routes, by route (docs/online.md "API"). */
export const answers = {
  session: z.object({ user: userSchema.nullable(), csrf: z.string().optional() }),
  signedIn: z.object({ user: userSchema, csrf: z.string() }),
  ok: z.object({ ok: z.literal(true) }),
  lobby: z.array(lobbyGameSchema),
  mine: z.array(myGameSchema),
  created: z.object({ id: z.string(), invites: z.record(z.string(), z.string()) }),
  joined: z.object({ game: z.string(), seat: z.string() }),
  invite: z.object({ game: z.string(), seat: z.string(), user: userSchema.nullable(), csrf: z.string().nullable() }),
  game: gamePayloadSchema,
  log: z.object({ seq: z.number(), entries: z.array(logEntrySchema) }),
  notes: z.array(noteSchema),
  profile: profileSchema,
  /** The record of a finished game (its shape is the kernel's to check: `parseRecord`) with who sat where and the result. */
  replay: z.object({ record: z.looseObject({ meta: z.object({ result: outcomeSchema.nullable(), seats: z.array(onlineSeatSchema) }) }) }),
  error: z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
} as const;

export type Answer<K extends keyof typeof answers> = z.infer<(typeof answers)[K]>;
/** A schema an answer is checked against (the web app names the type without importing zod). */
export type AnswerSchema<T> = z.ZodType<T>;

/** Messages of the live socket, server to client. */
export type ServerMessage =
  | { type: 'game'; game: string; payload: GamePayload; log: LogEntry[] }
  | { type: 'chat'; game: string; note: Note }
  | { type: 'error'; code: string; message: string }
  | { type: 'pong' };
export const serverMessageSchema: z.ZodType<ServerMessage> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('game'), game: z.string(), payload: gamePayloadSchema, log: z.array(logEntrySchema) }),
  z.object({ type: z.literal('chat'), game: z.string(), note: noteSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
  z.object({ type: z.literal('pong') }),
]);

/** Check an answer against its schema: the value, or the first problem in words (path and what was wrong). */
export function checkAnswer<T>(schema: AnswerSchema<T>, value: unknown): { ok: true; value: T } | { ok: false; problem: string } {
  const r = schema.safeParse(value);
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0];
  const where = issue === undefined || issue.path.length === 0 ? 'the answer' : issue.path.map(String).join('.');
  return { ok: false, problem: `${where}: ${issue?.message ?? 'unexpected shape'}` };
}
