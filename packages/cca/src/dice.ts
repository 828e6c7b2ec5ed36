import type { BattleDieFace, DieRoll, StepContext } from '@polemarch/kernel';

/** Roll `n` battle dice (§2.4); returns the faces and the rolls for the event. */
export function rollDice(ctx: StepContext, n: number): { faces: BattleDieFace[]; rolls: DieRoll[] } {
  const start = ctx.rng.rolls.length;
  const faces: BattleDieFace[] = [];
  for (let i = 0; i < n; i++) faces.push(ctx.rng.battleDie());
  return { faces, rolls: ctx.rng.rolls.slice(start) };
}

export function countFace(faces: readonly string[], f: string): number {
  let n = 0;
  for (const x of faces) if (x === f) n++;
  return n;
}
