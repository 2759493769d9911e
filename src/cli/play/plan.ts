/**
 * "Each in turn" on one screen: when the player runs every action of a kind in a step (each
 * unit's move, each unit's shooting), the likely answers of the actions still to come join the
 * first action's screen, each under its action, so a step is one screen rather than one per unit.
 * Each later action's lines are what it asks before its first die, looked ahead from the state of
 * now with its first question at the player's last answer to it (moved as the last unit did, at
 * the last target). The answers wait until the action runs; there they are checked as each
 * question comes (answers.ts): a question the rules now ask differently (its target gone) is asked
 * then, and with it every later answer of that action (they may depend on it).
 */
import type { DecisionRequest, Procedure } from '../../engine/request.js';
import { lastAnswerFirst } from './last-answer.js';
import { flipped, group, likelyAnswers, yesNo, type PlanScreen, type ScreenContext } from './screens.js';
import { key, type Running } from './running.js';

/** An action of the step still to come under "each in turn". */
export interface Later {
  readonly id: string;
  readonly label: string;
  make(): Procedure<unknown>;
}

/** The answers kept for an action still to come, given to it when it runs. */
export interface Planned {
  readonly prefilled: Map<string, unknown[]>;
  readonly alone: Set<string>;
  /** The numbers its questions had on the screen (a question asked again keeps its number). */
  readonly shown: Map<string, number[]>;
  /** The choices each prefilled set was answered from (as prefilled, in the same order). */
  readonly offered: Map<string, unknown[][]>;
}

/** Under one "each in turn": whether the later actions' answers were asked yet, and those kept. */
export interface Plan {
  asked: boolean;
  readonly kept: Map<string, Planned>;
}

/**
 * What a screen gets under "each in turn": the action now running, the later ones (once: the
 * first screen asks them), each made afresh with its first question at the player's last answer.
 */
export function planContext(
  plan: Plan,
  current: string,
  actions: () => readonly { id: string; label: string; run(): Procedure<unknown> }[],
  last: ReadonlyMap<string, unknown>,
): PlanScreen {
  return {
    pending: () => !plan.asked,
    ask: async (ctx, run, screen, who, first) => {
      if (plan.asked) return undefined;
      plan.asked = true;
      const later = actions().map((a) => ({
        id: a.id,
        label: a.label,
        make: () => lastAnswerFirst(a.run(), (id) => last.get(id)),
      }));
      return askPlan(ctx, run, { current, later, keep: (id, p) => plan.kept.set(id, p) }, screen, who, first);
    },
  };
}

/**
 * The plan screen: this action's questions (`screen`, from the one now asked) and each later
 * action's, one numbered screen. Returns the answers of this action's questions (as askGroup's);
 * the later actions' are kept by the walker. Undefined: no later action asks anything before its
 * first die (the plan is not made).
 */
export async function askPlan(
  ctx: ScreenContext,
  run: Running,
  plan: {
    /** The label of the action now running. */
    readonly current: string;
    /** The actions still to come. */
    readonly later: readonly Later[];
    /** Keep an action's answers until it runs. */
    keep(id: string, planned: Planned): void;
  },
  screen: readonly DecisionRequest<unknown>[],
  who: string,
  /** `screen` opens with this action's first question (which may steer those after it). */
  first = false,
): Promise<Map<DecisionRequest<unknown>, unknown> | undefined> {
  const { later } = plan;
  const fresh = (make: () => Procedure<unknown>) => ({
    make,
    answers: [],
    prefilled: new Map(),
    alone: new Set<string>(),
  });
  const plans = later
    .map((a) => ({
      a,
      qs: group(
        ctx,
        fresh(() => a.make()),
        undefined,
      ),
      shown: new Map<string, number[]>(),
    }))
    .filter((p) => p.qs.length > 0);
  if (plans.length === 0) return undefined;
  const change = await likelyAnswers(
    ctx,
    who,
    [
      { heading: `${plan.current}:`, qs: screen, shown: run.shown },
      ...plans.map((p) => ({ heading: `${p.a.label}:`, qs: p.qs, shown: p.shown })),
    ],
    `The likely answers, for ${plan.current} now and each after it in its turn:`,
  );
  const answers = new Map<DecisionRequest<unknown>, unknown>();
  // This action's first question changed: it is asked on its own, and what follows from it then.
  const opened = first && change.has(0) && !yesNo(screen[0]!);
  screen.forEach((r, i) => {
    if (opened) {
      if (i === 0) run.alone.add(key(r.id, r.question));
    } else if (!change.has(i)) answers.set(r, r.default);
    else if (yesNo(r)) answers.set(r, flipped(r));
    else run.alone.add(key(r.id, r.question));
  });
  let n = screen.length;
  for (const { a, qs, shown } of plans) {
    const planned: Planned = { prefilled: new Map(), alone: new Set(), shown, offered: new Map() };
    const at = n;
    n += qs.length;
    // Its first question changed: it is asked when the action runs, and what follows from it then.
    if (change.has(at) && !yesNo(qs[0]!)) {
      planned.alone.add(key(qs[0]!.id, qs[0]!.question));
      plan.keep(a.id, planned);
      continue;
    }
    qs.forEach((r, i) => {
      const k = key(r.id, r.question);
      if (change.has(at + i) && !yesNo(r)) planned.alone.add(k);
      else {
        planned.prefilled.set(k, [...(planned.prefilled.get(k) ?? []), change.has(at + i) ? flipped(r) : r.default]);
        planned.offered.set(k, [...(planned.offered.get(k) ?? []), r.choices.map((c) => c.value)]);
      }
    });
    plan.keep(a.id, planned);
  }
  return answers;
}
