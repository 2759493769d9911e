/**
 * The Panzerfaust turn for `umpire play` (p. 6): phases A-I in order for both sides at once.
 * A (orders), C (air), D (covering fire), E (beaten zones) and H, I are walked as reminders: the
 * demo forces have no artillery or aircraft, and `umpire bombard` resolves indirect fire. B rolls
 * every company's pip die; F moves units for pips; G resolves infantry fire, CQC and morale tests;
 * the end of the turn counts Shaken turns down. In F and G the sides take turns (sides.ts): each
 * decision of a side's move or fire is asked of that side by name. Bound to one game's forces and
 * tables.
 */
import type { Procedure } from '../../../engine/request.js';
import { TABLE, type PlayAction, type PlayRuleset, type PlayStep, type StepOutcome } from '../../play.js';
import { pipDie } from '../movement/pips.js';
import { battleType, weather } from '../pregame/pregame.js';
import type { PzForce } from '../force.js';
import type { PzGameState, PzPhase } from '../schema/game.js';
import type { PanzerfaustTables } from '../tables/tables.js';
import { canAct, cqcAction, infantryFireAction } from './fire-action.js';
import { moraleAction } from './morale-action.js';
import { canMove, moveUnit } from './move-action.js';
import { canRally, rallyAction } from './rally.js';
import { activeSide, endPart, firstMover, passTurn } from './sides.js';
import { unitsOnTable, type PzView } from './units.js';

type Out = Procedure<StepOutcome<PzGameState>>;

export const PZ_TURNS = 8;

const NAMES: Record<PzPhase, string> = {
  setup: 'Pre-game',
  A: 'A Orders',
  B: 'B Pips',
  C: 'C Air',
  D: 'D Covering fire',
  E: 'E Beaten zones',
  F: 'F Movement',
  G: 'G Fire',
  H: 'H Indirect fire',
  I: 'I Aircraft',
  over: 'Game over',
};

const NEXT: Partial<Record<PzPhase, PzPhase>> = { A: 'B', B: 'C', C: 'D', D: 'E', E: 'F', F: 'G', G: 'H', H: 'I' };

export function action(id: string, label: string, run: () => Out): PlayAction<PzGameState> {
  return { id, label, run };
}

/** An action after which the other side acts (a move, a fire, a CQC, a rally: sides.ts). */
export function* taking(proc: Out): Out {
  const out = yield* proc;
  return { ...out, state: passTurn(out.state) };
}

/** Is the game's result decided: a side with no unit left fighting (destroyed or in Retreat)? */
function beatenSide(state: PzGameState): number {
  return state.sides.findIndex((s) => s.units.every((u) => u.destroyed || u.morale === 'retreat'));
}

// eslint-disable-next-line require-yield
function* pure(out: StepOutcome<PzGameState>): Out {
  return out;
}

function* setup(v: PzView): Out {
  const bt = yield* battleType(v.tables());
  const w = yield* weather('NRus', 'summer');
  const report = [
    `Battle type: 2D6 ${bt.dice.join('+')} = ${bt.total}: ${bt.result}${bt.inferred?.length ? ' (the 6-8 row is inferred from the gap, p. 4)' : ''}.`,
    `Weather (N. Russia, summer): 2D6 ${w.total}: ${w.result.names.join(', ')}.`,
  ];
  const rain = w.result.codes.includes('R');
  const snow = w.result.codes.includes('Sf');
  const state: PzGameState = {
    ...v.state,
    phase: 'A',
    ...(rain || snow ? { weather: { ...(rain ? { rain } : {}), ...(snow ? { snowFalling: snow } : {}) } } : {}),
  };
  return { state, report };
}

function* rollPips(v: PzView): Out {
  let state = v.state;
  const report: string[] = [];
  for (const [si, side] of state.sides.entries()) {
    for (const c of side.companies) {
      const fc = v.forces[si]!.companies.find((x) => x.name === c.company)!;
      const r = yield* pipDie(fc.class, c.company);
      report.push(`${side.name}, ${c.company} (${fc.class}): pip die ${r.faces.join(', then ')} -> ${r.pips} pip(s).`);
      state = {
        ...state,
        sides: state.sides.map((s, i) =>
          i !== si
            ? s
            : { ...s, companies: s.companies.map((x) => (x.company === c.company ? { ...x, pips: r.pips } : x)) },
        ),
      };
    }
  }
  return { state: { ...state, phase: 'C' }, report };
}

function endTurn(v: PzView): Out {
  const report: string[] = [];
  const state: PzGameState = {
    ...v.state,
    sides: v.state.sides.map((s) => ({
      ...s,
      companies: s.companies.map(({ pips: _p, ...c }) => c),
      units: s.units.map(({ moved: _m, acted: _a, rallied: _r, ...u }) => {
        if (u.morale === 'shaken' && u.shakenTurns !== undefined) {
          const left = u.shakenTurns - 1;
          if (left <= 0) {
            report.push(`${u.id} is no longer Shaken.`);
            const { shakenTurns: _s, ...rest } = u;
            return { ...rest, morale: 'ok' as const };
          }
          return { ...u, shakenTurns: left };
        }
        return u;
      }),
    })),
  };
  const beaten = beatenSide(state);
  if (beaten >= 0 || state.turn >= PZ_TURNS) {
    report.push(beaten >= 0 ? `${state.sides[beaten]!.name} has no unit left fighting.` : `Turn ${PZ_TURNS} is over.`);
    return pure({ state: { ...state, phase: 'over' }, report });
  }
  report.push(`Turn ${state.turn} ends.`);
  return pure({ state: { ...state, turn: state.turn + 1, phase: 'A' }, report });
}

