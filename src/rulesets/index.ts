/**
 * The ruleset registry: which schemas and game model each ruleset id uses, so commands such as
 * `umpire validate` and `umpire schema` work for any ruleset. fow4 and fow3 (Open Fire!).
 */
import type { z } from 'zod';
import { ArsenalFileSchema } from './fow4/schema/arsenal.js';
import { ForceFileSchema } from './fow4/schema/force.js';
import { GameFileWithJournalSchema } from './fow4/schema/game.js';
import { detectFow4Kind, validateFow4File, type ValidateSummary } from './fow4/validate.js';
import { Fow3ArsenalFileSchema } from './fow3/schema/arsenal.js';
import { Fow3ForceFileSchema } from './fow3/schema/force.js';
import { Fow3GameFileWithJournalSchema } from './fow3/schema/game.js';
import { detectFow3Kind, validateFow3File } from './fow3/validate.js';

export type FileKind = 'force' | 'game' | 'arsenal';

export interface RulesetModel {
  readonly id: string;
  readonly name: string;
  /** The schema of each file kind (input side gives the JSON Schema). */
  readonly schemas: Readonly<Record<FileKind, z.ZodType>>;
  /** Which kind of file this is, from its top-level keys. */
  detectKind(data: Record<string, unknown>): FileKind | undefined;
  /** Check a file fully (schema and cross-references); throws ValidationError. */
  validateFile(path: string, kind: FileKind): ValidateSummary;
}

export const RULESETS: Readonly<Record<string, RulesetModel>> = {
  fow4: {
    id: 'fow4',
    name: 'Flames Of War 4th edition',
    schemas: { force: ForceFileSchema, game: GameFileWithJournalSchema, arsenal: ArsenalFileSchema },
    detectKind: detectFow4Kind,
    validateFile: validateFow4File,
  },
  fow3: {
    id: 'fow3',
    name: 'Flames Of War 3rd edition, Open Fire!',
    schemas: { force: Fow3ForceFileSchema, game: Fow3GameFileWithJournalSchema, arsenal: Fow3ArsenalFileSchema },
    detectKind: detectFow3Kind,
    validateFile: validateFow3File,
  },
};

export function rulesetModel(id: string): RulesetModel | undefined {
  return RULESETS[id];
}

/** The JSON Schema (draft 2020-12) of a file kind, as an editor's YAML language server wants it. */
export async function jsonSchemaFor(ruleset: string, kind: FileKind): Promise<Record<string, unknown>> {
  const model = rulesetModel(ruleset);
  if (!model) throw new Error(`unknown ruleset ${ruleset}`);
  const { z } = await import('zod');
  return z.toJSONSchema(model.schemas[kind], { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}
