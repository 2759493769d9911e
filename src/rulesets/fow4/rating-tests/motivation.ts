/**
 * Motivation tests of the Starting Step and of bailed-out tanks: Rally (p. 41), Remount
 * (p. 38), Bailed Out Again (p. 38) and the Unit Last Stand roll (p. 60).
 */
import { z } from 'zod';
import type { Procedure } from '../../../engine/request.js';
import { ratingForTest } from '../ratings.js';
import { FOW4_TESTS as R } from '../rules.js';
import {
  CommanderField,
  KomissarField,
  LEADERSHIP,
  PlayerField,
  UnitFields,
  commanderReroll,
  komissarOf,
  subjectOf,
} from './inputs.js';
import { ratedTest, ratedTestOdds } from './roll.js';
import type { Consequence, TestOdds, TestResult } from './types.js';
import { inGoodSpirits } from '../morale/spirits.js';

const who = (name: string | undefined, fallback: string) => name ?? fallback;

// ---------------------------------------------------------------- Rally (p. 41)

export const RallyInput = z.strictObject({
  ...UnitFields,
  commander: CommanderField,
  komissar: KomissarField,
  player: PlayerField,
});
export type RallyInput = z.infer<typeof RallyInput>;

function rallyRating(input: RallyInput) {
  return ratingForTest('rally', subjectOf(input));
}

/** Rallying from Pinned Down (p. 41): roll the Rally rating; Commander (p. 41) and Komissar (p. 73) re-rolls. */
export function* rally(input: RallyInput): Procedure<TestResult> {
  const out = yield* ratedTest({
    kind: 'rally',
    label: `Rally: ${who(input.name, 'pinned unit')}`,
    player: input.player ?? 'owner',
    rating: rallyRating(input),
    reroll: commanderReroll(input.commander, LEADERSHIP.rally),
    komissar: komissarOf(input.komissar),
  });
  const consequences: Consequence[] = [
    ...out.consequences,
    out.passed
      ? { code: 'rallied', text: 'The unit Rallies and is no longer Pinned Down.' }
      : { code: 'remains-pinned', text: 'The unit remains Pinned Down.' },
  ];
  return { kind: 'rally', passed: out.passed, need: out.need, rolls: out.rolls, rules: out.rules, consequences };
}

export function rallyOdds(input: RallyInput): TestOdds {
  return ratedTestOdds(rallyRating(input), { reroll: 'commander', komissar: input.komissar !== undefined });
}

// ---------------------------------------------------------------- Remount (p. 38)

export const RemountInput = z.strictObject({
  ...UnitFields,
  tank: z.string().optional().describe('The bailed-out tank, for the dice label'),
  teamRules: z
    .array(z.string())
    .optional()
    .describe('The tank team rules: protected-ammo, fuel-tanks (or flame-thrower-tank), fuel-trailer'),
  commander: CommanderField.describe(
    'Formation Commander within 6"/15cm and in Line of Sight of this tank (its own tank counts)',
  ),
  player: PlayerField,
});
export type RemountInput = z.infer<typeof RemountInput>;

function remountRating(input: RemountInput) {
  return ratingForTest('remount', subjectOf(input, input.teamRules));
}

/** Remount one Bailed Out tank (p. 38): Remount rating, Protected Ammo -1, Fuel Tanks +1, Commander re-roll. */
export function* remount(input: RemountInput): Procedure<TestResult> {
  const out = yield* ratedTest({
    kind: 'remount',
    label: `Remount: ${who(input.tank, 'bailed-out tank')}`,
    player: input.player ?? 'owner',
    rating: remountRating(input),
    reroll: commanderReroll(input.commander, LEADERSHIP.remount, input.tank ?? 'this tank'),
  });
  const consequences: Consequence[] = [
    out.passed
      ? { code: 'remounted', text: 'The crew remounts: the tank acts normally this turn.' }
      : { code: 'remains-bailed-out', text: 'The tank remains Bailed Out.' },
  ];
  return {
    kind: 'remount',
    passed: out.passed,
    need: out.need,
    rolls: out.rolls,
    rules: [...out.rules, R.bailedOutTanks],
    consequences,
  };
}

