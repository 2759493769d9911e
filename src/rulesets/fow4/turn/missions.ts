/**
 * The missions (pp. 92-102; fow4 spec §14.8) as the referee needs them: Meeting Engagement or
 * not, who may Ambush, who has which Reserves, Strategic Withdrawal, how Objectives are placed,
 * and what wins. Deployment itself is done by the players on the table; the set-up text tells
 * them how.
 */
import { rule } from '../rules.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { MISSIONS } from '../schema/game.js';

export type MissionId = (typeof MISSIONS)[number];
export type Role = 'attacker' | 'defender';

export interface ReserveRule {
  readonly type: 'immediate' | 'delayed';
  readonly scattered?: boolean;
  readonly deep?: boolean;
  readonly flanking?: boolean;
}

/**
 * How a side wins at the start of its turn:
 * - `objective`: holding one of the Objectives on the opponent's side (or any Objective);
 * - `clear`: no enemy (attacking) teams or units near the Objectives or in its half (asked);
 * - `time`: the Defender reaches its turn N (Rear Guard).
 */
export type WinCheck =
  | { readonly kind: 'objective'; readonly own?: boolean }
  | { readonly kind: 'clear'; readonly question: string }
  | { readonly kind: 'time'; readonly turn: number };

export interface Mission {
  readonly id: MissionId;
  readonly name: string;
  readonly rule: RuleRef;
  readonly meeting: boolean;
  /** Units that may be held in Ambush, by role. */
  readonly ambush: Partial<Record<Role, number>>;
  readonly reserves: Partial<Record<Role, ReserveRule>>;
  readonly withdrawal: boolean;
  /** How many Objectives each role places (set-up text says where). */
  readonly objectives: Partial<Record<Role, number>>;
  /** Objectives are placed on the opponent's side by their placer (Free for All style). */
  readonly objectivesOnOpponentSide: boolean;
  readonly earliestWin: number;
  readonly win: Partial<Record<Role, WinCheck>> & { readonly both?: WinCheck };
  /** The set-up and deployment in brief. */
  readonly setup: string;
  readonly victory: string;
}

const m = (x: Mission) => x;

