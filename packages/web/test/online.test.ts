// @vitest-environment happy-dom
import './setup-systems';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { cca } from '@polemarch/cca';
import { type JsonValue, Match, type Seat } from '@polemarch/kernel';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Route, parseRoute, routeHash } from '../src/app/route';
import { ApiError, type GamePayload, type LogEntry, type Note, OnlineApi, type OnlineUser } from '../src/online/api';
import { onlineEn, onlineIt } from '../src/online/i18n';
import { OnlineGame } from '../src/online/OnlineGame';
import { OnlineProvider } from '../src/online/session';
import { h, renderApp } from './helpers';

/** A WebSocket stand-in: the test opens, feeds and drops it. */
class FakeSocket {
  static all: FakeSocket[] = [];
  static readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    this.drop();
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  feed(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
}

/** The API with the server's answers scripted. */
class FakeApi extends OnlineApi {
  acts: { id: string; seq: number; action: JsonValue }[] = [];
  constructor(
    private readonly user: OnlineUser | null,
    private readonly answer: (seq: number, action: JsonValue) => GamePayload,
  ) {
    super();
  }
  override me(): Promise<OnlineUser | null> {
    return Promise.resolve(this.user);
  }
  notesList: Note[] = [];
  record: Record<string, unknown> | null = null;
  override notes(): Promise<Note[]> {
    return Promise.resolve([...this.notesList]);
  }
  override write(_id: string, kind: Note['kind'], body: string): Promise<void> {
    this.notesList.push({ id: this.notesList.length + 1, kind, body, name: this.user?.name ?? '', at: '2026-11-27T12:00:00.000Z' });
    return Promise.resolve();
  }
  override replay(): Promise<{ record: { meta: { result: null; seats: [] } } & Record<string, unknown> }> {
    return Promise.resolve({ record: { ...this.record, meta: { result: null, seats: [] } } });
  }
  override act(id: string, seq: number, action: JsonValue): Promise<GamePayload> {
    this.acts.push({ id, seq, action });
    return Promise.resolve(this.answer(seq, action));
  }
}

/** The payload the server would send a seat (or a spectator) for a Match, as games/present.ts builds it. */
function payloadOf(match: Match, you: Seat[]): GamePayload {
  const pending = match.pending;
  const viewSeat = you.includes(pending?.seat ?? '') ? pending!.seat : (you[0] ?? null);
  return {
    id: 'g1',
    system: 'cca',
    scenario: 'akragas',
    status: pending === null ? 'finished' : 'active',
    seq: match.length,
    seats: [
      { seat: 'top', kind: 'user', name: 'alice', level: null },
      { seat: 'bottom', kind: 'user', name: 'bob', level: null },
    ],
    you,
    viewSeat,
    view: match.view(viewSeat),
    pending: pending === null ? null : { seat: pending.seat, kind: pending.kind, reaction: pending.reaction, prompt: pending.prompt },
    legal: pending !== null && pending.seat === viewSeat ? match.legal(pending.seat) : null,
    result: null,
    engineVersion: cca.engineVersion,
    clock: null,
  };
}

function logOf(match: Match, from: number): LogEntry[] {
  return match.steps.slice(from).map((s, i) => ({ seq: from + i + 1, seat: s.seat, kind: s.pending.kind, events: s.events.filter((e) => e.visibleTo === undefined) }));
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('online routes and words', () => {
  it('round-trip through the hash', () => {
    const routes: Route[] = [
      { name: 'online', page: 'lobby' },
      { name: 'online', page: 'game', arg: 'abc_-1' },
      { name: 'online', page: 'invite', arg: 'tok' },
      { name: 'online', page: 'user', arg: 'Élodie' },
    ];
    for (const r of routes) expect(parseRoute(routeHash(r))).toEqual(r);
    expect(parseRoute('#/online/game')).toEqual({ name: 'online', page: 'lobby' });
  });

  it('has every online string in Italian too', () => {
    expect(Object.keys(onlineIt).sort()).toEqual(Object.keys(onlineEn).sort());
    for (const v of Object.values(onlineIt)) expect(v.length).toBeGreaterThan(0);
  });
});

describe('the online game screen', () => {
  it('draws the seat’s own board from the pushed view, sends a click with its sequence number, and resumes after a dropped socket from its last entry', async () => {
    let match = Match.create(cca as never, { scenario: 'akragas', seed: 'a'.repeat(32) as never });
    const bottom = match.pending!.seat;
    const api = new FakeApi({ id: 'u2', name: 'bob', guest: false }, (seq, action) => {
      expect(seq).toBe(match.length);
      match = match.play(bottom, action);
      return payloadOf(match, [bottom]);
    });
    renderApp(h(OnlineProvider, { api }, h(OnlineGame, { id: 'g1', go: (_r: Route) => undefined })));
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    const first = FakeSocket.all[0]!;
    act(() => first.open());
    expect(JSON.parse(first.sent[0]!)).toEqual({ type: 'watch', game: 'g1', from: 0 });
    act(() => first.feed({ type: 'game', game: 'g1', payload: payloadOf(match, [bottom]), log: [] }));
    // The C&C board and this seat's hand, from its own view.
    await screen.findByText('Seen by Bottom');
    expect(document.querySelectorAll('g.cca-unit').length).toBeGreaterThan(10);
    const hand = (match.view(bottom) as { hand: string[] }).hand;
    expect(document.querySelectorAll('.cards .card').length).toBe(hand.length);
    // A click on an option: the action goes to the server with the number of actions seen.
    const play = screen.getAllByRole('button', { name: /^Play / }).find((b) => b.closest('.option-list') !== null)!;
    fireEvent.click(play);
    await waitFor(() => expect(api.acts.length).toBe(1));
    expect(api.acts[0]!.seq).toBe(0);
    await waitFor(() => expect(document.querySelector('.online-game')!.getAttribute('data-seq')).toBe('1'));
    act(() => first.feed({ type: 'game', game: 'g1', payload: payloadOf(match, [bottom]), log: logOf(match, 0) }));
    expect(document.querySelectorAll('.log-step').length).toBe(1);
    // The socket drops: the screen says so, reconnects, and asks for what came after entry 1.
    vi.useFakeTimers();
    act(() => first.drop());
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    act(() => vi.advanceTimersByTime(600));
    expect(FakeSocket.all.length).toBe(2);
    const second = FakeSocket.all[1]!;
    act(() => second.open());
    expect(JSON.parse(second.sent[0]!)).toEqual({ type: 'watch', game: 'g1', from: 1 });
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    // An entry already held is not shown twice.
    act(() => second.feed({ type: 'game', game: 'g1', payload: payloadOf(match, [bottom]), log: logOf(match, 0) }));
    expect(document.querySelectorAll('.log-step').length).toBe(1);
  });

  it('shows a spectator the public view: no hand, no options, "You are watching"', async () => {
    const match = Match.create(cca as never, { scenario: 'akragas', seed: 'b'.repeat(32) as never });
    renderApp(h(OnlineProvider, { api: new FakeApi(null, () => payloadOf(match, [])) }, h(OnlineGame, { id: 'g1', go: (_r: Route) => undefined })), 'it');
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    act(() => FakeSocket.all[0]!.open());
    act(() => FakeSocket.all[0]!.feed({ type: 'game', game: 'g1', payload: payloadOf(match, []), log: [] }));
    await screen.findByText('Stai guardando');
    expect(document.querySelectorAll('.option-list button').length).toBe(0);
    expect(document.querySelectorAll('.cards .card').length).toBe(0);
  });
});

describe('answers checked against the server’s schemas (@polemarch/server/api-types)', () => {
  it('refuses a malformed HTTP answer with a clear error that names the field', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify([{ id: 'g1', system: 'cca', scenario: 'akragas', createdBy: null, seats: [{ seat: 'top', kind: 'robot', name: null, level: null }] }]), { status: 200 })));
    const api = new OnlineApi();
    const err = await api.lobby().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('bad-answer');
    expect((err as ApiError).message).toContain('0.seats.0.kind');
  });

  it('reads a well-formed answer and a refusal’s code', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ error: { code: 'stale', message: 'the game is at action 3' } }), { status: 409 })));
    const err = await new OnlineApi().game('g1').then(
      () => null,
      (e: unknown) => e,
    );
    expect((err as ApiError).code).toBe('stale');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ user: { id: 'u1', name: 'ann', guest: false }, csrf: 'tok' }), { status: 200 })));
    const api = new OnlineApi();
    expect(await api.me()).toEqual({ id: 'u1', name: 'ann', guest: false });
    expect(api.csrf).toBe('tok');
  });

  it('shows a malformed socket message as an error on the game screen instead of drawing it', async () => {
    const match = Match.create(cca as never, { scenario: 'akragas', seed: 'c'.repeat(32) as never });
    renderApp(h(OnlineProvider, { api: new FakeApi(null, () => payloadOf(match, [])) }, h(OnlineGame, { id: 'g1', go: (_r: Route) => undefined })));
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    act(() => FakeSocket.all[0]!.open());
    const bad = { ...payloadOf(match, []), seq: 'one' };
    act(() => FakeSocket.all[0]!.feed({ type: 'game', game: 'g1', payload: bad, log: [] }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('payload.seq');
    expect(document.querySelector('.online-game')).toBeNull();
    // The next good message is drawn, and the error goes.
    act(() => FakeSocket.all[0]!.feed({ type: 'game', game: 'g1', payload: payloadOf(match, []), log: [] }));
    await screen.findByText('You are watching');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('notes, chat and replay on the online game screen', () => {
  it('shows the chat, sends a line, and offers a seat both chat and a private note', async () => {
    const match = Match.create(cca as never, { scenario: 'akragas', seed: 'd'.repeat(32) as never });
    const bottom = match.pending!.seat;
    const api = new FakeApi({ id: 'u2', name: 'bob', guest: false }, () => payloadOf(match, [bottom]));
    api.notesList = [{ id: 1, kind: 'chat', body: 'good luck', name: 'alice', at: '2026-11-27T12:00:00.000Z' }];
    renderApp(h(OnlineProvider, { api }, h(OnlineGame, { id: 'g1', go: (_r: Route) => undefined })));
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    act(() => FakeSocket.all[0]!.open());
    act(() => FakeSocket.all[0]!.feed({ type: 'game', game: 'g1', payload: payloadOf(match, [bottom]), log: [] }));
    await screen.findByText('good luck');
    const kinds = [...document.querySelectorAll<HTMLOptionElement>('select[name="note-kind"] option')].map((o) => o.value);
    expect(kinds).toEqual(['chat', 'note']);
    fireEvent.change(document.querySelector('input[name="note-body"]')!, { target: { value: 'and to you' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('and to you');
    expect(api.notesList.at(-1)).toMatchObject({ kind: 'chat', body: 'and to you' });
  });

  it('replays a finished game from the record the server gives, and goes back to the game', async () => {
    let match = Match.create(cca as never, { scenario: 'akragas', seed: 'e'.repeat(32) as never });
    for (let i = 0; i < 3; i++) match = match.play(match.pending!.seat, match.legal(match.pending!.seat)[0]!);
    const api = new FakeApi(null, () => payloadOf(match, []));
    api.record = { ...match.record };
    renderApp(h(OnlineProvider, { api }, h(OnlineGame, { id: 'g1', go: (_r: Route) => undefined })));
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    act(() => FakeSocket.all[0]!.open());
    const finished: GamePayload = { ...payloadOf(match, []), status: 'finished', pending: null, result: { winner: 'top', reason: { key: 'online.resigned', params: { seat: 'bottom' } } } };
    act(() => FakeSocket.all[0]!.feed({ type: 'game', game: 'g1', payload: finished, log: [] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Replay the game' }));
    await screen.findByText('Replay viewer');
    expect(screen.getByRole('slider', { name: 'Position in the game' }).getAttribute('max')).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the game' }));
    await screen.findByTestId('game-over');
  });
});
