/**
 * The built-in opponent's Assault Step: each of its platoons that may charge (not a gun platoon,
 * a team that did not shoot at full ROF, an enemy platoon the table ticked as within 4"/10cm when
 * it last looked) is weighed with the assault estimate; it assaults the best target when the
 * chance to win reaches its doctrine's bar, and says so with the numbers either way. Before a
 * charge that would go, the table says once which of the defender's other platoons are within
 * 8"/20cm of it (askNearFire); their Defensive Fire is in the estimate from then on ([Defensive
 * Fire]). Pure. (Its Movement Step's closing on an objective's holder, chargeEstimate, weighs the
 * charge before the table could say: without them.)
 */
import type { DecisionOdds, Doctrine } from '../../play.js';
import { enemyHasTanks, nearbyCandidates, nearbyQuestion } from '../bridge/assault.js';
import type { Procedure } from '../../../engine/request.js';
import type { StepOutcome } from '../../play.js';
import type { Fow3GameState } from '../schema/game.js';
import { askNearby } from '../turn/assault.js';
import { assaultInput, assaultLine, assaultSummary, nearFireNote } from '../odds/platoon-odds.js';
import { assaultTwin } from './odds-twin.js';
import type { Fow3AssaultEstimate } from '../odds/assault-estimate.js';
import { enemyPlatoons } from '../turn/shooting.js';
import { forcePlatoon, play, platoonState, withPlay, type Fow3View } from '../turn/units.js';
import { readSight } from './sight.js';
import { contesterOf, recordOf } from './objectives.js';

export interface AssaultPlan {
  readonly platoon: string;
  readonly target?: string;
  /**
   * The defender's other platoons the table said are within 8"/20cm of the charge on `target`
   * (they fire Defensive Fire too, [Defensive Fire]); the estimate counts their fire.
   */
  readonly nearby?: readonly string[];
  /**
   * The charge would go on the odds so far, but the table has not said which of the defender's
   * other platoons are within 8"/20cm of it: ask before charging (the odds count them then).
   */
  readonly ask?: string;
  readonly estimate?: Fow3AssaultEstimate;
  /** The tank question answered from what the table said (a tank platoon ticked within 4"/10cm). */
  readonly tankWithin6: boolean;
  readonly go: boolean;
  readonly reason: readonly string[];
  /** The structured twin of the numbers the reason prints. */
  readonly odds?: readonly DecisionOdds[];
}

/** Can the platoon charge at all: not all guns, and a team that did not shoot at full ROF (spec §6.1). */
function mayCharge(view: Fow3View, side: number, platoon: string): string | undefined {
  const fp = forcePlatoon(view, side, platoon);
  const live = platoonState(view.state, side, platoon).teams.filter(
    (t) => !t.destroyed && !t.bailedOut && !t.boggedDown,
  );
  const kind = (id: string) => fp.teams.find((x) => x.id === id)!.profile.kind;
  const chargers = live.filter((t) => kind(t.id) !== 'gun' && (t.moved || !t.shot));
  if (chargers.length === 0)
    return live.some((t) => kind(t.id) !== 'gun')
      ? 'every team shot at full ROF, so none may charge'
      : 'gun teams never charge';
  return undefined;
}

/**
 * The estimate a decision rests on: `classic` takes the play estimate as it stands; the other
 * doctrines double the seeded runs (from the play estimate's up to 800) until the 95% interval of
 * the chance to win clears the doctrine's bar, wholly above or below it (at 800 runs an interval
 * still straddling it is taken as it stands).
 */
export function estimateFor(
  view: Fow3View,
  side: number,
  platoon: string,
  target: string,
  near: boolean,
  d: Doctrine,
  nearby: readonly string[] = [],
): Fow3AssaultEstimate {
  let e = assaultSummary(view, side, platoon, target, near, undefined, nearby);
  if (d.classic) return e;
  while (e.attackerWins.low < d.assaultBar && e.attackerWins.high >= d.assaultBar && e.trials < 800)
    e = assaultSummary(view, side, platoon, target, near, Math.min(800, e.trials * 2), nearby);
  return e;
}

/**
 * What the table said of the defender's other platoons within 8"/20cm of `platoon`'s charge on
 * `target` this Assault Step (play.nearFire): the platoons still able to fire; undefined when it
 * was not asked and the defender has another platoon that could fire.
 */
export function nearbyKnown(view: Fow3View, side: number, platoon: string, target: string): string[] | undefined {
  const can = nearbyCandidates(view, side === 0 ? 1 : 0, [target]);
  if (can.length === 0) return [];
  const said = play(view.state).nearFire?.[platoon]?.[target];
  return said?.filter((p) => can.includes(p));
}

/** The estimate of `platoon` assaulting `target` alone (an enemy tank counts as within 6"/15cm when the target has tanks). */
export function chargeEstimate(view: Fow3View, side: number, platoon: string, target: string, d: Doctrine) {
  const tside = side === 0 ? 1 : 0;
  const near =
    enemyHasTanks(view, side) && forcePlatoon(view, tside, target).teams.some((t) => t.profile.kind === 'tank');
  return estimateFor(view, side, platoon, target, near, d);
}

