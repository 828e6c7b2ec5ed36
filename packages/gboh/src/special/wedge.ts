/** Shim for engine.ts's import until its split reaches the wedge's decisions through hooks (battles/casilinum.ts). */
export {
  adjacentToEnemyUnit,
  commanderAfterAssault,
  dissolveWedge,
  markWave,
  nextWave,
  updateWedge,
  waveToMove,
  waveUnits,
  wedgeActions,
  wedgeCommanderAllows,
  wedgeFollower,
  wedgeFollowerWaits,
  wedgePlace,
  wedgeShockDue,
} from '../battles/casilinum';
