import type { BaseState, GameModule, JsonValue } from '@polemarch/kernel';

/**
 * The game screen holds views and actions untyped (its module is looked up by system id); an adapter reads them
 * through these, which check the shape instead of casting. Failing means the adapter was given another system's
 * data: a bug, reported as such.
 */

/** A reader of a system's views, from the system's own shape test (`isGbohView`, `isCcaView`...). */
export function viewReader<V extends JsonValue>(system: string, is: (v: JsonValue) => v is V): (v: JsonValue) => V {
  return (v) => {
    if (!is(v)) throw new Error(`the ${system} adapter was given a view of another system`);
    return v;
  };
}

/**
 * A reader of a system's actions, checked against the module's action schema (plain objects, no defaults or
 * transforms: what passes has the schema's type). Each action object is checked once.
 */
export function actionReader<A extends JsonValue>(system: string, schema: GameModule<BaseState, A, JsonValue>['actionSchema']): (a: JsonValue) => A {
  const checked = new WeakSet<object>();
  const is = (a: JsonValue): a is A => {
    if (typeof a !== 'object' || a === null) return false;
    if (checked.has(a)) return true;
    if (!schema.safeParse(a).success) return false;
    checked.add(a);
    return true;
  };
  return (a) => {
    if (!is(a)) throw new Error(`not a ${system} action: ${JSON.stringify(a)}`);
    return a;
  };
}
