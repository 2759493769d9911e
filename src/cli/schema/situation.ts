import { z } from 'zod';
import { RESOLVABLE, resolvableIds } from '../../rulesets/procedures.js';

/**
 * The JSON Schema of an `umpire resolve` document: `{ procedure, situation, decisions? }`, where
 * the situation's schema depends on the procedure (one branch per procedure).
 */
export async function situationSchema(only?: string): Promise<Record<string, unknown>> {
  const ids = only ? [only] : resolvableIds();
  const branches: Record<string, unknown>[] = [];
  for (const id of ids) {
    const entry = await RESOLVABLE[id]!();
    branches.push({
      type: 'object',
      description: entry.description,
      properties: {
        procedure: { const: id },
        situation: z.toJSONSchema(entry.schema, { io: 'input', unrepresentable: 'any' }),
        decisions: { type: 'array', items: { type: 'string' }, description: 'answers to decisions, in order or as id=value' },
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
