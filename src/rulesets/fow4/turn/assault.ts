/**
 * The Assault Step (p. 52): a unit charges an enemy unit, resolved round by round by the assault
 * procedure through the game bridge (Defensive Fire, close combat, counterattack or break off,
 * consolidation); or, instead of assaulting, Shoot and Scoot (p. 24) for a unit whose Unit Leader
 * did not move.
 */
import { decide, type Procedure } from '../../../engine/request.js';
import { TABLE, type PlayAction, type StepOutcome } from '../../play.js';
import { orderText } from '../bridge/state-flags.js';
import type { GameState } from '../schema/game.js';
import { orderAllowed, shootAndScoot } from '../rating-tests/orders.js';
import { assault, type AssaultResult } from '../assault/procedure.js';
import type { AssaultInput } from '../assault/situation.js';
import { assaultFromGame, assaultQuestions, changesFromAssault, type AssaultFacts } from '../bridge/assault.js';
import { applyChanges, describeChange } from '../bridge/changes.js';
import { askAll } from '../bridge/ask-table.js';
import { enemyTargets } from './shooting.js';
import { assaultBarred } from './refusals.js';
import { testLine } from './report.js';
import { forceUnit, inPlay, play, withUnit, type GameView } from './units.js';
import { objectivesAfterAssault } from './objective-records.js';

function scootInput(view: GameView, side: number, ui: number) {
  const u = view.state.sides[side]!.units[ui]!;
  const fu = forceUnit(view.forces, side, u.unit);
  const leader = u.teams.find((t) => t.id === (u.leader ?? fu.leader));
  const prior = u.order ? [{ order: u.order.replace(/ \(failed\)$/, ''), passed: !/failed/.test(u.order) }] : undefined;
  return {
    name: fu.name,
    ratings: fu.ratings,
    rules: [...fu.rules],
    // Gun teams may only take Dig In and Cross Here (p. 24).
    gunUnit: u.teams.some((t) => !t.destroyed && fu.teams.find((x) => x.id === t.id)?.profile.type === 'gun'),
    leaderBailedOut: !!leader?.bailedOut,
    leaderMoved: !!leader && (leader.movement ?? 'stationary') !== 'stationary',
    ...(prior ? { previousOrders: prior } : {}),
    player: TABLE,
  };
}

export function* scoot(view: GameView, side: number, ui: number): Procedure<StepOutcome<GameState>> {
  const u = view.state.sides[side]!.units[ui]!;
  const r = yield* shootAndScoot(scootInput(view, side, ui));
  let moved = false;
  // Whether to move is the owning player's choice (the built-in opponent moves as it said it would).
  if (r.passed)
    moved = yield* decide<boolean>(
      'fow4.scoot.moved',
      view.state.sides[side]!.name,
      `Did teams of ${u.unit} move (up to 4"/10cm)?`,
      [
        { value: true, label: 'yes' },
        { value: false, label: 'no' },
      ],
      true,
    );
  const state = withUnit(view.state, { side, unit: ui }, ({ rangedIn, ...x }) => ({
    ...x,
    // Moving removes the Ranged In marker (p. 49).
    ...(rangedIn !== undefined && !moved ? { rangedIn } : {}),
    order: orderText('shoot-and-scoot', r.passed),
    // Teams that scoot have moved: no Gone to Ground, Foxholes left behind (p. 24).
    teams: moved
      ? x.teams.map((t) =>
          t.destroyed || t.bailedOut
            ? t
            : {
                ...t,
                movement: (t.movement ?? 'stationary') === 'stationary' ? 'moved' : t.movement,
                foxholes: false,
                goneToGround: false,
              },
        )
      : x.teams,
  }));
  return { state, report: [testLine(`Shoot and Scoot, ${u.unit}`, r)] };
}

/**
 * How a side settles what its charge needs besides the dice (as ShotAim for a shot): the facts of
 * the charge, and the assault procedure with the table's questions in it.
 */
export interface ChargeAim {
  facts(view: GameView, side: number, unit: string, target: string): Procedure<AssaultFacts>;
  fight(input: AssaultInput, unit: string, target: string): Procedure<AssaultResult>;
}

/** The table's way: the table answers the assault's questions, then each of the procedure's own. */
export const tableCharge: ChargeAim = {
  *facts(view, _side, unit, target) {
    return (yield* askAll(assaultQuestions(view, unit, [target]))) as AssaultFacts;
  },
  fight: (input) => assault(input),
};

/** `prefer`: the target offered first (its default); `how`: how the side settles the charge's facts. */
export function* assaultWith(
  view: GameView,
  side: number,
  unit: string,
  prefer?: string,
  how: ChargeAim = tableCharge,
): Procedure<StepOutcome<GameState>> {
  const me = view.state.sides[side]!.name;
  const targets = enemyTargets(view, side);
  if (targets.length === 0) return { state: view.state, report: [`${unit} has no enemy to assault.`] };
  const target = yield* decide<string>(
    'fow4.assault.target',
    me,
    `Which enemy unit does ${unit} charge?`,
    targets.map((t) => ({ value: t, label: t })),
    prefer && targets.includes(prefer) ? prefer : targets[0]!,
  );
  const facts = yield* how.facts(view, side, unit, target);
  const ga = assaultFromGame(view, unit, [target], facts);
  const result = yield* how.fight(ga.input, unit, target);
  const { state, applied } = applyChanges(view.state, changesFromAssault(ga, result));
  const sides = { attacker: me, defender: view.state.sides.find((_, i) => i !== side)!.name };
  // Every die of every round is in the tables of `umpire assault` (show), ending with who won; the
  // report says what changed on the table.
  return {
    // Who broke off leaves its Objective; a winning assaulter takes the defenders' (objective-records.ts).
    state: objectivesAfterAssault(state, me, unit, result),
    report: applied.filter((c) => c.field !== 'assaulted').map((c) => describeChange(c)),
    show: async (out) => {
      const { printAssault } = await import('../commands/assault/render.js');
      out.line(out.paint.bold(`${unit} assaults ${target}`));
      await printAssault(out, result, undefined, sides);
    },
  };
}

export function assaultActions(view: GameView, side: number): PlayAction<GameState>[] {
  const done = play(view.state).acted ?? [];
  return view.state.sides[side]!.units.flatMap((u, ui) => {
    if (!inPlay(view, side, u) || done.includes(u.unit) || u.rangeInFailed) return [];
    const out: PlayAction<GameState>[] = [];
    // Only a unit with a team that did not Dash and is not Pinned Down may charge (p. 52); the procedure checks the rest.
    // and, by the engine's own rules, with a team that may Charge into Contact now (refusals.ts says why not).
    if (
      !u.pinned &&
      u.teams.some((t) => !t.destroyed && !t.bailedOut && t.movement !== 'dashed' && !t.passengerOf) &&
      !assaultBarred(view, side, u.unit)
    ) {
      out.push({
        id: `assault:${u.unit}`,
        label: `assault with ${u.unit}`,
        run: () => assaultWith(view, side, u.unit),
      });
    }
    if (orderAllowed('shoot-and-scoot', scootInput(view, side, ui)).allowed) {
      out.push({
        id: `scoot:${u.unit}`,
        label: `Shoot and Scoot with ${u.unit} (instead of assaulting)`,
        run: () => scoot(view, side, ui),
      });
    }
    return out;
  });
}
