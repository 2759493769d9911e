import { InputError } from '../../errors/input-error.js';
import type { DiceProcedure } from '../../dice/request.js';
import type { RuleRef } from '../../engine/rules.js';
import { hasRule, inch, type Distance, type Fow3TeamProfile } from './profile.js';
import { commandDistance, type Skill } from './ratings.js';
import { FOW3 } from './rules.js';
import { rollTest, skillTest, type TestResult } from './rating-tests/motivation-skill.js';

export type Going = 'easy' | 'difficult' | 'very-difficult';

/** Terrain of the Movement Distance table (p. 9). */
export const TERRAIN: Readonly<Record<string, Going>> = {
  road: 'easy',
  'cross-country': 'easy',
  hedge: 'difficult',
  woods: 'difficult',
  building: 'very-difficult',
};

export interface MoveAllowance {
  readonly distance: Distance;
  readonly allowed: boolean;
  readonly note?: string;
  readonly rules: readonly RuleRef[];
}

/**
 * How far a team moves (pp. 9, 14, 17): tanks 12"/30cm, 8"/20cm if the move crosses rough terrain
 * (one tank speed for every tank, A14); infantry and man-packed guns 6"/15cm anywhere; medium guns
 * 4"/10cm, never into Very Difficult going; immobile guns not at all.
 */
export function moveAllowance(p: Fow3TeamProfile, going: Going): MoveAllowance {
  if (p.kind === 'tank') return { distance: inch(going === 'easy' ? 12 : 8), allowed: true, rules: [FOW3.movingTanks] };
  if (p.mobility === 'infantry' || p.mobility === 'man-packed')
    return { distance: inch(6), allowed: true, rules: [FOW3.movingInfantry] };
  if (p.mobility === 'medium') {
    if (going === 'very-difficult')
      return {
        distance: inch(0),
        allowed: false,
        note: 'medium guns cannot move in Very Difficult going',
        rules: [FOW3.movingGuns],
      };
    return { distance: inch(4), allowed: true, rules: [FOW3.movingGuns] };
  }
  return { distance: inch(0), allowed: false, note: 'immobile guns may not move', rules: [FOW3.movingGuns] };
}

export interface BoggingResult {
  readonly needed: boolean;
  readonly test?: TestResult;
  readonly boggedDown: boolean;
  readonly note?: string;
  readonly rules: readonly RuleRef[];
}

/**
 * Bogging Check (p. 9, p. 17): a tank in Difficult going bogs on a 1; in Very Difficult going it
 * takes a Skill Test (Veteran bogs on 1-2, Trained 1-3, Conscript 1-4). A medium gun bogs on a 1 in
 * Difficult going. Infantry and man-packed guns never bog down. Wide tracks is only named in Open
 * Fire and changes nothing here.
 */
export function* boggingCheck(
  p: Fow3TeamProfile,
  skill: Skill,
  going: Going,
  label = `${p.name} bogging check`,
): DiceProcedure<BoggingResult> {
  const rules: RuleRef[] = [FOW3.boggingCheck];
  const mobile = p.kind === 'tank' || p.mobility === 'medium';
  if (!mobile || going === 'easy') return { needed: false, boggedDown: false, rules };
  const note = hasRule(p.rules, 'wide-tracks') ? 'Wide tracks is only named in Open Fire: no effect' : undefined;
  if (going === 'difficult') {
    const test = yield* rollTest('skill', 'bogging-check', 2, label, false, rules);
    return { needed: true, test, boggedDown: !test.passed, ...(note ? { note } : {}), rules };
  }
  if (p.kind !== 'tank') throw new InputError(`${p.name} cannot enter Very Difficult going`);
  const test = yield* skillTest(skill, 'bogging-check', label);
  return { needed: true, test, boggedDown: !test.passed, ...(note ? { note } : {}), rules: [...rules, ...test.rules] };
}

/** Free a bogged down tank in the Starting Step: a Skill Test (p. 9). */
export function freeBoggedDown(skill: Skill, label?: string): DiceProcedure<TestResult> {
  return skillTest(skill, 'free-bogged', label);
}

/** Dig in instead of moving: a Skill Test; on a pass the platoon is in bulletproof cover (pp. 14, 17). */
export function digIn(skill: Skill, label?: string): DiceProcedure<TestResult> {
  return skillTest(skill, 'dig-in', label);
}

export interface CommandTeam {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

/**
 * Staying in Command (p. 19): a team is in command within command distance of the platoon command
 * team, or of another team of the platoon that is itself in command (a chain). Positions in inches.
 */
export function teamsInCommand(
  commander: CommandTeam,
  teams: readonly CommandTeam[],
  skill: Skill,
  kind: 'tank' | 'infantry' | 'gun',
): { inCommand: string[]; outOfCommand: string[]; distance: Distance } {
  const distance = commandDistance(skill, kind);
  const inCmd = new Set<string>([commander.id]);
  const reached: CommandTeam[] = [commander];
  let grown = true;
  while (grown) {
    grown = false;
    for (const t of teams) {
      if (inCmd.has(t.id)) continue;
      if (reached.some((r) => Math.hypot(r.x - t.x, r.y - t.y) <= distance.inches)) {
        inCmd.add(t.id);
        reached.push(t);
        grown = true;
      }
    }
  }
  return {
    inCommand: teams.filter((t) => inCmd.has(t.id)).map((t) => t.id),
    outOfCommand: teams.filter((t) => !inCmd.has(t.id)).map((t) => t.id),
    distance,
  };
}

/**
 * Stay Here and Cover Me (p. 19): when the commander moves, at least half the platoon (counting the
 * commander) goes with it; teams that stay behind may not move at all this turn.
 */
export function commanderMoves(
  platoonTeams: readonly string[],
  moving: readonly string[],
): { allowed: boolean; mayNotMove: string[]; rules: RuleRef[] } {
  const allowed = moving.length * 2 >= platoonTeams.length;
  return { allowed, mayNotMove: platoonTeams.filter((t) => !moving.includes(t)), rules: [FOW3.stayHere] };
}
