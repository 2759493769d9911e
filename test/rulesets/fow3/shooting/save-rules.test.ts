/**
 * Open Fire's saves run the shared Flames Of War save code with Open Fire's own rule table: the
 * results cite Open Fire's rules and pages (fow3.*), the save, its Firepower test and the hit alike,
 * and never a 4th-edition rule.
 */
import { describe, expect, it } from 'vitest';
import { SHERMAN_V } from '../../../../src/rulesets/fow3/arsenal/british.js';
import { G_RIFLE_MG, PAK40, STUG_G } from '../../../../src/rulesets/fow3/arsenal/german.js';
import { fow3Options } from '../../../../src/rulesets/fow3/options.js';
import { fow3Score } from '../../../../src/rulesets/fow3/score.js';
import { saveHit } from '../../../../src/rulesets/fow3/shooting/saves.js';
import { ids, run } from '../helpers.js';

const opts = fow3Options();

describe('fow3 saves cite Open Fire', () => {
  it('a Sherman hit in the side at long range, destroyed: armour save, flank shots, long range, Firepower test', () => {
    const { result } = run(
      saveHit({ id: 'S', profile: SHERMAN_V, moved: true, facing: 'side' }, STUG_G.weapons[0]!, opts, {
        longRange: true,
      }),
      [1, 3],
    );
    expect(result.outcome).toBe('destroyed');
    expect(ids(result.rules)).toEqual([
      'fow3.armour-save',
      'fow3.flank-shots',
      'fow3.long-range-armour',
      'fow3.firepower-test',
      'fow3.destroyed',
    ]);
    expect(ids(result.save.firepowerTest!.rules)).toEqual(['fow3.firepower-test']);
  });

  it('an infantry team in bulletproof cover: infantry save, bulletproof cover, Firepower test', () => {
    const { result } = run(
      saveHit({ id: 'R', profile: G_RIFLE_MG, moved: false, bulletproof: true }, SHERMAN_V.weapons[1]!, opts),
      [1, 6],
    );
    expect(result.outcome).toBe('destroyed');
    expect(ids(result.save.rules)).toEqual(['fow3.infantry-save', 'fow3.bulletproof-cover', 'fow3.firepower-test']);
    expect(ids(result.save.firepowerTest!.rules)).toEqual(['fow3.firepower-test']);
  });

  it("a gun team's save cites the gun save (5+), with its gun shield", () => {
    const { result } = run(
      saveHit({ id: 'PaK', profile: PAK40, moved: false, shot: true, facing: 'front' }, SHERMAN_V.weapons[1]!, opts),
      [2, 5],
    );
    expect(ids(result.rules)).toEqual([
      'fow3.gun-save',
      'fow3.bulletproof-cover',
      'fow3.firepower-test',
      'fow3.gun-shield',
    ]);
  });

  it("umpire option v4 (a score above 6) cites the 4th edition's follow-up die, as the 4th edition prints it", () => {
    expect(fow3Score(7, [], { scoreAboveSix: 'v4' }).rules).toEqual([
      expect.objectContaining({ id: 'fow3.score-above-six' }),
      { id: 'fow4.seven-plus', name: 'Scores of 7 and 8 (a 6, then a second die)', page: 'p. 4' },
    ]);
  });
});
