// The AI worker thread's entry: the packages are TypeScript run through tsx (no build step), so the
// thread registers tsx before loading the worker's code.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
