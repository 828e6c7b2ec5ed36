import { registerBattleRules } from '../battleRules';
import { aynJalutRules } from './ayn-jalut';
import { callinicumRules } from './callinicum';
import { casilinumRules } from './casilinum';
import { catalaunianRules } from './catalaunian-fields';
import { daraRules } from './dara';
import { dhRules } from './devils-horsemen';
import { indusRiverRules } from './indus-river';
import { kalkaRiverRules } from './kalka-river';
import { liegnitzRules } from './liegnitz';
import { taginaeRules } from './taginae';
import { tricameronRules } from './tricameron';
import { utusRiverRules } from './utus-river';

/** The battles' special rules, registered once (imported by the package entry only): the seven Cataphract battles, then The Devil's Horsemen's four. */
registerBattleRules([
  ...utusRiverRules,
  ...catalaunianRules,
  ...daraRules,
  ...callinicumRules,
  ...tricameronRules,
  ...taginaeRules,
  ...casilinumRules,
  ...dhRules,
  ...indusRiverRules,
  ...kalkaRiverRules,
  ...liegnitzRules,
  ...aynJalutRules,
]);
