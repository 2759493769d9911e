/**
 * The built-in opponent's Shooting Step (pp. 26-51): which unit fires next, at which target, with
 * which weapon, which team it declares as its target, bombard or Smoke Bombardment. Targets come
 * from the table's one answer for the unit (sight.ts), scored with the exact odds (score.ts); the
 * choice is a decision of the side, printed with its numbers.
 */
import { decide, type Choice, type Procedure } from '../../../engine/request.js';
import {
  DEFAULT_DOCTRINE,
  doctrineById,
  type BotChoice,
  type DecisionOdds,
  type Doctrine,
  type PlayAction,
} from '../../play.js';
import { findUnit, liveTeams } from '../bridge/game.js';
import type { GameState } from '../schema/game.js';
import { meetingFirstTurn } from '../bridge/state-flags.js';
import { enemyTargets } from '../turn/shooting.js';
import { play, type GameView } from '../turn/units.js';
import { scoreBombard } from './bombard-score.js';
import { floorOf, rankShots, worthIt, type Scored, type ShotScore } from './score.js';
import { askSight, keepSight, sightNow, sightOf, type Sight } from './sight.js';
import { contesters } from './objectives.js';

/** The doctrine of a side (its named one, else the default). */
export function doctrineOfSide(view: GameView, side: number): Doctrine {
  return doctrineById(play(view.state).doctrines?.[view.state.sides[side]!.name] ?? '') ?? DEFAULT_DOCTRINE;
}

export interface BotTarget {
  readonly target?: string;
  readonly sight: Sight;
  /** The new play.sight when the table was asked. */
  readonly kept?: NonNullable<GameState['play']>['sight'];
  readonly best?: Scored & Partial<ShotScore>;
  /** Why it holds its fire when every target in sight is under its doctrine's floor. */
  readonly held?: string;
}

/** Scores of every target in sight (shooting or bombarding), best first. */
function ranked(
  view: GameView,
  side: number,
  unit: string,
  sight: Sight,
  bombard: boolean,
  mainOnly = false,
): { ranked: (Scored & Partial<ShotScore>)[]; unseen: string[] } {
  const d = doctrineOfSide(view, side);
  const enemies = enemyTargets(view, side);
  if (!bombard) return rankShots(view, unit, enemies, sight, d, mainOnly);
  const seen = enemies.filter((e) => sight.sees(e));
  return {
    ranked: seen.flatMap((t) => scoreBombard(view, unit, t, sight, d) ?? []).sort((a, b) => b.score - a.score),
    unseen: enemies.filter((e) => !sight.sees(e)),
  };
}

/**
 * One line: "StuG Platoon shoots 1st Troop: 1.3 Sherman V destroyed expected, 38% to pin (score
 * 1.6); rather than 2nd Troop: 0.9 Sherman V destroyed expected, 20% to pin (score 1.1); Recce
 * Troop not in sight". The runner-up's numbers beside the chosen one's.
 */
export function shotReason(
  unit: string,
  verb: string,
  best: Scored | undefined,
  unseen: readonly string[],
  next?: Scored,
  nextNote?: string,
): string {
  const out = unseen.length ? `; ${unseen.join(', ')} not in sight` : '';
  const score = (s: Scored, note?: string) => ` (score ${s.score.toFixed(2)}${note ? `, ${note}` : ''})`;
  const rather = next ? `; rather than ${next.target}: ${next.why}${score(next, nextNote)}` : '';
  return best
    ? `${unit} ${verb} ${best.target}: ${best.why}${score(best)}${rather}${out}`
    : `${unit} has no enemy unit in sight${out}`;
}

/** One line: the unit holds its fire, its best shot under the doctrine's floor. */
export function holdReason(
  unit: string,
  d: Doctrine,
  best: (Scored & Partial<ShotScore>) | undefined,
  all = false,
): string {
  const shot = best ? `${best.target}, ${best.why}` : 'none';
  return `${unit} holds its fire: ${all ? 'even with every enemy unit in sight ' : ''}its best shot is ${shot}, under its ${d.id} floor of ${floorOf(d).toFixed(1)} expected (teams destroyed plus ${d.pin} x the chance to pin)`;
}

/**
 * The opponent's target: the table's answer for the unit (asked now if not yet this turn), each
 * target scored; a decision of the side whose choices carry the numbers, the best by default.
 */
