import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/index.js';
import { runProcedureSync } from '../../../../src/engine/index.js';
import {
  TEST_KIND_NAMES,
  TEST_KINDS,
  inputSchema,
  runTest,
  testOdds,
} from '../../../../src/rulesets/fow4/rating-tests/index.js';

describe('test registry', () => {
  it('names every test of the brief in kebab-case', () => {
    const required = [
      'rally',
      'remount',
      'counterattack',
      'last-stand',
      'bailed-out-again',
      'blitz',
      'shoot-and-scoot',
      'dig-in',
      'follow-me',
      'cross',
      'cross-here',
      'range-in',
      'minefield',
      'booby-trap',
      'commander-survives',
      'reserves',
      'aircraft-arrival',
      'dawn',
      'dusk',
      'night-visibility',
      'who-attacks',
      'dispute',
    ];
    expect(TEST_KIND_NAMES).toEqual(expect.arrayContaining(required));
    for (const n of TEST_KIND_NAMES) {
      expect(TEST_KINDS[n].kind).toBe(n);
      expect(TEST_KINDS[n].page).toMatch(/^pp?\. \d/);
    }
  });

  it('gives a JSON Schema of each input for a generic CLI', () => {
    const s = inputSchema('rally') as { properties: Record<string, { description?: string }>; required: string[] };
    expect(Object.keys(s.properties)).toEqual(expect.arrayContaining(['ratings', 'commander', 'komissar']));
    expect(s.required).toEqual(['ratings']);
    for (const n of TEST_KIND_NAMES) expect(inputSchema(n)).toHaveProperty('type', 'object');
  });

  it('validates raw input and runs the test', () => {
    const r = runProcedureSync(runTest('rally', { ratings: { motivation: 'confident', skill: 'trained' } }), {
      dice: new ScriptedDice([4]),
    });
    expect(r.passed).toBe(true);
    expect(() => runTest('rally', { ratings: { motivation: 'brave', skill: 'trained' } })).toThrow();
    expect(() => runTest('nonsense', {})).toThrow(/not a fow4 test/);
  });

  it('gives exact odds by name', () => {
    expect(testOdds('last-stand', { ratings: { motivation: 'fearless', skill: 'trained' } }).pass.toString()).toBe(
      '2/3',
    );
    expect(testOdds('dispute', {}).pass.toString()).toBe('1/2');
  });
});
