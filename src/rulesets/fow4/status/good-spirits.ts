/**
 * Unit In Good Spirits (p. 60) for `umpire status` and the game bridge: the table state of a
 * unit's teams handed to the morale module's `inGoodSpirits` (src/rulesets/fow4/morale), which
 * owns the rule. This file only adapts the game's team state to it.
 */
import { inGoodSpirits, type GoodSpirits, type MoraleTeamType } from '../morale/spirits.js';
import type { TeamType } from '../../flames-of-war/profile.js';

export interface SpiritsTeam {
  readonly type: TeamType;
  readonly destroyed: boolean;
  readonly bailedOut: boolean;
  readonly inCommand: boolean;
  /** Sent to the Rear (p. 23): off the table. */
  readonly atRear?: boolean;
  /** An Armoured Tank team (its wreck stays if the unit is Destroyed). */
  readonly armoured?: boolean;
  /** A Demolition Carrier: ignored for Unit Last Stand (p. 80). */
  readonly demolitionCarrier?: boolean;
  readonly name?: string;
}

/** The morale module's verdict for a unit as the game table shows it. */
export function tableInGoodSpirits(teams: readonly SpiritsTeam[], leaderless: boolean, name?: string): GoodSpirits {
  return inGoodSpirits({
    ...(name !== undefined ? { name } : {}),
    leaderless,
    teams: teams.map((t) => ({
      ...(t.name !== undefined ? { name: t.name } : {}),
      type: t.type as MoraleTeamType,
      destroyed: t.destroyed,
      bailedOut: t.bailedOut,
      inCommand: t.inCommand,
      ...(t.atRear ? { atRear: true } : {}),
      ...(t.armoured !== undefined ? { armoured: t.armoured } : {}),
      ...(t.demolitionCarrier ? { demolitionCarrier: true } : {}),
    })),
  });
}
