/**
 * The turn walker: asks the ruleset for the current step, lets the right player (or the built-in
 * opponent) pick what to do, runs the procedure with the game's dice and the deciders, journals
 * every die and decision, and commits the new state after each finished action. Quitting or
 * stopping mid-action loses only that unfinished action. At any prompt: ?, status, odds, undo,
 * dice, quit.
 */
import type { DiceSource } from '../../dice/source.js';
import type { DecisionRequest } from '../../engine/request.js';
import { runProcedure } from '../../engine/runner.js';
import type { GameSession } from '../../game/session.js';
import { TABLE, type PendingAction, type PlayAction, type PlayRuleset, type StepOutcome } from '../../rulesets/play.js';
import { diceFor, type GameDice } from './dice.js';
import { isMeta, META_CHOICES, type Meta, type PlayIO, type Question, type SelectChoice } from './io.js';

/** Leaves the current action: undo, quit, or a dice switch. */
export class Interrupt extends Error {
  constructor(
    readonly kind: 'undo' | 'quit' | 'dice',
    /** The unfinished action an undo cancels. */
    readonly cancelled?: string,
  ) {
    super(kind);
  }
}

export interface WalkerHooks<S> {
  /** The unit tables, for `status`. */
  status(state: S): string[];
  /** Help lines particular to this game (rules, doctrine). */
  help?(state: S): string[];
  /** Called after each commit (tests stop here). */
  afterCommit?(state: S, label: string): void;
}

export interface WalkOptions {
  /** Stop after this many committed actions (the demo). */
  readonly maxActions?: number;
  /** Stop when this predicate holds after a commit. */
  readonly until?: (state: unknown) => boolean;
}

export class Walker<S extends { dice: GameDice }> {
  private currentHelp: string[] = [];
  /** The action under way (undo inside it cancels it rather than stepping back). */
  private inAction: string | undefined;
  /** The action being run and the decisions taken in it so far (for `odds`). */
  private pending: { id: string; label: string; answers: { id: string; value: unknown }[] } | undefined;
  constructor(
    private readonly session: GameSession<S>,
    private readonly ruleset: PlayRuleset<S>,
    private readonly io: PlayIO,
    private readonly hooks: WalkerHooks<S>,
  ) {}

  header(state: S): string {
    const h = this.ruleset.header(state);
    return `${h.ruleset} T${h.turn} ${h.active} · ${h.step}`;
  }

  /** Ask, answering the walker's own commands in place. */
  async prompt(q: Question): Promise<string> {
    const state = this.session.state;
    const message = `${this.header(state)} › ${q.message}`;
    const asked: Question = q.kind === 'select' ? { ...q, message, choices: [...q.choices, ...META_CHOICES] } : { ...q, message };
    for (;;) {
      const answer = await this.io.ask(asked);
      if (!isMeta(answer) || (q.kind === 'select' && q.choices.some((c) => c.value === answer))) return answer;
      await this.meta(answer.trim().toLowerCase() as Meta);
    }
  }

  private async meta(m: Meta): Promise<void> {
    const state = this.session.state;
    switch (m) {
      case '?':
      case 'help':
        this.io.print(
          [
            `You are at: ${this.header(state)}.`,
            ...this.currentHelp,
            'At any prompt: ? (this help), status (unit tables), odds, undo (step back one action), dice (switch fair / seeded / manual), quit (the game is saved after every finished action).',
            ...(this.ruleset.bots(state).length ? [`The built-in opponent plays ${this.ruleset.bots(state).join(', ')}. Its doctrine:`, ...this.ruleset.doctrine.map((d) => `  - ${d}`)] : []),
            ...(this.hooks.help?.(state) ?? []),
          ].join('\n'),
        );
        return;
      case 'status':
        this.io.print(this.hooks.status(state).join('\n'));
        return;
      case 'odds':
        this.io.print(this.oddsLines(state).join('\n'));
        return;
      case 'undo':
        throw new Interrupt('undo', this.inAction);
      case 'quit':
      case 'dice':
        throw new Interrupt(m);
    }
  }

  /** What `odds` prints: the ruleset's exact chances for the pending action, never an error. */
  oddsLines(state: S): readonly string[] {
    if (!this.ruleset.odds) return ['Odds: this ruleset has no odds inside play yet; `umpire odds` and `umpire test <kind> --odds` print exact chances.'];
    const pending: PendingAction | undefined = this.pending && { ...this.pending, answers: [...this.pending.answers] };
    try {
      return this.ruleset.odds(state, pending);
    } catch (err) {
      return [`Odds: cannot work them out here (${(err as Error).message}).`];
    }
  }

  private async select<T>(message: string, choices: readonly { value: T; label: string }[], dflt: T): Promise<T> {
    // The answer's value is the label when labels are unique (so a script says "yes", "2", "StuG Platoon").
    const unique = new Set(choices.map((c) => c.label)).size === choices.length && choices.every((c) => !/^\?$|^(help|status|odds|undo|dice|quit)$/i.test(c.label));
    const opts: SelectChoice[] = choices.map((c, i) => ({ value: unique ? c.label : String(i + 1), label: c.label }));
    const di = Math.max(0, choices.findIndex((c) => Object.is(c.value, dflt) || JSON.stringify(c.value) === JSON.stringify(dflt)));
    this.currentHelp = [`Question: ${message}`, ...choices.map((c, i) => `  ${i + 1}. ${c.label}`)];
    const answer = await this.prompt({ kind: 'select', message, choices: opts, default: opts[di]!.value });
    return choices[opts.findIndex((o) => o.value === answer)]!.value;
  }