export function remountOdds(input: RemountInput): TestOdds {
  return ratedTestOdds(remountRating(input), { reroll: 'commander' });
}

/** Every Bailed Out tank of a unit in turn, each with its own roll and re-roll (Starting Step, p. 38). */
export function* remountTanks(
  unit: Omit<RemountInput, 'tank' | 'teamRules' | 'commander'>,
  tanks: readonly { name?: string; teamRules?: string[]; commander?: boolean | 'ask' }[],
): Procedure<TestResult[]> {
  const results: TestResult[] = [];
  for (const t of tanks)
    results.push(yield* remount({ ...unit, tank: t.name, teamRules: t.teamRules, commander: t.commander }));
  return results;
}

// ---------------------------------------------------------------- Bailed Out Again (p. 38)

export const BailedOutAgainInput = RemountInput.extend({
  commander: CommanderField.describe(
    'Formation Commander within 6"/15cm and LOS of this tank: the roll is an immediate Remount check, so it may be re-rolled [AMB-9]',
  ),
});
export type BailedOutAgainInput = z.infer<typeof BailedOutAgainInput>;

function bailedOutAgainRating(input: BailedOutAgainInput) {
  return ratingForTest('bailed-out-again', subjectOf(input, input.teamRules));
}

/** A Bailed Out tank that would bail out again rolls its Remount rating instead; failing, it is Destroyed (p. 38). */
export function* bailedOutAgain(input: BailedOutAgainInput): Procedure<TestResult> {
  const out = yield* ratedTest({
    kind: 'bailed-out-again',
    label: `Bailed Out Again: ${who(input.tank, 'bailed-out tank')}`,
    player: input.player ?? 'owner',
    rating: bailedOutAgainRating(input),
    reroll: commanderReroll(input.commander, LEADERSHIP.remount, input.tank ?? 'this tank'),
  });
  const consequences: Consequence[] = [
    out.passed
      ? { code: 'no-further-effect', text: 'The hit has no further effect; the tank stays Bailed Out.' }
      : { code: 'destroyed', text: 'The crew abandons the tank: it is Destroyed.' },
  ];
  return {
    kind: 'bailed-out-again',
    passed: out.passed,
    need: out.need,
    rolls: out.rolls,
    rules: [R.bailedOutAgain, ...out.rules],
    consequences,
  };
}

export function bailedOutAgainOdds(input: BailedOutAgainInput): TestOdds {
  return ratedTestOdds(bailedOutAgainRating(input), { reroll: 'commander' });
}

// ---------------------------------------------------------------- Unit Last Stand (p. 60)

/** A unit's teams as the table shows them: In Good Spirits is worked out from them (p. 60). */
const MoraleTeamInput = z.strictObject({
  name: z.string().max(200).optional(),
  type: z.enum(['tank', 'infantry', 'heavy-weapon', 'cavalry', 'motorcycle', 'gun', 'aircraft']),
  armoured: z.boolean().optional().describe('An Armoured Tank team (its wreck stays when the unit is Destroyed)'),
  destroyed: z.boolean().optional(),
  bailedOut: z.boolean().optional(),
  inCommand: z.boolean().optional().describe('In Command of the Unit Leader (default true)'),
  atRear: z
    .boolean()
    .optional()
    .describe('A transport Sent to the Rear: off the table, so not counted; not a loss either (pp. 23, 60)'),
  demolitionCarrier: z.boolean().optional().describe('Ignored for In Good Spirits (p. 80)'),
});
const MoraleUnitInput = z.strictObject({
  teams: z.array(MoraleTeamInput).min(1).max(200, { error: 'at most 200 teams in a unit' }),
  leaderless: z.boolean().optional().describe('Its Unit Leader was Destroyed and not replaced'),
  removedDestroyed: z
    .number()
    .int()
    .min(0)
    .max(200)
    .optional()
    .describe('Destroyed teams already taken off the table and not listed'),
});

