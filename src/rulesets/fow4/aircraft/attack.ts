import { InputError } from '../../../errors/input-error.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Procedure } from '../../../engine/request.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';
import type { Score } from '../../flames-of-war/score.js';
import { hasRule } from '../../flames-of-war/saves/special-rules.js';
import { shoot } from '../shooting/shoot.js';
import type { ShootingResult } from '../shooting/result.js';
import type { PairFacts, ShootingUnit, TargetUnit, Units } from '../shooting/situation.js';
import { bombard, type BombardResult } from '../bombard/bombard.js';
import type { TeamsUnderTemplate } from '../bombard/targets.js';
import { AIR } from './rules.js';
import { aircraftProfile, aircraftWeaponKind, type AircraftWeaponKind } from './weapons.js';

export interface AircraftTeam {
  readonly id: string;
  readonly profile: TeamProfile;
  /** Direct fire: the ground team this aircraft targets (default: the first target team). */
  readonly target?: string;
  /** What this aircraft sees of ground teams (concealment behind Tall terrain within 4"/10cm of the target, p. 31). */
  readonly pairs?: Readonly<Record<string, PairFacts>>;
}

export interface AirAttackSituation {
  readonly units?: Units;
  readonly aircraft: { readonly id: string; readonly name?: string; readonly teams: readonly AircraftTeam[] };
  /** The one weapon declared for the whole unit this turn (p. 44): a weapon name, or "mgs". */
  readonly weapon: string;
  /** Enemy anti-aircraft fire just before the attack (p. 27): each shooting team targets an aircraft id. */
  readonly antiAircraft?: readonly ShootingUnit[];
  /** MGs or cannon: the ground target units. */
  readonly targets?: readonly TargetUnit[];
  /** Bombs or Rockets: the teams under the flight's one template (p. 44). */
  readonly bombard?: {
    readonly under: readonly TeamsUnderTemplate[];
    /** Distance from the template to the nearest friendly ground team (8"/20cm Danger Close, p. 46). */
    readonly nearestFriendly?: number;
    readonly templateCoversTerrain?: boolean;
    readonly throughSmoke?: boolean;
    /** The artillery line's values are already 4th-edition bombardment values (default: convert them, §8.8). */
    readonly adjusted?: boolean;
  };
}

export interface AntiAircraftRecord {
  readonly unit: string;
  readonly result: ShootingResult;
  /** What each team that fired at the aircraft may not do afterwards (p. 27). */
  readonly consequences: readonly {
    readonly team: string;
    readonly weapon: string;
    readonly restrictions: readonly string[];
  }[];
}

export interface AirAttackResult {
  readonly weaponKind: AircraftWeaponKind;
  readonly antiAircraft: readonly AntiAircraftRecord[];
  readonly shotDown: readonly string[];
  readonly attacking: readonly string[];
  readonly attack?:
    | { readonly kind: 'shoot'; readonly result: ShootingResult }
    | { readonly kind: 'bombard'; readonly result: BombardResult };
  readonly notes: readonly string[];
  readonly rules: readonly RuleRef[];
}

/** What a weapon that shot at aircraft, and its team, may not do afterwards (p. 27). */
export const AA_RESTRICTIONS: readonly string[] = [
  'this weapon cannot shoot at another aircraft this Shooting Step',
  'this weapon cannot fire Defensive Fire this Assault Step',
  'this weapon cannot shoot in its own next Shooting Step',
  'the team cannot assault in its next Assault Step',
  "the team is not Gone to Ground until the end of the enemy's next turn",
];

export interface AntiAircraftSituation {
  readonly units?: Units;
  /** The Aircraft Unit, its teams with their aircraft profiles. */
  readonly aircraft: {
    readonly id: string;
    readonly name?: string;
    readonly teams: readonly { readonly id: string; readonly profile: TeamProfile }[];
  };
  /** The enemy units that fire: each team names the aircraft it targets and the weapon it fires. */
  readonly antiAircraft: readonly ShootingUnit[];
}

