/**
 * The built-in opponent's Shooting Step (pp. 26-51): which unit fires next, at which target, with
 * which weapon, which team it declares as its target, bombard or Smoke Bombardment. Targets come
 * from the table's one answer for the unit (sight.ts), scored with the exact odds (score.ts); the
 * choice is a decision of the side, printed with its numbers.
 */
import { decide, type Choice, type Procedure } from '../../../engine/request.js';
import { DEFAULT_DOCTRINE, doctrineById, type BotChoice, type Doctrine, type PlayAction } from '../../play.js';
import { findUnit, liveTeams } from '../bridge/game.js';
import type { GameState } from '../schema/game.js';
import { enemyTargets } from '../turn/shooting.js';
import { play, type GameView } from '../turn/units.js';
import { rankShots, scoreBombard, type Scored, type ShotScore } from './score.js';
import { askSight, keepSight, sightNow, sightOf, type Sight } from './sight.js';
import { contesters } from './objectives.js';

/** A shot scoring less than this (about a tenth of a team destroyed) is not worth asking the table about. */
export const MIN_WORTH = 0.1;

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
}

/** Scores of every target in sight (shooting or bombarding), best first. */
function ranked(
  view: GameView,
  side: number,
  unit: string,
  sight: Sight,
  bombard: boolean,
): { ranked: (Scored & Partial<ShotScore>)[]; unseen: string[] } {
  const d = doctrineOfSide(view, side);
  const enemies = enemyTargets(view, side);
  if (!bombard) return rankShots(view, unit, enemies, sight, d);
  const seen = enemies.filter((e) => sight.sees(e));
  return {
    ranked: seen.flatMap((t) => scoreBombard(view, unit, t, sight, d) ?? []).sort((a, b) => b.score - a.score),
    unseen: enemies.filter((e) => !sight.sees(e)),
  };
}

/** One line: "StuG Platoon shoots 1st Troop: 1.3 Sherman V destroyed expected, 38% to pin; 2nd Troop not in sight". */
export function shotReason(unit: string, verb: string, best: Scored | undefined, unseen: readonly string[]): string {
  const out = unseen.length ? `; ${unseen.join(', ')} not in sight` : '';
  return best ? `${unit} ${verb} ${best.target}: ${best.why}${out}` : `${unit} has no enemy unit in sight${out}`;
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
  const me = view.state.sides[side]!.name;
  const choices: Choice<string>[] = r.ranked.map((s) => ({ value: s.target, label: `${s.target} (${s.why})` }));
  const target = yield* decide<string>(
    'fow4.shoot.target',
    me,
    `Which unit does ${unit} ${bombard ? 'bombard' : 'shoot at'}?`,
    choices,
    r.ranked[0]!.target,
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

/** The assault facts of the opponent's own charge: no smoke, moved no more than 10"/25cm (as told); teams that shot at Halted ROF when it did not shoot to assault. */
export function botAssaultFacts(view: GameView, side: number, unit: string): { shotHalted: string[] } {
  const shot = liveTeams(findUnit(view, unit))
    .filter((t) => t.state.shot)
    .map((t) => t.id);
  return { shotHalted: shootsToAssault(view, side, unit) ? [] : shot };
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
      // A unit that could do no harm even with every enemy in sight is not worth a question.
      const all = enemyTargets(view, side);
      const best = bombard ? undefined : rankShots(view, unit, all, sightOf(all), d, true).ranked[0];
      if (!bombard && (!best || best.score < MIN_WORTH) && !shootsToAssault(view, side, unit)) {
        held.push(
          `${unit} holds its fire: even with every enemy unit in sight its best shot is ${best ? `${best.target}, ${best.why}` : 'none'}`,
        );
        continue;
      }
      return { action: a, reason: [...held, `${unit} ${bombard ? 'bombards' : 'shoots'}: first, what can it see?`] };
    }
    const r = ranked(view, side, unit, sight, bombard);
    if (r.ranked.length === 0) continue;
    return { action: a, reason: [...held, shotReason(unit, bombard ? 'bombards' : 'shoots', r.ranked[0], r.unseen)] };
  }
  return { action: finish, reason: [...held, 'No unit left with a target in sight.'] };
}
