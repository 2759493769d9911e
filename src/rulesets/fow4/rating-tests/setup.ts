/**
 * Rolls before and around the game: settling a rules dispute (p. 5), who attacks (p. 92) and
 * who has the first turn of a Meeting Engagement (p. 93).
 */
import { z } from 'zod';
import { Fraction } from '../../../dice/fraction.js';
import { diceRequest } from '../../../dice/request.js';
import { atLeast } from '../../../dice/target.js';
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { FOW4 } from '../rules.js';
import { FOW4_TESTS as R } from '../rules.js';
import { throwOne } from './roll.js';
import type { TestOdds, TestResult, TestRoll } from './types.js';

// ---------------------------------------------------------------- Dispute (p. 5)

export const DisputeInput = z.strictObject({
  roller: z.string().optional().describe('The player who rolls'),
  opponent: z.string().optional().describe('The other player'),
});
export type DisputeInput = z.infer<typeof DisputeInput>;

/** The roller's reading applies for the rest of the game on 4-6; the opponent's on 1-3. */
export function* dispute(input: DisputeInput = {}): Procedure<TestResult & { winner: string }> {
  const roller = input.roller ?? 'roller';
  const opponent = input.opponent ?? 'opponent';
  const roll = yield* throwOne(atLeast(4), `Rules dispute: ${roller} rolls (4+ for their reading)`, 'test');
  const winner = roll.success ? roller : opponent;
  return {
    kind: 'dispute',
    passed: roll.success,
    need: 4,
    rolls: [roll],
    rules: [FOW4.dispute],
    consequences: [
      {
        code: roll.success ? 'roller-reading' : 'opponent-reading',
        text: `${winner}'s reading of the rule applies for the rest of the game.`,
      },
    ],
    winner,
  };
}

export const disputeOdds = (): TestOdds => ({ need: 4, pass: Fraction.of(1, 2), withRerolls: [] });

// ---------------------------------------------------------------- Roll-off

/** Both players roll a die; the higher wins; ties roll again. */
export function* rollOff(a: string, b: string, label: string): Procedure<{ winner: string; rolls: TestRoll[] }> {
  const rolls: TestRoll[] = [];
  for (;;) {
    const faces: number[] = yield diceRequest(2, 6, `${label}: ${a}, then ${b}`);
    const [fa, fb] = [faces[0]!, faces[1]!];
    rolls.push(
      { by: 'roll-off', face: fa, success: fa > fb, label: a },
      { by: 'roll-off', face: fb, success: fb > fa, label: b },
    );
    if (fa !== fb) return { winner: fa > fb ? a : b, rolls };
  }
}

// ---------------------------------------------------------------- Who Attacks (p. 92)

export const WhoAttacksInput = z.strictObject({
  players: z.tuple([z.string(), z.string()]).optional().describe('The two players (default A and B)'),
  method: z
    .enum(['roll', 'choose', 'infantry-formations'])
    .optional()
    .describe('roll (default), secret choice, or more infantry Formations defends'),
  choices: z
    .tuple([z.enum(['attack', 'defend']), z.enum(['attack', 'defend'])])
    .optional()
    .describe('With "choose": what each player chose'),
  infantryFormations: z
    .tuple([z.number().int().min(0), z.number().int().min(0)])
    .optional()
    .describe('With "infantry-formations": each player’s number of infantry Formations'),
});
export type WhoAttacksInput = z.infer<typeof WhoAttacksInput>;

export function* whoAttacks(
  input: WhoAttacksInput = {},
): Procedure<TestResult & { attacker: string; defender: string }> {
  const [a, b] = input.players ?? ['A', 'B'];
  const method = input.method ?? 'roll';
  const rules: RuleRef[] = [R.whoAttacks];
  const settle = (attacker: string, how: string, rolls: TestRoll[] = []) => {
    const defender = attacker === a ? b : a;
    return {
      kind: 'who-attacks',
      passed: true,
      need: 'auto' as const,
      rolls,
      rules,
      consequences: [{ code: 'attacker', text: `${attacker} attacks and ${defender} defends (${how}).` }],
      attacker,
      defender,
    };
  };
  if (method === 'choose' && input.choices && input.choices[0] !== input.choices[1]) {
    return settle(input.choices[0] === 'attack' ? a : b, 'their secret choices differ');
  }
  if (
    method === 'infantry-formations' &&
    input.infantryFormations &&
    input.infantryFormations[0] !== input.infantryFormations[1]
  ) {
    return settle(
      input.infantryFormations[0] > input.infantryFormations[1] ? b : a,
      'the player with more infantry Formations defends',
    );
  }
  const off = yield* rollOff(a, b, 'Who attacks (higher attacks)');
  return settle(off.winner, 'higher roll', off.rolls);
}

export const whoAttacksOdds = (): TestOdds => ({
  need: 'roll-off',
  pass: Fraction.of(1, 2),
  withRerolls: [],
  distribution: [
    { outcome: 'first player attacks', p: Fraction.of(1, 2) },
    { outcome: 'second player attacks', p: Fraction.of(1, 2) },
  ],
});

// ---------------------------------------------------------------- First turn (p. 93)

export const FirstTurnInput = z.strictObject({
  attacker: z.string().optional(),
  defender: z.string().optional(),
  meetingEngagement: z
    .boolean()
    .optional()
    .describe('In a Meeting Engagement both roll after deployment; otherwise the Attacker goes first'),
});
export type FirstTurnInput = z.infer<typeof FirstTurnInput>;

export function* firstTurn(input: FirstTurnInput = {}): Procedure<TestResult & { first: string }> {
  const attacker = input.attacker ?? 'Attacker';
  const defender = input.defender ?? 'Defender';
  const rules = input.meetingEngagement ? [R.firstTurn, R.meetingEngagement] : [R.firstTurn];
  if (!input.meetingEngagement) {
    return {
      kind: 'first-turn',
      passed: true,
      need: 'auto',
      rolls: [],
      rules,
      consequences: [{ code: 'first', text: `${attacker} (the Attacker) has the first turn.` }],
      first: attacker,
    };
  }
  const off = yield* rollOff(attacker, defender, 'First turn (higher goes first)');
  return {
    kind: 'first-turn',
    passed: true,
    need: 'auto',
    rolls: off.rolls,
    rules,
    consequences: [{ code: 'first', text: `${off.winner} has the first turn.` }],
    first: off.winner,
  };
}
