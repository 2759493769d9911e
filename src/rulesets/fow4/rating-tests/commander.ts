/**
 * Killing Commanders (p. 40): when the Formation Commander is Destroyed, a team of the same type
 * from the HQ Unit within 6"/15cm takes over with no roll; otherwise roll: on 3+ the Commander
 * survives and switches to another team of the right type within 6"/15cm (if there is none, the
 * Commander is killed); on 1-2 the Commander is killed. One roll per enemy unit's shooting.
 */
import { z } from 'zod';
import { Fraction } from '../../../dice/fraction.js';
import type { Procedure } from '../../../engine/request.js';
import { testRating } from '../ratings.js';
import { FOW4_TESTS as R } from '../rules.js';
import { PlayerField } from './inputs.js';
import { ratedTest, ratedTestOdds } from './roll.js';
import type { Consequence, TestOdds, TestResult } from './types.js';

export const CommanderSurvivesInput = z.strictObject({
  commanderType: z.enum(['infantry', 'tank', 'gun', 'other']).describe("The Commander's team type"),
  hqTeamWithin6: z
    .boolean()
    .optional()
    .describe('Another team of the same type from the HQ Unit is within 6"/15cm (it takes over, no roll)'),
  replacementWithin6: z
    .boolean()
    .optional()
    .describe(
      'Infantry: a friendly Infantry team of the Formation within 6"/15cm; Tank: another friendly Tank team of the Formation within 6"/15cm',
    ),
  player: PlayerField,
});
export type CommanderSurvivesInput = z.infer<typeof CommanderSurvivesInput>;

const rating = () => testRating(3, [R.killingCommanders]);

export function* commanderSurvives(input: CommanderSurvivesInput): Procedure<TestResult> {
  if (input.hqTeamWithin6) {
    return {
      kind: 'commander-survives',
      passed: true,
      need: 'auto',
      rolls: [],
      rules: [R.killingCommanders],
      consequences: [
        {
          code: 'hq-team-takes-over',
          text: 'Nominate the HQ team of the same type within 6"/15cm as the new Formation Commander (no roll).',
        },
      ],
    };
  }
  const out = yield* ratedTest({
    kind: 'commander-survives',
    label: 'Does the Commander survive?',
    player: input.player ?? 'owner',
    rating: rating(),
  });
  const consequences: Consequence[] = [];
  let passed = out.passed;
  if (!out.passed) consequences.push({ code: 'commander-killed', text: 'The Commander is killed.' });
  else if (!input.replacementWithin6) {
    passed = false;
    consequences.push({
      code: 'commander-killed',
      text: 'The Commander survives the hit but has no team of the right type within 6"/15cm to switch to: the Commander is killed.',
    });
  } else if (input.commanderType === 'infantry') {
    consequences.push({
      code: 'switch-infantry',
      text: 'Remove a friendly Infantry team of the Formation within 6"/15cm and put the Commander team in its place.',
    });
  } else if (input.commanderType === 'tank') {
    consequences.push({
      code: 'switch-tank',
      text: 'Nominate another friendly Tank team of the Formation within 6"/15cm as Commander; it keeps that tank’s characteristics.',
    });
  } else {
    consequences.push({
      code: 'switch-team',
      text: 'The Commander switches to another team of the same type within 6"/15cm.',
    });
  }
  consequences.push({
    code: 'only-roll-once',
    text: 'A Commander Destroyed several times by one unit’s shooting rolls only once.',
  });
  return { kind: 'commander-survives', passed, need: out.need, rolls: out.rolls, rules: out.rules, consequences };
}

export function commanderSurvivesOdds(input: CommanderSurvivesInput): TestOdds {
  if (input.hqTeamWithin6) return { need: 'auto', pass: Fraction.ONE, withRerolls: [] };
  const base = ratedTestOdds(rating());
  return input.replacementWithin6 ? base : { ...base, pass: Fraction.ZERO };
}
