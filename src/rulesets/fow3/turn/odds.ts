/**
 * `odds` at an Open Fire play prompt: in the Starting Step, the exact chance of each test about to
 * be rolled (company morale, rally, re-mount, free bogged), from the same fow3 test code; a rally
 * or re-mount also with the Company command team joined (its re-roll of a failure). Pure.
 */
import type { Fraction } from '../../../dice/fraction.js';
import type { PendingAction } from '../../play.js';
import { fow3GameStatus } from '../status.js';
import { fow3TestOdds } from '../rating-tests/registry.js';
import { activeIndex, fighting, forcePlatoon, type Fow3View } from './units.js';

const pct = (p: Fraction) => `${(p.toNumber() * 100).toFixed(2)}% (${p.toString()})`;

export function fow3StartingOdds(view: Fow3View): string[] {
  const side = activeIndex(view.state);
  const lines: string[] = [];
  const s = fow3GameStatus(view.state, view.forces).sides[side]!;
  if (s.companyMoraleCheck && (s.companyCommandAlive || s.twoICAlive)) {
    const p = fow3TestOdds('company-morale', { platoonsDestroyed: s.platoonsDestroyed, platoonsFighting: s.platoonsFighting, companyCommandAlive: s.companyCommandAlive, twoICAlive: s.twoICAlive });
    lines.push(`  Company morale: the company fights on ${pct(p)}`);
  }
  const withJoin = (kind: 'rally' | 'remount', motivation: string, joined: boolean) => {
    const alone = fow3TestOdds(kind, { motivation, companyCommandJoined: joined });
    const helped = joined ? alone : fow3TestOdds(kind, { motivation, companyCommandJoined: true });
    return joined ? `passes ${pct(alone)} (the Company command team has joined: re-roll included)` : `passes ${pct(alone)}; with the Company command team joined ${pct(helped)}`;
  };
  for (const p of view.state.sides[side]!.platoons) {
    if (!fighting(p)) continue;
    const fp = forcePlatoon(view, side, p.platoon);
    const joined = p.companyCommandJoined === true;
    if (p.pinned) lines.push(`  Rally ${p.platoon}: ${withJoin('rally', fp.ratings.motivation, joined)}`);
    for (const t of p.teams) {
      if (t.destroyed) continue;
      if (t.bailedOut) lines.push(`  Re-mount ${t.id}: ${withJoin('remount', fp.ratings.motivation, joined)}`);
      if (t.boggedDown) lines.push(`  Free bogged down ${t.id}: passes ${pct(fow3TestOdds('free-bogged', { skill: fp.ratings.skill }))}`);
    }
  }
  if (lines.length === 0) return ['Starting Step: no company morale, rally, re-mount or bogged down test to roll.'];
  return ['Exact odds of the Starting Step tests:', ...lines];
}

export function fow3PlayOdds(view: Fow3View, pending: PendingAction | undefined): string[] {
  if (view.state.step === 'starting') return fow3StartingOdds(view);
  if (pending) return [`Open Fire shooting and assault odds are not worked out inside play yet (${pending.label}). \`umpire test <kind> --ruleset fow3 --odds\` gives the chance of each Open Fire test.`];
  return ['Nothing to roll yet. Type `odds` in the Starting Step for its tests; `umpire test <kind> --ruleset fow3 --odds` for any Open Fire test.'];
}
