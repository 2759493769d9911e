/**
 * One action run to its end with the game's dice and the deciders: every roll and answer
 * journaled the moment it is made, and an action interrupted in an earlier session given its
 * journaled rolls and answers again without asking (resume.ts), before the rest is asked.
 */
import type { DiceRequest } from '../../dice/request.js';
import type { DiceSource } from '../../dice/source.js';
import type { DecisionRequest } from '../../engine/request.js';
import { runProcedure, type JournalEntry } from '../../engine/runner.js';
import { TABLE, type PlayAction, type StepOutcome } from '../../rulesets/play.js';
import { diceFor, type GameDice } from './dice.js';
import type { PlayIO } from './io.js';
import { diceLine, physicalDice } from './physical-dice.js';
import type { Planned } from './plan.js';
import type { Prompter } from './prompter.js';
import { ACTION_BEGUN, DICE_TYPED, typedAhead, type Answered } from './resume.js';
import { key, type Running } from './running.js';

/** What running an action needs of the walker. */
export interface ActionContext {
  readonly io: PlayIO;
  readonly prompter: Prompter;
  /** Answers an "each in turn" screen took for this action before it began (plan.ts). */
  readonly planned: Planned | undefined;
  /** The action is under way: its Running, shared with the answers and screens. */
  started(run: Running): void;
  /** An answer given again from the journal (the action's answers so far, for `odds`). */
  replayed(id: string, value: unknown): void;
  /** Who answers a decision asked afresh. */
  decide(r: DecisionRequest<unknown>): Promise<unknown>;
  /** Journal a roll or answer now, so an interruption keeps it. */
  journal(e: JournalEntry, diceState?: readonly number[]): void;
  /** A roll's line, held until the next question or message. */
  hold(line: string): void;
  /** The action did not finish: its held rolls are not shown. */
  failed(): void;
  /** The action is no longer under way (finished or not). */
  ended(): void;
}

/**
 * Run one action to its end. Every roll and answer is journaled as it is made (an action cut
 * short resumes at its prompt); the caller commits the new state when it finishes. `replay`: the
 * rolls and answers of an earlier, interrupted run of it, given again without asking.
 */
export async function runAction<S extends { dice: GameDice }>(
  ctx: ActionContext,
  state: S,
  action: PlayAction<S>,
  replay: readonly Answered[],
): Promise<StepOutcome<S>> {
  const game: { source: DiceSource; save(): S['dice'] } = diceFor(state.dice, ctx.io, (q) => ctx.prompter.prompt(q));
  // Physical dice typed with a group before the interruption wait for their rolls again.
  // A screen answered before the interruption: its answers still waiting wait again.
  const { replay: again, waiting, screen } = typedAhead(replay);
  const planned = ctx.planned;
  const run: Running = {
    make: () => action.run(),
    answers: [],
    replay: again,
    prefilled: planned?.prefilled ?? new Map(screen?.taken.prefilled.map(([k, v]) => [k, [...v]])),
    alone: planned?.alone ?? new Set(screen?.taken.alone),
    shown: planned?.shown ?? new Map(screen?.taken.shown),
    planned: !!planned,
    ...(planned ? { offered: planned.offered } : {}),
    dice: waiting,
    replayed: false,
  };
  ctx.started(run);
  if (replay.length === 0) ctx.journal({ type: 'decision', id: ACTION_BEGUN, player: TABLE, value: action.id });
  const source: DiceSource = {
    kind: game.source.kind,
    roll: async (req) => {
      const faces =
        fromJournal(run, req) ??
        (game.source.kind === 'manual'
          ? await physicalDice(run, req, ctx.io, ctx.prompter, (dice) =>
              // Journaled as typed: a quit before their rolls come keeps them (typedAhead).
              ctx.journal({ type: 'decision', id: DICE_TYPED, player: TABLE, value: dice }),
            )
          : await game.source.roll(req));
      ctx.hold(diceLine(req, faces));
      return faces;
    },
  };
  try {
    const out = await runProcedure(action.run(), {
      dice: source,
      decider: {
        decide: async (r) => {
          const head = run.replay[0];
          if (head?.kind === 'decision' && head.id === r.id) {
            run.replay.shift();
            // An answer the screen had kept waiting, given before the interruption: used up.
            if (screen?.used.has(head)) {
              const k = key(r.id, r.question);
              const waiting = run.prefilled.get(k);
              waiting?.shift();
              if (waiting?.length === 0) run.prefilled.delete(k);
            }
            run.replayed = true;
            ctx.replayed(r.id, head.value);
            return head.value;
          }
          run.replay.length = 0;
          return ctx.decide(r);
        },
      },
      record: (e) => {
        run.answers.push(e.type === 'dice' ? e.faces : e.value);
        if (run.replayed) run.replayed = false;
        else ctx.journal(e, game.source.kind === 'seeded' ? (game.save() as { state: number[] }).state : undefined);
      },
    });
    const unused = run.dice.map((d) => `${d.label} (${d.faces.join(' ')})`);
    return {
      ...out,
      state: { ...out.state, dice: game.save() },
      report: [
        ...out.report,
        ...(unused.length ? [`Not needed after all: the dice typed for ${unused.join('; ')}.`] : []),
      ],
    };
  } catch (err) {
    // The rolls of an action that did not finish are not its result: nothing of them is shown.
    ctx.failed();
    throw err;
  } finally {
    ctx.ended();
  }
}

/** The faces of this request from an interrupted run, if the journal has them. */
function fromJournal(run: Running, req: DiceRequest): number[] | undefined {
  const head = run.replay[0];
  if (head?.kind === 'dice' && head.label === req.label && head.faces.length === req.count) {
    run.replay.shift();
    run.replayed = true;
    return [...head.faces];
  }
  run.replay.length = 0;
  return undefined;
}
