import { CITIES, PROVINCES } from '../data/italy';
import type { CityState, ProvinceState, Side, TawOptions, TawState } from '../state';

/** What every scenario set-up starts from: all cities at their printed size, every province Independent. */
export function baseState(scenario: string, seats: Side[], options: TawOptions, o: {
  inPlay: (prov: string) => boolean;
  nonExistent?: readonly string[];
  sizes?: Record<string, 'S' | 'M' | 'L'>;
  turns: number;
  year: number;
  rules: TawState['rules'];
}): Omit<TawState, 'rng'> {
  const cities: Record<string, CityState> = {};
  for (const c of CITIES) {
    const size = o.nonExistent?.includes(c.name) === true ? 'none' : (o.sizes?.[c.name] ?? c.size);
    cities[c.name] = { name: c.name, size, sacked: false, siege: null, idsLost: 0, last: null };
  }
  const provinces: Record<string, ProvinceState> = {};
  for (const p of PROVINCES) {
    provinces[p.id] = { id: p.id, inPlay: o.inPlay(p.id), alliance: 0, home: null, dip: null, mil: null, initial: null, sticky: false, devastated: false, recruited: false, milAtStart: null };
  }
  return {
    scenario,
    options,
    seats,
    turn: 1,
    lastTurn: o.turns,
    year: o.year,
    phase: 'campaign',
    cup: [],
    drawn: 0,
    leaders: [],
    stacks: [],
    cities,
    provinces,
    activation: null,
    ask: null,
    pendingBattle: null,
    displaced: null,
    devastationQueue: [],
    tally: Object.fromEntries(seats.map((x) => [x, { victories: 0, major: 0, majorThisTurn: 0 }])),
    attritionShift: 0,
    siegeShift: 0,
    auguryRecruitDrm: 0,
    samniteRecruitedBy: null,
    emergency: false,
    legionSerial: 0,
    rules: o.rules,
    outcome: null,
  };
}

/** Set a province's alliance level toward a side (12.22), its home, initial military control and stickiness. */
export function setProvince(s: Omit<TawState, 'rng'>, id: string, o: { toward?: Side | null; level?: number; home?: Side; control?: Side; sticky?: boolean }): void {
  const p = s.provinces[id]!;
  if (o.level !== undefined && o.toward !== undefined && o.toward !== null) p.alliance = (o.toward === s.seats[0] ? 1 : -1) * o.level;
  if (p.alliance >= 4) p.dip = s.seats[0]!;
  if (p.alliance <= -4) p.dip = s.seats[1]!;
  if (o.home !== undefined) {
    p.home = o.home;
    p.mil = o.home;
    p.initial = o.home;
  }
  if (o.control !== undefined) {
    p.mil = o.control;
    p.initial = o.control;
  }
  if (o.sticky === true) p.sticky = true;
  p.milAtStart = p.mil;
}
