/**
 * Open Fire's Shooting Step for `umpire play`: a platoon of the active side picks a target
 * platoon, the table says what it sees (range, terrain, cover, facing), and the fow3 shooting
 * procedure resolves it (ROF, the score to hit from the easiest team, the target player's
 * allocation, saves, Pinned Down at 5 hits in the step, p. 15). The result is applied to the state.
 */
import { decide, type Choice, type Procedure } from '../../../engine/request.js';
import { TABLE, type PlayAction, type StepOutcome } from '../../play.js';
import { withPlayers } from '../../flames-of-war/table-questions/ask.js';
import type { Fow3GameState } from '../schema/game.js';
import {
  applyShooting,
  fow3Shooters,
  fow3ShootingQuestions,
  fow3TargetPlatoon,
  type Fow3ShootingFacts,
} from '../bridge/shooting.js';
import { shoot, type ShootResult } from '../shooting/shoot.js';
import type { TargetPlatoon } from '../shooting/target.js';
import { fighting, mixedNote, play, type Fow3View } from './units.js';
import { shootingWeapons } from './shooting-weapon.js';

const YES_NO = [
  { value: true, label: 'yes' },
  { value: false, label: 'no' },
] as const;

/** Enemy platoons with a team on the table. */
export function enemyPlatoons(view: Fow3View, side: number): string[] {
  const other = side === 0 ? 1 : 0;
  return view.state.sides[other]!.platoons.filter(fighting).map((p) => p.platoon);
}

/** Platoons of the side that may still shoot this step. */
export function shootingPlatoons(view: Fow3View, side: number): string[] {
  const p = play(view.state);
  const done = p.acted ?? [];
  return view.state.sides[side]!.platoons.filter(
    (x) => fighting(x) && !done.includes(x.platoon) && !(x.pinned && (p.dugIn ?? []).includes(x.platoon)),
  )
    .filter((x) => x.teams.some((t) => !t.destroyed && !t.bailedOut && !t.shot))
    .map((x) => x.platoon);
}

export function* choosePlatoonTarget(
  view: Fow3View,
  side: number,
  platoon: string,
  verb: string,
): Procedure<string | undefined> {
  const me = view.state.sides[side]!.name;
  const targets = enemyPlatoons(view, side);
  if (targets.length === 0) return undefined;
  const last = play(view.state).lastTarget;
  // A platoon of mixed kinds says what that means for the shooters (pp. 8, 18).
  const other = side === 0 ? 1 : 0;
  const choices: Choice<string>[] = targets.map((t) => ({
    value: t,
    label: `${t}${verb === 'shoot at' ? mixedNote(view, other, t) : ''}`,
  }));
  return yield* decide<string>(
    'fow3.target',
    me,
    `Which platoon does ${platoon} ${verb}?`,
    choices,
    last && targets.includes(last) ? last : targets[0]!,
  );
}

/** The target platoon with what the table answered about it (the bridge's questions, asked as decisions). */
export function* targetPlatoon(
  view: Fow3View,
  side: number,
  shooter: string,
  target: string,
): Procedure<TargetPlatoon> {
  const facts: Record<string, unknown> = {};
  for (const q of fow3ShootingQuestions(view, side, shooter, target)) {
    const choices = q.kind === 'choice' ? q.choices! : YES_NO;
    facts[q.key] = yield* decide<unknown>(
      `fow3.table.${q.key}`,
      TABLE,
      q.text,
      choices as readonly Choice<unknown>[],
      q.default,
    );
  }
  return fow3TargetPlatoon(view, side, target, facts as Fow3ShootingFacts);
}

export { applyShooting };

export function* shootWith(view: Fow3View, side: number, platoon: string): Procedure<StepOutcome<Fow3GameState>> {
  const state = view.state;
  const me = state.sides[side]!.name;
  const target = yield* choosePlatoonTarget(view, side, platoon, 'shoot at');
  if (!target) return { state, report: [`${platoon} has no target it can see and reach.`] };
  const tp = yield* targetPlatoon(view, side === 0 ? 1 : 0, platoon, target);
  const owner = state.sides[side === 0 ? 1 : 0]!.name;
  const armed = yield* withPlayers(shootingWeapons(fow3Shooters(view, side, platoon), tp), { shooter: me });
  const r = yield* withPlayers(
    shoot({
      shooters: armed.shooters,
      target: tp,
      hitsEarlierThisStep: play(state).hits?.[target] ?? 0,
    }),
    { target: owner, shooter: me },
  );
  return shootingOutcome(
    state,
    side,
    platoon,
    target,
    armed.rules.length ? { ...r, rules: [...r.rules, ...armed.rules] } : r,
  );
}

/**
 * A finished shooting (a player's or the built-in opponent's, `before` its reasons): the result
 * applied; every die in the tables of `umpire shoot --ruleset fow3` (show); the report: what changed.
 */
export function shootingOutcome(
  state: Fow3GameState,
  side: number,
  platoon: string,
  target: string,
  r: ShootResult,
  before: readonly string[] = [],
): StepOutcome<Fow3GameState> {
  return {
    state: applyShooting(state, side, platoon, target, r),
    report: [
      ...before,
      `${platoon} shoots at ${target}: ${r.hits} hit(s), ${r.destroyed} destroyed, ${r.bailedOut} bailed out${r.pinned ? `, ${target} pinned down` : ''}.`,
      ...r.teams.filter((t) => t.hits > 0).map((t) => `  ${t.id}: ${t.hits} hit(s), ${t.state}`),
    ],
    show: async (out) => {
      const { printFow3Shooting } = await import('../commands/shoot/quick.js');
      await printFow3Shooting(out, `${platoon} shoots at ${target}`, r);
    },
  };
}

export function shootingActions(view: Fow3View, side: number): PlayAction<Fow3GameState>[] {
  return shootingPlatoons(view, side).map((p) => ({
    id: `shoot:${p}`,
    label: `shoot with ${p}`,
    run: () => shootWith(view, side, p),
  }));
}
