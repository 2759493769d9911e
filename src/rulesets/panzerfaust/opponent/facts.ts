/**
 * What the table has told the opponent this turn (a range, a unit's cover, whether a unit is in
 * command radius), kept in the game so it never asks twice, and how many questions each side it
 * plays has asked: at most its units on the table + 2 a turn (QUESTIONS_OVER_UNITS). The turn's
 * own procedures run inside `remembering`, which answers a table question already answered this
 * turn and counts each one it passes on.
 */
import { decide, type DecisionRequest, type Procedure } from '../../../engine/request.js';
import { TABLE, type StepOutcome } from '../../play.js';
import type { Cover } from '../fire/infantry.js';
import type { PzGameState } from '../schema/game.js';
import type { Defending } from '../turn/morale-action.js';
import { unitsOnTable, type PzView, type UnitRef } from '../turn/units.js';

export type Fact = string | number | boolean;

/** The opponent's questions per turn may number its units on the table plus this. */
export const QUESTIONS_OVER_UNITS = 2;

/** What the table said this turn, and how many questions were asked. */
export interface Ledger {
  readonly facts: Record<string, Fact>;
  asked: number;
}

export function ledgerOf(s: PzGameState): Ledger {
  const t = s.opponent?.told;
  const mine = t && t.turn === s.turn ? t : undefined;
  return { facts: { ...(mine?.facts ?? {}) }, asked: mine?.asked?.[s.active] ?? 0 };
}

/** The state with the ledger of the active side written back. */
export function withLedger(s: PzGameState, l: Ledger): PzGameState {
  const t = s.opponent?.told;
  const same = t && t.turn === s.turn;
  return {
    ...s,
    opponent: {
      sides: s.opponent?.sides ?? {},
      told: {
        turn: s.turn,
        facts: l.facts,
        asked: { ...(same ? (t.asked ?? {}) : {}), [s.active]: l.asked },
      },
    },
  };
}

/** Questions the active side may still ask this turn. */
export function questionsLeft(v: PzView, l: Ledger): number {
  const si = v.state.sides.findIndex((x) => x.name === v.state.active);
  return unitsOnTable(v, si).length + QUESTIONS_OVER_UNITS - l.asked;
}

/** The key of a table question: its kind and its words (which name the unit). */
export function factKey(req: { readonly id: string; readonly question: string }): string {
  return `${req.id}|${req.question}`;
}

/** Ask a table question once a turn: the told answer again, or the table, counted. */
export function* fact<T extends Fact>(l: Ledger, req: DecisionRequest<T>): Procedure<T> {
  const k = factKey(req);
  if (k in l.facts) return l.facts[k] as T;
  const v = yield* decide<T>(req.id, req.player, req.question, req.choices, req.default);
  l.facts[k] = v;
  l.asked++;
  return v;
}

/**
 * Run one of the turn's procedures, answering its table questions already answered this turn,
 * counting the others; the ledger is written into the state it returns.
 */
export function* remembering(
  proc: Procedure<StepOutcome<PzGameState>>,
  l: Ledger,
): Procedure<StepOutcome<PzGameState>> {
  let step = proc.next();
  while (!step.done) {
    const req = step.value;
    if (req.type === 'decision' && req.player === TABLE && !req.multi) {
      const k = factKey(req);
      if (k in l.facts && req.choices.some((c) => c.value === l.facts[k])) {
        step = proc.next(l.facts[k]);
        continue;
      }
      const v: unknown = yield req;
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') l.facts[k] = v;
      l.asked++;
      step = proc.next(v);
      continue;
    }
    const v: unknown = yield req;
    step = proc.next(v);
  }
  return { ...step.value, state: withLedger(step.value.state, l) };
}

/** Where a target stands, as one question: its cover, whether it is prone, and the position it defends (morale, p. 23). */
export interface Placement {
  readonly value: string;
  readonly label: string;
  readonly cover: Cover;
  readonly prone: boolean;
  readonly defending: Defending;
}

export const PLACEMENTS: readonly Placement[] = [
  { value: 'open', label: 'in the open', cover: 'none', prone: false, defending: 'none' },
  { value: 'open-prone', label: 'in the open, prone (-2)', cover: 'none', prone: true, defending: 'none' },
  {
    value: 'soft',
    label: 'behind soft cover: hedge, fence, wooden building (-2)',
    cover: 'soft',
    prone: false,
    defending: 'none',
  },
  {
    value: 'woods',
    label: 'in woods (-2; defending woods, morale +1)',
    cover: 'soft',
    prone: false,
    defending: 'hill-or-woods',
  },
  { value: 'hard', label: 'behind a stone or earth wall (-6)', cover: 'hard', prone: false, defending: 'none' },
  {
    value: 'dug-in',
    label: 'dug in or in a stone building (-6; defending, morale +1)',
    cover: 'hard',
    prone: false,
    defending: 'dug-in-or-buildings',
  },
  {
    value: 'fortification',
    label: 'in a pillbox, bunker or fortified building (-8; morale +2)',
    cover: 'fortification',
    prone: false,
    defending: 'pillbox',
  },
];

export function placementOf(value: Fact | undefined): Placement | undefined {
  return PLACEMENTS.find((p) => p.value === value);
}

export const PLACEMENT_ID = 'panzerfaust.opponent.placement';
export const RANGE_ID = 'panzerfaust.opponent.range';
export const NOT_IN_SIGHT = 0;
/** The range bands of the Fire Factors Table (house columns, p. 15); a range rounds up to the next. */
export const RANGE_BANDS = [10, 20, 40, 60, 100, 150] as const;

export function placementQuestion(u: UnitRef): DecisionRequest<string> {
  return {
    type: 'decision',
    id: PLACEMENT_ID,
    player: TABLE,
    question: `Where is ${u.force.id}?`,
    choices: PLACEMENTS.map((p) => ({ value: p.value, label: p.label })),
    default: 'open',
  };
}

/** The range question; its default (the likely answer on a screen) is the range the opponent assumed. */
export function rangeQuestion(firer: UnitRef, target: UnitRef, assumed = 40): DecisionRequest<number> {
  return {
    type: 'decision',
    id: RANGE_ID,
    player: TABLE,
    question: `Can ${firer.force.id} see ${target.force.id}, and at what range?`,
    choices: [
      ...RANGE_BANDS.map((n, i) => ({
        value: n as number,
        label: `in sight, ${i === 0 ? 'up to' : `${RANGE_BANDS[i - 1]! + 1}-`}${i === 0 ? ' ' : ''}${n} cm`,
      })),
      { value: NOT_IN_SIGHT, label: 'not in sight (or over 150 cm)' },
    ],
    default: RANGE_BANDS.find((b) => b >= assumed) ?? 40,
  };
}
