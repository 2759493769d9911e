/**
 * What the walker's commands typed at any prompt do: `?` / `help` (where the game is, the
 * question's help, the opponent's doctrine), `status` (the unit tables), `odds` (the ruleset's
 * chances for the action under way); `undo`, `quit` and `dice` leave the action (interrupts.ts).
 */
import type { PendingAction, PlayRuleset } from '../../rulesets/play.js';
import type { Meta } from './io.js';
import { Interrupt } from './running.js';

/** What the commands need of the walker, at the state of now. */
export interface CommandContext<S> {
  readonly state: S;
  readonly ruleset: PlayRuleset<S>;
  /** "ruleset T2 side · step", where the game is. */
  here(): string;
  /** The help of the question on screen. */
  readonly help: readonly string[];
  /** The sides the built-in opponent plays now. */
  bots(): readonly string[];
  /** Help lines particular to this game, and its unit tables. */
  readonly hooks: { status(state: S): string[]; help?(state: S): string[] };
  /** What `odds` prints now (oddsLines). */
  odds(): readonly string[];
  /** The action under way (undo inside it cancels it rather than stepping back). */
  readonly inAction: string | undefined;
  /** Say something, after the rolls it follows. */
  print(text: string): void;
}

/** Answer a command typed at a prompt; undo, quit and dice throw the Interrupt that leaves. */
export function promptCommand<S>(ctx: CommandContext<S>, m: Meta): void {
  const state = ctx.state;
  switch (m) {
    case '?':
    case 'help':
      ctx.print(
        [
          `You are at: ${ctx.here()}.`,
          ...ctx.help,
          'At any prompt: ? (this help), status (unit tables), odds, undo (step back one action), dice (switch fair / seeded / manual), quit (the game is saved after every finished action).',
          ...(ctx.bots().length
            ? [
                `The built-in opponent plays ${ctx.bots().join(', ')}. Its doctrine:`,
                ...(ctx.ruleset.opponent?.doctrine ?? []).map((d) => `  - ${d}`),
              ]
            : []),
          ...(ctx.hooks.help?.(state) ?? []),
        ].join('\n'),
      );
      return;
    case 'status':
      ctx.print(ctx.hooks.status(state).join('\n'));
      return;
    case 'odds':
      ctx.print(ctx.odds().join('\n'));
      return;
    case 'undo':
    case 'quit':
    case 'dice':
      throw new Interrupt(m, ctx.inAction);
  }
}

/**
 * What `odds` prints: the ruleset's exact chances for the pending action (the action being run
 * and the decisions taken in it so far), never an error.
 */
export function oddsLines<S>(ruleset: PlayRuleset<S>, state: S, pending: PendingAction | undefined): readonly string[] {
  if (!ruleset.odds)
    return [
      'Odds: this ruleset has no odds inside play yet; `umpire odds` and `umpire test <kind> --odds` print exact chances.',
    ];
  try {
    return ruleset.odds(state, pending);
  } catch (err) {
    return [`Odds: cannot work them out here (${(err as Error).message}).`];
  }
}
