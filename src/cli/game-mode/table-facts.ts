/**
 * The table's answers to a step's questions (`--fact key=value`, or prompts on a terminal), and
 * whether a person is at the terminal: what a command's context needs of the game mode before
 * anything is rolled (session.ts holds the dice; exact odds roll nothing and do not load them).
 */
import type { TableQuestion } from '../../rulesets/contract.js';
import { InputError } from '../../errors/input-error.js';

/**
 * Prompts only when a person is at a terminal. The output is asked first: `process.stdin` costs
 * ~2.6 ms of CPU to set up the first time it is read, which a command printing to a pipe or a
 * file (`--json | jq`, the benchmarks) need not pay (issue 32).
 */
export function interactive(): boolean {
  return process.stdout.isTTY === true && process.stdin.isTTY === true;
}

function parseAnswer(q: TableQuestion, text: string): unknown {
  const t = text.trim();
  switch (q.kind) {
    case 'yes-no':
      if (/^(y|yes|true|1)$/i.test(t)) return true;
      if (/^(n|no|false|0)$/i.test(t)) return false;
      throw new InputError(`${q.key} takes yes or no, not "${text}"`);
    case 'number': {
      const n = Number(t);
      if (!Number.isFinite(n) || n < 0) throw new InputError(`${q.key} takes a number, not "${text}"`);
      return n;
    }
    case 'teams':
      return t === '' || t === 'none'
        ? []
        : t === 'all'
          ? [...(q.teams ?? [])]
          : t
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean);
    case 'choice':
      if (q.choices && !q.choices.some((c) => c.value === t))
        throw new InputError(`${q.key} takes one of ${q.choices.map((c) => c.value).join(', ')}, not "${text}"`);
      return t;
  }
}

/** `--fact key=value` answers, checked against the questions of this step. */
export function factsFromFlags(
  questions: readonly TableQuestion[],
  texts: readonly string[] | undefined,
  extraKeys: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const kv of texts ?? []) {
    const i = kv.indexOf('=');
    if (i <= 0) throw new InputError(`--fact takes key=value, not "${kv}"`);
    const key = kv.slice(0, i).trim();
    const q = questions.find((x) => x.key === key);
    if (!q) {
      if (extraKeys.includes(key)) {
        out[key] = kv.slice(i + 1).trim();
        continue;
      }
      throw new InputError(`"${key}" is not a question of this step`, {
        hint: `facts here: ${[...questions.map((x) => x.key), ...extraKeys].join(', ') || 'none'}`,
      });
    }
    out[key] = parseAnswer(q, kv.slice(i + 1));
  }
  return out;
}

/** Ask the questions not yet answered (on a terminal); the rest take their defaults in the bridge. */
export async function askQuestions(
  questions: readonly TableQuestion[],
  given: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const facts = { ...given };
  if (!interactive()) return facts;
  const prompts = await import('@inquirer/prompts');
  for (const q of questions) {
    if (facts[q.key] !== undefined) continue;
    switch (q.kind) {
      case 'yes-no':
        facts[q.key] = await prompts.confirm({ message: q.text, default: q.default as boolean });
        break;
      case 'number':
        facts[q.key] = await prompts.number({ message: q.text, default: q.default as number, min: 0 });
        break;
      case 'choice':
        facts[q.key] = await prompts.select({
          message: q.text,
          choices: (q.choices ?? []).map((c) => ({ name: c.label, value: c.value })),
          default: q.default as string,
        });
        break;
      case 'teams': {
        const dflt = new Set(q.default as readonly string[]);
        facts[q.key] = await prompts.checkbox({
          message: q.text,
          choices: (q.teams ?? []).map((t) => ({ name: t, value: t, checked: dflt.has(t) })),
        });
        break;
      }
    }
  }
  return facts;
}