/** What the opponent does with `platoon` in the Assault Step. */
export function assaultPlan(view: Fow3View, side: number, platoon: string, d: Doctrine): AssaultPlan {
  const no = mayCharge(view, side, platoon);
  if (no) return { platoon, tankWithin6: false, go: false, reason: [`${platoon} does not assault: ${no}.`] };
  // Only a platoon with a team still on the table can be assaulted (a team within 4"/10cm of an
  // enemy team, [Infantry Assaults]): one ticked when the table last looked may have lost its last
  // team since (a charge before this one). Bailed out tanks count: beaten, they are abandoned.
  const left = new Set(enemyPlatoons(view, side));
  const within = readSight(play(view.state).sight?.[platoon] ?? []).filter((s) => s.charge && left.has(s.target));
  if (within.length === 0)
    return {
      platoon,
      tankWithin6: false,
      go: false,
      reason: [`${platoon} does not assault: the table ticked no enemy platoon within 4"/10cm of it.`],
    };
  const tside = side === 0 ? 1 : 0;
  const tanks = (p: string) => forcePlatoon(view, tside, p).teams.some((t) => t.profile.kind === 'tank');
  const near = enemyHasTanks(view, side) && within.some((s) => tanks(s.target));
  // Each charge weighed with the defender's other platoons the table said are near it; one it was
  // not asked about yet is weighed without them (more fire only lowers the odds), and asked first
  // if it would go.
  const ranked = within
    .map((s) => {
      const known = nearbyKnown(view, side, platoon, s.target);
      const nearby = known ?? [];
      return {
        target: s.target,
        known: known !== undefined,
        nearby,
        e: estimateFor(view, side, platoon, s.target, near, d, nearby),
      };
    })
    .sort((a, b) => b.e.attackerWins.p - a.e.attackerWins.p);
  // Objective tempo (value-and-threat doctrines): on the objective it takes, the enemy platoon
  // there goes first while its odds reach the bar; beating another leaves the objective contested (p. 31).
  const rec = recordOf(view.state, view.state.sides[side]!.name, platoon);
  const contester =
    !d.classic && rec?.within && rec.role === 'take' ? contesterOf(view, side, rec.objective) : undefined;
  const first = ranked.find((r) => r.target === contester && r.e.attackerWins.p >= d.assaultBar);
  const best = first ?? ranked[0]!;
  const go = best.e.attackerWins.p >= d.assaultBar;
  const bar = `${d.id} assaults at ${Math.round(d.assaultBar * 100)}% or more${
    first && first !== ranked[0]
      ? `; the enemy platoon on objective ${rec!.objective}, which it takes, before better odds elsewhere`
      : ''
  }`;
  const enemy = view.state.sides[tside]!.name;
  const fire = (r: (typeof ranked)[number]) =>
    !r.known ? ` (before any other ${enemy} platoon's Defensive Fire)` : nearFireNote(r.nearby);
  const lines = ranked.map((r) => ({ r, line: assaultLine(platoon, r.target, r.e) + fire(r) }));
  const ask = go && !best.known ? best.target : undefined;
  return {
    platoon,
    target: best.target,
    ...(best.nearby.length ? { nearby: best.nearby } : {}),
    ...(ask ? { ask } : {}),
    estimate: best.e,
    tankWithin6: near,
    go: go && !ask,
    reason: [
      ask
        ? `${platoon} would assault ${best.target} (${bar}), but first the table says which other ${enemy} platoons have teams within 8"/20cm of the charge: they fire Defensive Fire too:`
        : go
          ? `${platoon} assaults ${best.target} (${bar}):`
          : `${platoon} does not assault (${bar}):`,
      ...lines.map(({ line }) => `  ${line}`),
    ],
    // The structured twin of each line's numbers (odds-twin.ts).
    odds: lines.flatMap(({ r, line }) => {
      const w = r.e.attackerWins;
      const t = assaultTwin(
        `${platoon} -> ${r.target}`,
        line,
        assaultInput(view, side, platoon, r.target, near, r.nearby),
        { trials: r.e.trials, seed: r.e.seed },
        { win: w.p, low: w.low, high: w.high },
      );
      return t ? [t] : [];
    }),
  };
}

/**
 * The table's answer before the opponent's charge: which of the defender's other platoons have
 * teams within 8"/20cm of `platoon`'s charge on `target` (the question `umpire play` asks a
 * player, asked once), kept for this Assault Step (play.nearFire) so the charge is weighed with them.
 */
export function* askNearFire(
  view: Fow3View,
  side: number,
  platoon: string,
  target: string,
): Procedure<StepOutcome<Fow3GameState>> {
  const q = nearbyQuestion(view, side, platoon, [target]);
  const said = q ? yield* askNearby(q) : [];
  const all = play(view.state).nearFire ?? {};
  const state = withPlay(view.state, {
    nearFire: { ...all, [platoon]: { ...(all[platoon] ?? {}), [target]: said } },
  });
  return {
    state,
    report: [
      said.length
        ? `Within 8"/20cm of ${platoon}'s charge on ${target}, as the table says: ${said.join(', ')} (Defensive Fire too).`
        : `No other platoon within 8"/20cm of ${platoon}'s charge on ${target}, as the table says.`,
    ],
  };
}
