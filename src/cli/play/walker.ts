/**
 * The turn walker: asks the ruleset for the current step, lets the right player (or the built-in
 * opponent) pick what to do, runs the procedure with the game's dice and the deciders, journals
 * every die and decision the moment it is made, and commits the new state after each finished
 * action. An action interrupted half-way (quit, Ctrl-C, a killed process) is resumed at the prompt
 * where it stopped, every earlier roll kept (resume.ts). A run of like questions is asked as one
 * and physical dice are taken a group at a time (lookahead.ts). At any prompt, dice prompts
 * included: ?, status, odds, undo, dice, quit.
 */
import { parseManualFaces } from '../../dice/manual.js';
import type { DiceRequest } from '../../dice/request.js';
import type { DiceSource } from '../../dice/source.js';
import type { DecisionRequest, Procedure } from '../../engine/request.js';
import { runProcedure, type JournalEntry } from '../../engine/runner.js';
import type { GameSession } from '../../game/session.js';
import { InputError } from '../../engine/errors.js';
import { ScriptError } from './scripted-io.js';
import { DEFAULT_DOCTRINE, doctrineById, TABLE, type Doctrine, type PendingAction, type PlayAction, type PlayRuleset, type StepOutcome } from '../../rulesets/play.js';
import { diceFor, type GameDice } from './dice.js';
import { writerOut } from '../out.js';
import { paint } from '../style.js';
import { decodeSet, DEFAULT_WIDTH, isMeta, META_CHOICES, type Meta, type PlayIO, type Question, type SelectChoice } from './io.js';
import { failingFaces, family, passingFaces, sameDiceGroup, subject, successes, walkAhead } from './lookahead.js';
import { ACTION_BEGUN, ACTION_CANCELLED, unfinishedAction, type Answered, type Unfinished } from './resume.js';

const key = (id: string, question: string): string => `${id}\u0000${question}`;
const same = (a: unknown, b: unknown): boolean => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/** The action being run: how to make its procedure afresh, and every answer given in it so far. */
interface Running {
  readonly make: () => Procedure<unknown>;
  readonly answers: unknown[];
  /** Answers from the journal still to give (a resumed action). */
  readonly replay: Answered[];
  /** Answers the player already gave for questions asked as a group (id + question -> value). */
  readonly prefilled: Map<string, unknown[]>;
  /** Questions the player chose to answer one by one (not grouped again). */
  readonly alone: Set<string>;
  /** Physical dice typed for a group, waiting for their requests. */
  readonly dice: { label: string; count: number; sides: number; faces: number[] }[];
  /** The answer now being given came from the journal (not journaled again). */
  replayed: boolean;
}

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

