#!/usr/bin/env node
// The packages are TypeScript sources run through tsx (no build step to forget); tsx is resolved
// from this file, so the command works from any directory.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
