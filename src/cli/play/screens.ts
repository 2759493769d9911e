/**
 * Questions asked as one: a run of like questions in an action (each team's Contact, each team's
 * Defensive Fire range, each hit's team) goes on one screen, found by looking ahead in the pure
 * procedure (lookahead.ts). A run of yes/no questions is a checklist, a run of "none or some" a
 * set; anything else is a screen of the likely answers, Enter to take them all or the numbers of
 * those to change. The answers wait in the running action until the procedure asks each one.
 */
import type { DecisionRequest } from '../../engine/request.js';
import { TABLE } from '../../rulesets/play.js';
import type { PlayIO } from './io.js';
import { family, passingFaces, subject, walkAhead } from './lookahead.js';
import { lastAnswerFirst } from './last-answer.js';
import type { Prompter } from './prompter.js';
import { key, labelOf, same, type Running } from './running.js';

/** What a screen needs from the walker. */
export interface ScreenContext {
  readonly run: Running | undefined;
  readonly io: PlayIO;
  readonly prompter: Prompter;
  print(text: string): void;
  /** The built-in opponent takes this decision (it is never on a screen). */
  byBot(r: DecisionRequest<unknown>): boolean;
  /** Journal what a screen took, as it is answered (a resumed action keeps it). */
  taken?(): void;
  /** Under "each in turn": the actions still to come, whose likely answers join this screen (plan.ts). */
  readonly plan?: PlanScreen;
  /** The player's last answer to each kind of question asked alone (by decision id). */
  readonly lastAnswers?: Map<string, unknown>;
}

/** The later actions' likely answers asked with a screen (plan.ts builds it). */
export interface PlanScreen {
  /**
   * Ask this screen (`screen`, from the question now asked) with the likely answers of the later
   * actions: this action's answers, or undefined when there is nothing to ask with it (asked once).
   */
  ask(
    ctx: ScreenContext,
    run: Running,
    screen: readonly DecisionRequest<unknown>[],
    who: string,
    first?: boolean,
  ): Promise<Map<DecisionRequest<unknown>, unknown> | undefined>;
  /** The screen is still to be asked (the first action's first question may open it). */
  pending(): boolean;
}

/**
 * What a unit attacks (its target) is the player's own question, never one line of a screen; so
 * is the built-in opponent's one question about the table for a unit (a set with an id
 * "<ruleset>.bot.<what>": what it sees, what its charge reached), asked on its own as a checklist.
 */
export function standsAlone(r: DecisionRequest<unknown>): boolean {
  return (
    (/\.target$/.test(r.id) && !r.id.includes('.table.')) ||
    (r.multi === true && r.player === TABLE && /\.bot\./.test(r.id))
  );
}

/** What looking ahead in an action needs: how to make it afresh, its answers so far, what is set aside. */
export type Look = Pick<Running, 'make' | 'answers' | 'prefilled' | 'alone'>;

/**
 * The questions that can be put on one screen with this one (or, with no `req`, the questions an
 * action still to come asks first, up to its first die): the decisions of the same player
 * (or of the table) up to the next roll, and after rolls only more of the same kinds (each
 * hit's armour, each team's range...). Their defaults are taken to look ahead, rolls pass.
 */
export function group(
  ctx: ScreenContext,
  run: Look,
  req: DecisionRequest<unknown> | undefined,
): DecisionRequest<unknown>[] {
  const families = new Set<string>();
  const players = new Set<string>();
  const out: DecisionRequest<unknown>[] = [];
  let rolled = false;
  const ok = walkAhead(run.make, run.answers, (r, i) => {
    if (r.type === 'dice') {
      // An action still to come (no req): only what is asked before its first die.
      if (i === 0 || !req) return undefined;
      rolled = true;
      return { answer: passingFaces(r) };
    }
    if (i === 0) {
      families.add(family(r.id));
      if (r.player !== TABLE) players.add(r.player);
    } else {
      const k = key(r.id, r.question);
      // The built-in opponent's choices in between (each Defensive Fire team's target and weapon)
      // are its own, never on the screen: passed at their defaults, the table's questions go on.
      if (ctx.byBot(r)) return { answer: r.default };
      // The same question again (each hit's team) joins; one already answered or set aside does not.
      if (run.prefilled.has(k) || run.alone.has(k) || standsAlone(r)) return undefined;
      // One player's questions (and the table's, before any roll) go on one screen.
      const player = r.player === TABLE ? !rolled : players.size === 0 || players.has(r.player);
      if (!player || (rolled && !families.has(family(r.id)))) return undefined;
      families.add(family(r.id));
      if (r.player !== TABLE) players.add(r.player);
    }
    out.push(r);
    return { answer: r.default };
  });
  if (!req) {
    if (!ok) return [];
  } else if (!ok || out[0]?.id !== req.id) return [req];
  // A question whose answer changes the questions after it (which unit is charged) ends the group;
  // an action still to come may begin with one (changing it drops the answers after it).
  for (let j = req ? 0 : 1; j < out.length - 1; j++) if (steers(ctx, run, out, j)) return out.slice(0, j + 1);
  return out;
}

