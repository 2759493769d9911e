/** Check if the Assault is Over (p. 57), Break Off (p. 59) and Consolidate (p. 59). */
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { isArmouredTank } from '../../flames-of-war/saves/special-rules.js';
import { askYesNo } from './ask.js';
import { crossNeeded, crossTest, type CrossRecord } from './charge.js';
import { FOW4_ASSAULT as R } from './rules.js';
import { other, type AssaultState, type Side, type UnitState } from './state.js';

export interface OverRecord {
  readonly won: boolean;
  /** Defending teams still fighting within a further 4"/10cm of the assaulters. */
  readonly standing: readonly string[];
  readonly ignored: readonly { readonly team: string; readonly reason: string }[];
  readonly rules: readonly RuleRef[];
}

/**
 * The assaulting side has won when every Defending team its Assaulting teams could reach with a
 * further 4"/10cm move is Destroyed or Bailed Out (p. 57). Tanks do not count against assaulting
 * tanks (tanks cannot assault tanks, p. 58), nor armoured tanks against Cavalry (p. 68).
 */
export function* isAssaultOver(
  state: AssaultState,
  side: Side,
  assaultingIds: readonly string[],
): Procedure<OverRecord> {
  const rules: RuleRef[] = [R.isTheAssaultOver];
  const assaulting = assaultingIds.map((id) => state.team(id)).filter((t) => !t.destroyed && !t.bailedOut);
  const canFightTanks = assaulting.some((t) => t.profile.type !== 'tank');
  const canFightArmour = assaulting.some((t) => t.profile.type !== 'tank' && t.profile.type !== 'cavalry');
  const standing: string[] = [];
  const ignored: { team: string; reason: string }[] = [];
  for (const d of state.teamsOf(other(side))) {
    if (d.bailedOut) continue;
    if (d.profile.type === 'tank' && !(isArmouredTank(d.profile) ? canFightArmour : canFightTanks)) {
      ignored.push({ team: d.id, reason: 'tanks cannot assault tanks' });
      rules.push(R.whoCannotCharge);
      continue;
    }
    const touching = assaulting.some((a) => a.contacts.includes(d.id));
    const reachable =
      touching ||
      (yield* askYesNo(
        `within4:${d.id}`,
        state.players[side],
        `Could the Assaulting teams reach ${d.id} with a further 4"/10cm move?`,
        d.input.within4 ?? true,
      ));
    if (reachable) standing.push(d.id);
    else ignored.push({ team: d.id, reason: 'out of reach (more than a 4"/10cm move)' });
  }
  return { won: standing.length === 0, standing, ignored, rules };
}

export interface BreakOffTeam {
  readonly team: string;
  readonly escaped: boolean;
  readonly cross?: CrossRecord;
  readonly reason?: string;
  readonly alsoDestroyed?: readonly string[];
}

export interface BreakOffRecord {
  readonly unit: string;
  readonly why: string;
  readonly teams: readonly BreakOffTeam[];
  readonly rules: readonly RuleRef[];
}

/**
 * A unit Breaks Off (p. 59): it is Pinned Down, and each team moves at Tactical speed to more than
 * 6"/15cm from every Assaulting team; a team that cannot, or fails a Cross test on the way,
 * surrenders and is Destroyed. An Immobile Gun has no Tactical move; a Bailed Out tank cannot move.
 */
export function* breakOff(state: AssaultState, unit: UnitState, why: string): Procedure<BreakOffRecord> {
  const rules: RuleRef[] = [R.breakOff];
  const player = state.players[unit.side];
  unit.pinned = true;
  const teams: BreakOffTeam[] = [];
  for (const t of state.teamsOf(unit.side).filter((x) => x.unit === unit.name)) {
    t.contacts = [];
    const surrender = (reason: string, cross?: CrossRecord): BreakOffTeam => {
      const lost = state.destroy(t, `surrendered: ${reason}`);
      return {
        team: t.id,
        escaped: false,
        reason,
        ...(cross ? { cross } : {}),
        ...(lost.length > 1 ? { alsoDestroyed: lost.slice(1).map((x) => x.id) } : {}),
      };
    };
    if (t.profile.mobility === 'immobile-gun') {
      teams.push(surrender('an Immobile Gun has no Tactical move'));
      continue;
    }
    const question = t.bailedOut
      ? `${t.id} is Bailed Out and cannot move: is it already more than 6"/15cm from every Assaulting team?`
      : `Can ${t.id} get more than 6"/15cm from every Assaulting team with a Tactical move?`;
    const away = yield* askYesNo(`escape:${t.id}`, player, question, t.bailedOut ? false : (t.input.escape ?? true));
    if (!away) {
      teams.push(
        surrender(t.bailedOut ? 'Bailed Out within 6"/15cm of the enemy' : 'cannot get more than 6"/15cm away'),
      );
      continue;
    }
    if (!t.bailedOut && crossNeeded(t)) {
      const needs = yield* askYesNo(
        `cross-escape:${t.id}`,
        player,
        `Must ${t.id} cross Difficult Terrain to get away (a Cross test)?`,
        t.input.crossToEscape === true,
      );
      if (needs) {
        const test = yield* crossTest(t, state.night, player);
        rules.push(...test.rules);
        if (!test.record.passed) {
          teams.push(surrender('failed its Cross test while breaking off', test.record));
          continue;
        }
        teams.push({ team: t.id, escaped: true, cross: test.record });
        continue;
      }
    }
    teams.push({ team: t.id, escaped: true });
  }
  unit.brokenOff = true;
  return { unit: unit.name, why, teams, rules };
}

/** What the winner may do now (p. 59). */
export function consolidateNote(units: readonly string[]): string {
  return `${units.join(', ')} may Consolidate: move up to 4"/10cm in any direction, not into Contact and not within 2"/5cm of an enemy team; teams may reoccupy their own unit's Foxholes from the start of the assault, and empty Foxholes are removed.`;
}