export interface WalkerOptions {
  /**
   * Nobody sits at the table (bot versus bot): questions about the table take the ruleset's
   * demo-table answer (PlayRuleset.demoTable) or their default, and are printed, not asked.
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
  private currentHelp: string[] = [];
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
  constructor(
    private readonly session: GameSession<S>,
    private readonly ruleset: PlayRuleset<S>,
    private readonly io: PlayIO,
    private readonly hooks: WalkerHooks<S>,
    private readonly options: WalkerOptions = {},
  ) {
    this.unfinished = unfinishedAction(session.journal);
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
    if (!out.show) return this.print([title, ...report].join('\n'));
    this.heldDice = [];
    this.print(title);
    await out.show(writerOut((text) => this.io.print(text), this.io.width ?? DEFAULT_WIDTH, await paint()));
    if (report.length) this.io.print(report.join('\n'));
  }

  header(state: S): string {
    const h = this.ruleset.header(state);
    return `${h.ruleset} T${h.turn} ${h.active} · ${h.step}`;
  }

  /** Ask, answering the walker's own commands in place. */
  async prompt(q: Question): Promise<string> {
    this.flushDice();
    const state = this.session.state;
    const message = `${this.header(state)} › ${q.message}`;
    const asked: Question = q.kind === 'select' ? { ...q, message, choices: [...q.choices, ...META_CHOICES] } : { ...q, message };
    for (;;) {
      // A set's answer is encodeSet(values); a walker's word typed (or ticked) instead comes as the word.
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
        this.print(
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
        this.print(this.hooks.status(state).join('\n'));
        return;
      case 'odds':
        this.print(this.oddsLines(state).join('\n'));
        return;
      case 'undo':
      case 'quit':
      case 'dice':
        throw new Interrupt(m, this.inAction);
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

  /** A set: one checkbox question; the chosen values in the order of the choices. */
  private async selectSet<T>(message: string, choices: readonly { value: T; label: string }[], dflt: readonly T[]): Promise<T[]> {
    const opts: SelectChoice[] = choices.map((c, i) => ({ value: String(i + 1), label: c.label }));
    this.currentHelp = [`Question: ${message}`, 'Tick every one that applies (all, none, or some); Enter accepts the ticked ones.', ...choices.map((c, i) => `  ${i + 1}. ${c.label}`)];
    const ticked = opts.filter((_, i) => dflt.some((d) => same(d, choices[i]!.value))).map((o) => o.value);
    const picked = decodeSet(await this.prompt({ kind: 'checkbox', message, choices: opts, default: ticked }));
    return choices.filter((_, i) => picked.includes(String(i + 1))).map((c) => c.value);
  }

  /** Who answers a decision: the table (human), a human side, or the built-in opponent. */
  private async decide(req: DecisionRequest<unknown>): Promise<unknown> {
    const value = await this.answer(req);
    this.pending?.answers.push({ id: req.id, value });
    return value;
  }

  /** The built-in opponent takes this decision (a choice of its side, not a question about the table). */
  private byBot(req: DecisionRequest<unknown>): boolean {
    return req.player !== TABLE && this.ruleset.bots(this.session.state).includes(req.player) && !this.ruleset.asksTable?.(req.id);
  }

  /** The doctrine of a side played by the built-in opponent. */
  doctrine(side: string): Doctrine {
    return doctrineById(this.ruleset.doctrineOf?.(this.session.state, side) ?? '') ?? DEFAULT_DOCTRINE;
  }

  private async answer(req: DecisionRequest<unknown>): Promise<unknown> {
    const state = this.session.state;
    const shown = (v: unknown) => (req.multi && Array.isArray(v) ? v.map((x) => labelOf(req, x)).join(', ') || 'none' : labelOf(req, v));
    if (this.byBot(req)) {
      const a = this.ruleset.botAnswer?.(state, req, this.doctrine(req.player));
      const v = a ? a.value : this.ruleset.botDecide?.(state, req);
      const value = v === undefined ? req.default : v;
      this.print(`  (${req.player}, built-in opponent) ${req.question} -> ${shown(value)}${a?.reason ? `: ${a.reason}` : ''}`);
      return value;
    }
    if (this.options.noHuman && (req.player === TABLE || this.ruleset.asksTable?.(req.id) || req.player === 'owner')) {
      const v = this.ruleset.demoTable?.(state, req);
      const value = v === undefined ? req.default : v;
      this.print(`  (table, demo default) ${req.question} -> ${shown(value)}`);
      return value;
    }
    const who = req.player === TABLE || req.player === 'owner' || this.ruleset.asksTable?.(req.id) ? '' : `[${req.player}] `;
    const run = this.running;
    const k = key(req.id, req.question);
    const waiting = run?.prefilled.get(k);
    if (waiting?.length) {
      const v = waiting.shift();
      if (waiting.length === 0) run!.prefilled.delete(k);
      // An answer given on a screen stands if the rules still allow it now; else the question is asked.
      if (req.multi ? (v as unknown[]).every((x) => req.choices.some((c) => same(c.value, x))) : req.choices.some((c) => same(c.value, v))) return v;
    }
    const grouped = await this.askGroup(req, who);
    if (grouped !== undefined) return grouped.value;
    if (req.multi) return this.selectSet(`${who}${req.question}`, req.choices, req.default as unknown[]);
    return this.select(`${who}${req.question}`, req.choices, req.default);
  }

  /**
   * The questions that can be put on one screen with this one: the decisions of the same player
   * (or of the table) up to the next roll, and after rolls only more of the same kinds (each
   * hit's armour, each team's range...). Their defaults are taken to look ahead, rolls pass.
   */
  private group(req: DecisionRequest<unknown>): DecisionRequest<unknown>[] {
    const run = this.running;
    if (!run) return [req];
    const families = new Set([family(req.id)]);
    const players = new Set(req.player === TABLE ? [] : [req.player]);
    const out: DecisionRequest<unknown>[] = [];
    let rolled = false;
    const ok = walkAhead(run.make, run.answers, (r, i) => {
      if (r.type === 'dice') {
        if (i === 0) return undefined;
        rolled = true;
        return { answer: passingFaces(r) };
      }
      if (i > 0) {
        const k = key(r.id, r.question);
        // The same question again (each hit's team) joins; one already answered or set aside does not.
        if (run.prefilled.has(k) || run.alone.has(k) || this.byBot(r) || standsAlone(r)) return undefined;
        // One player's questions (and the table's, before any roll) go on one screen.
        const player = r.player === TABLE ? !rolled : players.size === 0 || players.has(r.player);
        if (!player || (rolled && !families.has(family(r.id)))) return undefined;
        families.add(family(r.id));
        if (r.player !== TABLE) players.add(r.player);
      }
      out.push(r);
      return { answer: r.default };
    });
    if (!ok || out[0]?.id !== req.id) return [req];
    // A question whose answer changes the questions after it (which unit is charged) ends the group.
    for (let j = 0; j < out.length - 1; j++) if (this.steers(run, out, j)) return out.slice(0, j + 1);
    return out;
  }

  /**
   * Does another answer to question j of the group change what may be answered to a question
   * after it (the teams a Contact question offers depend on the unit charged)? A question that
   * merely drops out (no range, no target) does not matter: its answer is never used.
   */
  private steers(run: Running, group: readonly DecisionRequest<unknown>[], j: number): boolean {
    const r = group[j]!;
    const other = r.multi ? (same(r.default, []) ? r.choices.map((c) => c.value) : []) : r.choices.find((c) => !same(c.value, r.default))?.value;
    if (other === undefined) return false;
    const shapes = new Map(group.slice(j + 1).map((q) => [key(q.id, q.question), shape(q)]));
    const families = new Set(group.slice(j + 1).map((q) => family(q.id)));
    const last = key(group[group.length - 1]!.id, group[group.length - 1]!.question);
    let d = 0;
    let steered = false;
    const ok = walkAhead(run.make, run.answers, (q) => {
      if (q.type === 'dice') return { answer: passingFaces(q) };
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
  private async askGroup(req: DecisionRequest<unknown>, who: string): Promise<{ value: unknown } | undefined> {
    const run = this.running;
    if (!run || this.io.grouped === false || run.alone.has(key(req.id, req.question)) || standsAlone(req)) return undefined;
    const group = this.group(req);
    if (group.length < 2) return undefined;
    const fam = family(req.id);
    const alike = group.every((r) => family(r.id) === fam && r.player === req.player && !r.multi);
    const subjects = group.map((r) => subject(r.id, r.question));
    const template = subjects[0] !== req.question ? req.question.split(subjects[0]!).join('…') : req.question;
    const yes = (r: DecisionRequest<unknown>) => r.choices.find((c) => c.label === 'yes');
    const no = (r: DecisionRequest<unknown>) => r.choices.find((c) => c.label === 'no');
    const yesNo = (r: DecisionRequest<unknown>) => r.choices.length === 2 && !!yes(r) && !!no(r);
    const answers = new Map<DecisionRequest<unknown>, unknown>();
    if (alike && group.every(yesNo)) {
      const picked = await this.selectSet(`${who}${template} Tick each one for which the answer is yes:`, group.map((_, i) => ({ value: i, label: subjects[i]! })), group.flatMap((r, i) => (same(r.default, yes(r)!.value) ? [i] : [])));
      group.forEach((r, i) => answers.set(r, picked.includes(i) ? yes(r)!.value : no(r)!.value));
    } else if (alike && group.every((r) => r.choices.some((c) => c.value === 'none'))) {
      const some = (r: DecisionRequest<unknown>) => (r.default !== 'none' ? r.default : r.choices.find((c) => c.value !== 'none')!.value);
      const items = [...group.map((r, i) => ({ value: i, label: `${subjects[i]}${r.default !== 'none' ? ` (${labelOf(r, r.default)})` : ''}` })), { value: -1, label: 'none of these as ticked: answer each one by one' }];
      const picked = await this.selectSet(`${who}${template} Tick each one that does (unticked: none):`, items, group.flatMap((r, i) => (r.default !== 'none' ? [i] : [])));
      if (picked.includes(-1)) {
        for (const r of group) run.alone.add(key(r.id, r.question));
        return undefined;
      }
      group.forEach((r, i) => answers.set(r, picked.includes(i) ? some(r) : 'none'));
    } else {
      const lines = formLines(group);
      this.print([`${who}The likely answers:`, ...lines].join('\n'));
      this.currentHelp = ['Enter takes every answer as listed; type the numbers of those to change (e.g. "1 3"): a yes/no flips, the others are asked one by one.', ...lines];
      const text = await this.prompt({
        kind: 'input',
        message: `${who}Enter takes all ${group.length}; or the numbers to change:`,
        default: '',
        validate: (t) => (t.trim() === '' || t.trim().split(/[\s,]+/).every((n) => /^\d+$/.test(n) && Number(n) >= 1 && Number(n) <= group.length) ? true : `type numbers from 1 to ${group.length}, or nothing`),
      });
      const change = new Set(text.trim() === '' ? [] : text.trim().split(/[\s,]+/).map((n) => Number(n) - 1));
      group.forEach((r, i) => {
        if (!change.has(i)) answers.set(r, r.default);
        else if (yesNo(r)) answers.set(r, same(r.default, yes(r)!.value) ? no(r)!.value : yes(r)!.value);
        else run.alone.add(key(r.id, r.question));
      });
    }
    for (const r of group.slice(1)) {
      if (!answers.has(r)) continue;
      const k = key(r.id, r.question);
      run.prefilled.set(k, [...(run.prefilled.get(k) ?? []), answers.get(r)]);
    }
    return answers.has(group[0]!) ? { value: answers.get(group[0]!) } : undefined;
  }

  /**
   * Run one action to its end. Every roll and answer is journaled as it is made (an action cut
   * short resumes at its prompt); the new state is committed when it finishes. `replay`: the
   * rolls and answers of an earlier, interrupted run of it, given again without asking.
   */
  async run(action: PlayAction<S>, replay: readonly Answered[] = []): Promise<StepOutcome<S>> {
    const state = this.session.state;
    const game: { source: DiceSource; save(): S['dice'] } = diceFor(state.dice, this.io, (q) => this.prompt(q));
    const run: Running = { make: () => action.run(), answers: [], replay: [...replay], prefilled: new Map(), alone: new Set(), dice: [], replayed: false };
    this.running = run;
    this.pending = { id: action.id, label: action.label, answers: [] };
    if (replay.length === 0) this.journal({ type: 'decision', id: ACTION_BEGUN, player: TABLE, value: action.id });
    const source: DiceSource = {
      kind: game.source.kind,
      roll: async (req) => {
        const faces = this.fromJournal(run, req) ?? (game.source.kind === 'manual' ? await this.physicalDice(run, req) : await game.source.roll(req));
        this.heldDice.push(diceLine(req, faces));
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
              run.replayed = true;
              this.pending?.answers.push({ id: r.id, value: head.value });
              return head.value;
            }
            run.replay.length = 0;
            return this.decide(r);
          },
        },
        record: (e) => {
          run.answers.push(e.type === 'dice' ? e.faces : e.value);
          if (run.replayed) run.replayed = false;
          else this.journal(e, game.source.kind === 'seeded' ? (game.save() as { state: number[] }).state : undefined);
        },
      });
      const unused = run.dice.map((d) => `${d.label} (${d.faces.join(' ')})`);
      return { ...out, state: { ...out.state, dice: game.save() }, report: [...out.report, ...(unused.length ? [`Not needed after all: the dice typed for ${unused.join('; ')}.`] : [])] };
    } catch (err) {
      // The rolls of an action that did not finish are not its result: nothing of them is shown.
      this.heldDice = [];
      throw err;
    } finally {
      this.pending = undefined;
      this.running = undefined;
    }
  }

  /** Journal a roll or answer now (fsynced), so an interruption keeps it. */
  private journal(e: JournalEntry, diceState?: readonly number[]): void {
    this.session.record(e, diceState);
    this.session.flush();
  }

  /** The faces of this request from an interrupted run, if the journal has them. */
  private fromJournal(run: Running, req: DiceRequest): number[] | undefined {
    const head = run.replay[0];
    if (head?.kind === 'dice' && head.label === req.label && head.faces.length === req.count) {
      run.replay.shift();
      run.replayed = true;
      return [...head.faces];
    }
    run.replay.length = 0;
    return undefined;
  }

  /**
   * Physical dice: the dice of a whole group are typed in one line (every to-hit die of the
   * unit, every save needing the same score, every Firepower test), then handed out to their
   * requests in order. Dice typed for a request that does not come after all are said to be unused.
   */
  private async physicalDice(run: Running, req: DiceRequest): Promise<number[]> {
    const typed = takeTyped(run, req);
    if (typed) return typed;
    const group = this.io.grouped === false ? [req] : this.diceGroup(run, req);
    const total = group.reduce((n, r) => n + r.count, 0);
    const one = group.length === 1;
    const what = one ? req.label : groupLabel(group);
    const need = req.need ? `, ${req.need}` : '';
    const request: DiceRequest = { ...req, count: total, label: what, ...(one ? {} : { countShortcut: undefined }) } as DiceRequest;
    this.currentHelp = [
      `Roll ${total} d${req.sides} and type the faces${one ? '' : ' in the order listed'}: "6 4 3", "643"${one && req.countShortcut ? ', or just the number of successes, e.g. "3s"' : ''}.`,
      ...(one ? [] : group.map((r) => `  ${r.label}: ${r.count} ${r.count === 1 ? 'die' : 'dice'}`)),
    ];
    const answer = await this.prompt({
      kind: 'input',
      message: `${total} ${total === 1 ? 'die' : 'dice'}${need} — ${what}:`,
      validate: (text) => {
        const r = parseManualFaces(text, request);
        return r.ok ? true : r.problem;
      },
    });
    const parsed = parseManualFaces(answer, request);
    if (!parsed.ok) throw new Error(parsed.problem);
    let k = 0;
    for (const r of group) {
      run.dice.push({ label: r.label, count: r.count, sides: r.sides, faces: parsed.faces.slice(k, k + r.count) });
      k += r.count;
    }
    return takeTyped(run, req)!;
  }

  /**
   * This request and the dice requests that follow it needing the same, up to the next question;
   * only dice that come whether the earlier ones pass or fail (never a re-roll of them).
   */
  private diceGroup(run: Running, req: DiceRequest): DiceRequest[] {
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

  /** Pick the next action of the current step, or undefined when the game is over. */
  async next(): Promise<PlayAction<S> | undefined> {
    const state = this.session.state;
    const step = this.ruleset.step(state);
    if (!step) return undefined;
    const actions = step.actions();
    const all = [...actions, step.finish];
    if (this.unfinished) {
      const u = this.unfinished;
      this.unfinished = undefined;
      const a = all.find((x) => x.id === u.action);
      if (a) {
        this.resuming = u.entries;
        const n = u.entries.length;
        this.print(`Resumed at: ${this.header(state)}: ${a.label}${n ? ` (${n} ${n === 1 ? 'roll or answer already given is' : 'rolls and answers already given are'} kept)` : ''}.`);
        return a;
      }
    }
    if (actions.length === 0) return step.finish;
    const bots = this.ruleset.bots(state);
    const active = this.ruleset.header(state).active;
    if (bots.includes(active) && step.botChoice) {
      const c = step.botChoice(this.doctrine(active));
      this.print([`(${active}, built-in opponent, ${this.doctrine(active).id}) ${c.action.label}`, ...c.reason.map((l) => `  ${l}`)].join('\n'));
      return c.action;
    }
    if (step.chooser === 'active' && bots.includes(active)) {
      const pick = step.botPasses ? step.finish : (actions[0] ?? step.finish);
      this.print(`(${active}, built-in opponent) ${pick.label}`);
      return pick;
    }
    // What the rules refuse now is listed too, dimmed, with its reason and page.
    const refused = step.unavailable?.() ?? [];
    this.currentHelp = [`${step.name} Step: choose what to do next.`, ...all.map((a) => `  - ${a.label}`), ...refused.map((u) => `  - not now: ${u.label} (${u.reason})`)];
    const choices: SelectChoice[] = [...all.map((a) => ({ value: a.id, label: a.label })), ...refused.map((u, i) => ({ value: `unavailable:${i}`, label: u.label, disabled: u.reason }))];
    const answer = await this.prompt({ kind: 'select', message: 'What next?', choices, default: all[0]!.id });
    return all.find((a) => a.id === answer)!;
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
        const before = this.header(this.session.state);
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
        done++;
        if (options.maxActions !== undefined && done >= options.maxActions) return 'limit';
        if (options.until?.(out.state)) return 'limit';
      } catch (err) {
        if (!(err instanceof Interrupt)) throw err;
        if (await this.interrupted(err)) {
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

  /** Handle an interrupt; true when the player quits. */
  private async interrupted(err: Interrupt): Promise<boolean> {
    let e: Interrupt | undefined = err;
    void e;
    while (e) {
      const kind: Interrupt['kind'] = e.kind;
      e = undefined;
      if (kind === 'quit') return true;
      if ((kind === 'undo' || kind === 'dice') && err.cancelled) {
        // The rolls and answers stay in the journal, marked as leading nowhere.
        this.journal({ type: 'decision', id: ACTION_CANCELLED, player: TABLE, value: err.cancelled });
        this.print(`Cancelled: ${err.cancelled} (nothing of it changes the game).`);
      } else if (kind === 'undo') this.undo();
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
      this.print('Nothing to undo: the game is as it was set up.');
      return;
    }
    const { undone } = this.session.undo(1);
    const change = undone.find((e) => e.kind === 'change');
    this.print(`Undone: ${change && change.kind === 'change' ? change.reason : 'the last action'}.`);
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
    this.print(`Dice: ${kind}.`);
  }
}

/** One roll on screen: what it was for, what it needed, the faces and how many succeeded. */
export function diceLine(req: DiceRequest, faces: readonly number[]): string {
  const n = successes(faces, req.need);
  const need = req.need && !req.label.includes(`(${req.need}`) ? ` (${req.need})` : '';
  return `  ${req.label}${need}: ${faces.join(' ')}${n === undefined || req.count === 1 ? '' : ` -> ${n} of ${faces.length}`}`;
}

function labelOf(r: DecisionRequest<unknown>, v: unknown): string {
  return r.choices.find((c) => same(c.value, v))?.label ?? String(v);
}

/** The dice of a group in a few words: "to hit: 1st Troop/1 M3 75mm gun at StuG/1 (2); ...". */
export function groupLabel(group: readonly DiceRequest[]): string {
  const tail = (l: string) => l.slice(l.lastIndexOf(': ') + 2);
  const head = (l: string) => l.slice(0, l.lastIndexOf(': '));
  const t = tail(group[0]!.label);
  const n = (r: DiceRequest) => (r.count > 1 ? ` (${r.count})` : '');
  if (group.every((r) => r.label.includes(': ') && tail(r.label) === t)) return `${t}: ${group.map((r) => `${head(r.label)}${n(r)}`).join('; ')}`;
  const h = group[0]!.label.split(': ')[0]!;
  if (group.every((r) => r.label.split(': ')[0] === h)) return `${h}: ${group.map((r) => `${r.label.slice(h.length + 2)}${n(r)}`).join('; ')}`;
  return group.map((r) => `${r.label}${n(r)}`).join('; ');
}

/** The faces already typed (with a group) for this request, taken from the waiting dice. */
function takeTyped(run: Running, req: DiceRequest): number[] | undefined {
  const at = run.dice.findIndex((d) => d.label === req.label && d.count === req.count && d.sides === req.sides);
  return at < 0 ? undefined : run.dice.splice(at, 1)[0]!.faces;
}

/** A question as a group knows it: what is asked and what may be answered. */
function shape(q: DecisionRequest<unknown>): string {
  return `${key(q.id, q.question)}\u0000${JSON.stringify(q.choices.map((c) => c.value))}`;
}

/**
 * The likely answers of a group, numbered; a run of one kind of question (each team's range)
 * under one heading with a line per team.
 */
function formLines(group: readonly DecisionRequest<unknown>[]): string[] {
  const out: string[] = [];
  const answer = (r: DecisionRequest<unknown>) => (r.multi ? (r.default as unknown[]).map((v) => labelOf(r, v)).join(', ') || 'none' : labelOf(r, r.default));
  let last = '';
  group.forEach((r, i) => {
    const fam = family(r.id);
    const sub = subject(r.id, r.question);
    const runOf = sub !== r.question && (group[i + 1] && family(group[i + 1]!.id) === fam || last === fam);
    if (runOf) {
      const heading = r.question.split(sub).join('…');
      if (last !== fam || out[out.length - 1]?.startsWith('  ') === false) out.push(`  ${heading}`);
      out.push(`    ${i + 1}. ${sub}: ${answer(r)}`);
    } else out.push(`  ${i + 1}. ${r.question} ${answer(r)}`);
    last = runOf ? fam : '';
  });
  return out;
}

/**
 * What a unit attacks (its target) is the player's own question, never one line of a screen; so
 * is the built-in opponent's one question about the table for a unit (a set with an id
 * "<ruleset>.bot.<what>": what it sees, what its charge reached), asked on its own as a checklist.
 */
function standsAlone(r: DecisionRequest<unknown>): boolean {
  return (/\.target$/.test(r.id) && !r.id.includes('.table.')) || (r.multi === true && r.player === TABLE && /\.bot\./.test(r.id));
}
