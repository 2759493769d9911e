/**
 * The turn walker: asks the ruleset for the current step, lets the right player (or the built-in
 * opponent) pick what to do, runs the procedure with the game's dice and the deciders, journals
 * every die and decision the moment it is made, and commits the new state after each finished
 * action. An action interrupted half-way (quit, Ctrl-C, a killed process) is resumed at the prompt
 * where it stopped, every earlier roll kept (resume.ts). One action run with its journal:
 * run-action.ts; the step's menu and "each in turn": action-menu.ts; the built-in opponent's
 * pick: opponent-pick.ts; who answers each decision: answers.ts; a run of like questions asked as
 * one: screens.ts; physical dice a group at a time: physical-dice.ts; the prompt loop with its
 * commands at any prompt (?, status, odds, undo, dice, quit): prompter.ts; what ?, status and
 * odds print: prompt-commands.ts; what quit, undo and dice do: interrupts.ts.
 */
import type { DecisionRequest } from '../../engine/request.js';
import type { JournalEntry } from '../../engine/runner.js';
import type { GameSession } from '../../game/session.js';
import { InputError } from '../../errors/input-error.js';
import { ScriptError } from './scripted-io.js';
import {
  DEFAULT_DOCTRINE,
  doctrineById,
  TABLE,
  type Doctrine,
  type PendingAction,
  type PlayAction,
  type PlayRuleset,
  type StepOutcome,
} from '../../rulesets/play.js';
import type { GameDice } from './dice.js';
import { writerOut } from '../out.js';
import { paint } from '../style.js';
import { DEFAULT_WIDTH, type Meta, type PlayIO, type Question } from './io.js';
import { resumedLine, SCREEN_TAKEN, screenTaken, unfinishedAction, type Answered, type Unfinished } from './resume.js';
import { answer, byBot } from './answers.js';
import { Prompter } from './prompter.js';
import { interrupted } from './interrupts.js';
import { runAction } from './run-action.js';
import { opponentPick } from './opponent-pick.js';
import { StallGuard } from './stall-guard.js';
import { oddsLines, promptCommand } from './prompt-commands.js';
import { askMenu, kindOf, nextInTurn, type EachInTurn } from './action-menu.js';
import { Interrupt, type Running } from './running.js';
import { planContext, type Plan } from './plan.js';
import type { PlanScreen } from './screens.js';

export { Interrupt } from './running.js';
export { diceLine, groupLabel } from './physical-dice.js';

export interface WalkerHooks<S> {
  /** The unit tables, for `status`. */
  status(state: S): string[];
  /** Help lines particular to this game (rules, doctrine). */
  help?(state: S): string[];
  /** Called after each commit (tests stop here). */
  afterCommit?(state: S, label: string): void;
}

export interface WalkerOptions {
  /**
   * Nobody sits at the table (bot versus bot): questions about the table take the ruleset's
   * demo-table answer (Opponent.demoTable) or their default, and are printed, not asked.
   */
  readonly noHuman?: boolean;
}

export interface WalkOptions {
  /** Stop after this many committed actions (the demo). */
  readonly maxActions?: number;
  /** Stop when this predicate holds after a commit. */
  readonly until?: (state: unknown) => boolean;
}

export class Walker<S extends { dice: GameDice }> {
  /** Every question goes out through the prompt loop, with its help for `?`. */
  private readonly prompter: Prompter;
  /**
   * The rolls of the action under way, one line each, not yet on screen: shown before the next
   * question or message (a decision is taken with its dice in view); at the action's end the
   * ruleset's tables show them all instead, when it has tables.
   */
  private heldDice: string[] = [];
  /** The action under way (undo inside it cancels it rather than stepping back). */
  private inAction: string | undefined;
  /** The action being run and the decisions taken in it so far (for `odds`). */
  private pending: { id: string; label: string; answers: { id: string; value: unknown }[] } | undefined;
  private running: Running | undefined;
  /** An action interrupted in an earlier session, to resume first. */
  private unfinished: Unfinished | undefined;
  /** The journal's answers for the action `next` resumes. */
  private resuming: readonly Answered[] = [];
  /** "Each in turn" (action-menu.ts): every action of a kind in this step, the menu asked once. */
  private eachInTurn: EachInTurn | undefined;
  /**
   * Under "each in turn": whether the later actions' likely answers were asked yet, and the
   * answers kept for each of them until it runs (plan.ts).
   */
  private plan: Plan | undefined;
  /** The player's last answer to each kind of question asked alone (answers.ts). */
  private readonly lastAnswers = new Map<string, unknown>();
  /** Whether the built-in opponent picked the action `next` returned last, and the guard against its loops. */
  private pickedByOpponent = false;
  private readonly stall = new StallGuard();
  constructor(
    private readonly session: GameSession<S>,
    private readonly ruleset: PlayRuleset<S>,
    private readonly io: PlayIO,
    private readonly hooks: WalkerHooks<S>,
    private readonly options: WalkerOptions = {},
  ) {
    this.unfinished = unfinishedAction(session.journal);
    this.prompter = new Prompter(
      io,
      () => {
        // Nothing a person is asked after is left unsynced (rolls and the opponent's answers are
        // written as they come, fsynced here or at the action's commit).
        this.session.syncJournal();
        this.flushDice();
      },
      () => this.header(this.session.state),
      (m) => this.meta(m),
    );
  }

