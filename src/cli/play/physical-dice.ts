/**
 * Dice on screen and physical dice typed in. Each roll is one line (what it was for, what it
 * needed, the faces, how many succeeded). With physical dice, the dice of a whole group are typed
 * in one line (every to-hit die of the unit, every save needing the same score, every Firepower
 * test), then handed out to their requests in order; dice typed for a request that does not come
 * after all are said to be unused.
 */
import { parseManualFaces } from '../../dice/manual.js';
import type { DiceRequest } from '../../dice/request.js';
import type { PlayIO } from './io.js';
import { failingFaces, passingFaces, sameDiceGroup, successes, walkAhead } from './lookahead.js';
import type { Prompter } from './prompter.js';
import type { Running } from './running.js';

/** One roll on screen: what it was for, what it needed, the faces and how many succeeded. */
export function diceLine(req: DiceRequest, faces: readonly number[]): string {
  const n = successes(faces, req.need);
  const need = req.need && !req.label.includes(`(${req.need}`) ? ` (${req.need})` : '';
  return `  ${req.label}${need}: ${faces.join(' ')}${n === undefined || req.count === 1 ? '' : ` -> ${n} of ${faces.length}`}`;
}

/** The dice of a group in a few words: "to hit: 1st Troop/1 M3 75mm gun at StuG/1 (2); ...". */
export function groupLabel(group: readonly DiceRequest[]): string {
  const tail = (l: string) => l.slice(l.lastIndexOf(': ') + 2);
  const head = (l: string) => l.slice(0, l.lastIndexOf(': '));
  const t = tail(group[0]!.label);
  const n = (r: DiceRequest) => (r.count > 1 ? ` (${r.count})` : '');
  if (group.every((r) => r.label.includes(': ') && tail(r.label) === t))
    return `${t}: ${group.map((r) => `${head(r.label)}${n(r)}`).join('; ')}`;
  const h = group[0]!.label.split(': ')[0]!;
  if (group.every((r) => r.label.split(': ')[0] === h))
    return `${h}: ${group.map((r) => `${r.label.slice(h.length + 2)}${n(r)}`).join('; ')}`;
  return group.map((r) => `${r.label}${n(r)}`).join('; ');
}

/** What grouping dice needs of a running procedure: how to make it afresh, its answers, the dice typed ahead. */
export type DiceRun = Pick<Running, 'make' | 'answers' | 'dice'>;

/** The faces already typed (with a group) for this request, taken from the waiting dice. */
function takeTyped(run: DiceRun, req: DiceRequest): number[] | undefined {
  const at = run.dice.findIndex((d) => d.label === req.label && d.count === req.count && d.sides === req.sides);
  return at < 0 ? undefined : run.dice.splice(at, 1)[0]!.faces;
}

/** A group of dice to type in one line: the request standing for all of them, and what `?` says. */
export interface TypedGroup {
  /** The whole group as one request (its count, its label), for the prompt and to check the faces. */
  readonly request: DiceRequest;
  /** How to type them, one line each. */
  readonly help: readonly string[];
  /** The prompt's words: "10 dice, 3+ — to hit: ...:". */
  readonly message: string;
}

/**
 * The faces of a roll typed a group at a time (physical dice, or `--dice` in groups): typed
 * already with an earlier request of its group, or now, for its whole group, through `type`.
 * `grouped` false: one request a line.
 */
export async function groupedFaces(
  run: DiceRun,
  req: DiceRequest,
  grouped: boolean,
  type: (group: TypedGroup) => Promise<number[]>,
  /** Told the dice of a group the moment they are typed (the walker journals them). */
  onTyped?: (dice: DiceRun['dice']) => void,
): Promise<number[]> {
  const ready = takeTyped(run, req);
  if (ready) return ready;
  const group = grouped ? diceGroup(run, req) : [req];
  const total = group.reduce((n, r) => n + r.count, 0);
  const one = group.length === 1;
  const what = one ? req.label : groupLabel(group);
  const need = req.need ? `, ${req.need}` : '';
  const request: DiceRequest = {
    ...req,
    count: total,
    label: what,
    ...(one ? {} : { countShortcut: undefined }),
  } as DiceRequest;
  const faces = await type({
    request,
    message: `${total} ${total === 1 ? 'die' : 'dice'}${need} — ${what}:`,
    help: [
      `Roll ${total} d${req.sides} and type the faces${one ? '' : ' in the order listed'}: "6 4 3", "643"${one && req.countShortcut ? ', or just the number of successes, e.g. "3s"' : ''}.`,
      ...(one ? [] : group.map((r) => `  ${r.label}: ${r.count} ${r.count === 1 ? 'die' : 'dice'}`)),
    ],
  });
  let k = 0;
  const out = group.map((r) => ({
    label: r.label,
    count: r.count,
    sides: r.sides,
    faces: faces.slice((k += r.count) - r.count, k),
  }));
  onTyped?.(out);
  run.dice.push(...out);
  return takeTyped(run, req)!;
}

/** The faces of a physical roll: typed now for its whole group, or typed already with an earlier one. */
export async function physicalDice(
  run: Running,
  req: DiceRequest,
  io: PlayIO,
  prompter: Prompter,
  typed?: (dice: DiceRun['dice']) => void,
): Promise<number[]> {
  return groupedFaces(
    run,
    req,
    io.grouped !== false,
    async (g) => {
      prompter.help = [...g.help];
      const answer = await prompter.prompt({
        kind: 'input',
        message: g.message,
        validate: (text) => {
          const r = parseManualFaces(text, g.request);
          return r.ok ? true : r.problem;
        },
      });
      const parsed = parseManualFaces(answer, g.request);
      if (!parsed.ok) throw new Error(parsed.problem);
      return parsed.faces;
    },
    typed,
  );
}

/**
 * This request and the dice requests that follow it needing the same, up to the next question;
 * only dice that come whether the earlier ones pass or fail (never a re-roll of them).
 */
function diceGroup(run: DiceRun, req: DiceRequest): DiceRequest[] {
  const walk = (faces: (r: DiceRequest) => number[]): DiceRequest[] | undefined => {
    const typed = [...run.dice];
    const out: DiceRequest[] = [];
    const ok = walkAhead(run.make, run.answers, (r, i) => {
      if (r.type !== 'dice') return undefined;
      if (i > 0) {
        const t = typed.findIndex((d) => d.label === r.label && d.count === r.count);
        if (t >= 0) return { answer: typed.splice(t, 1)[0]!.faces };
        // The same roll again (a tie rolled off): it waits for the first one's faces.
        if (out.some((o) => o.label === r.label)) return undefined;
      }
      if (i === 0 || sameDiceGroup(req, r)) out.push(r);
      return { answer: faces(r) };
    });
    return ok && out[0]?.label === req.label ? out : undefined;
  };
  const pass = walk(passingFaces);
  const fail = walk(failingFaces);
  if (!pass || !fail) return [req];
  const both = (r: DiceRequest) => fail.some((f) => f.label === r.label && f.count === r.count);
  return pass.filter(both);
}
