/**
 * Whether the game screen draws its first frame before asking the engine for the legal actions (issue 18: on the
 * largest battle the list was a fifth of the first render). The page does; component tests, which read the screen
 * synchronously as it mounts, turn it off (`test/setup-systems.ts`), and one test checks the page's way.
 */
let afterFirstFrame = true;

export function legalAfterFirstFrame(): boolean {
  return afterFirstFrame;
}

export function setLegalAfterFirstFrame(on: boolean): void {
  afterFirstFrame = on;
}