/**
 * Does another answer to question j of the group change what may be answered to a question
 * after it (the teams a Contact question offers depend on the unit charged)? A question that
 * merely drops out (no range, no target) does not matter: its answer is never used.
 */
function steers(ctx: ScreenContext, run: Look, group: readonly DecisionRequest<unknown>[], j: number): boolean {
  const r = group[j]!;
  const other = r.multi
    ? same(r.default, [])
      ? r.choices.map((c) => c.value)
      : []
    : r.choices.find((c) => !same(c.value, r.default))?.value;
  if (other === undefined) return false;
  const shapes = new Map(group.slice(j + 1).map((q) => [key(q.id, q.question), shape(q)]));
  const families = new Set(group.slice(j + 1).map((q) => family(q.id)));
  const last = key(group[group.length - 1]!.id, group[group.length - 1]!.question);
  let d = 0;
  let steered = false;
  const ok = walkAhead(run.make, run.answers, (q) => {
    if (q.type === 'dice') return { answer: passingFaces(q) };
    // The built-in opponent's choices are not the group's (group() passed them at their defaults).
    if (d > 0 && ctx.byBot(q)) return { answer: q.default };
    const at = d++;
    if (at > j) {
      const k = key(q.id, q.question);
      // Past the group's kinds of question: whatever comes there is asked in its turn.
      if (!shapes.has(k) && !families.has(family(q.id))) return undefined;
      // A question of the group's kinds that it does not hold: this one steers. (Other answers
      // offered are checked when each question comes: a line no longer allowed is asked.)
      if (!shapes.has(k)) steered = true;
      if (steered || k === last) return undefined;
    }
    return { answer: at === j ? other : q.default };
  });
  return !ok || steered;
}

/**
 * A run of questions asked as one (undefined: ask this one alone): a set when they are each
 * team's yes/no or "none or some"; else one screen of the likely answers, Enter to take them
 * all or the numbers of those to change (a yes/no flips, the others are asked one by one).
 */
