/**
 * An in-memory CommandContext (src/rulesets/contract.ts) for testing a ruleset's command entries
 * without the CLI: scripted dice, no colour, 80 columns, what is printed captured as lines (a
 * table as `head | cells` rows, a list as its title and `- item` lines) and the --json twin kept.
 */
import { ScriptedDice } from '../../src/dice/scripted.js';
import { runProcedureSync, type JournalEntry } from '../../src/engine/runner.js';
import type { CommandContext, Out } from '../../src/rulesets/contract.js';

export function fakeContext(
  args: string[],
  opts: Record<string, unknown>,
  faces: number[] = [],
  json = false,
  // The options are the test's, not parsed by commander (no defaults): any entry's run takes them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): { ctx: CommandContext<any>; text: string[]; data: unknown[] } {
  const text: string[] = [];
  const data: unknown[] = [];
  const id = (s: string) => s;
  const out: Out = {
    paint: { bold: id, dim: id, good: id, bad: id, warn: id, info: id },
    width: 80,
    line: (t = '') => void text.push(t),
    table: async (spec) => {
      if (spec.title) text.push(spec.title);
      text.push(spec.head.join(' | '));
      for (const r of spec.rows) text.push(r.join(' | '));
    },
    list: (title, items) => void text.push(title, ...items.map((i) => `- ${i}`)),
    json: (v) => void data.push(v),
  };
  const dice = new ScriptedDice(faces);
  const ctx = {
    args,
    opts,
    json,
    out,
    interactive: false,
    run: {
      async procedure(proc: never) {
        const journal: JournalEntry[] = [];
        // A procedure, or a maker of it (CommandRun.procedure takes either).
        const p = typeof proc === 'function' ? (proc as () => never)() : proc;
        const result = runProcedureSync(p, { dice, record: (e) => journal.push(e) });
        return { result, journal };
      },
    },
    ask: async () => '',
  } as unknown as CommandContext;
  return { ctx, text, data };
}
