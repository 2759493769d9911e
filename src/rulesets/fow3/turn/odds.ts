/**
 * `odds` at an Open Fire play prompt: in the Starting Step, the exact chance of each test about to
 * be rolled (company morale, rally, re-mount, free bogged), from the same fow3 test code; a rally
 * or re-mount also with the Company command team joined (its re-roll of a failure); in the
 * Shooting Step the exact odds of each shooting; in the Assault Step the assault estimate. Pure.
 */
import type { Fraction } from '../../../dice/fraction.js';
import type { PendingAction } from '../../play.js';
import { fow3GameStatus } from '../status.js';
import { fow3TestOdds } from '../rating-tests/registry.js';
import { activeIndex, fighting, forcePlatoon, type Fow3View } from './units.js';
import { enemyHasTanks, NEARBY_ID } from '../bridge/assault.js';
import {
  assaultLine,
  assaultSummary,
  defaultShootingFacts,
  nearFireNote,
  shotLine,
  situationSummary,
} from '../odds/platoon-odds.js';
import { fow3ShootingSituation } from '../bridge/shooting.js';
import { defaultWeapons } from './shooting-weapon.js';
import { assaultActions } from './assault.js';
import { enemyPlatoons, shootingPlatoons } from './shooting.js';

const pct = (p: Fraction) => `${(p.toNumber() * 100).toFixed(2)}% (${p.toString()})`;

export function fow3StartingOdds(view: Fow3View): string[] {
  const side = activeIndex(view.state);
  const lines: string[] = [];
  const s = fow3GameStatus(view.state, view.forces).sides[side]!;
  if (s.companyMoraleCheck && (s.companyCommandAlive || s.twoICAlive)) {
    const p = fow3TestOdds('company-morale', {
      platoonsDestroyed: s.platoonsDestroyed,
      platoonsFighting: s.platoonsFighting,
      companyCommandAlive: s.companyCommandAlive,
      twoICAlive: s.twoICAlive,
    });
    lines.push(`  Company morale: the company fights on ${pct(p)}`);
  }
  const withJoin = (kind: 'rally' | 'remount', motivation: string, joined: boolean) => {
    const alone = fow3TestOdds(kind, { motivation, companyCommandJoined: joined });
    const helped = joined ? alone : fow3TestOdds(kind, { motivation, companyCommandJoined: true });
    return joined
      ? `passes ${pct(alone)} (the Company command team has joined: re-roll included)`
      : `passes ${pct(alone)}; with the Company command team joined ${pct(helped)}`;
  };
  for (const p of view.state.sides[side]!.platoons) {
    if (!fighting(p)) continue;
    const fp = forcePlatoon(view, side, p.platoon);
    const joined = p.companyCommandJoined === true;
    if (p.pinned) lines.push(`  Rally ${p.platoon}: ${withJoin('rally', fp.ratings.motivation, joined)}`);
    for (const t of p.teams) {
      if (t.destroyed) continue;
      if (t.bailedOut) lines.push(`  Re-mount ${t.id}: ${withJoin('remount', fp.ratings.motivation, joined)}`);
      if (t.boggedDown)
        lines.push(
          `  Free bogged down ${t.id}: passes ${pct(fow3TestOdds('free-bogged', { skill: fp.ratings.skill }))}`,
        );
    }
  }
  if (lines.length === 0) return ['Starting Step: no company morale, rally, re-mount or bogged down test to roll.'];
  return ['Exact odds of the Starting Step tests:', ...lines];
}

/** The answer given so far in the pending action to the decision `id`, if any. */
function answered(pending: PendingAction | undefined, id: string): unknown {
  return pending?.answers.find((a) => a.id === id)?.value;
}

/** Shooting Step: the exact odds of the platoon about to shoot (its target, once chosen), else of every platoon at every target. */
export function fow3ShootingOdds(view: Fow3View, pending: PendingAction | undefined): string[] {
  const side = activeIndex(view.state);
  const shooters = pending?.id.startsWith('shoot:')
    ? [pending.id.slice('shoot:'.length)]
    : shootingPlatoons(view, side);
  const chosen = answered(pending, 'fow3.target') as string | undefined;
  const targets = chosen ? [chosen] : enemyPlatoons(view, side);
  const given: Record<string, unknown> = {};
  for (const a of pending?.answers ?? [])
    if (a.id.startsWith('fow3.table.')) given[a.id.slice('fow3.table.'.length)] = a.value;
  const lines: string[] = [];
  for (const shooter of shooters) {
    for (const target of targets) {
      const facts = defaultShootingFacts(view, side, shooter, target, given);
      // With the weapon each two-weapon team fires unless its player changes it (shooting-weapon.ts).
      const sit = fow3ShootingSituation(view, side, shooter, target, facts);
      const armed = { ...sit, shooters: defaultWeapons(sit.shooters, sit.target) };
      lines.push(`  ${shotLine(situationSummary(shooter, armed))}`);
    }
  }
  if (lines.length === 0) return ['Shooting Step: no platoon left to shoot.'];
  const assumed =
    Object.keys(given).length > 0
      ? 'the table answers given so far, the rest at their defaults'
      : 'table facts at their defaults: within 16", not concealed, front armour';
  return [`Exact odds of the shooting; ${assumed}:`, ...lines];
}

/** Assault Step: the estimate of the platoon about to assault, else of every platoon against every enemy platoon. */
export function fow3AssaultOdds(view: Fow3View, pending: PendingAction | undefined): string[] {
  const side = activeIndex(view.state);
  const platoons = pending?.id.startsWith('assault:')
    ? [pending.id.slice('assault:'.length)]
    : assaultActions(view, side).map((a) => a.id.slice('assault:'.length));
  const chosen = answered(pending, 'fow3.target') as string | undefined;
  const targets = chosen ? [chosen] : enemyPlatoons(view, side);
  const near = answered(pending, 'fow3.table.tank-within-6');
  // Once the table named the defender's other platoons near the charge, their Defensive Fire counts ([Defensive Fire]).
  const nearby = chosen ? ((answered(pending, NEARBY_ID) as string[] | undefined) ?? []) : [];
  const lines: string[] = [];
  for (const p of platoons)
    for (const t of targets)
      lines.push(
        `  ${assaultLine(p, t, assaultSummary(view, side, p, t, near === undefined ? enemyHasTanks(view, side) : near === true, undefined, nearby))}${nearFireNote(nearby)}`,
      );
  if (lines.length === 0) return ['Assault Step: no platoon left to assault.'];
  return [
    'Assault odds (an ESTIMATE from seeded runs of the real assault: its rounds have no bound, so no exact enumeration):',
    ...lines,
  ];
}

export function fow3PlayOdds(view: Fow3View, pending: PendingAction | undefined): string[] {
  if (view.state.step === 'starting') return fow3StartingOdds(view);
  if (view.state.step === 'shooting') return fow3ShootingOdds(view, pending);
  if (view.state.step === 'assault') return fow3AssaultOdds(view, pending);
  if (pending)
    return [
      `Nothing is rolled by ${pending.label} but bogging checks and digging in: \`umpire odds test bogging --ruleset fow3\` gives their chance.`,
    ];
  return [
    'Movement Step: nothing to roll but bogging checks and digging in (`umpire odds test bogging|dig-in --ruleset fow3`). Type `odds` in the Shooting or Assault Step for their exact odds.',
  ];
}