export async function askGroup(
  ctx: ScreenContext,
  req: DecisionRequest<unknown>,
  who: string,
): Promise<{ value: unknown } | undefined> {
  const run = ctx.run;
  if (!run || ctx.io.grouped === false || run.alone.has(key(req.id, req.question))) return undefined;
  // Under "each in turn", the first action's first question opens the screen of likely answers,
  // as each later action's first question is on it (plan.ts): its target, or how its unit moved
  // once the player has answered that before (that answer is the likely one). Enter takes it with
  // the rest; changed, it is asked on its own and what follows from it after.
  if (run.answers.length === 0 && run.prefilled.size === 0 && ctx.plan?.pending()) {
    const target = /\.target$/.test(req.id);
    const last = target ? undefined : ctx.lastAnswers?.get(req.id);
    if (target || (last !== undefined && req.choices.some((c) => same(c.value, last)))) {
      const look = target ? run : { ...run, make: () => lastAnswerFirst(run.make(), () => last) };
      const opening = group(ctx, look, undefined);
      if (opening[0]?.id === req.id && opening[0].question === req.question) {
        const planned = await ctx.plan.ask(ctx, run, opening, who, true);
        if (planned) return prefill(ctx, run, opening, planned);
      }
    }
  }
  if (standsAlone(req) || run.alone.has(key(req.id, req.question))) return undefined;
  const screen = group(ctx, run, req);
  // Under "each in turn", past the action's first answer: the later actions' likely answers join.
  const planned = run.answers.length > 0 ? await ctx.plan?.ask(ctx, run, screen, who) : undefined;
  if (planned) return prefill(ctx, run, screen, planned);
  if (screen.length < 2) return undefined;
  const fam = family(req.id);
  const alike = screen.every((r) => family(r.id) === fam && r.player === req.player && !r.multi);
  const subjects = screen.map((r) => subject(r.id, r.question));
  const template = subjects[0] !== req.question ? req.question.split(subjects[0]!).join('…') : req.question;
  const answers = new Map<DecisionRequest<unknown>, unknown>();
  if (alike && screen.every(yesNo)) {
    const picked = await ctx.prompter.selectSet(
      `${who}${template} Tick each one for which the answer is yes:`,
      screen.map((_, i) => ({ value: i, label: subjects[i]! })),
      screen.flatMap((r, i) => (same(r.default, yes(r)!.value) ? [i] : [])),
    );
    screen.forEach((r, i) => answers.set(r, picked.includes(i) ? yes(r)!.value : no(r)!.value));
  } else if (alike && screen.every((r) => r.choices.some((c) => c.value === 'none'))) {
    const some = (r: DecisionRequest<unknown>) =>
      r.default !== 'none' ? r.default : r.choices.find((c) => c.value !== 'none')!.value;
    const items = [
      ...screen.map((r, i) => ({
        value: i,
        label: `${subjects[i]}${r.default !== 'none' ? ` (${labelOf(r, r.default)})` : ''}`,
      })),
      { value: -1, label: 'none of these as ticked: answer each one by one' },
    ];
    const picked = await ctx.prompter.selectSet(
      `${who}${template} Tick each one that does (unticked: none):`,
      items,
      screen.flatMap((r, i) => (r.default !== 'none' ? [i] : [])),
    );
    if (picked.includes(-1)) {
      for (const r of screen) run.alone.add(key(r.id, r.question));
      return undefined;
    }
    screen.forEach((r, i) => answers.set(r, picked.includes(i) ? some(r) : 'none'));
  } else {
    const change = await likelyAnswers(ctx, who, [{ qs: screen, shown: run.shown }]);
    screen.forEach((r, i) => {
      if (!change.has(i)) answers.set(r, r.default);
      else if (yesNo(r)) answers.set(r, flipped(r));
      else run.alone.add(key(r.id, r.question));
    });
  }
  return prefill(ctx, run, screen, answers);
}

/** A screen's answers wait in the running action for their questions; the first one is the answer now. */
function prefill(
  ctx: ScreenContext,
  run: Running,
  screen: readonly DecisionRequest<unknown>[],
  answers: ReadonlyMap<DecisionRequest<unknown>, unknown>,
): { value: unknown } | undefined {
  for (const r of screen.slice(1)) {
    if (!answers.has(r)) continue;
    const k = key(r.id, r.question);
    run.prefilled.set(k, [...(run.prefilled.get(k) ?? []), answers.get(r)]);
  }
  ctx.taken?.();
  return answers.has(screen[0]!) ? { value: answers.get(screen[0]!) } : undefined;
}

const yes = (r: DecisionRequest<unknown>) => r.choices.find((c) => c.label === 'yes');
const no = (r: DecisionRequest<unknown>) => r.choices.find((c) => c.label === 'no');
/** A yes/no question: changing its likely answer flips it. */
export const yesNo = (r: DecisionRequest<unknown>) => r.choices.length === 2 && !!yes(r) && !!no(r);
/** The other answer of a yes/no question. */
export const flipped = (r: DecisionRequest<unknown>) => (same(r.default, yes(r)!.value) ? no(r)!.value : yes(r)!.value);

/** Questions on a screen of likely answers, under a heading (an action still to come) or none. */
export interface Section {
  readonly heading?: string;
  readonly qs: readonly DecisionRequest<unknown>[];
  /**
   * The numbers these questions were shown with before, by question (in the order asked): a
   * question shown again keeps its number; this screen's numbers are written back.
   */
  readonly shown: Map<string, number[]>;
}

/**
 * The numbers of a screen's questions: the one each was shown with before in its action (a
 * question keeps its number, however many others come and go), new ones after the highest.
 */
