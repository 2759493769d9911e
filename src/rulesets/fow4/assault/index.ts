export * from './rules.js';
export * from './situation.js';
export * from './state.js';
export * from './eligibility.js';
export * from './charge.js';
export * from './defensive-fire.js';
export * from './fall-back.js';
export * from './close-combat.js';
export * from './outcome.js';
export * from './procedure.js';

import { AssaultInputSchema, type AssaultInput } from './situation.js';
import { assault } from './procedure.js';

/** The `umpire resolve` entry: a situation validated by the schema, resolved by the procedure. */
export const ASSAULT_RESOLVER = {
  id: 'fow4.assault',
  description: 'Flames Of War 4th edition: a whole assault, round after round, until one side wins (pp. 52-59)',
  schema: AssaultInputSchema,
  procedure: (input: AssaultInput) => assault(input),
} as const;
