import { registerSystemAI, systemAI } from '../evaluate';
import { ccaAI } from './cca';
import { gbohAI } from './gboh';
import { skirmishAI } from './skirmish';

/**
 * The evaluators and hints of every system the AI knows. A system adds its file here (and maybe
 * move-ordering or grouping hints); the search itself never changes.
 */
const BUILTIN: Readonly<Record<string, typeof skirmishAI>> = {
  skirmish: skirmishAI,
  cca: ccaAI,
  gboh: gbohAI,
};

/** Register the built-in systems (idempotent; an explicit registration of the same id wins). */
export function registerBuiltinSystems(): void {
  for (const [id, ai] of Object.entries(BUILTIN)) if (systemAI(id) === undefined) registerSystemAI(id, ai);
}

export { ccaAI, gbohAI, skirmishAI };
