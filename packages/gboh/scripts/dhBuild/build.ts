import { ordered, toJsonText } from './common';
import { indus } from './indus';
import { kalka } from './kalka';
import { aynJalut, liegnitz } from './liegnitzAynJalut';

/** The DH digest's scenario files (the project's shared spec beside the repository; `DH_SPEC` overrides). */
export const DEFAULT_SPEC = '/work/shared/spec/gboh-devils-horsemen/scenarios';

/** The four battle files' names and texts, in build order. */
export function buildDhScenarios(spec: string = DEFAULT_SPEC): { id: string; text: string }[] {
  return [indus(), kalka(spec), liegnitz(), aynJalut()].map((scn) => ({ id: scn.id as string, text: toJsonText(ordered(scn)) }));
}
