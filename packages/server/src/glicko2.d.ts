/** The part of the `glicko2` package (no types of its own) the ratings use. */
declare module 'glicko2' {
  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings?: { tau?: number; rating?: number; rd?: number; vol?: number });
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** Each match: [player 1, player 2, 1 if player 1 won, 0 if player 2 won, 0.5 for a draw]. */
    updateRatings(matches: [Player, Player, number][]): void;
  }
}