export function* botTarget(view: GameView, side: number, unit: string, bombard = false): Procedure<BotTarget> {
  let sight = sightNow(view, unit);
  let kept: BotTarget['kept'];
  if (!sight.known) {
    const ticked = yield* askSight(
      view,
      unit,
      enemyTargets(view, side),
      bombard ? 'Its spotters: ' : '',
      [],
      sight.ticked,
    );
    kept = keepSight(view, unit, ticked);
    sight = sightNow({ ...view, state: { ...view.state, play: { ...play(view.state), sight: kept } } }, unit);
  }
  const r = ranked(view, side, unit, sight, bombard);
  if (r.ranked.length === 0) return { sight, ...(kept ? { kept } : {}) };
  // Only targets worth it under the doctrine's floor are offered; none: it holds its fire.
  const d = doctrineOfSide(view, side);
  const worth = r.ranked.filter((s) => worthIt(d, s));
  if (worth.length === 0) return { sight, ...(kept ? { kept } : {}), held: holdReason(unit, d, r.ranked[0]) };
  const me = view.state.sides[side]!.name;
  const score = (s: Scored) => `score ${s.score.toFixed(2)}`;
  const choices: Choice<string>[] = worth.map((s) => ({
    value: s.target,
    label: `${s.target} (${s.why}; ${score(s)})`,
  }));
  // The runner-up's numbers in the question, so the line that prints the choice shows both.
  const next = worth[1] ?? r.ranked.find((s) => !worth.includes(s));
  const rather = next
    ? ` (runner-up: ${next.target}, ${next.why}; ${score(next)}${worthIt(d, next) ? '' : `, under its ${d.id} floor`})`
    : '';
  const target = yield* decide<string>(
    'fow4.shoot.target',
    me,
    `Which unit does ${unit} ${bombard ? 'bombard' : 'shoot at'}?${rather}`,
    choices,
    worth[0]!.target,
  );
  return { target, sight, ...(kept ? { kept } : {}), best: r.ranked.find((s) => s.target === target) };
}

/**
 * Does the opponent shoot at Moving ROF to keep the unit free to assault (p. 33)? An aggressive
 * doctrine's infantry does, and so does any unit standing on an Objective it is taking while
 * enemy units there stop it holding it (objectives.ts: it may have to charge them off); everyone
 * else fires at its best ROF and so cannot assault after.
 */
export function shootsToAssault(view: GameView, side: number, unit: string): boolean {
  if (contesters(view, side, unit).length) return true;
  if (!doctrineOfSide(view, side).advance) return false;
  const teams = liveTeams(findUnit(view, unit));
  return teams.filter((t) => t.profile.type === 'infantry').length * 2 >= teams.length;
}

/**
 * The assault facts of the opponent's own charge: no smoke, moved no more than 10"/25cm (as told);
 * the teams that shot at their Halted ROF (p. 33): those that shot without moving, when the unit did
 * not shoot to assault. A team that moved fired at its Moving ROF and may still charge, and so may
 * every team in the first turn of a Meeting Engagement (all fire at Moving ROF there).
 */
export function botAssaultFacts(view: GameView, side: number, unit: string): { shotHalted: string[] } {
  if (shootsToAssault(view, side, unit) || meetingFirstTurn(view.state)) return { shotHalted: [] };
  const shot = liveTeams(findUnit(view, unit))
    .filter((t) => t.state.shot && (t.state.movement ?? 'stationary') === 'stationary')
    .map((t) => t.id);
  return { shotHalted: shot };
}

/** The answer by which the human turns Mistaken Target down for the rest of the opponent's turn. */
const NO_SWAPS_THIS_TURN = 'stop-turn';

/**
 * The human's Mistaken Target (p. 35) while the opponent shoots: each question also offers "no
 * swaps for the rest of this turn"; once taken (play.noSwapsTurn), later ones answer "no swaps"
 * without asking. The rule is unchanged: the player chose not to use it this turn.
 */
