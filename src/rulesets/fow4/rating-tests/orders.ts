/**
 * Movement Orders that roll (pp. 24-25): Blitz Move, Shoot and Scoot and Dig In (Tactics) and
 * Follow Me (Motivation), with who may issue them (one order per turn; Gun teams only Dig In and
 * Cross Here; bailed-out leaders; Stormtroopers; Seek, Strike, and Destroy; Shtraf; Reserves).
 */
import { z } from 'zod';
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { ratingForTest, type RatedTest } from '../ratings.js';
import { FOW4_TESTS as R } from '../rules.js';
import { PlayerField, UnitFields, subjectOf } from './inputs.js';
import { ratedTest, ratedTestOdds, type RerollOption } from './roll.js';
import type { Consequence, TestOdds, TestResult } from './types.js';

export type OrderName =
  | 'blitz'
  | 'shoot-and-scoot'
  | 'dig-in'
  | 'follow-me'
  | 'cross-here'
  | 'mine-clearing'
  | 'booby-trap-disarm'
  | 'obstacle-gapping';

export const OrderSituationFields = {
  gunUnit: z.boolean().optional().describe('The unit is made of Gun teams'),
  leaderBailedOut: z.boolean().optional().describe('The Unit Leader is a Bailed Out tank'),
  leaderPinned: z.boolean().optional().describe('The unit is Pinned Down'),
  leaderMoved: z.boolean().optional().describe('The Unit Leader moved in the Movement Step (Shoot and Scoot)'),
  notYetOnTable: z.boolean().optional().describe('The unit is arriving from Reserve and has not moved onto the table'),
  previousOrders: z
    .array(z.strictObject({ order: z.string(), passed: z.boolean() }))
    .optional()
    .describe('Movement Orders the unit already tried this turn'),
};
const OrderSituation = z.strictObject({ ...UnitFields, ...OrderSituationFields });
export type OrderSituation = z.infer<typeof OrderSituation>;

export interface OrderPermission {
  readonly allowed: boolean;
  readonly reasons: readonly string[];
  readonly rules: readonly RuleRef[];
}

const has = (s: { rules?: readonly string[] | undefined }, id: string) => s.rules?.includes(id) ?? false;

/** May the Unit Leader issue this order now? (pp. 24-25, 38, 41, 68, 69, 71, 73, 78-79, 97) */
export function orderAllowed(order: OrderName, s: OrderSituation): OrderPermission {
  const reasons: string[] = [];
  const rules: RuleRef[] = [R.movementOrders];
  if (s.notYetOnTable) {
    reasons.push('a unit arriving from Reserve cannot use Movement Orders until it has moved onto the table');
    rules.push(R.reserveOrders);
  }
  if (s.gunUnit && order !== 'dig-in' && order !== 'cross-here') {
    if (order === 'blitz' && has(s, 'horse-artillery')) rules.push(R.horseArtillery);
    else reasons.push('Gun teams may only be given Dig In and Cross Here orders');
  }
  if (s.leaderBailedOut && (order === 'blitz' || order === 'shoot-and-scoot' || order === 'follow-me')) {
    reasons.push('a Bailed Out tank cannot move, so it cannot issue this order');
    rules.push(R.bailedOutTanks);
  }
  if (order === 'shoot-and-scoot' && s.leaderMoved)
    reasons.push('Shoot and Scoot needs a Unit Leader that did not move in the Movement Step');
  if (order === 'dig-in' && has(s, 'shtraf')) {
    reasons.push('a Shtraf Company can never Dig In');
    rules.push(R.shtraf);
  }
  if (s.leaderPinned && (order === 'mine-clearing' || order === 'booby-trap-disarm' || order === 'obstacle-gapping')) {
    reasons.push('the Unit Leader must not be Pinned Down');
  }
  const before = s.previousOrders ?? [];
  if (before.length > 0) {
    const allPassed = before.every((o) => o.passed);
    const repeated = before.some((o) => o.order === order);
    const storm = has(s, 'stormtroopers') && before.length === 1 && allPassed && !repeated;
    const seek =
      has(s, 'seek-strike-and-destroy') && order === 'shoot-and-scoot' && before.some((o) => o.passed) && !repeated;
    if (storm) rules.push(R.stormtroopers);
    else if (seek) rules.push(R.seekStrikeDestroy);
    else reasons.push('a Unit Leader may issue only one Movement Order each turn');
  }
  return { allowed: reasons.length === 0, reasons, rules };
}

