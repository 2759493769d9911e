import { z } from 'zod';
import { loadResolvables } from '../../rulesets/index.js';

/**
 * The JSON Schema of an `umpire resolve` document: `{ procedure, situation, decisions? }`, where
 * the situation's schema depends on the procedure (one branch per procedure).
 */
export async function situationSchema(only?: string): Promise<Record<string, unknown>> {
  const RESOLVABLE = await loadResolvables();
  const ids = only ? [only] : Object.keys(RESOLVABLE).sort();
  const branches: Record<string, unknown>[] = [];
  for (const id of ids) {
    const entry = await RESOLVABLE[id]!();
    branches.push({
      type: 'object',
      description: entry.description,
      properties: {
        procedure: { const: id },
        situation: z.toJSONSchema(entry.schema, { io: 'input', unrepresentable: 'any' }),
        decisions: {
          type: 'array',
          items: { type: 'string' },
          description: 'answers to decisions, in order or as id=value',
        },
      },
      required: ['procedure', 'situation'],
    });
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'umpire resolve situation',
    oneOf: branches,
  };
}
