/**
 * The Shooting Step (p. 26; fow4 spec §6): a unit of the active side picks a target unit, the
 * table answers what only it can see (range, concealment, which teams are close, facing; the
 * answers are remembered for that shooter and target for the rest of the turn), the weapon is
 * the main weapon unless another is chosen, and the shooting procedure resolves it through the
 * game bridge; the target's owner decides Mistaken Target. The result is applied to the state.
 */
import { decide, decideSet, type Choice, type Procedure } from '../../../engine/request.js';
import { TABLE, type PlayAction, type StepOutcome } from '../../play.js';
import { applyChanges, describeChange } from '../bridge/changes.js';
import { liveTeams, findUnit, teamText } from '../bridge/game.js';
import { shootingFromGame, shootingQuestions, type ShootingFacts } from '../bridge/shooting.js';
import { changesFromShooting } from '../bridge/shooting-changes.js';
import type { GameState, TeamState } from '../schema/game.js';
import { shoot } from '../shooting/shoot.js';
import { withPlayers } from '../../flames-of-war/table-questions/ask.js';
import { askAll } from '../bridge/ask-table.js';
import { replaceLeaders } from './leaders.js';
import { declaredWeapon } from './aircraft.js';
import { forceUnit, inPlay, isAircraftUnit, play, withPlay, type GameView } from './units.js';
import { askTooCloseAtSwap, tooCloseQuestion } from './too-close.js';

/** Enemy units with a team that can be shot at. */
export function enemyTargets(view: GameView, side: number): string[] {
  const other = view.state.sides.findIndex((_, i) => i !== side);
  return view.state.sides[other]!.units.filter(
    (u) => inPlay(view, other, u) && u.teams.some((t) => !t.destroyed && !t.passengerOf),
  ).map((u) => u.unit);
}

/** Units of the side that may still shoot: on the table, with a live team that has not shot. */
export function shooters(view: GameView, side: number): string[] {
  const done = play(view.state).acted ?? [];
  return view.state.sides[side]!.units.filter(
    (u) => inPlay(view, side, u) && !u.rangeInFailed && !done.includes(u.unit) && u.teams.some((t) => mayShoot(t)),
  ).map((u) => u.unit);
}

/**
 * A team that may still shoot this step: not Destroyed, not yet shot or bombarded, not carried,
 * not Dashed, not Bailed Out (p. 37), and not one that shot at Aircraft in the enemy Shooting
 * Step (p. 27).
 */
export function mayShoot(t: TeamState): boolean {
  return (
    !t.destroyed &&
    !t.shot &&
    !t.bombarded &&
    !t.passengerOf &&
    t.movement !== 'dashed' &&
    !t.bailedOut &&
    !t.shotAtAircraft
  );
}

export function* chooseTarget(
  view: GameView,
  side: number,
  unit: string,
  question = `Which unit does ${unit} shoot at?`,
): Procedure<string | undefined> {
  const me = view.state.sides[side]!.name;
  const targets = enemyTargets(view, side);
  if (targets.length === 0) return undefined;
  const last = play(view.state).lastTarget;
  const choices: Choice<string>[] = targets.map((t) => ({ value: t, label: t }));
  return yield* decide<string>(
    'fow4.shoot.target',
    me,
    question,
    choices,
    last && targets.includes(last) ? last : targets[0]!,
  );
}

function* chooseWeapon(view: GameView, unit: string): Procedure<string | undefined> {
  const u = findUnit(view, unit);
  const teams = liveTeams(u).filter((t) => !t.state.shot);
  const names = [...new Set(teams.flatMap((t) => t.profile.weapons.map((w) => w.name)))];
  if (names.length < 2) return undefined;
  const pick = yield* decide<string>(
    'fow4.shoot.weapon',
    TABLE,
    `Which weapon does ${unit} fire?`,
    [
      { value: 'main', label: "each team's main weapon" },
      ...names.map((n) => ({ value: n, label: n })),
      { value: 'mgs', label: 'machine-guns' },
    ],
    'main',
  );
  return pick === 'main' ? undefined : pick;
}