  /** Say something, after the rolls it follows. */
  print(text: string): void {
    this.flushDice();
    this.io.print(text);
  }

  private flushDice(): void {
    if (this.heldDice.length === 0) return;
    const lines = this.heldDice;
    this.heldDice = [];
    for (const l of lines) this.io.print(l);
  }

  /**
   * An action's result on screen: its title, the ruleset's tables of every die (the quick
   * commands' renderer) or else the rolls line by line, then what changed on the table.
   */
  async printOutcome(title: string, out: StepOutcome<S>): Promise<void> {
    const report = out.report.map((l) => `  ${l}`);
    if (!out.show) this.print([title, ...report].join('\n'));
    else {
      this.heldDice = [];
      this.print(title);
      await out.show(writerOut((text) => this.io.print(text), this.io.width ?? DEFAULT_WIDTH, await paint()));
      if (report.length) this.io.print(report.join('\n'));
    }
    if (out.odds?.length) this.io.odds?.(out.odds);
  }

  header(state: S): string {
    const h = this.ruleset.header(state);
    return `${h.ruleset} T${h.turn} ${h.active} · ${h.step}`;
  }

  /** Ask, answering the walker's own commands in place. */
  prompt(q: Question): Promise<string> {
    return this.prompter.prompt(q);
  }

  private async meta(m: Meta): Promise<void> {
    const state = this.session.state;
    promptCommand(
      {
        state,
        ruleset: this.ruleset,
        here: () => this.header(state),
        help: this.prompter.help,
        bots: () => this.bots(state),
        hooks: this.hooks,
        odds: () => this.oddsLines(state),
        inAction: this.inAction,
        print: (text) => this.print(text),
      },
      m,
    );
  }

  /** What `odds` prints: the ruleset's exact chances for the pending action, never an error. */
  oddsLines(state: S): readonly string[] {
    const pending: PendingAction | undefined = this.pending && { ...this.pending, answers: [...this.pending.answers] };
    return oddsLines(this.ruleset, state, pending);
  }

  /** Who answers a decision: the table (human), a human side, or the built-in opponent. */
  private async decide(req: DecisionRequest<unknown>): Promise<unknown> {
    const value = await answer(
      {
        state: this.session.state,
        ruleset: this.ruleset,
        noHuman: !!this.options.noHuman,
        doctrine: (side) => this.doctrine(side),
        run: this.running,
        io: this.io,
        prompter: this.prompter,
        print: (text) => this.print(text),
        byBot: (r) => byBot(this.ruleset, this.session.state, r),
        lastAnswers: this.lastAnswers,
        plan: this.planContext(),
        taken: () => {
          if (this.running)
            this.journal({ type: 'decision', id: SCREEN_TAKEN, player: TABLE, value: screenTaken(this.running) });
        },
      },
      req,
    );
    this.pending?.answers.push({ id: req.id, value });
    return value;
  }

  /** Under "each in turn", what a screen needs to ask the later actions' likely answers with it. */
  private planContext(): PlanScreen | undefined {
    const each = this.eachInTurn;
    const current = this.pending?.label;
    if (!each || !this.plan || current === undefined) return undefined;
    // The step's actions of that kind not yet run, from the state of now.
    const actions = () =>
      (this.ruleset.step(this.session.state)?.actions() ?? []).filter(
        (a) => kindOf(a.id) === each.kind && !each.done.has(a.id),
      );
    return planContext(this.plan, current, actions, this.lastAnswers);
  }

  /** The doctrine of a side played by the built-in opponent. */
  doctrine(side: string): Doctrine {
    return doctrineById(this.ruleset.opponent?.doctrineOf(this.session.state, side) ?? '') ?? DEFAULT_DOCTRINE;
  }

  /** The sides the built-in opponent plays now (none without one). */
  private bots(state: S): readonly string[] {
    return this.ruleset.opponent?.plays(state) ?? [];
  }

