/**
 * Open Fire's Assault Step for `umpire play`: a platoon of the active side charges an enemy
 * platoon and the fow3 assault procedure resolves it (Tank Terror, the charge, defensive fire,
 * rounds of fighting, counterattacks, breaking off, pinning; [Assaults]). The table says whether
 * an enemy tank is within 6"/15cm, which of the defender's other platoons are within 8"/20cm of the
 * charge (they fire Defensive Fire too, [Defensive Fire]) and whether defenders are still within
 * 4"/10cm between rounds.
 */
import { decide, decideSet, type Procedure } from '../../../engine/request.js';
import type { TableQuestion } from '../../flames-of-war/table-questions/questions.js';
import { TABLE, type PlayAction, type StepOutcome } from '../../play.js';
import { withPlayers } from '../../flames-of-war/table-questions/ask.js';
import { assault } from '../assault/assault.js';
import {
  applyAssault,
  fow3AssaultPlatoon,
  fow3AssaultQuestions,
  NEARBY_ID,
  nearbyPlatoons,
} from '../bridge/assault.js';
import type { Fow3GameState } from '../schema/game.js';
import { assaultBarred } from './refusals.js';
import { choosePlatoonTarget } from './shooting.js';
import { fighting, play, withPlay, type Fow3View } from './units.js';
import { objectivesAfterAssault } from './objective-records.js';

export { applyAssault };

export function* assaultWith(view: Fow3View, side: number, platoon: string): Procedure<StepOutcome<Fow3GameState>> {
  const state = view.state;
  const tside = side === 0 ? 1 : 0;
  const target = yield* choosePlatoonTarget(view, side, platoon, 'assault');
  if (!target) return { state, report: [`${platoon} has no enemy platoon to assault.`] };
  const defender = fow3AssaultPlatoon(view, tside, target);
  let near = false;
  let nearby: string[] = [];
  for (const q of fow3AssaultQuestions(view, side, platoon, [defender]))
    if (q.key === 'tankWithin6') near = yield* askTankWithin6(q);
    else nearby = yield* askNearby(q);
  return yield* runAssault(view, side, platoon, target, near, nearby);
}

function* askTankWithin6(q: TableQuestion): Procedure<boolean> {
  return yield* decide<boolean>(
    'fow3.table.tank-within-6',
    TABLE,
    q.text,
    [
      { value: true, label: 'yes' },
      { value: false, label: 'no' },
    ],
    q.default as boolean,
  );
}

/** The table names the defender's other platoons near the charge (one multi-select, default none). */
export function* askNearby(q: TableQuestion): Procedure<string[]> {
  return yield* decideSet<string>(
    NEARBY_ID,
    TABLE,
    q.text,
    (q.teams ?? []).map((t) => ({ value: t, label: t })),
    [...(q.default as readonly string[])],
  );
}

/**
 * `platoon` assaults `target` through the fow3 assault procedure, the defender's platoons the
 * table named in `nearby` firing Defensive Fire too ([Defensive Fire]); the result applied and told.
 */
export function* runAssault(
  view: Fow3View,
  side: number,
  platoon: string,
  target: string,
  near: boolean,
  nearby: readonly string[] = [],
): Procedure<StepOutcome<Fow3GameState>> {
  const state = view.state;
  const me = state.sides[side]!.name;
  const tside = side === 0 ? 1 : 0;
  const owner = state.sides[tside]!.name;
  const attacker = fow3AssaultPlatoon(view, side, platoon, true);
  const defender = fow3AssaultPlatoon(view, tside, target);
  const neighbours = nearbyPlatoons(view, side, [target], nearby);
  const r = yield* withPlayers(
    assault({
      attacker,
      defenders: [defender],
      ...(neighbours.length ? { nearby: neighbours } : {}),
      enemyTankWithin6: near,
    }),
    {
      attacker: me,
      defender: owner,
      target: me,
    },
  );
  const next = applyAssault(state, { [platoon]: side, [target]: tside }, r);
  const winner = r.winner === 'attacker' ? platoon : r.winner === 'defender' ? target : undefined;
  return {
    // Who broke off leaves its objective; a winning assaulter takes the defender's (objective-records.ts).
    state: withPlay(objectivesAfterAssault(next, side, platoon, target, r), { lastTarget: target }),
    // Every die in the tables of `umpire assault --ruleset fow3` (show); the report: what changed.
    show: async (out) => {
      const { printFow3Assault } = await import('../commands/assault/quick.js');
      await printFow3Assault(out, r, undefined, { attacker: platoon, defender: target });
    },
    report: [
      `${platoon} assaults ${target}: ${r.launched ? (winner ? `${winner} wins` : 'no winner') : 'the assault is not launched'}.`,
      ...(r.nearby?.length ? [`  Defensive Fire also from: ${r.nearby.map((n) => n.platoon).join(', ')}`] : []),
      ...(r.brokeOff.length ? [`  broke off: ${r.brokeOff.join(', ')}`] : []),
      ...(r.abandoned.length ? [`  abandoned: ${r.abandoned.join(', ')}`] : []),
      ...(r.captured.length ? [`  captured: ${r.captured.join(', ')}`] : []),
      ...(r.pinned.length ? [`  pinned down: ${r.pinned.join(', ')}`] : []),
      ...r.teams.filter((t) => t.state !== 'unharmed').map((t) => `  ${t.id}: ${t.state}`),
    ],
  };
}

/** The platoons that may assault now (refusals.ts says why the others may not). */
export function assaultActions(view: Fow3View, side: number): PlayAction<Fow3GameState>[] {
  const done = play(view.state).acted ?? [];
  return view.state.sides[side]!.platoons.filter(
    (p) =>
      fighting(p) &&
      !done.includes(p.platoon) &&
      p.teams.some((t) => !t.destroyed && !t.bailedOut && !t.boggedDown) &&
      !assaultBarred(view, side, p),
  ).map((p) => ({
    id: `assault:${p.platoon}`,
    label: `assault with ${p.platoon}`,
    run: () => assaultWith(view, side, p.platoon),
  }));
}
