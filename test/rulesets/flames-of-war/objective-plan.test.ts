/**
 * The opponent's objective plan shared by both editions: defenders first (the one already there,
 * else infantry, the smallest and last-listed, never one standing on an objective it takes), then
 * all attackers at one objective (advance: everyone left; otherwise the strongest).
 */
import { describe, expect, it } from 'vitest';
import { planObjectives, type PlanCandidate } from '../../../src/rulesets/flames-of-war/objective-plan.js';

const unit = (
  name: string,
  index: number,
  teams: number,
  infantry: boolean,
  record?: PlanCandidate['record'],
): PlanCandidate => ({ name, index, teams, infantry, ...(record ? { record } : {}) });
const plain = (m: Map<string, { role: string; objective: string }>) =>
  Object.fromEntries([...m].map(([k, o]) => [k, `${o.role} ${o.objective}`]));

describe('planObjectives', () => {
  const force = [unit('A', 0, 4, false), unit('B', 1, 10, true), unit('C', 2, 10, true), unit('D', 3, 2, false)];
  it('holds each enemy objective with infantry, smallest and last-listed first; advance sends the rest to one objective', () => {
    expect(plain(planObjectives(force, ['E1', 'E2'], ['M1', 'M2'], () => 0, true))).toEqual({
      C: 'hold E1',
      B: 'hold E2',
      A: 'take M1',
      D: 'take M1',
    });
    // Not advancing: only the strongest goes (ties: first listed).
    expect(plain(planObjectives(force, ['E1', 'E2'], ['M1', 'M2'], () => 0, false))).toEqual({
      C: 'hold E1',
      B: 'hold E2',
      A: 'take M1',
    });
  });
  it('goes where fewer enemy units stand, or where its own already stand; keeps a defender on its objective', () => {
    expect(plain(planObjectives(force, [], ['M1', 'M2'], (o) => (o === 'M1' ? 2 : 0), false))).toEqual({
      B: 'take M2',
    });
    const there = [
      unit('A', 0, 4, false, { objective: 'M1', role: 'take', within: true }),
      unit('B', 1, 10, true, { objective: 'E1', role: 'hold', within: true }),
      unit('C', 2, 10, true),
    ];
    expect(plain(planObjectives(there, ['E1'], ['M1', 'M2'], (o) => (o === 'M1' ? 2 : 0), false))).toEqual({
      B: 'hold E1',
      A: 'take M1',
      C: 'take M1',
    });
  });
  it('never pulls a unit off an objective it is taking while another can defend', () => {
    const on = [unit('A', 0, 10, true, { objective: 'M1', role: 'take', within: true }), unit('B', 1, 4, false)];
    expect(plain(planObjectives(on, ['E1'], ['M1'], () => 0, true))).toEqual({ B: 'hold E1', A: 'take M1' });
  });

  it('a stuck unit (fow3: Pinned Down, p. 15) holds only the objective it stands on; the next one goes in its place', () => {
    const pinned = (c: PlanCandidate): PlanCandidate => ({ ...c, stuck: true });
    const taking = { objective: 'M1', role: 'take', within: true } as const;
    const force = [
      unit('A', 0, 6, true, taking),
      pinned(unit('B', 1, 5, true, taking)),
      unit('C', 2, 10, true, taking),
    ];
    expect(plain(planObjectives(force, ['E1'], ['M1'], () => 0, true))).toEqual({
      A: 'hold E1',
      B: 'take M1',
      C: 'take M1',
    });
    // Without the flag (fow4 never sets it), the smallest goes, as before.
    const free = force.map(({ stuck: _, ...c }) => c);
    expect(plain(planObjectives(free, ['E1'], ['M1'], () => 0, true))).toEqual({
      B: 'hold E1',
      A: 'take M1',
      C: 'take M1',
    });
    // On the objective it holds, a stuck unit stays its holder; sent there but not yet on it, it is replaced.
    const on = [pinned(unit('B', 1, 5, true, { objective: 'E1', role: 'hold', within: true })), unit('C', 2, 10, true)];
    expect(plain(planObjectives(on, ['E1'], ['M1'], () => 0, true))).toEqual({ B: 'hold E1', C: 'take M1' });
    const onTheWay = [
      pinned(unit('B', 1, 5, true, { objective: 'E1', role: 'hold', within: false })),
      unit('C', 2, 10, true),
    ];
    expect(plain(planObjectives(onTheWay, ['E1'], ['M1'], () => 0, true))).toEqual({ C: 'hold E1', B: 'take M1' });
    // No unit free to go to E1: it is left, and the stuck unit standing on E2 still holds that one.
    const none = [
      pinned(unit('B', 1, 5, true, { objective: 'E2', role: 'hold', within: true })),
      unit('C', 2, 10, false),
    ];
    expect(plain(planObjectives(none, ['E1', 'E2'], ['M1'], () => 0, true))).toEqual({ C: 'hold E1', B: 'hold E2' });
    expect(plain(planObjectives([none[0]!], ['E1', 'E2'], ['M1'], () => 0, true))).toEqual({ B: 'hold E2' });
  });

  it('keepGoal: attackers already on their way keep their objective when a defender has moved onto it (a defender in its own half reaches either one first: turning to the other throws away the ground covered)', () => {
    const going = [
      unit('A', 0, 4, false, { objective: 'M1', role: 'take', within: false }),
      unit('B', 1, 10, true, { objective: 'M1', role: 'take', within: false }),
      unit('C', 2, 10, true),
    ];
    const defended = (o: string) => (o === 'M1' ? 1 : 0);
    // Without it the attack turns to the objective with fewest enemy units known on it.
    expect(plain(planObjectives(going, [], ['M1', 'M2'], defended, true))).toEqual({
      A: 'take M2',
      B: 'take M2',
      C: 'take M2',
    });
    const keep = { threatened: () => true, attackers: Infinity, keepGoal: true };
    expect(plain(planObjectives(going, [], ['M1', 'M2'], defended, true, keep))).toEqual({
      A: 'take M1',
      B: 'take M1',
      C: 'take M1',
    });
    // With nobody on its way yet, the least defended one.
    const fresh = going.map((c) => unit(c.name, c.index, c.teams, c.infantry));
    expect(plain(planObjectives(fresh, [], ['M1', 'M2'], defended, true, keep))).toEqual({
      A: 'take M2',
      B: 'take M2',
      C: 'take M2',
    });
  });

  it('objective pressure: the holder is one no threatening enemy unit could charge off (tanks do not assault tanks), before infantry', () => {
    const force = [unit('A', 0, 4, false), unit('B', 1, 10, true), { ...unit('S', 2, 3, false), unchargeable: true }];
    const pressure = { threatened: () => true, attackers: 2 };
    expect(plain(planObjectives(force, ['E1'], ['M1'], () => 0, false, pressure))).toEqual({
      S: 'hold E1',
      B: 'take M1',
      A: 'take M1',
    });
    // Without objective pressure (classic) the infantry holds, as before.
    expect(plain(planObjectives(force, ['E1'], ['M1'], () => 0, false))).toEqual({ B: 'hold E1', A: 'take M1' });
  });
});