  /**
   * Run one action to its end (run-action.ts): every roll and answer journaled as it is made; the
   * new state is committed when it finishes. `replay`: the rolls and answers of an earlier,
   * interrupted run of it, given again without asking.
   */
  run(action: PlayAction<S>, replay: readonly Answered[] = []): Promise<StepOutcome<S>> {
    const state = this.session.state;
    // Answers an "each in turn" screen took for this action before it began (plan.ts).
    const planned = this.plan?.kept.get(action.id);
    this.plan?.kept.delete(action.id);
    return runAction(
      {
        io: this.io,
        prompter: this.prompter,
        planned,
        started: (run) => {
          this.running = run;
          this.pending = { id: action.id, label: action.label, answers: [] };
        },
        replayed: (id, value) => this.pending?.answers.push({ id, value }),
        decide: (r) => this.decide(r),
        journal: (e, diceState) => this.journal(e, diceState),
        hold: (line) => this.heldDice.push(line),
        failed: () => (this.heldDice = []),
        ended: () => {
          this.pending = undefined;
          this.running = undefined;
        },
      },
      state,
      action,
      replay,
    );
  }

  /**
   * Journal a roll or answer now, so an interruption keeps it: written at once, fsynced before
   * the next question to a person or with the action's commit (issue 32: a bot's action is one
   * journal fsync, not one per die).
   */
  private journal(e: JournalEntry, diceState?: readonly number[]): void {
    this.session.record(e, diceState);
    this.session.flush(false);
  }

  /** Pick the next action of the current step, or undefined when the game is over. */
  async next(): Promise<PlayAction<S> | undefined> {
    const state = this.session.state;
    const step = this.ruleset.step(state);
    if (!step) return undefined;
    const actions = step.actions();
    const all = [...actions, step.finish];
    const active = this.ruleset.header(state).active;
    const opponent = this.bots(state).includes(active) ? this.ruleset.opponent : undefined;
    if (this.unfinished) {
      const u = this.unfinished;
      this.unfinished = undefined;
      // The opponent's action is its own (built from the turn's pieces): the same state gives it again.
      const own = opponent?.choose(state, step, this.doctrine(active))?.action;
      const a = own?.id === u.action ? own : all.find((x) => x.id === u.action);
      if (a) {
        this.resuming = u.entries;
        this.print(resumedLine(this.header(state), a.label, u.entries));
        return a;
      }
    }
    if (actions.length === 0) return step.finish;
    const pick = opponent && opponentPick(opponent, state, step, actions, active, this.doctrine(active));
    this.pickedByOpponent = pick !== undefined;
    if (pick) {
      this.print(pick.line);
      if (pick.odds) this.io.odds?.(pick.odds);
      return pick.action;
    }
    const here = this.header(state);
    const inTurn = nextInTurn(this.eachInTurn, here, actions);
    if (inTurn) {
      this.print(`(each in turn) ${inTurn.label}`);
      return inTurn;
    }
    this.eachInTurn = undefined;
    this.plan = undefined;
    const { action, each } = await askMenu(step, actions, here, this.prompter);
    if (each) {
      this.eachInTurn = each;
      this.plan = { asked: false, kept: new Map() };
    }
    return action;
  }

  /** Play until the game ends, `quit`, or the options say stop. Returns why it stopped. */
  async walk(options: WalkOptions = {}): Promise<'over' | 'quit' | 'limit'> {
    let done = 0;
    for (;;) {
      try {
        const action = await this.next();
        if (!action) {
          this.print(this.ruleset.summary(this.session.state).join('\n'));
          return 'over';
        }
        const prior = this.session.state;
        const byOpponent = this.pickedByOpponent;
        this.pickedByOpponent = false;
        const before = this.header(prior);
        this.inAction = action.label;
        const replay = this.resuming;
        this.resuming = [];
        const point = this.session.journalPoint();
        const out = await this.run(action, replay)
          .catch((err: unknown) => {
            // The rules refused the action (e.g. a value the book lost): it changes nothing.
            if (err instanceof InputError && !(err instanceof ScriptError)) this.session.discardTo(point);
            throw err;
          })
          .finally(() => (this.inAction = undefined));
        this.session.commit(out.state, `${before}: ${action.label}`);
        await this.printOutcome(`${before}: ${action.label}`, out);
        this.hooks.afterCommit?.(out.state, action.label);
        this.stall.note(action.id, action.label, byOpponent, prior, out.state);
        done++;
        if (options.maxActions !== undefined && done >= options.maxActions) return 'limit';
        if (options.until?.(out.state)) return 'limit';
      } catch (err) {
        if (!(err instanceof Interrupt)) throw err;
        this.eachInTurn = undefined;
        this.plan = undefined;
        const ctx = {
          session: this.session,
          prompter: this.prompter,
          print: (text: string) => this.print(text),
          journal: (e: JournalEntry) => this.journal(e),
        };
        if (await interrupted(ctx, err)) {
          this.print(
            err.cancelled
              ? `Saved: ${this.session.file}, with every roll and answer of "${err.cancelled}" so far; \`umpire play ${this.session.file}\` resumes at this prompt.`
              : `Saved: ${this.session.file} (every action is saved; \`umpire play ${this.session.file}\` resumes).`,
          );
          return 'quit';
        }
      }
    }
  }
}