export const LastStandInput = z
  .strictObject({
    ...UnitFields,
    commander: CommanderField,
    komissar: KomissarField,
    hq: z.boolean().optional().describe('An HQ Unit: never takes the test (Commanders Always Stand and Fight)'),
    inGoodSpirits: z
      .boolean()
      .optional()
      .describe('When the unit is known to be In Good Spirits, no test is taken (or give `unit`)'),
    unit: MoraleUnitInput.optional().describe(
      "The unit's teams as the table shows them: In Good Spirits is worked out from them",
    ),
    unitType: z
      .enum(['tank', 'infantry', 'gun', 'transport', 'aircraft', 'other'])
      .optional()
      .describe('What the unit is, for what happens on a failure'),
    hasTransportAttachment: z.boolean().optional().describe('An Infantry or Gun unit with a Transport Attachment'),
    player: PlayerField,
  })
  .refine((i) => i.unit === undefined || i.inGoodSpirits === undefined, {
    error: 'give inGoodSpirits or unit, not both (with unit, In Good Spirits is worked out from its teams)',
    path: ['unit'],
  });
export type LastStandInput = z.infer<typeof LastStandInput>;

function lastStandRating(input: LastStandInput) {
  return ratingForTest('last-stand', subjectOf(input));
}

/** What a failed Unit Last Stand test does (Destroyed Units and Attachments, p. 60). */
export function lastStandFailure(unitType: LastStandInput['unitType'], hasTransportAttachment: boolean): Consequence[] {
  const out: Consequence[] = [
    { code: 'unit-destroyed', text: 'The unit is Destroyed.' },
    {
      code: 'wrecks-remain',
      text: 'Its Destroyed and Bailed Out Armoured Tank teams stay as Wrecks; all its other teams are removed.',
    },
  ];
  if (unitType === 'transport')
    out.push({
      code: 'passengers-dismount-pinned',
      text: 'Its Passengers dismount, Pinned Down, before the transports are removed.',
    });
  if ((unitType === 'infantry' || unitType === 'gun') && hasTransportAttachment) {
    out.push({
      code: 'transport-attachment-removed',
      text: 'Its Transport Attachment is removed from the game (not Destroyed).',
    });
  }
  return out;
}

/** Unit Last Stand test (p. 60): Last Stand rating, Tiger Ace -1; Commander and Komissar re-rolls. */
export function* lastStand(input: LastStandInput): Procedure<TestResult> {
  const rating = lastStandRating(input);
  if (input.hq) {
    return {
      kind: 'last-stand',
      passed: true,
      need: 'auto',
      rolls: [],
      rules: [R.commandersStand],
      consequences: [{ code: 'hq-never-tests', text: 'HQ Units never take a Unit Last Stand test.' }],
    };
  }
  const spirits = input.unit ? inGoodSpirits(input.unit) : undefined;
  if (spirits?.inGoodSpirits ?? input.inGoodSpirits) {
    const why = spirits ? ` (${spirits.reason})` : '';
    return {
      kind: 'last-stand',
      passed: true,
      need: 'auto',
      rolls: [],
      rules: spirits ? [...spirits.rules] : [R.inGoodSpirits],
      consequences: [{ code: 'in-good-spirits', text: `The unit is In Good Spirits${why}: no Last Stand test.` }],
    };
  }
  const out = yield* ratedTest({
    kind: 'last-stand',
    label: `Last Stand: ${who(input.name, 'unit')}`,
    player: input.player ?? 'owner',
    rating,
    reroll: commanderReroll(input.commander, LEADERSHIP.lastStand),
    komissar: komissarOf(input.komissar),
  });
  const consequences: Consequence[] = [
    ...(spirits ? [{ code: 'not-in-good-spirits', text: `The unit is not In Good Spirits: ${spirits.reason}.` }] : []),
    ...out.consequences,
    ...(out.passed
      ? [{ code: 'fights-on', text: 'The unit fights on.' }]
      : lastStandFailure(input.unitType, input.hasTransportAttachment ?? false)),
  ];
  const rules = [
    ...(spirits ? spirits.rules : []),
    ...out.rules,
    ...(out.passed ? [] : [R.destroyedUnits, ...(input.hasTransportAttachment ? [R.lastStandAttachments] : [])]),
  ];
  return { kind: 'last-stand', passed: out.passed, need: out.need, rolls: out.rolls, rules, consequences };
}

export function lastStandOdds(input: LastStandInput): TestOdds {
  return ratedTestOdds(lastStandRating(input), { reroll: 'commander', komissar: input.komissar !== undefined });
}
