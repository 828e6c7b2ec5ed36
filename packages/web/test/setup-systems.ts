import { cca } from '@polemarch/cca';
import { gboh } from '@polemarch/gboh';
import { justinian } from '@polemarch/justinian';
import { skirmish } from '@polemarch/kernel/testing';
import { sgboh } from '@polemarch/sgboh';
import { taw } from '@polemarch/taw';
import { ccaAdapter } from '../src/systems/cca';
import { gbohAdapter } from '../src/systems/gboh';
import { justinianAdapter } from '../src/systems/justinian';
import { setLegalAfterFirstFrame } from '../src/game/firstFrame';
import { registerSystem } from '../src/systems/registry';
import { sgbohAdapter } from '../src/systems/sgboh';
import { skirmishAdapter } from '../src/systems/skirmish';
import { tawAdapter } from '../src/systems/taw';

// Component tests render screens synchronously: every system registered up front, as if its chunk had arrived
// (the page loads them on demand, `loadSystem`; registry.test.ts checks that path too).
registerSystem({ module: skirmish, adapter: skirmishAdapter });
registerSystem({ module: cca, adapter: ccaAdapter });
registerSystem({ module: gboh, adapter: gbohAdapter });
registerSystem({ module: taw, adapter: tawAdapter });
registerSystem({ module: justinian, adapter: justinianAdapter });
registerSystem({ module: sgboh, adapter: sgbohAdapter });

// ...and read the game screen as it mounts: the legal actions listed in its first render (game-screen.test.ts turns
// the page's way back on to check it).
setLegalAfterFirstFrame(false);