function notAllowed(kind: string, p: OrderPermission): TestResult {
  return {
    kind,
    passed: false,
    need: 'auto',
    rolls: [],
    rules: [...p.rules],
    consequences: p.reasons.map((r) => ({ code: 'order-not-allowed', text: `Order not allowed: ${r}.` })),
  };
}

const NO_ASSAULT: Consequence = {
  code: 'no-assault',
  text: 'Teams that used this order cannot Assault this turn (only Follow Me allows it).',
};
const RANGED_IN: Consequence = {
  code: 'ranged-in-marker-removed',
  text: 'An Artillery Unit that moves removes its Ranged In marker.',
};
const NO_BAILED: Consequence = { code: 'bailed-out-stay', text: 'Bailed Out tanks take no part in the order.' };

interface OrderSpec {
  readonly kind: OrderName & RatedTest;
  readonly title: string;
  readonly rule: RuleRef;
  readonly pass: Consequence[];
  readonly fail: Consequence[];
  readonly always: Consequence[];
  readonly extraRules?: RuleRef[];
  readonly reroll?: RerollOption;
}

function* orderTest(input: OrderSituation, spec: OrderSpec): Procedure<TestResult> {
  const permission = orderAllowed(spec.kind, input);
  if (!permission.allowed) return notAllowed(spec.kind, permission);
  const out = yield* ratedTest({
    kind: spec.kind,
    label: `${spec.title}: ${input.name ?? 'unit'}`,
    player: (input as { player?: string }).player ?? 'owner',
    rating: ratingForTest(spec.kind, subjectOf(input)),
    reroll: spec.reroll,
  });
  return {
    kind: spec.kind,
    passed: out.passed,
    need: out.need,
    rolls: out.rolls,
    rules: [
      spec.rule,
      ...permission.rules.filter((r) => r.id !== R.movementOrders.id),
      ...out.rules,
      ...(spec.extraRules ?? []),
    ],
    consequences: [...(out.passed ? spec.pass : spec.fail), ...spec.always],
  };
}

function oddsOf(kind: RatedTest, input: OrderSituation, reroll?: string): TestOdds {
  return ratedTestOdds(ratingForTest(kind, subjectOf(input)), reroll ? { reroll } : {});
}

// ---------------------------------------------------------------- Blitz Move (p. 24)

export const BlitzInput = z.strictObject({ ...UnitFields, ...OrderSituationFields, player: PlayerField });
export type BlitzInput = z.infer<typeof BlitzInput>;

/** Blitz Move: Tactics test (Tiger Ace -1, Tip and Run -1, Tally Ho! +1). */
export function* blitz(input: BlitzInput): Procedure<TestResult> {
  return yield* orderTest(input, {
    kind: 'blitz',
    title: 'Blitz Move',
    rule: R.blitz,
    pass: [
      {
        code: 'blitz-move',
        text: 'The Unit Leader and its In Command teams may move up to 4"/10cm at once, then make a normal Tactical move (no Dash).',
      },
      {
        code: 'blitz-not-moved',
        text: 'A team that moves only the 4"/10cm Blitz move counts as not having moved: it shoots at Halted ROF and may still bombard.',
      },
    ],
    fail: [
      { code: 'tactical-only', text: 'Teams of the unit may move only at Tactical speed.' },
      { code: 'out-of-command-penalty', text: 'Every team of the unit takes the +1 to hit of moving Out of Command.' },
      { code: 'no-bombardment', text: 'The unit cannot fire an Artillery Bombardment this turn.' },
    ],
    always: [NO_BAILED, NO_ASSAULT, RANGED_IN],
    extraRules: [R.whoCanAssault],
  });
}

export const blitzOdds = (input: BlitzInput) => oddsOf('blitz', input);

// ---------------------------------------------------------------- Shoot and Scoot (p. 24)