export interface AntiAircraftResult {
  readonly records: readonly AntiAircraftRecord[];
  readonly shotDown: readonly string[];
  readonly rules: readonly RuleRef[];
}

/**
 * Anti-aircraft fire just before an Aircraft Unit attacks (pp. 27, 66): each enemy unit in turn
 * shoots at the aircraft still flying (Anti-aircraft weapons at their normal ROF; AA MGs,
 * Self-defence and Heavy AA at ROF 1; hit on 5+, Aircraft Save 3+, then the Firepower test, +1
 * against a Flying Tank). No Mistaken Target among the aircraft. Says which teams fired.
 */
export function* antiAircraftFire(s: AntiAircraftSituation): Procedure<AntiAircraftResult> {
  const rules: RuleRef[] = [];
  const shotDown = new Set<string>();
  const records: AntiAircraftRecord[] = [];
  for (const aa of s.antiAircraft) {
    const alive = s.aircraft.teams.filter((t) => !shotDown.has(t.id));
    if (alive.length === 0) break;
    rules.push(AIR.shootingAtAircraft, AIR.hitOn);
    const target: TargetUnit = {
      id: s.aircraft.id,
      ...(s.aircraft.name ? { name: s.aircraft.name } : {}),
      owner: 'aircraft',
      ratings: { motivation: 'confident', skill: 'veteran' },
      teams: alive.map((t) => ({ id: t.id, profile: t.profile })),
    };
    // A team aiming at an aircraft already shot down aims at the first one still flying.
    const shooter: ShootingUnit = {
      ...aa,
      teams: aa.teams.map((t) => (alive.some((a) => a.id === t.target) ? t : { ...t, target: alive[0]!.id })),
    };
    const result = yield* shoot({
      ...(s.units ? { units: s.units } : {}),
      shooter,
      targets: [target],
      mistakenTarget: false,
    });
    rules.push(...result.rules);
    for (const t of result.teams) if (t.outcome === 'destroyed') shotDown.add(t.team);
    const consequences = result.shooters
      .filter((r) => r.shoots && r.shots.length > 0)
      .map((r) => ({
        team: r.shooter,
        weapon: r.shots.map((x) => x.weapon).join(', '),
        restrictions: AA_RESTRICTIONS,
      }));
    if (result.shooters.some((r) => r.shots.some((x) => x.rof === 1))) rules.push(AIR.aaMgs);
    if (s.aircraft.teams.some((t) => hasRule(t.profile.rules, 'flying-tank'))) rules.push(AIR.flyingTank);
    records.push({ unit: aa.name ?? aa.id, result, consequences });
  }
  return { records, shotDown: [...shotDown], rules: [...new Set(rules)] };
}

/**
 * An Aircraft Unit's attack in its Shooting Step (pp. 27, 44-46): first the enemy's anti-aircraft
 * fire (Anti-aircraft weapons at their normal ROF; AA MGs, Self-defence and Heavy AA at ROF 1; aircraft
 * are hit on 5+, save 3+, then the shooter's Firepower test, +1 against a Flying Tank); then the
 * surviving aircraft attack with the declared weapon: MGs (ROF 3) and cannon (ROF 2) shoot as in
 * Shooting; Rockets and Bombs bombard with one template for the flight, spotted by its own aircraft,
 * with the adjusted Anti-tank and Firepower and no re-roll of hits for only 1 or 2 weapons.
 */
