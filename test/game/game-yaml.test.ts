/**
 * Issue 32: the game file is put together from pieces rendered before (src/game/game-yaml.ts).
 * Its bytes must be the whole document's, at every state of a real game: a seeded bot-versus-bot
 * fow4 demo game replayed change by change from its journal (all four rulesets, whole games:
 * game-yaml.slow.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { gameDocument, gameText, gameYaml } from '../../src/game/game-yaml.js';
import { mark, statesOf } from './demo-states.js';

describe('the game file put together from pieces', () => {
  it('fow4: the same bytes as the whole document at every change of two turns of a demo game', async () => {
    const states = await statesOf('fow4', 2);
    expect(states.length).toBeGreaterThan(20);
    states.forEach((state, i) => {
      expect(gameText(state, mark(i), '# header\n')).toBe(gameYaml(gameDocument(state, mark(i)), '# header\n'));
    });
  });

  it('what the whole document lays out its own way: empty lists and maps, lines of text, odd keys', () => {
    const state = {
      sides: [
        { name: 'A', units: [], notes: 'two\n\nlines', 'odd: key': { x: [1, 2] } },
        { name: 'B', units: [{ unit: 'X', teams: [{ id: 'X/1' }, {}] }, { unit: 'Y' }], empty: {} },
      ],
      list: [{}, { a: 1 }],
      dice: { kind: 'seeded', seed: 1, state: [1, 2] },
      text: '  leading spaces\nand more\n',
    };
    expect(gameText(state, mark(1), '')).toBe(gameYaml(gameDocument(state, mark(1)), ''));
  });
});
