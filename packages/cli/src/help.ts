/**
 * The formats a user types or reads, in the CLI's help (issue 17.8): where they were documented
 * nowhere a user looks. `polemarch --help`, `polemarch act --help` and `polemarch new --help` show them.
 */
export const HELP = {
  general: `
Exit codes: 0 done; 1 an internal failure (a bug: please report it); 2 refused input (a bad action,
file, position, option, seed, seat or dice). A refused command leaves every file byte for byte as it was.

Game files are locked while a command updates them (<game>.lock): two commands on one game run one
after the other. A lock left by a killed command is taken over once its process is gone.

Seeds: new games draw 128 bits from the OS CSPRNG, written as 32 hex digits. --seed takes 32 hex
digits or a whole number (the old form: tests and bug reports; a numeric seed gives the same game as
before format 2). Records are format 2 (engineVersion and stateHash required); format 1 still opens.
A record written by another engine version opens if it still replays to its hash; else it is refused
with both versions named.`,
  act: `
The action is JSON, one of the legal actions (\`polemarch legal <game>\` lists them). Unknown fields
are refused; an action is at most 16 KB and 8 levels deep. An illegal action is answered with the
decision open now, its rule, and what it takes.

Hexes in actions:
  cca   a number, row*16+col (row 0 at the top; odd rows are shifted right): 4,5 is 69.
        Positions give {"row": r, "col": c}; logs print r,c.
  gboh  the map's 4-digit id, column then row ("1402": column 14, row 02), as on the printed map.
Units and leaders:
  cca   numbers, given in position order: the units 1..n (on-board units, then reserves), then the
        leaders (on-board, then reserve leaders) go on from n+1. \`show --json\` lists them.
  gboh  the counter ids of the scenario file (e.g. "pharas", "heruli-1").

--dice forces the dice the action rolls, in the order the engine rolls them (the log shows each roll
with a *), and must cover every die rolled unless --fill-dice. Values:
  d10     0–9 (GBoH; 0 is the lowest)
  d6      1–6
  battle  a face name light, medium, heavy, leader, flag, swords, or its index 0–5 (C&C)
C&C close combat rolls the attack dice first (one throw, in order), then an elephant's sword re-rolls
one at a time, then every later roll (leader loss, battle back, its re-rolls and leader loss) in the
order the log lists them. Shuffles and card draws are never forced.`,
  neu: `
A position file is the system's scenario format (\`polemarch schemas --out <dir>\` writes its JSON
Schema). It is checked against the rules before the game starts: every piece on the board, one unit
per hex, a leader never on an enemy unit, each side with an army, hands dealt from the deck (C&C),
counter values in the charts' ranges (GBoH). A game record is not a position: open it with show/act.
Unknown --option names are refused (the options schema lists them).`,
};
