/** The mutable picture of an assault while it runs: who is destroyed, bailed out, in Contact, pinned. */
import { InputError } from '../../../errors/input-error.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Ratings, TeamProfile } from '../../flames-of-war/profile.js';
import { hasRule, ruleKey } from '../../flames-of-war/saves/special-rules.js';
import type { AssaultInput, AssaultTeamInput, AssaultUnitInput } from './situation.js';

export type Side = 'attacker' | 'defender';

export function other(side: Side): Side {
  return side === 'attacker' ? 'defender' : 'attacker';
}

export interface TeamState {
  readonly id: string;
  readonly input: AssaultTeamInput;
  readonly profile: TeamProfile;
  readonly unit: string;
  readonly side: Side;
  /** Ratings of the team's own unit (Assault, Is Hit On, Remount). */
  readonly ratings: Ratings;
  destroyed: boolean;
  bailedOut: boolean;
  /** Enemy team ids it is in Contact with this round (an Assaulting team when non-empty). */
  contacts: string[];
  /** Mounted in a transport (cannot fight or be hit). */
  mountedIn?: string;
  /** Why it was destroyed, for the record. */
  fate?: string;
}

export interface UnitState {
  readonly name: string;
  readonly side: Side;
  readonly input: AssaultUnitInput;
  /** Counterattack and other unit ratings (the combined unit takes the better Counterattack, p. 52). */
  readonly ratings: Ratings;
  readonly teams: string[];
  pinned: boolean;
  brokenOff: boolean;
}

export class AssaultState {
  readonly teams = new Map<string, TeamState>();
  readonly units = new Map<string, UnitState>();
  /** Teams of the defender's other units near the charge: they fire Defensive Fire only (p. 55). */
  readonly nearby = new Map<string, TeamState>();
  private readonly nearbyUnits = new Map<string, UnitState>();
  readonly players: Record<Side, string>;
  readonly night: boolean;
  readonly smoke: boolean;

  constructor(
    input: AssaultInput,
    attackerUnits: readonly { unit: AssaultUnitInput; name: string; ratings: Ratings }[],
  ) {
    this.night = input.night === true;
    this.smoke = input.smoke === true;
    this.players = { attacker: input.attacker.player ?? 'attacker', defender: input.defender.player ?? 'defender' };
    const add = (u: AssaultUnitInput, side: Side, unitName: string) => {
      for (const t of u.teams) {
        if (this.teams.has(t.id))
          throw new AssaultInputError(`two teams are called "${t.id}": team ids must be unique`);
        this.teams.set(t.id, {
          id: t.id,
          input: t,
          profile: t.profile as TeamProfile,
          unit: unitName,
          side,
          ratings: u.ratings as Ratings,
          destroyed: false,
          bailedOut: t.bailedOut === true,
          contacts: [],
        });
      }
    };
    const attackerTeams: string[] = [];
    for (const a of attackerUnits) {
      add(a.unit, 'attacker', a.name);
      attackerTeams.push(...a.unit.teams.map((t) => t.id));
    }
    const first = attackerUnits[0]!;
    this.units.set(first.name, {
      name: first.name,
      side: 'attacker',
      input: first.unit,
      ratings: first.ratings,
      teams: attackerTeams,
      pinned: attackerUnits.some((a) => a.unit.pinned === true),
      brokenOff: false,
    });
    for (const u of input.defender.units) {
      if (this.units.has(u.name)) throw new AssaultInputError(`two units are called "${u.name}"`);
      add(u, 'defender', u.name);
      this.units.set(u.name, {
        name: u.name,
        side: 'defender',
        input: u,
        ratings: u.ratings as Ratings,
        teams: u.teams.map((t) => t.id),
        pinned: u.pinned === true,
        brokenOff: false,
      });
    }
    for (const u of input.defender.nearby ?? []) {
      if (this.units.has(u.name) || this.nearbyUnits.has(u.name))
        throw new AssaultInputError(`two units are called "${u.name}"`);
      for (const t of u.teams) {
        if (this.teams.has(t.id) || this.nearby.has(t.id))
          throw new AssaultInputError(`two teams are called "${t.id}": team ids must be unique`);
        this.nearby.set(t.id, {
          id: t.id,
          input: t,
          profile: t.profile as TeamProfile,
          unit: u.name,
          side: 'defender',
          ratings: u.ratings as Ratings,
          destroyed: false,
          bailedOut: t.bailedOut === true,
          contacts: [],
        });
      }
      this.nearbyUnits.set(u.name, {
        name: u.name,
        side: 'defender',
        input: u,
        ratings: u.ratings as Ratings,
        teams: u.teams.map((t) => t.id),
        pinned: u.pinned === true,
        brokenOff: false,
      });
    }
    for (const t of this.teams.values()) {
      for (const p of [...(t.input.passengers ?? [])]) {
        const passenger = this.teams.get(p);
        if (!passenger) throw new AssaultInputError(`${t.id} carries "${p}", which is not a team of this assault`);
        passenger.mountedIn = t.id;
      }
      for (const r of t.input.riders ?? []) {
        if (!this.teams.has(r))
          throw new AssaultInputError(`"${r}" rides on ${t.id}, but is not a team of this assault`);
      }
    }
  }

