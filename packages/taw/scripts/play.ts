import { randomPlayout } from '@polemarch/kernel/testing';
import { taw } from '../src/index';
const scen = process.argv[2] ?? 'hannibal';
for (const seed of (process.argv[3] ?? "1,2,3,4,5").split(",").map(Number)) {
  const t = Date.now();
  try {
    const r = randomPlayout(taw, { scenario: scen, seed }, { seed: seed * 7, maxActions: 20000, checkContract: seed === 1 });
    console.log(scen, seed, r.finished, r.actions, JSON.stringify(r.state.outcome), r.state.turn, Date.now() - t, 'ms');
  } catch (e) { console.log('ERR', seed, (e as Error).stack?.split('\n').slice(0,8).join('\n')); }
}
