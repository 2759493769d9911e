/**
 * How a shooting reads what the players measured (the pair facts of each shooter and team): one
 * reading shared by the shooting procedure and its exact odds, so the two cannot drift apart.
 */
import type { WeaponProfile } from '../../flames-of-war/profile.js';
import type { HitFacts, SaveTeamFacts } from '../../flames-of-war/saves/hit.js';
import { effectiveWeapon, teamHas } from '../../flames-of-war/saves/special-rules.js';
import { isLongRange } from './distance.js';
import type { PairFacts, ShootingTeam, TargetTeam, TargetUnit, Units } from './situation.js';

/** What a shooter sees of a team: its declared target's facts, overridden by the team's own. */
export function pairOf(s: ShootingTeam, teamId: string): PairFacts {
  const declared = s.pairs?.[s.target];
  const own = teamId === s.target ? undefined : s.pairs?.[teamId];
  // Nothing to merge (the usual case): no new object (spreading objects is slow in V8).
  if (!own) return declared ?? NO_FACTS;
  if (!declared) return own;
  return { ...declared, ...own };
}

const NO_FACTS: PairFacts = Object.freeze({});

/** Only what was said about this very team (range, line of sight). */
export function strictPair(s: ShootingTeam, teamId: string): PairFacts {
  return s.pairs?.[teamId] ?? NO_FACTS;
}

/** Over 16"/40cm (p. 28): said outright, or from the distance. */
export function longRangeOf(p: PairFacts, units: Units): boolean {
  return p.longRange ?? isLongRange(p.distance, units);
}

/** Could this weapon of this shooter be given a hit on this team: line of sight, range, Minimum Range (pp. 28, 34, 67)? */
export function weaponReaches(s: ShootingTeam, w: WeaponProfile, teamId: string, units: Units): boolean {
  const pair = strictPair(s, teamId);
  if (pair.canHit === false) return false;
  const d = pair.distance;
  if (d !== undefined && d > (units === 'cm' ? w.range.cm : w.range.inches)) return false;
  if (w.minRange && d !== undefined && d < (units === 'cm' ? w.minRange.cm : w.minRange.inches)) return false;
  return true;
}

/** The facts of one hit by this shooter's weapon on this team, for its save (p. 36). */
export function hitFactsOf(s: ShootingTeam, weapon: WeaponProfile, holder: TargetTeam, units: Units): HitFacts {
  const w = effectiveWeapon(weapon);
  const pair = pairOf(s, holder.id);
  return {
    antiTank: w.antiTank,
    firepower: w.firepower,
    facing: pair.facing ?? 'front',
    longRange: longRangeOf(pair, units),
    weaponRules: w.rules ?? [],
    shooterType: s.profile.type,
    label: `${s.id} ${w.name}`,
  };
}

/** A Gun team's Gun Shield protects it from the front unless it Dashed (p. 65). */
export function gunShieldProtects(s: ShootingTeam, team: TargetTeam): boolean {
  const pair = pairOf(s, team.id);
  return (
    team.profile.type === 'gun' &&
    teamHas(team.profile, 'gun-shield') &&
    (pair.facing ?? 'front') === 'front' &&
    !team.state?.dashed
  );
}

/** A team in Foxholes that they protect: Infantry (not Cavalry) and Gun teams (p. 24; Cavalry, p. 68), never a Shtraf Company's (p. 73). */
export function inFoxholes(team: TargetTeam, unit?: TargetUnit): boolean {
  const t = team.profile.type;
  return (
    team.state?.foxholes === true &&
    unit?.shtraf !== true &&
    (t === 'infantry' || t === 'heavy-weapon' || t === 'motorcycle' || t === 'gun')
  );
}

/** The saving team's facts against this shooter: Bulletproof Cover (p. 39), Gun Shield, Sniper, Recce, Bunker. */
export function saveTeamFactsOf(s: ShootingTeam, team: TargetTeam, unit: TargetUnit): SaveTeamFacts {
  const pair = pairOf(s, team.id);
  const bulletproof =
    pair.bulletproof ??
    (team.state?.bulletproof === true ||
      inFoxholes(team, unit) ||
      gunShieldProtects(s, team) ||
      teamHas(team.profile, 'sniper'));
  const facts: { -readonly [K in keyof SaveTeamFacts]: SaveTeamFacts[K] } = { name: team.id, bulletproof };
  if (unit.reconnaissance) facts.reconnaissanceUnit = true;
  if (team.bunker) facts.bunker = team.bunker;
  return facts;
}
