import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { type AnyGameModule, gameRecordSchema } from '@polemarch/kernel';

/** Export the JSON Schemas of game records and of every system's positions, actions and options. */
export function exportSchemas(dir: string, systems: readonly AnyGameModule[]): string[] {
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  const write = (name: string, schema: z.ZodType): void => {
    const path = join(dir, name);
    writeFileSync(path, `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2)}\n`);
    files.push(path);
  };
  write('game-record.schema.json', gameRecordSchema);
  for (const m of systems) {
    write(`${m.id}.position.schema.json`, m.positionSchema);
    write(`${m.id}.action.schema.json`, m.actionSchema);
    write(`${m.id}.options.schema.json`, m.optionsSchema);
  }
  return files;
}
