import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearest } from '../../src/game/suggest.js';

describe('nearest-name suggestions', () => {
  it('suggests the closest name for a typo', () => {
    expect(nearest('Vetran', ['veteran', 'trained', 'conscript'])).toBe('veteran');
    expect(nearest('Sherman 5', ['Sherman V', 'Firefly VC', 'Stuart V'])).toBe('Sherman V');
    expect(nearest('stug g', ['StuG G', 'Panther A'])).toBe('StuG G');
    expect(nearest('Panzerschrek team', ['Panzerschreck team', 'Panzerfaust SMG team'])).toBe('Panzerschreck team');
  });

  it('suggests nothing when nothing is close', () => {
    expect(nearest('Tiger', ['veteran', 'trained', 'conscript'])).toBeUndefined();
    expect(didYouMean('zzzz', ['Sherman V'])).toBe('');
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('vetearn', 'veteran')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
  });
});
