/**
 * Open Fire's Assault Step for `umpire play`: a platoon of the active side charges an enemy
 * platoon and the fow3 assault procedure resolves it (Tank Terror, the charge, defensive fire,
 * rounds of fighting, counterattacks, breaking off, pinning; [Assaults]). The table says whether
 * an enemy tank is within 6"/15cm and whether defenders are still within 4"/10cm between rounds.
 */
import { decide, type Procedure } from '../../../engine/request.js';
import { TABLE, type PlayAction, type StepOutcome } from '../../play.js';
import { withPlayers } from '../../fow4/turn/ask.js';
import { assault, type AssaultResult } from '../assault/assault.js';
import type { AssaultPlatoon } from '../assault/types.js';
import type { Fow3GameState } from '../schema/game.js';
import { choosePlatoonTarget } from './shooting.js';
import { bump, fighting, forcePlatoon, play, targetTeam, withPlatoon, withPlay, withTeam, type Fow3View } from './units.js';

function platoonFor(view: Fow3View, side: number, name: string): AssaultPlatoon {
  const fp = forcePlatoon(view, side, name);
  const ps = view.state.sides[side]!.platoons.find((p) => p.platoon === name)!;
  return {
    name,
    motivation: fp.ratings.motivation,
    skill: fp.ratings.skill,
    teams: ps.teams.filter((t) => !t.destroyed).map((t) => ({ ...targetTeam(view, side, name, t), ...(ps.pinned ? { pinned: true } : {}) })),
  };
}

export function applyAssault(state: Fow3GameState, sides: Readonly<Record<string, number>>, r: AssaultResult): Fow3GameState {
  let next = state;
  let lost = play(state).lost;
  for (const t of r.teams) {
    const side = sides[t.platoon]!;
    const before = next.sides[side]!.platoons.find((p) => p.platoon === t.platoon)!.teams.find((x) => x.id === t.id)!;
    if (t.state === 'destroyed' && !before.destroyed) {
      next = withTeam(next, side, t.id, ({ bailedOut: _b, boggedDown: _g, ...x }) => ({ ...x, destroyed: true }));
      lost = bump(lost, t.platoon, 1);
    } else if (t.state === 'bailed-out') next = withTeam(next, side, t.id, (x) => ({ ...x, bailedOut: true }));
    else if (t.state === 'bogged-down') next = withTeam(next, side, t.id, (x) => ({ ...x, boggedDown: true }));
  }
  for (const name of r.pinned) next = withPlatoon(next, sides[name]!, name, (p) => ({ ...p, pinned: true }));
  return withPlay(next, { lost });
}

export function* assaultWith(view: Fow3View, side: number, platoon: string): Procedure<StepOutcome<Fow3GameState>> {
  const state = view.state;
  const me = state.sides[side]!.name;
  const tside = side === 0 ? 1 : 0;
  const owner = state.sides[tside]!.name;
  const target = yield* choosePlatoonTarget(view, side, platoon, 'assault');
  if (!target) return { state, report: [`${platoon} has no enemy platoon to assault.`] };
  const attacker = platoonFor(view, side, platoon);
  const defender = platoonFor(view, tside, target);
  const enemyTanks = state.sides[tside]!.platoons.some((p) => fighting(p) && p.teams.some((t) => !t.destroyed && forcePlatoon(view, tside, p.platoon).teams.find((x) => x.id === t.id)!.profile.kind === 'tank'));
  const near = enemyTanks
    ? yield* decide<boolean>('fow3.table.tank-within-6', TABLE, `Is ${platoon} within 6"/15cm of an enemy tank (Tank Terror)?`, [{ value: true, label: 'yes' }, { value: false, label: 'no' }], defender.teams.some((t) => t.profile.kind === 'tank'))
    : false;
  const r = yield* withPlayers(assault({ attacker, defenders: [defender], enemyTankWithin6: near }), { attacker: me, defender: owner, target: me });
  const next = applyAssault(state, { [platoon]: side, [target]: tside }, r);
  const winner = r.winner === 'attacker' ? platoon : r.winner === 'defender' ? target : undefined;
  return {
    state: withPlay(next, { lastTarget: target }),
    report: [
      `${platoon} assaults ${target}: ${r.launched ? (winner ? `${winner} wins` : 'no winner') : 'the assault is not launched'}.`,
      ...(r.tankTerror ? [`  Tank Terror: rolled ${r.tankTerror.faces.join(', ')} (needs ${r.tankTerror.need}+): ${r.tankTerror.passed ? 'passed' : 'failed'}`] : []),
      ...r.rounds.map((rd, i) => `  round ${i + 1} (${rd.side === 'attacker' ? platoon : target}): ${rd.fights.map((f) => `${f.platoon} rolls ${f.fight.rolls.map((x) => x.face).join(' ')}: ${f.fight.hits.length} hit(s)`).join(', ')}`),
      ...(r.brokeOff.length ? [`  broke off: ${r.brokeOff.join(', ')}`] : []),
      ...(r.abandoned.length ? [`  abandoned: ${r.abandoned.join(', ')}`] : []),
      ...(r.pinned.length ? [`  pinned down: ${r.pinned.join(', ')}`] : []),
      ...r.teams.filter((t) => t.state !== 'unharmed').map((t) => `  ${t.id}: ${t.state}`),
      ...r.notes.map((n) => `  ${n}`),
    ],
  };
}

export function assaultActions(view: Fow3View, side: number): PlayAction<Fow3GameState>[] {
  const done = play(view.state).acted ?? [];
  return view.state.sides[side]!.platoons
    .filter((p) => fighting(p) && !done.includes(p.platoon) && p.teams.some((t) => !t.destroyed && !t.bailedOut && !t.boggedDown))
    .map((p) => ({ id: `assault:${p.platoon}`, label: `assault with ${p.platoon}`, run: () => assaultWith(view, side, p.platoon) }));
}