export const ShootAndScootInput = BlitzInput;
export type ShootAndScootInput = BlitzInput;

/** Shoot and Scoot, in the Assault Step instead of assaulting: Tactics test (Tip and Run -1, Tally Ho! +1). */
export function* shootAndScoot(input: ShootAndScootInput): Procedure<TestResult> {
  return yield* orderTest(input, {
    kind: 'shoot-and-scoot',
    title: 'Shoot and Scoot',
    rule: R.shootAndScoot,
    pass: [
      {
        code: 'scoot',
        text: 'The Unit Leader and its In Command teams that did not move in the Movement Step may move up to 4"/10cm.',
      },
    ],
    fail: [{ code: 'stays', text: 'The unit stays where it is.' }],
    always: [
      NO_BAILED,
      { code: 'instead-of-assault', text: 'The order replaces the unit’s assault this turn.' },
      RANGED_IN,
    ],
  });
}

export const shootAndScootOdds = (input: ShootAndScootInput) => oddsOf('shoot-and-scoot', input);

// ---------------------------------------------------------------- Dig In (p. 24)

export const DigInInput = z.strictObject({
  ...UnitFields,
  ...OrderSituationFields,
  pioneerSupply: z
    .union([z.boolean(), z.literal('ask')])
    .optional()
    .describe('A Pioneer Supply vehicle within 2"/5cm of the Unit Leader (re-roll a failed Dig In)'),
  player: PlayerField,
});
export type DigInInput = z.infer<typeof DigInInput>;

/** Dig In: one Tactics test for the unit; a Pioneer Supply vehicle re-rolls a failure (p. 80). */
export function* digIn(input: DigInInput): Procedure<TestResult> {
  const pioneer = input.pioneerSupply;
  return yield* orderTest(input, {
    kind: 'dig-in',
    title: 'Dig In',
    rule: R.digIn,
    pass: [
      {
        code: 'foxholes',
        text: 'The chosen Infantry and Gun teams are in Foxholes: Concealed and in Bulletproof Cover until they move (Cavalry teams cannot use Foxholes).',
      },
    ],
    fail: [{ code: 'no-foxholes', text: 'The unit fails to dig in: no Foxholes.' }],
    always: [
      {
        code: 'dig-in-no-move',
        text: 'The chosen teams cannot move, shoot at Moving ROF, and cannot fire an Artillery Bombardment or spot this turn.',
      },
      { code: 'dig-in-gone-to-ground', text: 'If they neither shoot nor assault, they are Gone to Ground.' },
      NO_ASSAULT,
    ],
    ...(pioneer !== undefined && pioneer !== false
      ? {
          reroll: {
            by: 'pioneer-supply',
            rule: R.pioneerSupply,
            available: pioneer,
            question: 'Is a Pioneer Supply vehicle within 2"/5cm of the Unit Leader?',
          },
        }
      : {}),
  });
}

export function digInOdds(input: DigInInput): TestOdds {
  return oddsOf('dig-in', input, 'pioneer-supply');
}

// ---------------------------------------------------------------- Follow Me (p. 25)

export const FollowMeInput = BlitzInput;
export type FollowMeInput = BlitzInput;

/** Follow Me: after moving, the leader moves up to 4"/10cm straight ahead, then a Motivation test (Cavalry unit -1). */
export function* followMe(input: FollowMeInput): Procedure<TestResult> {
  return yield* orderTest(input, {
    kind: 'follow-me',
    title: 'Follow Me',
    rule: R.followMe,
    pass: [
      {
        code: 'follow-me-move',
        text: 'In Command teams may move directly forward up to 4"/10cm more, staying In Command.',
      },
    ],
    fail: [{ code: 'rest-stay', text: 'The rest of the unit stays where it is.' }],
    always: [
      { code: 'leader-moves-first', text: 'The Unit Leader has moved directly forward up to 4"/10cm before the roll.' },
      {
        code: 'in-command-no-shooting',
        text: 'Every In Command team of the unit cannot shoot this turn (it may still assault).',
      },
      NO_BAILED,
    ],
  });
}

export const followMeOdds = (input: FollowMeInput) => oddsOf('follow-me', input);