/**
 * How a side settles what a shot needs besides the dice: its target, the facts about it, the
 * weapon and Mistaken Target. A procedure of the side: it asks decisions of the side and of the
 * table. The turn's own (tableAim) asks them as a player at the table would be asked; a built-in
 * opponent brings its own (src/rulesets/fow4/opponent), the rules of the shot stay these.
 */
export interface ShotAim {
  /** The target of `unit` (undefined: none) and what the shot then needs. */
  aim(view: GameView, side: number, unit: string): Procedure<Aimed>;
}

export interface Aimed {
  /** The state once the target is chosen (e.g. with what the table said is in sight kept). */
  readonly state: GameState;
  readonly target: string | undefined;
  /** The report when there is no target. */
  readonly none: string;
  /** The facts of the shot at the target (the view is the state above). */
  facts(view: GameView, target: string): Procedure<ShootingFacts>;
  /** The weapon fired (undefined: each team's main weapon). */
  weapon(view: GameView): Procedure<string | undefined>;
  /** The shooting procedure with Mistaken Target as its target's owner takes it. */
  swaps<R>(proc: Procedure<R>, view: GameView): Procedure<{ result: R; optedOut: boolean }>;
}

/** The table's way: the side picks the target, the table answers the shooting questions, the side picks the weapon. */
export const tableAim: ShotAim = {
  *aim(view, side, unit) {
    const target = yield* chooseTarget(view, side, unit);
    return {
      state: view.state,
      target,
      none: `${unit} has no target it can see and reach.`,
      *facts(v, t) {
        // Too Close for Error is asked only when Mistaken Target would be offered (too-close.ts).
        const asked = shootingQuestions(v, unit, t).filter((q) => q.key !== 'hitsEarlier' && q.key !== 'tooClose');
        return (yield* askAll(asked, (play(v.state).facts ?? {})[`${unit}>${t}`] ?? {})) as ShootingFacts;
      },
      weapon: (v) => chooseWeapon(v, unit),
      swaps: (proc) => plainSwaps(proc),
    };
  },
};