  team(id: string): TeamState {
    const t = this.teams.get(id);
    if (!t) throw new InputError(`unknown team ${id}`);
    return t;
  }

  unit(name: string): UnitState {
    const u = this.units.get(name);
    if (!u) throw new InputError(`unknown unit ${name}`);
    return u;
  }

  unitOf(t: TeamState): UnitState {
    return this.nearbyUnits.get(t.unit) ?? this.unit(t.unit);
  }

  /**
   * The teams that may fire Defensive Fire for `side` (p. 55): its teams in the assault and the
   * teams of its other units near the charge, not mounted in a transport.
   */
  defensiveFireTeams(side: Side): TeamState[] {
    const carried = new Set([...this.nearby.values()].flatMap((t) => t.input.passengers ?? []));
    return [
      ...this.teamsOf(side),
      ...[...this.nearby.values()].filter((t) => t.side === side && !t.destroyed && !carried.has(t.id)),
    ];
  }

  /** Units of a side still in the assault (not broken off). */
  unitsOf(side: Side): UnitState[] {
    return [...this.units.values()].filter((u) => u.side === side && !u.brokenOff);
  }

  /** Teams of a side still on the table, not mounted, of units still in the assault. */
  teamsOf(side: Side): TeamState[] {
    return [...this.teams.values()].filter(
      (t) => t.side === side && !t.destroyed && !t.mountedIn && !this.unitOf(t).brokenOff,
    );
  }

  destroy(t: TeamState, fate: string): TeamState[] {
    if (t.destroyed) return [];
    t.destroyed = true;
    t.fate = fate;
    t.contacts = [];
    const lost: TeamState[] = [t];
    for (const p of t.input.passengers ?? []) {
      const passenger = this.team(p);
      if (passenger.mountedIn === t.id)
        lost.push(...this.destroy(passenger, `mounted in ${t.id} when it was destroyed`));
    }
    return lost;
  }
}

export class AssaultInputError extends InputError {
  constructor(message: string, hint?: string) {
    super(message, { code: 'assault', hint });
  }
}

/** Team rules with a number, e.g. "tank-assault-3" or "Improvised Tank Assault 4". */
export function numberedRule(profile: TeamProfile, id: string): number | undefined {
  for (const r of profile.rules ?? []) {
    const m = new RegExp(`^${id}-(\\d+)$`).exec(ruleKey(r));
    if (m) return Number(m[1]);
  }
  return undefined;
}

export function teamRule(t: TeamState, id: string): boolean {
  return hasRule(t.profile.rules, id);
}

export function unitRule(u: UnitState | AssaultUnitInput, id: string): boolean {
  const rules = 'input' in u ? u.input.rules : u.rules;
  return hasRule(rules, id);
}

export interface Note {
  readonly text: string;
  readonly rule?: RuleRef;
}
