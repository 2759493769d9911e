import { describe, expect, it } from 'vitest';
import type { DiceRequest } from '../../../src/dice/request.js';
import { diceLine, groupLabel } from '../../../src/cli/play/physical-dice.js';

const roll = (label: string, count: number, need = '3+'): DiceRequest =>
  ({ type: 'dice', label, count, sides: 6, need }) as DiceRequest;

describe('dice on screen', () => {
  it('one line per roll: what it was for, what it needed, the faces and how many passed', () => {
    expect(diceLine(roll('StuG Platoon/1 7.5cm gun at 1st Troop/1: to hit', 3), [6, 2, 3])).toBe(
      '  StuG Platoon/1 7.5cm gun at 1st Troop/1: to hit (3+): 6 2 3 -> 2 of 3',
    );
    // One die: no count; a need already in the label is not said twice.
    expect(diceLine(roll('Remount (4+)', 1, '4+'), [5])).toBe('  Remount (4+): 5');
  });

  it('a group of dice typed in one line is named in few words', () => {
    expect(
      groupLabel([
        roll('1st Troop/1 M3 75mm gun at StuG/1: to hit', 2),
        roll('1st Troop/2 M3 75mm gun at StuG/1: to hit', 1),
      ]),
    ).toBe('to hit: 1st Troop/1 M3 75mm gun at StuG/1 (2); 1st Troop/2 M3 75mm gun at StuG/1');
    expect(groupLabel([roll('Firepower: StuG/1', 1), roll('Firepower: StuG/2', 1)])).toBe('Firepower: StuG/1; StuG/2');
  });
});
