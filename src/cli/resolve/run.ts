import { SeededDice } from '../../dice/seeded.js';
import { ScriptedDecider } from '../../engine/decider.js';
import { runProcedure, type JournalEntry } from '../../engine/runner.js';
import { loadResolvables } from '../../rulesets/index.js';
import type { Resolvable } from '../../rulesets/resolvable.js';
import { diceFromFlags, type DiceFlags } from '../dice-options.js';
import { InputError } from '../../errors/input-error.js';
import { printJson } from '../output.js';
import { ValidationError } from '../../game/issues.js';
import { didYouMean } from '../../game/suggest.js';
import { expectMapping, parseYamlText, positionOf } from '../../game/yaml-source.js';
import { checkWith, describe } from '../../game/zod-issues.js';
import { readInput } from '../../game/situation-input.js';

type Flags = DiceFlags & { decide?: string[] };

/** The line and column of the first name the message quotes ("Nonsense gun"), from the situation's line on. */
function placeOfQuoted(text: string, message: string, from: number): { line?: number; col?: number } {
  const quoted = /"([^"]{1,200})"|'([^']{1,200})'/.exec(message);
  const name = quoted?.[1] ?? quoted?.[2];
  if (!name) return {};
  const lines = text.split('\n');
  for (let i = from - 1; i < lines.length; i++) {
    const col = lines[i]!.indexOf(name);
    if (col >= 0) return { line: i + 1, col: col + 1 };
  }
  return {};
}

/** A resolve document checked against its procedure's schema (ValidationError with file:line:col). */
export async function checkResolveDocument(
  src: ReturnType<typeof parseYamlText>,
  name: string,
): Promise<{ entry: Resolvable; situation: unknown; root: Record<string, unknown> }> {
  const root = expectMapping(src, 'situation');
  const at = (path: (string | number)[], key = false) => ({ file: name, ...positionOf(src, path, key) });
  for (const key of Object.keys(root)) {
    if (!['procedure', 'situation', 'decisions', '$schema'].includes(key)) {
      throw new ValidationError([
        {
          ...at([key], true),
          message: `unknown key ${describe(key)}${didYouMean(key, ['procedure', 'situation', 'decisions'])}`,
          hint: 'a resolve document has procedure, situation and (optionally) decisions',
        },
      ]);
    }
  }
  const id = root.procedure;
  const RESOLVABLE = await loadResolvables();
  // Only the procedures' own names: never an inherited one such as 'constructor' or 'toString'.
  const loader = typeof id === 'string' && Object.hasOwn(RESOLVABLE, id) ? RESOLVABLE[id] : undefined;
  if (!loader) {
    const known = Object.keys(RESOLVABLE).sort();
    throw new ValidationError([
      {
        ...at(['procedure']),
        message:
          id === undefined
            ? "the document names no 'procedure'"
            : `unknown procedure ${describe(id)}${typeof id === 'string' ? didYouMean(id, known) : ''}`,
        hint: known.length ? `choose one of: ${known.join(', ')}` : 'no procedures are available yet',
      },
    ]);
  }
  const entry = await loader();
  const parsed = checkWith(entry.schema, src, root.situation, ['situation']);
  if (!parsed.ok) throw new ValidationError(parsed.issues);
  if (root.decisions !== undefined && !Array.isArray(root.decisions)) {
    throw new ValidationError([
      {
        ...at(['decisions']),
        message: "'decisions' must be a list of answers",
        hint: 'decisions: [counterattack, yes]',
      },
    ]);
  }
  return { entry, situation: parsed.value, root };
}

/** `umpire resolve`: situation in, the full resolution out as JSON. */
export async function runResolve(file: string | undefined, flags: Flags): Promise<void> {
  const { text, name } = readInput(file);
  // The same YAML reader as every file: positions, alias and depth limits, CR line endings.
  const src = parseYamlText(text, name);
  const { entry, situation, root } = await checkResolveDocument(src, name);
  const dice = diceFromFlags(flags);
  const journal: JournalEntry[] = [];
  const decisions = flags.decide ?? (Array.isArray(root.decisions) ? root.decisions.map(String) : []);
  let result: unknown;
  try {
    result = await runProcedure(entry.procedure(situation), {
      dice,
      decider: new ScriptedDecider(decisions),
      record: (e) => journal.push(e),
    });
  } catch (err) {
    // A rule's refusal of the situation (no such weapon...) names the document's place too.
    if (err instanceof InputError && !(err instanceof ValidationError) && err.where === undefined)
      throw new ValidationError([
        {
          file: name,
          ...positionOf(src, ['situation']),
          ...placeOfQuoted(src.text, err.message, positionOf(src, ['situation']).line),
          message: err.message,
          ...(err.hint ? { hint: err.hint } : {}),
        },
      ]);
    throw err;
  }
  printJson({
    procedure: entry.id,
    ruleset: entry.ruleset,
    ...(dice instanceof SeededDice ? { seed: dice.seed } : {}),
    result,
    journal,
  });
}