export function* airAttack(s: AirAttackSituation): Procedure<AirAttackResult> {
  const rules: RuleRef[] = [AIR.aircraft];
  const notes: string[] = [];
  const teams = s.aircraft.teams.map((t) => {
    const a = aircraftProfile(t.profile);
    rules.push(...a.rules);
    return { ...t, profile: a.profile };
  });
  const first = teams[0];
  if (!first) throw new InputError('an Aircraft Unit needs at least one aircraft');
  const chosen =
    s.weapon.toLowerCase() === 'mgs'
      ? undefined
      : first.profile.weapons.find((w) => w.name.toLowerCase() === s.weapon.toLowerCase());
  if (s.weapon.toLowerCase() !== 'mgs' && !chosen)
    throw new InputError(`${first.profile.name} has no weapon "${s.weapon}"`);
  const weaponKind: AircraftWeaponKind = chosen ? aircraftWeaponKind(chosen) : 'mg';
  rules.push(AIR.choosingWeapons);

  // Anti-aircraft fire, just before the attack (p. 27).
  const aa = yield* antiAircraftFire({
    ...(s.units ? { units: s.units } : {}),
    aircraft: { ...s.aircraft, teams },
    antiAircraft: s.antiAircraft ?? [],
  });
  rules.push(...aa.rules);
  const shotDown = new Set(aa.shotDown);
  const antiAircraft = aa.records;
  const attacking = teams.filter((t) => !shotDown.has(t.id));
  const base = { weaponKind, antiAircraft, shotDown: [...shotDown], attacking: attacking.map((t) => t.id) };
  if (attacking.length === 0) {
    notes.push('every aircraft was shot down before it could attack');
    return { ...base, notes, rules: [...new Set(rules)] };
  }
  notes.push('all aircraft leave at the end of the Shooting Step; casualties carry over (p. 44)');
  rules.push(AIR.depart);

  if (weaponKind === 'bombs' || weaponKind === 'rockets') {
    if (!s.bombard) throw new InputError(`${s.weapon} fires as artillery: give the teams under the template`);
    rules.push(AIR.bombsAndRockets);
    const line = chosen!.artillery ?? {
      antiTank: chosen!.antiTank,
      firepower: chosen!.firepower,
      rules: chosen!.rules,
    };
    const result = yield* bombard({
      ...(s.units === 'cm' ? { system: 'cm' as const } : {}),
      spotter: { name: attacking[0]!.id, rating: 3, role: 'aircraft', moved: true },
      units: [
        {
          name: s.aircraft.name ?? s.aircraft.id,
          skill: 3, // Aircraft are Veteran (p. 44)
          aircraft: true,
          weapons: [
            {
              name: chosen!.name,
              count: attacking.length,
              antiTank: line.antiTank as number | null,
              firepower: line.firepower as Score | null,
              ...(s.bombard.adjusted ? {} : { unadjusted: true }),
              ...(line.rules ? { rules: line.rules } : {}),
            },
          ],
          ...(s.bombard.nearestFriendly !== undefined ? { nearestFriendly: s.bombard.nearestFriendly } : {}),
          ...(s.bombard.templateCoversTerrain ? { templateCoversTerrain: true } : {}),
          ...(s.bombard.throughSmoke ? { throughSmoke: true } : {}),
          under: s.bombard.under,
        },
      ],
    });
    rules.push(...result.rules);
    return { ...base, attack: { kind: 'bombard', result }, notes, rules: [...new Set(rules)] };
  }

  if (!s.targets || s.targets.length === 0) throw new InputError('an air attack with MGs or cannon needs target units');
  const defaultTarget = s.targets[0]!.teams[0]?.id;
  const shooter: ShootingUnit = {
    id: s.aircraft.id,
    ...(s.aircraft.name ? { name: s.aircraft.name } : {}),
    teams: attacking.map((t) => ({
      id: t.id,
      profile: t.profile,
      weapon: chosen ? chosen.name : 'mgs',
      target: t.target ?? defaultTarget ?? '',
      ...(t.pairs ? { pairs: t.pairs } : {}),
    })),
  };
  const result = yield* shoot({ ...(s.units ? { units: s.units } : {}), shooter, targets: s.targets });
  rules.push(...result.rules);
  return { ...base, attack: { kind: 'shoot', result }, notes, rules: [...new Set(rules)] };
}
