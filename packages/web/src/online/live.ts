import { type ServerMessage, checkAnswer, serverMessageSchema } from '@polemarch/server/api-types';
import type { GamePayload, LogEntry } from './api';

/**
 * One game watched over the server's socket (/api/live): the game as the viewer's seat sees it and its
 * log, kept up to date after every commit on any server process. When the socket drops (a server
 * restart, a network change, a laptop waking up) it reconnects with a growing pause and asks for what
 * it missed from its last sequence number, so the log never loses or repeats an entry.
 */
export interface LiveState {
  payload: GamePayload | null;
  log: LogEntry[];
  connected: boolean;
  /** Chat lines pushed since the page opened: a change says the chat has something new to show. */
  chat: number;
  /** The last socket message that did not fit the server's schema, in words (null: none). */
  problem: string | null;
}

/** A socket message checked against the server's schema: the message, or what was wrong with it. */
export function parseServerMessage(text: string): { ok: true; value: ServerMessage } | { ok: false; problem: string } {
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  return checkAnswer(serverMessageSchema, m);
}

export class LiveGame {
  private socket: WebSocket | null = null;
  private state: LiveState = { payload: null, log: [], connected: false, chat: 0, problem: null };
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private ping: ReturnType<typeof setInterval> | null = null;
  private closed = false;

  constructor(
    private readonly game: string,
    private readonly onChange: (s: LiveState) => void,
    private readonly url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live`,
  ) {
    this.connect();
  }

  /** Actions this client has seen. */
  get seq(): number {
    return this.state.payload?.seq ?? 0;
  }

  /** An answer to this client's own request (an action, a resignation) is as good as a push. */
  accept(payload: GamePayload): void {
    if (this.state.payload !== null && payload.seq < this.state.payload.seq) return;
    this.state = { ...this.state, payload };
    this.onChange(this.state);
  }

  private connect(): void {
    if (this.closed) return;
    const ws = new WebSocket(this.url);
    this.socket = ws;
    ws.onopen = () => {
      this.retry = 0;
      // The log is complete up to the last entry held: ask for what came after.
      const from = this.state.log.length > 0 ? this.state.log[this.state.log.length - 1]!.seq : 0;
      ws.send(JSON.stringify({ type: 'watch', game: this.game, from }));
      this.state = { ...this.state, connected: true };
      this.onChange(this.state);
      this.ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('{"type":"ping"}'), 25_000);
    };
    ws.onmessage = (e: MessageEvent) => {
      if (typeof e.data !== 'string') return;
      const parsed = parseServerMessage(e.data);
      if (!parsed.ok) {
        this.state = { ...this.state, problem: parsed.problem };
        this.onChange(this.state);
        return;
      }
      const m = parsed.value;
      if (m.type === 'chat' && m.game === this.game) {
        this.state = { ...this.state, chat: this.state.chat + 1 };
        this.onChange(this.state);
        return;
      }
      if (m.type !== 'game' || m.game !== this.game) return;
      const last = this.state.log.length > 0 ? this.state.log[this.state.log.length - 1]!.seq : 0;
      const fresh = m.log.filter((entry) => entry.seq > last);
      const payload = this.state.payload !== null && this.state.payload.seq > m.payload.seq ? this.state.payload : m.payload;
      this.state = { ...this.state, payload, problem: null, log: fresh.length > 0 ? [...this.state.log, ...fresh] : this.state.log };
      this.onChange(this.state);
    };
    ws.onclose = () => {
      if (this.ping !== null) clearInterval(this.ping);
      this.ping = null;
      this.socket = null;
      if (this.closed) return;
      this.state = { ...this.state, connected: false };
      this.onChange(this.state);
      // 0.5 s, 1 s, 2 s... up to 10 s between attempts.
      const wait = Math.min(10_000, 500 * 2 ** this.retry++);
      this.timer = setTimeout(() => this.connect(), wait);
    };
  }

  close(): void {
    this.closed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    if (this.ping !== null) clearInterval(this.ping);
    this.socket?.close();
  }
}
