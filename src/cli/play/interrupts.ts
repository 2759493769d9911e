/**
 * What the walker does when the player leaves an action with a command typed at any prompt:
 * `quit` (stop, the game saved), `undo` (cancel the action under way, or step back one finished
 * action), `dice` (cancel the action under way and switch fair / seeded / manual dice).
 */
import type { JournalEntry } from '../../engine/runner.js';
import type { GameSession } from '../../game/session.js';
import { TABLE } from '../../rulesets/play.js';
import type { GameDice } from './dice.js';
import type { Prompter } from './prompter.js';
import { ACTION_CANCELLED } from './resume.js';
import { Interrupt } from './running.js';

/** What handling an interrupt needs of the walker. */
export interface InterruptContext<S extends { dice: GameDice }> {
  readonly session: GameSession<S>;
  readonly prompter: Prompter;
  /** Say something, after the rolls it follows. */
  print(text: string): void;
  /** Journal an entry now (an interruption keeps it). */
  journal(e: JournalEntry): void;
}

/** Handle an interrupt; true when the player quits. */
export async function interrupted<S extends { dice: GameDice }>(
  ctx: InterruptContext<S>,
  err: Interrupt,
): Promise<boolean> {
  let e: Interrupt | undefined = err;
  void e;
  while (e) {
    const kind: Interrupt['kind'] = e.kind;
    e = undefined;
    if (kind === 'quit') return true;
    if ((kind === 'undo' || kind === 'dice') && err.cancelled) {
      // The rolls and answers stay in the journal, marked as leading nowhere.
      ctx.journal({ type: 'decision', id: ACTION_CANCELLED, player: TABLE, value: err.cancelled });
      ctx.print(`Cancelled: ${err.cancelled} (nothing of it changes the game).`);
    } else if (kind === 'undo') undo(ctx);
    if (kind === 'dice') {
      try {
        await switchDice(ctx);
      } catch (inner) {
        if (!(inner instanceof Interrupt)) throw inner;
        e = inner;
      }
    }
  }
  return false;
}

function undo<S extends { dice: GameDice }>(ctx: InterruptContext<S>): void {
  if (ctx.session.undoable().length === 0) {
    ctx.print('Nothing to undo: the game is as it was set up.');
    return;
  }
  const { undone } = ctx.session.undo(1);
  const change = undone.find((e) => e.kind === 'change');
  ctx.print(`Undone: ${change && change.kind === 'change' ? change.reason : 'the last action'}.`);
}

async function switchDice<S extends { dice: GameDice }>(ctx: InterruptContext<S>): Promise<void> {
  const state = ctx.session.state;
  const kind = await ctx.prompter.select<'crypto' | 'seeded' | 'manual'>(
    `Dice are ${state.dice.kind === 'crypto' ? 'fair (digital)' : state.dice.kind}. Switch to:`,
    [
      { value: 'crypto', label: 'fair digital dice' },
      { value: 'seeded', label: 'seeded digital dice (replayable)' },
      { value: 'manual', label: 'physical dice (type what you rolled)' },
    ],
    state.dice.kind,
  );
  const { switchDice } = await import('./dice.js');
  ctx.session.commit({ ...state, dice: switchDice(state.dice, kind) }, `dice: ${kind}`);
  ctx.print(`Dice: ${kind}.`);
}