export function numbering(sections: readonly Section[]): number[][] {
  const used = new Set<number>();
  const sticky = sections.map((s) => {
    const seen = new Map<string, number>();
    return s.qs.map((r) => {
      const k = key(r.id, r.question);
      const o = seen.get(k) ?? 0;
      seen.set(k, o + 1);
      const n = s.shown.get(k)?.[o];
      if (n === undefined || used.has(n)) return undefined;
      used.add(n);
      return n;
    });
  });
  let next = Math.max(0, ...used, ...sections.flatMap((s) => [...s.shown.values()].flat())) + 1;
  const out = sticky.map((ns) => ns.map((n) => n ?? next++));
  sections.forEach((s, i) => {
    const mine = new Map<string, number[]>();
    s.qs.forEach((r, j) => {
      const k = key(r.id, r.question);
      mine.set(k, [...(mine.get(k) ?? []), out[i]![j]!]);
    });
    for (const [k, ns] of mine) s.shown.set(k, ns);
  });
  return out;
}

/**
 * One screen of likely answers, numbered (numbering above): Enter takes them all, or the numbers
 * of those to change. Returns the changed ones (0-based positions, across the sections).
 */
export async function likelyAnswers(
  ctx: ScreenContext,
  who: string,
  sections: readonly Section[],
  title = 'The likely answers:',
): Promise<Set<number>> {
  const nums = numbering(sections);
  const lines: string[] = [];
  sections.forEach((s, i) => {
    const own = formLines(s.qs, nums[i]!);
    lines.push(...(s.heading ? [`  ${s.heading}`, ...own.map((l) => `  ${l}`)] : own));
  });
  const all = nums.flat();
  const n = all.length;
  ctx.print([`${who}${title}`, ...lines].join('\n'));
  ctx.prompter.help = [
    'Enter takes every answer as listed; type the numbers of those to change (e.g. "1 3"): a yes/no flips, the others are asked one by one. A question shown again keeps its number.',
    ...lines,
  ];
  const text = await ctx.prompter.prompt({
    kind: 'input',
    message: `${who}Enter takes all ${n}; or the numbers to change:`,
    default: '',
    validate: (t) =>
      t.trim() === '' ||
      t
        .trim()
        .split(/[\s,]+/)
        .every((x) => /^\d+$/.test(x) && all.includes(Number(x)))
        ? true
        : `type numbers shown on the screen (${ranges(all)}), or nothing`,
  });
  return new Set(
    text.trim() === ''
      ? []
      : text
          .trim()
          .split(/[\s,]+/)
          .map((x) => all.indexOf(Number(x))),
  );
}

/** "1-8" or "12, 13, 16-17": the numbers of a screen, runs joined. */
function ranges(ns: readonly number[]): string {
  const sorted = [...ns].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    out.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j;
  }
  return out.join(', ');
}

/** A question as a group knows it: what is asked and what may be answered. */
function shape(q: DecisionRequest<unknown>): string {
  return `${key(q.id, q.question)}\u0000${JSON.stringify(q.choices.map((c) => c.value))}`;
}

/**
 * The likely answers of a group, numbered; a run of one kind of question (each team's range)
 * under one heading with a line per team.
 */
function formLines(group: readonly DecisionRequest<unknown>[], nums: readonly number[]): string[] {
  const out: string[] = [];
  const answer = (r: DecisionRequest<unknown>) =>
    r.multi ? (r.default as unknown[]).map((v) => labelOf(r, v)).join(', ') || 'none' : labelOf(r, r.default);
  let last = '';
  group.forEach((r, i) => {
    const fam = family(r.id);
    const sub = subject(r.id, r.question);
    const runOf = sub !== r.question && ((group[i + 1] && family(group[i + 1]!.id) === fam) || last === fam);
    if (runOf) {
      const heading = r.question.split(sub).join('…');
      if (last !== fam || out[out.length - 1]?.startsWith('  ') === false) out.push(`  ${heading}`);
      out.push(`    ${nums[i]}. ${sub}: ${answer(r)}`);
    } else out.push(`  ${nums[i]}. ${r.question} ${answer(r)}`);
    last = runOf ? fam : '';
  });
  return out;
}
