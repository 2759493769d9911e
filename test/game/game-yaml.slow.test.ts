/**
 * Issue 32, the long form of game-yaml.test.ts: the game file put together from pieces has the
 * whole document's bytes at every change of a 6-turn demo game of each ruleset.
 */
import { describe, expect, it } from 'vitest';
import { gameDocument, gameText, gameYaml } from '../../src/game/game-yaml.js';
import { mark, statesOf } from './demo-states.js';

describe('the game file put together from pieces, whole games', () => {
  for (const ruleset of ['fow4', 'fow3', 'panzerfaust', 'combat-infantry'])
    it(`${ruleset}: the same bytes as the whole document at every change`, async () => {
      const states = await statesOf(ruleset, 6);
      expect(states.length).toBeGreaterThan(20);
      states.forEach((state, i) => {
        expect(gameText(state, mark(i), '# header\n')).toBe(gameYaml(gameDocument(state, mark(i)), '# header\n'));
      });
    });
});