export function* shootWith(
  view: GameView,
  side: number,
  unit: string,
  split = false,
  how: ShotAim = tableAim,
): Procedure<StepOutcome<GameState>> {
  const me = view.state.sides[side]!.name;
  const aimed = yield* how.aim(view, side, unit);
  const state = aimed.state;
  view = { ...view, state };
  const target = aimed.target;
  if (!target) return { state, report: [aimed.none] };
  const key = `${unit}>${target}`;
  const memo = play(state).facts ?? {};
  // Hits the target already took this step are counted here, not asked (p. 41).
  const hitsBefore = Number((memo[`#hits>${target}`] ?? {}).hitsEarlier ?? 0);
  const answered = yield* aimed.facts(view, target);
  const facts = { ...answered, hitsEarlier: hitsBefore };
  // Split fire (p. 32): each team declares its own target; the teams left out may shoot at another unit afterwards.
  const mine = findUnit(view, unit);
  const able = liveTeams(mine).filter(
    (t) => !t.state.shot && !t.state.bombarded && !t.state.passengerOf && t.state.movement !== 'dashed',
  );
  let chosen: string[] | undefined;
  if (split) {
    // One set: which teams fire at this target (the others may fire at another unit afterwards).
    chosen = yield* decideSet<string>(
      'fow4.shoot.split-team',
      me,
      `Which teams of ${unit} fire at ${target}? (the others may fire at another unit, p. 32)`,
      able.map((t) => ({ value: t.id, label: teamText(mine, t) })),
      able.map((t) => t.id),
    );
    if (chosen.length === 0) return { state, report: [`${unit} holds its fire at ${target}.`] };
  }
  // An Aircraft Unit fires the one weapon it declared before its arrival roll (p. 44).
  const weapon = isAircraftUnit(forceUnit(view.forces, side, unit))
    ? declaredWeapon(view, side, unit)
    : yield* aimed.weapon(view);
  const atStart = play(state).teamsAtStart?.[`${view.state.sides.find((_, i) => i !== side)!.name}:${target}`];
  const given = {
    ...facts,
    ...(weapon ? { weapon } : {}),
    ...(chosen ? { shooters: chosen } : {}),
    ...(atStart !== undefined ? { teamsAtStart: atStart } : {}),
  };
  let gs = shootingFromGame(view, unit, target, given);
  const owner = gs.target.side;
  const run = (tooClose: readonly string[]) => {
    gs = shootingFromGame(view, unit, target, { ...given, tooClose });
    const players = withPlayers(shoot(gs.situation), { owner, target: owner, shooter: me });
    return aimed.swaps(players, view);
  };
  const { result, optedOut } = yield* askTooCloseAtSwap(
    run,
    () =>
      tooCloseQuestion(
        unit,
        gs.target,
        liveTeams(gs.target).filter((t) => !t.state.passengerOf),
      ),
    (close) => `Too Close for Error, p. 35: no swap with ${close.join(', ')}`,
  );
  const changed = applyChanges(state, changesFromShooting(gs, result));
  const applied = changed.applied;
  // Killing Commanders (p. 40): the procedure rolled for a destroyed Commander; the owner names the new team.
  const lead = yield* replaceLeaders({ ...view, state: changed.state }, result.commanders);
  const next = lead.state;
  const s = result.summary;
  // The dice are the tables of `umpire shoot` (show); the report says what changed on the table.
  const report = [
    ...applied.filter((c) => c.field !== 'shot' && c.field !== 'goneToGround').map((c) => describeChange(c)),
    ...lead.report,
  ];
  const { hitsEarlier: _h, ...keep } = facts as Record<string, unknown>;
  return {
    state: withPlay(next, {
      ...(optedOut ? { noSwapsTurn: state.turn } : {}),
      shootingBegun: true,
      lastTarget: target,
      ...(chosen ? { splitFire: [...(play(next).splitFire ?? []), unit] } : {}),
      facts: { ...memo, [key]: keep, [`#hits>${target}`]: { hitsEarlier: hitsBefore + s.hits } },
    }),
    report,
    show: async (out) => {
      const { printShooting } = await import('../commands/shoot/render.js');
      await printShooting(out, gs.situation, result);
    },
  };
}

/** A human's shooting as humanSwaps returns it: the owner answers Mistaken Target as asked. */
function* plainSwaps<R>(proc: Procedure<R>): Procedure<{ result: R; optedOut: boolean }> {
  return { result: yield* proc, optedOut: false };
}

/** The ground units' shooting actions (Aircraft Units attack through aircraft.ts). */
export function shootingActions(view: GameView, side: number, how: ShotAim = tableAim): PlayAction<GameState>[] {
  const targets = enemyTargets(view, side).length;
  return shooters(view, side)
    .filter((u) => !isAircraftUnit(forceUnit(view.forces, side, u)))
    .flatMap((u) => {
      const whole = { id: `shoot:${u}`, label: `shoot with ${u}`, run: () => shootWith(view, side, u, false, how) };
      // Split fire (p. 32): some of the unit's teams fire at one unit, the others later at another.
      const able = view.state.sides[side]!.units.find((x) => x.unit === u)!.teams.filter(
        (t) => !t.destroyed && !t.shot && !t.bombarded && !t.passengerOf && t.movement !== 'dashed',
      );
      return able.length > 1 && targets > 1
        ? [
            whole,
            {
              id: `split:${u}`,
              label: `shoot with some teams of ${u} (split fire)`,
              run: () => shootWith(view, side, u, true, how),
            },
          ]
        : [whole];
    });
}
