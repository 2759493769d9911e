/**
 * Quick mode: a shooting described the way players say it at the table ("3 Panzer IV H at
 * 4 Sherman V, long range, concealed") turned into a full ShootingSituation. Pure: profiles are
 * looked up by the caller (arsenal or raw numbers).
 */
import type { Ratings, TeamProfile } from '../../flames-of-war/profile.js';
import type { Facing } from '../../flames-of-war/saves/hit.js';
import type { ShooterState, ShootingSituation, ShootingTeam, TargetTeamState, TargetTeam } from './situation.js';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

export interface QuickGroup {
  readonly count: number;
  readonly profile: TeamProfile;
}

export interface QuickShot {
  readonly shooters: readonly QuickGroup[];
  /** The weapon every shooter fires, by name, or "mgs"; default each team's main weapon. */
  readonly weapon?: string;
  readonly shooterState?: ShooterState;
  /** The shooting unit is Pinned Down (p. 41). */
  readonly shooterPinned?: boolean;
  readonly formationCommander?: boolean;
  /** The target unit, all of one unit. */
  readonly targets: readonly QuickGroup[];
  readonly targetName?: string;
  readonly targetRatings: Ratings;
  /** 1-based numbers of the target teams within 6"/15cm of the declared target (team 1); default all. */
  readonly within6?: readonly number[];
  readonly longRange?: boolean;
  readonly concealed?: boolean;
  readonly goneToGround?: boolean;
  readonly bulletproof?: boolean;
  /** The target teams are in Foxholes (p. 24). */
  readonly foxholes?: boolean;
  /** The target unit is a Shtraf Company: Foxholes give it nothing (p. 73). */
  readonly shtraf?: boolean;
  readonly smoke?: boolean;
  readonly night?: boolean;
  readonly facing?: Facing;
  /** 1-based numbers of target teams already Bailed Out. */
  readonly bailedOut?: readonly number[];
  readonly teamsAtStart?: number;
  readonly hitsEarlier?: number;
  readonly bagpipes?: boolean;
  readonly meetingEngagementFirstTurn?: boolean;
  readonly mistakenTarget?: boolean;
  readonly commanderNearby?: boolean;
}

/** Team ids: the profile name and a number, e.g. "Sherman V 2" (numbered across the unit). */
function expand(groups: readonly QuickGroup[]): { id: string; profile: TeamProfile }[] {
  const out: { id: string; profile: TeamProfile }[] = [];
  for (const g of groups)
    for (let i = 0; i < g.count; i++) out.push({ id: `${g.profile.name} ${out.length + 1}`, profile: g.profile });
  return out;
}

export function quickShootingSituation(q: QuickShot): ShootingSituation {
  const targets = expand(q.targets);
  if (targets.length === 0) throw new RangeError('the target unit has no teams');
  const shooters = expand(q.shooters);
  if (shooters.length === 0) throw new RangeError('there are no shooting teams');
  const declared = targets[0]!.id;
  const near = new Set((q.within6 ?? targets.map((_, i) => i + 1)).map((n) => n - 1));
  near.add(0);
  const bailed = new Set((q.bailedOut ?? []).map((n) => n - 1));
  // Objects are written key by key below, not with conditional spreads: those are slow in V8 and a
  // big unit builds hundreds of teams.
  const teams: TargetTeam[] = targets.map((t, i) => {
    const state: Writable<TargetTeamState> = {};
    if (q.concealed) state.concealed = true;
    if (q.goneToGround) state.goneToGround = true;
    if (q.bulletproof) state.bulletproof = true;
    if (q.foxholes) state.foxholes = true;
    if (bailed.has(i)) state.bailedOut = true;
    const team: Writable<TargetTeam> = {
      id: t.id,
      profile: t.profile,
      state,
      within6:
        i === 0 ? targets.filter((_, j) => j !== 0 && near.has(j)).map((x) => x.id) : near.has(i) ? [declared] : [],
    };
    if (q.commanderNearby) team.commanderNearby = true;
    return team;
  });
  // What every shooter sees of every target team; said once and shared (nothing said: no pairs at all).
  const facts = {
    ...(q.longRange ? { longRange: true } : {}),
    ...(q.smoke ? { smoke: true } : {}),
    ...(q.facing ? { facing: q.facing } : {}),
  };
  const pairs = Object.keys(facts).length > 0 ? Object.fromEntries(targets.map((t) => [t.id, facts])) : undefined;
  return {
    units: 'inches',
    ...(q.night ? { night: true } : {}),
    ...(q.meetingEngagementFirstTurn ? { meetingEngagementFirstTurn: true } : {}),
    mistakenTarget: q.mistakenTarget ?? true,
    shooter: {
      id: 'shooters',
      name: q.shooters.map((g) => `${g.count} ${g.profile.name}`).join(', '),
      ...(q.shooterPinned ? { pinned: true } : {}),
      teams: shooters.map((s) => {
        const team: Writable<ShootingTeam> = { id: s.id, profile: s.profile, target: declared };
        if (q.weapon) team.weapon = q.weapon;
        if (q.formationCommander) team.formationCommander = true;
        if (q.shooterState) team.state = q.shooterState;
        if (pairs) team.pairs = pairs;
        return team;
      }),
    },
    targets: [
      {
        id: 'target',
        name: q.targetName ?? q.targets.map((g) => `${g.count} ${g.profile.name}`).join(', '),
        owner: 'target',
        ratings: q.targetRatings,
        teams,
        ...(q.teamsAtStart !== undefined ? { teamsAtStart: q.teamsAtStart } : {}),
        ...(q.hitsEarlier !== undefined ? { hitsEarlier: q.hitsEarlier } : {}),
        ...(q.bagpipes ? { bagpipes: true } : {}),
        ...(q.shtraf ? { shtraf: true } : {}),
      },
    ],
  };
}
