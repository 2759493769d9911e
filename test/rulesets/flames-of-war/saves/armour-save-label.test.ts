import { armourSave } from '../../../../src/rulesets/fow4/saves.js';
import { describe, expect, it } from 'vitest';
import type { DiceProcedure, DiceRequest } from '../../../../src/dice/request.js';
import { armourSaveLabel } from '../../../../src/rulesets/flames-of-war/saves/armour-save.js';
import { SHERMAN_V } from '../../fow4/shooting/helpers.js';

/** Drive a dice procedure with scripted faces (one list per request) and keep every request. */
function requests<R>(proc: DiceProcedure<R>, answers: number[][]): { requests: DiceRequest[]; result: R } {
  const seen: DiceRequest[] = [];
  let step = proc.next();
  let i = 0;
  while (!step.done) {
    seen.push(step.value);
    step = proc.next(answers[i++]!);
  }
  return { requests: seen, result: step.value };
}

describe('Armour Save dice request: the label says what the die must beat (pp. 36-37)', () => {
  it('a bombardment on Top 0 with AT 1: "die + Top 0 must beat AT 1", no misleading "need 1+"', () => {
    const open = { ...SHERMAN_V, name: 'SU-76M', armour: { front: 1, side: 0, top: 0 } };
    const { requests: asked, result } = requests(
      armourSave(open, { name: 'SU-76/1' }, { antiTank: 1, firepower: 6, facing: 'top', label: 'Katyusha' }),
      [[1], [5]],
    );
    expect(asked[0]!.label).toBe(
      'SU-76/1 hit by Katyusha: Armour Save, die + Top 0 must beat AT 1 (2+ bounces; 1 = Firepower test for Bailed Out)',
    );
    expect(asked[0]!.need).toBeUndefined();
    expect(asked[0]!.countShortcut).toBeUndefined();
    // The label's promise holds: a 1 ties and goes to the Firepower test (6 fails it: no effect).
    expect(result).toMatchObject({ total: 1, comparison: 'equals', effect: 'no-effect' });
  });

  it('EX-13a/c: Front 6 against AT 11, then at long range (+1)', () => {
    const kwk = { antiTank: 11, firepower: 3 as const, label: '7.5cm KwK40' };
    expect(requests(armourSave(SHERMAN_V, { name: 'T1' }, kwk), [[6]]).requests[0]!.label).toBe(
      'T1 hit by 7.5cm KwK40: Armour Save, die + Front 6 must beat AT 11 (6+ bounces; 5 = Firepower test for Bailed Out; 1-4 = Firepower test for Destroyed, else Bailed Out)',
    );
    expect(requests(armourSave(SHERMAN_V, { name: 'T3' }, { ...kwk, longRange: true }), [[6]]).requests[0]!.label).toBe(
      'T3 hit by 7.5cm KwK40: Armour Save, die + Front 6 + 1 long range must beat AT 11 (5+ bounces; 4 = Firepower test for Bailed Out; 1-3 = Firepower test for Destroyed, else Bailed Out)',
    );
  });

  it('the edges: every roll bounces, only a 6 ties, nothing bounces, Improvised Armour saves on a 6', () => {
    expect(armourSaveLabel('front', 9, 0, 5)).toBe('Armour Save, die + Front 9 must beat AT 5 (any roll bounces)');
    expect(armourSaveLabel('front', 4, 0, 10)).toBe(
      'Armour Save, die + Front 4 must beat AT 10 (no roll bounces; 6 = Firepower test for Bailed Out; 1-5 = Firepower test for Destroyed, else Bailed Out)',
    );
    expect(armourSaveLabel('side', 1, 0, 11)).toBe(
      'Armour Save, die + Side 1 must beat AT 11 (no roll bounces; 1-6 = Firepower test for Destroyed, else Bailed Out)',
    );
    expect(armourSaveLabel('side', 1, 0, 11, true)).toBe(
      'Armour Save, die + Side 1 must beat AT 11 (6 bounces (Improvised Armour); 1-5 = Firepower test for Destroyed, else Bailed Out)',
    );
    expect(armourSaveLabel('front', 5, 0, 7)).toBe(
      'Armour Save, die + Front 5 must beat AT 7 (3+ bounces; 2 = Firepower test for Bailed Out; 1 = Firepower test for Destroyed, else Bailed Out)',
    );
  });
});
