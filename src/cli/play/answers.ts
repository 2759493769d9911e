/**
 * Who answers a decision of a procedure: the built-in opponent (a choice of its side, printed with
 * its reason), the demo table's likely answer when nobody sits at the table (bot versus bot,
 * printed), an answer the player already gave on a screen, a screen of like questions, or the
 * player asked alone (a selection or a set).
 */
import type { DecisionRequest } from '../../engine/request.js';
import { TABLE, type Doctrine, type PlayRuleset } from '../../rulesets/play.js';
import { key, labelOf, same } from './running.js';
import { askGroup, type ScreenContext } from './screens.js';

/** What answering needs from the walker. */
export interface AnswerContext<S> extends ScreenContext {
  readonly state: S;
  readonly ruleset: PlayRuleset<S>;
  /** Nobody sits at the table: its questions take the demo table's answer. */
  readonly noHuman: boolean;
  doctrine(side: string): Doctrine;
  /**
   * The player's last answer to each kind of question asked alone (by decision id): the next
   * one of that kind offers it as the default (each unit moved as the last one did), a unit's
   * target aside (the last unit's target is no guide to this one's).
   */
  readonly lastAnswers?: Map<string, unknown>;
}

/** The built-in opponent takes this decision (a choice of a side it plays, not a question about the table). */
export function byBot<S>(ruleset: PlayRuleset<S>, state: S, req: DecisionRequest<unknown>): boolean {
  const o = ruleset.opponent;
  return !!o && req.player !== TABLE && o.plays(state).includes(req.player) && !o.asksTable?.(req.id);
}

/** A question about the table (or the owner's), whoever's side it is filed under. */
function aboutTable<S>(ruleset: PlayRuleset<S>, req: DecisionRequest<unknown>): boolean {
  return req.player === TABLE || req.player === 'owner' || !!ruleset.opponent?.asksTable?.(req.id);
}

export async function answer<S>(ctx: AnswerContext<S>, req: DecisionRequest<unknown>): Promise<unknown> {
  const { ruleset, state } = ctx;
  const shown = (v: unknown) =>
    req.multi && Array.isArray(v) ? v.map((x) => labelOf(req, x)).join(', ') || 'none' : labelOf(req, v);
  // The demo table's answer to a long set: "all N ticked" when every one is.
  const every = (v: unknown) => req.multi && Array.isArray(v) && v.length > 2 && v.length === req.choices.length;
  if (byBot(ruleset, state, req)) {
    const a = ruleset.opponent!.answer(state, req, ctx.doctrine(req.player));
    const value = a === undefined || a.value === undefined ? req.default : a.value;
    ctx.print(
      `  (${req.player}, built-in opponent) ${req.question} -> ${shown(value)}${a?.reason ? `: ${a.reason}` : ''}`,
    );
    return value;
  }
  if (ctx.noHuman && aboutTable(ruleset, req)) {
    const v = ruleset.opponent?.demoTable?.(state, req);
    const value = v === undefined ? req.default : v;
    ctx.print(
      `  (table, demo default) ${req.question} -> ${every(value) ? `all ${req.choices.length} ticked` : shown(value)}`,
    );
    return value;
  }
  const who = aboutTable(ruleset, req) ? '' : `[${req.player}] `;
  const run = ctx.run;
  const k = key(req.id, req.question);
  const waiting = run?.prefilled.get(k);
  if (waiting?.length) {
    const v = waiting.shift();
    if (waiting.length === 0) run!.prefilled.delete(k);
    const from = run!.offered?.get(k)?.shift();
    // A set ticked on an "each in turn" screen whose choices only shrank since (a team destroyed
    // by an earlier shooting): what the player ticked of those still offered stands, as the
    // table is unchanged for them; a choice new since the screen asks it again.
    if (
      req.multi &&
      from &&
      Array.isArray(v) &&
      req.choices.every((c) => from.some((x) => same(x, c.value))) &&
      v.some((x) => req.choices.some((c) => same(c.value, x)))
    )
      return v.filter((x) => req.choices.some((c) => same(c.value, x)));
    // An answer given on a screen stands if the rules still allow it now; else the question is asked.
    if (
      req.multi
        ? (v as unknown[]).every((x) => req.choices.some((c) => same(c.value, x)))
        : req.choices.some((c) => same(c.value, v))
    )
      return v;
    // Answered on an "each in turn" screen before an earlier action changed the table: this one
    // and every later answer of the action are asked now (they may follow from it).
    if (run!.planned) run!.prefilled.clear();
  }
  const grouped = await askGroup(ctx, req, who);
  if (grouped !== undefined) return grouped.value;
  if (req.multi) return ctx.prompter.selectSet(`${who}${req.question}`, req.choices, req.default as unknown[]);
  const last = ctx.lastAnswers?.get(req.id);
  const dflt =
    last !== undefined && !/\.target$/.test(req.id) && req.choices.some((c) => same(c.value, last))
      ? last
      : req.default;
  const value = await ctx.prompter.select(`${who}${req.question}`, req.choices, dflt);
  ctx.lastAnswers?.set(req.id, value);
  return value;
}