  /** Who answers a decision: the table (human), a human side, or the built-in opponent. */
  private async decide(req: DecisionRequest<unknown>): Promise<unknown> {
    const value = await this.answer(req);
    this.pending?.answers.push({ id: req.id, value });
    return value;
  }

  private async answer(req: DecisionRequest<unknown>): Promise<unknown> {
    const state = this.session.state;
    const bots = this.ruleset.bots(state);
    if (req.player !== TABLE && bots.includes(req.player) && !this.ruleset.asksTable?.(req.id)) {
      const v = this.ruleset.botDecide?.(state, req);
      const value = v === undefined ? req.default : v;
      const label = req.choices.find((c) => JSON.stringify(c.value) === JSON.stringify(value))?.label ?? String(value);
      this.io.print(`  (${req.player}, built-in opponent) ${req.question} -> ${label}`);
      return value;
    }
    const who = req.player === TABLE || req.player === 'owner' || this.ruleset.asksTable?.(req.id) ? '' : `[${req.player}] `;
    return this.select(`${who}${req.question}`, req.choices, req.default);
  }

  /** Run one action to its end; nothing is saved until it finishes. */
  async run(action: PlayAction<S>): Promise<StepOutcome<S>> {
    const state = this.session.state;
    const dice: { source: DiceSource; save(): S['dice'] } = diceFor(state.dice, this.io, (q) => this.prompt(q));
    this.pending = { id: action.id, label: action.label, answers: [] };
    const out = await runProcedure(action.run(), {
      dice: dice.source,
      decider: { decide: (r) => this.decide(r) },
      record: (e) => this.session.record(e, dice.source.kind === 'seeded' ? (dice.save() as { state: number[] }).state : undefined),
    }).finally(() => (this.pending = undefined));
    return { state: { ...out.state, dice: dice.save() }, report: out.report };
  }

  /** Pick the next action of the current step, or undefined when the game is over. */
  async next(): Promise<PlayAction<S> | undefined> {
    const state = this.session.state;
    const step = this.ruleset.step(state);
    if (!step) return undefined;
    const actions = step.actions();
    if (actions.length === 0) return step.finish;
    const bots = this.ruleset.bots(state);
    const all = [...actions, step.finish];
    const active = this.ruleset.header(state).active;
    if (step.chooser === 'active' && bots.includes(active)) {
      const pick = step.botPasses ? step.finish : (actions[0] ?? step.finish);
      this.io.print(`(${active}, built-in opponent) ${pick.label}`);
      return pick;
    }
    this.currentHelp = [`${step.name} Step: choose what to do next.`, ...all.map((a) => `  - ${a.label}`)];
    const answer = await this.prompt({ kind: 'select', message: 'What next?', choices: all.map((a) => ({ value: a.id, label: a.label })), default: all[0]!.id });
    return all.find((a) => a.id === answer)!;
  }

  /** Play until the game ends, `quit`, or the options say stop. Returns why it stopped. */
  async walk(options: WalkOptions = {}): Promise<'over' | 'quit' | 'limit'> {
    let done = 0;
    for (;;) {
      try {
        const action = await this.next();
        if (!action) {
          this.io.print(this.ruleset.summary(this.session.state).join('\n'));
          return 'over';
        }
        const before = this.header(this.session.state);
        this.inAction = action.label;
        const out = await this.run(action).finally(() => (this.inAction = undefined));
        this.session.commit(out.state, `${before}: ${action.label}`);
        this.io.print([`${before}: ${action.label}`, ...out.report.map((l) => `  ${l}`)].join('\n'));
        this.hooks.afterCommit?.(out.state, action.label);
        done++;
        if (options.maxActions !== undefined && done >= options.maxActions) return 'limit';
        if (options.until?.(out.state)) return 'limit';
      } catch (err) {
        if (!(err instanceof Interrupt)) throw err;
        if (await this.interrupted(err)) {
          this.io.print(`Saved: ${this.session.file} (every finished action is saved; \`umpire play ${this.session.file}\` resumes).`);
          return 'quit';
        }
      }
    }
  }

  /** Handle an interrupt; true when the player quits. */
  private async interrupted(err: Interrupt): Promise<boolean> {
    let e: Interrupt | undefined = err;
    void e;
    while (e) {
      const kind: Interrupt['kind'] = e.kind;
      e = undefined;
      if (kind === 'quit') return true;
      if (kind === 'undo') {
        if (err.cancelled) this.io.print(`Cancelled: ${err.cancelled} (nothing of it was saved).`);
        else this.undo();
      }
      if (kind === 'dice') {
        try {
          await this.switchDice();
        } catch (inner) {
          if (!(inner instanceof Interrupt)) throw inner;
          e = inner;
        }
      }
    }
    return false;
  }

  private undo(): void {
    if (this.session.undoable().length === 0) {
      this.io.print('Nothing to undo: the game is as it was set up.');
      return;
    }
    const { undone } = this.session.undo(1);
    const change = undone.find((e) => e.kind === 'change');
    this.io.print(`Undone: ${change && change.kind === 'change' ? change.reason : 'the last action'}.`);
  }

  private async switchDice(): Promise<void> {
    const state = this.session.state;
    const kind = await this.select<'crypto' | 'seeded' | 'manual'>(
      `Dice are ${state.dice.kind === 'crypto' ? 'fair (digital)' : state.dice.kind}. Switch to:`,
      [
        { value: 'crypto', label: 'fair digital dice' },
        { value: 'seeded', label: 'seeded digital dice (replayable)' },
        { value: 'manual', label: 'physical dice (type what you rolled)' },
      ],
      state.dice.kind,
    );
    const { switchDice } = await import('./dice.js');
    this.session.commit({ ...state, dice: switchDice(state.dice, kind) }, `dice: ${kind}`);
    this.io.print(`Dice: ${kind}.`);
  }
}
