import { useState } from 'react';
import type { Route } from '../src/app/route';
import { inThreadComputer } from '../src/game/computer';
import type { GameSnapshot } from '../src/game/session';
import { GameScreen } from '../src/screens/GameScreen';

/** The game screen over a game held in state, as the App holds it; exposes the latest snapshot. */
export function GameHarness({ initial, probe, routes }: { initial: GameSnapshot; probe: { game: GameSnapshot }; routes?: Route[] }) {
  const [game, setGame] = useState(initial);
  probe.game = game;
  return <GameScreen game={game} onChange={setGame} computer={inThreadComputer} go={(r) => routes?.push(r)} onReplay={() => undefined} computerDelayMs={0} />;
}
