import { registerBattleRules } from '../battleRules';
import { callinicumRules } from './callinicum';
import { casilinumRules } from './casilinum';
import { catalaunianRules } from './catalaunian-fields';
import { daraRules } from './dara';
import { taginaeRules } from './taginae';
import { tricameronRules } from './tricameron';
import { utusRiverRules } from './utus-river';

/** The seven battles' special rules, registered once (imported by the package entry only). */
registerBattleRules([...utusRiverRules, ...catalaunianRules, ...daraRules, ...callinicumRules, ...tricameronRules, ...taginaeRules, ...casilinumRules]);