export const MISSION_LIST: readonly Mission[] = [
  m({
    id: 'annihilation',
    name: 'Annihilation',
    rule: rule('mission-annihilation', 'Annihilation', 'p. 97'),
    meeting: true,
    ambush: {},
    reserves: {},
    withdrawal: false,
    objectives: {},
    objectivesOnOpponentSide: false,
    earliestWin: 1,
    win: {},
    setup:
      'The Attacker picks a long table edge. Players take turns deploying units within 12"/30cm of their own edge. No Objectives.',
    victory: 'Win when the opponent has no Formations left on the table.',
  }),
  m({
    id: 'free-for-all',
    name: 'Free for All',
    rule: rule('mission-free-for-all', 'Free for All', 'p. 97'),
    meeting: true,
    ambush: {},
    reserves: {},
    withdrawal: false,
    objectives: { attacker: 2, defender: 2 },
    objectivesOnOpponentSide: true,
    earliestWin: 1,
    win: { both: { kind: 'objective' } },
    setup:
      'Long edges. Each player places 2 Objectives within 8"/20cm of the opponent\'s edge and at least 8"/20cm from the sides, then both deploy within 12"/30cm of their own edge.',
    victory: "Win by starting your turn holding one of the Objectives you placed on the opponent's side.",
  }),
  m({
    id: 'dust-up',
    name: 'Dust Up',
    rule: rule('mission-dust-up', 'Dust Up', 'p. 98'),
    meeting: true,
    ambush: {},
    reserves: { attacker: { type: 'delayed' }, defender: { type: 'delayed' } },
    withdrawal: false,
    objectives: { attacker: 2, defender: 2 },
    objectivesOnOpponentSide: false,
    earliestWin: 1,
    win: { both: { kind: 'objective' } },
    setup:
      'Table quarters. Each player places 1 Objective in their own quarter and 1 in the opponent\'s (8"/20cm from edges, 12"/30cm from the centre), then deploys in their own quarter 12"/30cm from the centre. Delayed Reserves arrive from the long edge next to your quarter.',
    victory: "Win by starting your turn holding an Objective in the opponent's quarter.",
  }),
  m({
    id: 'encounter',
    name: 'Encounter',
    rule: rule('mission-encounter', 'Encounter', 'p. 98'),
    meeting: true,
    ambush: {},
    reserves: { attacker: { type: 'delayed', scattered: true }, defender: { type: 'delayed', scattered: true } },
    withdrawal: false,
    objectives: { attacker: 2, defender: 2 },
    objectivesOnOpponentSide: true,
    earliestWin: 1,
    win: { both: { kind: 'objective' } },
    setup:
      'Long edges. 2 Objectives each, as in Free for All. Deploy within 12"/30cm of your own edge; Scattered Delayed Reserves.',
    victory: 'As Free for All.',
  }),
  m({
    id: 'counterattack',
    name: 'Counterattack',
    rule: rule('mission-counterattack', 'Counterattack', 'p. 99'),
    meeting: false,
    ambush: { defender: 1 },
    reserves: { defender: { type: 'immediate' } },
    withdrawal: false,
    objectives: { attacker: 1, defender: 1 },
    objectivesOnOpponentSide: false,
    earliestWin: 6,
    win: {
      attacker: { kind: 'objective' },
      defender: {
        kind: 'clear',
        question: 'Are there no attacking Tank or Infantry teams within 16"/40cm of an Objective?',
      },
    },
    setup:
      'The Defender takes a quarter and places an Objective in it; the Attacker takes an adjacent quarter and places an Objective in the quarter diagonally opposite its own. The Defender may Ambush one unit; its Immediate Reserves arrive within 16"/40cm of the opposite corner.',
    victory:
      'No win before turn 6. The Attacker wins holding an Objective; the Defender wins with no attacking Tank or Infantry teams within 16"/40cm of an Objective.',
  }),
  m({
    id: 'hasty-attack',
    name: 'Hasty Attack',
    rule: rule('mission-hasty-attack', 'Hasty Attack', 'p. 99'),
    meeting: false,
    ambush: { defender: 1 },
    reserves: { attacker: { type: 'immediate' }, defender: { type: 'delayed', scattered: true } },
    withdrawal: false,
    objectives: { attacker: 1, defender: 2 },
    objectivesOnOpponentSide: false,
    earliestWin: 1,
    win: { both: { kind: 'objective' } },
    setup:
      'Long edges. The Defender places one Objective within 8"/20cm of the Attacker\'s edge and one at least 8"/20cm from its own; the Attacker places two within 12"/30cm of the Defender\'s edge and then removes one of its own. The Defender may Ambush one unit.',
    victory: "Win by starting your turn holding an Objective on the opponent's side.",
  }),
  m({
    id: 'rear-guard',
    name: 'Rear Guard',
    rule: rule('mission-rear-guard', 'Rear Guard', 'p. 100'),
    meeting: false,
    ambush: { defender: 1 },
    reserves: {},
    withdrawal: true,
    objectives: { attacker: 2 },
    objectivesOnOpponentSide: false,
    earliestWin: 1,
    win: { attacker: { kind: 'objective' }, defender: { kind: 'time', turn: 9 } },
    setup:
      'Long edges. The Attacker places 2 Objectives within 16"/40cm of the Defender\'s edge; the Defender places a Minefield per 750 points, may Ambush one unit and deploys in its half; the Attacker deploys within 8"/20cm of its edge.',
    victory:
      'The Attacker wins holding an Objective. The Defender wins at the start of its turn 9. The Defender makes a Strategic Withdrawal.',
  }),
  m({
    id: 'breakthrough',
    name: 'Breakthrough',
    rule: rule('mission-breakthrough', 'Breakthrough', 'p. 101'),
    meeting: false,
    ambush: { defender: 1 },
    reserves: { defender: { type: 'immediate' }, attacker: { type: 'delayed', flanking: true } },
    withdrawal: false,
    objectives: { attacker: 2 },
    objectivesOnOpponentSide: false,
    earliestWin: 6,
    win: {
      attacker: { kind: 'objective' },
      defender: {
        kind: 'clear',
        question: 'Are there no attacking Tank or Infantry units within 16"/40cm of an Objective?',
      },
    },
    setup:
      'The Defender takes two diagonally opposite quarters; the Attacker one of the others and places 2 Objectives in the last. The Attacker keeps at least one unit in Flanking Delayed Reserve.',
    victory:
      'No win before turn 6. The Attacker wins holding an Objective; the Defender wins with no attacking Tank or Infantry units within 16"/40cm of an Objective.',
  }),
  m({
    id: 'no-retreat',
    name: 'No Retreat',
    rule: rule('mission-no-retreat', 'No Retreat', 'p. 101'),
    meeting: false,
    ambush: { defender: 1 },
    reserves: { defender: { type: 'immediate', deep: true } },
    withdrawal: false,
    objectives: { attacker: 1, defender: 1 },
    objectivesOnOpponentSide: false,
    earliestWin: 1,
    win: {
      attacker: { kind: 'objective' },
      defender: {
        kind: 'clear',
        question:
          "Are there no attacking Tank or Infantry units in the Defender's half? (the Defender wins this way from turn 6)",
      },
    },
    setup:
      "The Defender takes a short edge; each player places 1 Objective in the Defender's half. Minefields: 1 per 750 points. Deep Immediate Reserves for the Defender from its short edge.",
    victory:
      'The Attacker wins holding an Objective; the Defender wins from turn 6 with no attacking Tank or Infantry units in its half.',
  }),
  m({
    id: 'bridgehead',
    name: 'Bridgehead',
    rule: rule('mission-bridgehead', 'Bridgehead', 'p. 102'),
    meeting: false,
    ambush: { defender: 1 },
    reserves: { defender: { type: 'immediate', deep: true, scattered: true } },
    withdrawal: false,
    objectives: { attacker: 2 },
    objectivesOnOpponentSide: false,
    earliestWin: 1,
    win: {
      attacker: { kind: 'objective' },
      defender: {
        kind: 'clear',
        question:
          'Are there no attacking Tank or Infantry units within 16"/40cm of an Objective? (the Defender wins this way from turn 6)',
      },
    },
    setup:
      'Long edges. The Attacker places 2 Objectives; Minefields 1 per 750 points; the Defender deploys in its half at least 20"/50cm from the side edges; Deep Scattered Immediate Reserves.',
    victory:
      'The Attacker wins holding an Objective; the Defender wins from turn 6 with no attacking Tank or Infantry units within 16"/40cm of an Objective.',
  }),
];

export function mission(id: string): Mission {
  const found = MISSION_LIST.find((x) => x.id === id);
  if (!found) throw new RangeError(`no mission ${id}`);
  return found;
}

/** The win check of a role in a mission, if it has one. */
export function winCheck(ms: Mission, role: Role): WinCheck | undefined {
  return ms.win.both ?? ms.win[role];
}

/** The Defender of No Retreat and Bridgehead wins by clearing only from turn 6. */
export function clearFromTurn(ms: Mission): number {
  return ms.id === 'no-retreat' || ms.id === 'bridgehead' ? 6 : ms.earliestWin;
}
