/**
 * Minefields (p. 78) and Booby Traps (p. 79): a Skill test for the team moving in; a failure is
 * a hit (Minefield AT 5, FP 1+; Booby Trap AT 3, FP 2+; Top armour for tanks) that the team
 * saves as usual (the save is the shooting procedures' job), and the unit is Pinned Down at the
 * end of its move.
 */
import { z } from 'zod';
import type { Procedure } from '../../../engine/request.js';
import { ratingForTest } from '../ratings.js';
import { FOW4_TESTS as R } from '../rules.js';
import { PlayerField, UnitFields, subjectOf } from './inputs.js';
import { ratedTest, ratedTestOdds } from './roll.js';
import type { Consequence, TestOdds, TestResult } from './types.js';

export const HazardInput = z.strictObject({
  ...UnitFields,
  team: z.string().optional().describe('The team moving in, for the dice label'),
  teamType: z
    .enum(['armoured-tank', 'unarmoured-tank', 'infantry', 'gun'])
    .optional()
    .describe('Who is hit: tanks use Top armour and halt if Bailed Out or Destroyed; armoured tanks cannot be Pinned'),
  player: PlayerField,
});
export type HazardInput = z.infer<typeof HazardInput>;

/** The hit a failed test causes, for the save procedures. */
export interface HazardHit {
  readonly antiTank: number;
  readonly firepower: number;
  readonly topArmour: boolean;
}

export interface HazardResult extends TestResult {
  readonly hit?: HazardHit;
}

function* hazard(kind: 'minefield' | 'booby-trap', input: HazardInput): Procedure<HazardResult> {
  const isMine = kind === 'minefield';
  const out = yield* ratedTest({
    kind,
    label: `${isMine ? 'Minefield' : 'Booby Trap'}: ${input.team ?? 'team'}`,
    player: input.player ?? 'owner',
    rating: ratingForTest(kind, subjectOf(input)),
  });
  const rule = isMine ? R.minefield : R.boobyTrap;
  if (out.passed) {
    const consequences: Consequence[] = [
      {
        code: 'crosses-safely',
        text: isMine
          ? 'The team crosses the Minefield safely.'
          : 'The team crosses safely and the Booby Trap is removed.',
      },
    ];
    return { kind, passed: true, need: out.need, rolls: out.rolls, rules: [rule, ...out.rules], consequences };
  }
  const tank = input.teamType === 'armoured-tank' || input.teamType === 'unarmoured-tank';
  const hit: HazardHit = { antiTank: isMine ? 5 : 3, firepower: isMine ? 1 : 2, topArmour: tank };
  const consequences: Consequence[] = [
    {
      code: 'hit',
      text: `The team is hit with Anti-tank ${hit.antiTank}, Firepower ${hit.firepower}+${tank || input.teamType === undefined ? ' (against Top armour if it is a Tank team)' : ''} and must take a Save.`,
    },
    {
      code: 'halts-if-bailed-or-destroyed',
      text: `A Tank team that is Bailed Out or Destroyed halts ${isMine ? 'in the Minefield' : "on the Booby Trap's position"}; a survivor keeps moving.`,
    },
  ];
  if (input.teamType !== 'armoured-tank')
    consequences.push({ code: 'pinned-after-move', text: 'The unit is Pinned Down when it finishes moving.' });
  if (isMine)
    consequences.push({
      code: 'test-again-next-move',
      text: 'A team that does not finish crossing tests again the next time it moves.',
    });
  else consequences.push({ code: 'trap-removed', text: 'The Booby Trap is expended and removed.' });
  return { kind, passed: false, need: out.need, rolls: out.rolls, rules: [rule, ...out.rules], consequences, hit };
}

/** Minefield: Skill test (or Tactics when different) for each team moving in (p. 78). */
export function* minefield(input: HazardInput): Procedure<HazardResult> {
  return yield* hazard('minefield', input);
}

/** Booby Trap: Skill test for the first team to move across or off the marker (p. 79). */
export function* boobyTrap(input: HazardInput): Procedure<HazardResult> {
  return yield* hazard('booby-trap', input);
}

export const minefieldOdds = (input: HazardInput): TestOdds =>
  ratedTestOdds(ratingForTest('minefield', subjectOf(input)));
export const boobyTrapOdds = (input: HazardInput): TestOdds =>
  ratedTestOdds(ratingForTest('booby-trap', subjectOf(input)));
