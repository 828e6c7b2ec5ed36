import type { GameEvent } from '@polemarch/kernel';

/**
 * Sounds for dice and moves (issue 16.8), made by the Web Audio API from short tones and noise: no file is
 * downloaded. The player's choice (on or off) is remembered in the browser's storage; off by a click on the toolbar.
 */
export const SOUND_KEY = 'polemarch.sound';

export function soundOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setSoundOn(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered: harmless.
  }
}

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  const Ctor = globalThis.AudioContext as typeof AudioContext | undefined;
  if (Ctor === undefined) return null; // Tests, old browsers: silence.
  context ??= new Ctor();
  if (context.state === 'suspended') void context.resume();
  return context;
}

/** A short click of noise through a band-pass filter: one die landing. */
function knock(ctx: AudioContext, at: number, pitch: number): void {
  const length = Math.floor(ctx.sampleRate * 0.05);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 3;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = pitch;
  const gain = ctx.createGain();
  gain.gain.value = 0.5;
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start(at);
}

/** A soft low tone sliding down: a piece set down on the map. */
function thud(ctx: AudioContext, at: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'sine';
  osc.frequency.setValueAtTime(220, at);
  osc.frequency.exponentialRampToValueAtTime(110, at + 0.12);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.25, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + 0.2);
}

/** What a decision sounded like: dice rattling when it rolled any (one knock per die, up to eight), else a move. */
export function soundOf(events: readonly GameEvent[]): { dice: number } | 'move' | null {
  const dice = events.reduce((n, e) => n + (e.rolls?.length ?? 0), 0);
  if (dice > 0) return { dice };
  return events.length > 0 ? 'move' : null;
}

export function playSound(kind: ReturnType<typeof soundOf>): void {
  if (kind === null || !soundOn()) return;
  const ctx = audio();
  if (ctx === null) return;
  const now = ctx.currentTime + 0.01;
  if (kind === 'move') thud(ctx, now);
  else for (let i = 0; i < Math.min(kind.dice, 8); i++) knock(ctx, now + i * 0.045 + Math.random() * 0.02, 1400 + Math.random() * 900);
}
