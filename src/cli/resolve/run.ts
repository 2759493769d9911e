import { SeededDice } from '../../dice/seeded.js';
import { ScriptedDecider } from '../../engine/decider.js';
import { runProcedure, type JournalEntry } from '../../engine/runner.js';
import { RESOLVABLE, resolvableIds } from '../../rulesets/procedures.js';
import { diceFromFlags, type DiceFlags } from '../dice-options.js';
import { UserError } from '../errors.js';
import { printJson } from '../output.js';
import { readInput } from '../../game/situation-input.js';
import { parseDocument, validateAt } from '../../game/situation-document.js';

type Flags = DiceFlags & { decide?: string[] };

/** `umpire resolve`: situation in, the full resolution out as JSON. */
export async function runResolve(file: string | undefined, flags: Flags): Promise<void> {
  const { text, name } = readInput(file);
  const doc = parseDocument(text, name);
  const root = doc.toJS() as Record<string, unknown> | null;
  if (root === null || typeof root !== 'object' || Array.isArray(root)) {
    throw new UserError('a situation must be a mapping with "procedure" and "situation"', `${name}:1:1`);
  }
  const id = root.procedure;
  const loader = typeof id === 'string' ? RESOLVABLE[id] : undefined;
  if (!loader) {
    const known = resolvableIds();
    throw new UserError(
      `unknown procedure ${JSON.stringify(id)}`,
      validateAt(doc, name, ['procedure']),
      known.length ? `choose one of: ${known.join(', ')}` : 'no procedures are available yet',
    );
  }
  const entry = await loader();
  const parsed = entry.schema.safeParse(root.situation);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = ['situation', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
    throw new UserError(`${path.join('.')}: ${issue.message}`, validateAt(doc, name, path));
  }
  const dice = diceFromFlags(flags);
  const journal: JournalEntry[] = [];
  const decisions = flags.decide ?? (Array.isArray(root.decisions) ? root.decisions.map(String) : []);
  const result = await runProcedure(entry.procedure(parsed.data), {
    dice,
    decider: new ScriptedDecider(decisions),
    record: (e) => journal.push(e),
  });
  printJson({
    procedure: entry.id,
    ruleset: entry.ruleset,
    ...(dice instanceof SeededDice ? { seed: dice.seed } : {}),
    result,
    journal,
  });
}