export function* humanSwaps<R>(proc: Procedure<R>, view: GameView): Procedure<{ result: R; optedOut: boolean }> {
  const skip = play(view.state).noSwapsTurn === view.state.turn;
  let optedOut = false;
  let step = proc.next();
  while (!step.done) {
    const req = step.value;
    if (
      req.type === 'decision' &&
      req.id === 'fow4.mistaken-target' &&
      !(play(view.state).bots ?? []).includes(req.player)
    ) {
      if (skip || optedOut) {
        step = proc.next('stop');
        continue;
      }
      const asked = {
        ...req,
        choices: [...req.choices, { value: NO_SWAPS_THIS_TURN, label: 'no swaps for the rest of this turn' }],
      };
      const answer: unknown = yield asked;
      optedOut = answer === NO_SWAPS_THIS_TURN;
      step = proc.next(optedOut ? 'stop' : answer);
      continue;
    }
    step = proc.next(yield req);
  }
  return { result: step.value, optedOut };
}

/** The team the opponent declares as its target (p. 32): the Unit Leader if it is in the unit, to shake its command. */
export function* declareTeam(view: GameView, side: number, target: string): Procedure<string | undefined> {
  const u = findUnit(view, target);
  const ids = liveTeams(u)
    .filter((t) => !t.state.passengerOf)
    .map((t) => t.id);
  if (ids.length < 2) return ids[0];
  const lead = ids.includes(u.leader ?? '') ? u.leader! : ids[0]!;
  const me = view.state.sides[side]!.name;
  return yield* decide<string>(
    'fow4.shoot.declare',
    me,
    `Which team of ${target} is declared as the target?`,
    ids.map((id) => ({ value: id, label: id === u.leader ? `${id} (its Unit Leader)` : id })),
    lead,
  );
}

/**
 * The opponent's next Shooting Step action: each unit in file order that may still fire and has
 * not been told by the table that nothing is in sight; a bombard before a shot; its Smoke
 * Bombardment only under the cautious doctrine when its spotters see nothing to bombard.
 */
export function botShootingChoice(
  view: GameView,
  side: number,
  actions: readonly PlayAction<GameState>[],
  finish: PlayAction<GameState>,
  d: Doctrine,
): BotChoice<GameState> {
  const unitOf = (a: PlayAction<GameState>) => a.id.slice(a.id.indexOf(':') + 1);
  const held: string[] = [];
  // The structured twin of every number the lines print (odds-twin.ts).
  const odds: DecisionOdds[] = [];
  const twins = (...xs: (Scored | undefined)[]) => odds.push(...xs.flatMap((x) => x?.odds ?? []));
  for (const a of actions) {
    if (a.id.startsWith('split:')) continue;
    const unit = unitOf(a);
    const sight = sightNow(view, unit);
    const bombard = a.id.startsWith('bombard:');
    if (a.id.startsWith('smoke:')) {
      if (!d.advance && sight.known && enemyTargets(view, side).every((e) => !sight.sees(e)))
        return {
          action: a,
          reason: [
            `${unit} fires its Smoke Bombardment: nothing in sight to bombard, and smoke screens its own units (cautious).`,
          ],
        };
      continue;
    }
    if (!sight.known) {
      // A unit that could do no harm even with every enemy in sight is not worth a question; nor
      // is a bombardment that could not hurt any of them (mortars against tanks).
      const r = ranked(view, side, unit, sightOf(enemyTargets(view, side)), bombard, true);
      const best = r.ranked.find((s) => worthIt(d, s));
      if (!best) {
        held.push(holdReason(unit, d, r.ranked[0], true));
        twins(r.ranked[0]);
        continue;
      }
      return {
        action: a,
        reason: [...held, `${unit} ${bombard ? 'bombards' : 'shoots'}: first, what can it see?`],
        ...(odds.length ? { odds } : {}),
      };
    }
    const r = ranked(view, side, unit, sight, bombard);
    const worth = r.ranked.filter((s) => worthIt(d, s));
    if (worth.length === 0) {
      if (r.ranked.length) held.push(holdReason(unit, d, r.ranked[0]));
      twins(r.ranked[0]);
      continue;
    }
    // The runner-up: the next target worth it, else the best under the floor (as the target question gives it).
    const next = worth[1] ?? r.ranked.find((s) => !worth.includes(s));
    const note = next && !worthIt(d, next) ? `under its ${d.id} floor` : undefined;
    twins(worth[0], next);
    return {
      action: a,
      reason: [...held, shotReason(unit, bombard ? 'bombards' : 'shoots', worth[0], r.unseen, next, note)],
      odds,
    };
  }
  return {
    action: finish,
    reason: [...held, 'No unit left with a target in sight.'],
    ...(odds.length ? { odds } : {}),
  };
}