const REMINDER: Partial<Record<PzPhase, string>> = {
  A: 'Phase A: write artillery and air orders (battery, ammunition, POA, turn) at the table.',
  C: 'Phase C: air-to-air combat and declared airstrikes (none in this game).',
  D: 'Phase D: declare covering fire (1 pip each); units in a CF area are pinned.',
  E: 'Phase E: plot beaten zones and roll call-downs (`umpire bombard`).',
  H: 'Phase H: indirect fire on units in beaten zones (`umpire bombard`).',
};

export function pzPlay(forces: readonly PzForce[], tables: () => PanzerfaustTables): PlayRuleset<PzGameState> {
  const view = (state: PzGameState): PzView => ({ state, forces, tables });
  const auto = (s: PzGameState, id: string): PlayStep<PzGameState> => ({
    id,
    name: NAMES[s.phase],
    chooser: TABLE,
    actions: () => [],
    finish: action(`end-${id}`, `end phase ${s.phase}`, () =>
      pure({
        state: { ...s, phase: NEXT[s.phase]!, ...(NEXT[s.phase] === 'F' ? { active: firstMover(view(s)) } : {}) },
        report: [
          REMINDER[s.phase] ?? `Phase ${s.phase} done.`,
          ...(NEXT[s.phase] === 'F' ? [`${firstMover(view(s))} moves first: the lower troop class (p. 6).`] : []),
        ],
      }),
    ),
  });
  const mine = (s: PzGameState) => unitsOnTable(view(s), activeSide(s));
  return {
    id: 'panzerfaust',
    header: (s) => ({ ruleset: 'panzerfaust', turn: s.turn, active: s.active, step: NAMES[s.phase] }),
    sides: (s) => s.sides.map((x) => x.name),
    outcome(s) {
      if (s.phase !== 'over') return undefined;
      const beaten = beatenSide(s);
      const fighting = Object.fromEntries(
        s.sides.map((x) => [x.name, x.units.filter((u) => !u.destroyed && u.morale !== 'retreat').length]),
      );
      if (beaten >= 0 && s.sides.length === 2)
        return {
          winner: s.sides[1 - beaten]!.name,
          reason: `${s.sides[beaten]!.name} has no unit left fighting`,
          points: fighting,
        };
      return { winner: null, reason: `turn ${PZ_TURNS} is over with both sides still fighting`, points: fighting };
    },
    summary(s) {
      const standing = s.sides.map(
        (side) =>
          `${side.name}: ${side.units.filter((u) => !u.destroyed && u.morale !== 'retreat').length} of ${side.units.length} units fighting`,
      );
      return ['The game is over.', ...standing];
    },
    step(s): PlayStep<PzGameState> | undefined {
      const v = view(s);
      switch (s.phase) {
        case 'setup':
          return {
            id: 'setup',
            name: NAMES.setup,
            chooser: TABLE,
            actions: () => [],
            finish: action('setup', 'roll the battle type and the weather', () => setup(v)),
          };
        case 'B':
          return {
            id: 'B',
            name: NAMES.B,
            chooser: TABLE,
            actions: () => [],
            finish: action('pips', 'roll every company HQ pip die', () => rollPips(v)),
          };
        case 'F':
          return {
            id: 'F',
            name: NAMES.F,
            chooser: 'active',
            actions: () => [
              ...(mine(s).some((u) => canMove(v, u))
                ? [action('move', 'move a unit (pips)', () => taking(moveUnit(v)))]
                : []),
              ...(mine(s).some((u) => u.state.pinned || u.state.mustTest)
                ? [action('morale', 'test morale (break a pin, or a parent HQ)', () => moraleAction(v))]
                : []),
              ...(canRally(v)
                ? [action('rally', 'an HQ rallies Retreating units (up to 2)', () => taking(rallyAction(v)))]
                : []),
            ],
            finish: action('end-F', `${s.active} ends its movement`, () => {
              const state = endPart(v, 'G');
              return pure({
                state,
                report: [
                  state.phase === 'G'
                    ? `Movement over: fire in phase G, ${state.active} first.`
                    : `${s.active} has ended its movement; ${state.active} goes on.`,
                ],
              });
            }),
          };
        case 'G':
          return {
            id: 'G',
            name: NAMES.G,
            chooser: 'active',
            actions: () => {
              const side = activeSide(s);
              const can = mine(s).some(canAct) && unitsOnTable(v, 1 - side).length > 0;
              return [
                ...(mine(s).some((u) => u.state.mustTest)
                  ? [action('morale', 'test morale (a parent HQ)', () => moraleAction(v, (u) => !!u.state.mustTest))]
                  : []),
                ...(can
                  ? [
                      action('fire', 'infantry fire', () => taking(infantryFireAction(v))),
                      action('cqc', 'close quarter combat', () => taking(cqcAction(v))),
                    ]
                  : []),
              ];
            },
            finish: action('end-G', `${s.active} ends its fire`, () => {
              const state = endPart(v, 'H');
              return pure({
                state,
                report: [
                  state.phase === 'H'
                    ? 'Fire and CQC over.'
                    : `${s.active} has ended its fire; ${state.active} goes on.`,
                ],
              });
            }),
          };
        case 'I':
          return {
            id: 'I',
            name: NAMES.I,
            chooser: TABLE,
            actions: () => [],
            finish: action('end-turn', 'end the turn', () => endTurn(v)),
          };
        case 'over':
          return undefined;
        default:
          return auto(s, s.phase);
      }
    },
  };
}
