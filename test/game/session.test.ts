/** Saving, loading back and undo: a game session commits every change to its journal and game file as one. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/dice/seeded.js';
import { journalPathFor, readJournal, rebuild } from '../../src/game/journal.js';
import { GameSession } from '../../src/game/session.js';
import { issuesOf, newTinyGame as newGame, tinyCodec as codec, tinyStart as start, type Tiny as S } from './helpers.js';

describe('game session: save, load back, undo', () => {
  it('saves and loads back the same state (round trip)', () => {
    const { file, s } = newGame();
    const next = { ...s.state, turn: 2, pinned: ['1st Troop'] };
    expect(s.commit(next, 'turn 2')).toBeGreaterThan(0);
    const again = GameSession.open(file, codec);
    expect(again.state).toEqual(next);
    expect(again.report).toEqual({ recovered: false, handEdited: false });
    // The journal alone rebuilds the same state.
    expect(rebuild(readJournal(journalPathFor(file)).entries)).toEqual(next);
  });

  it('undo restores exactly the earlier state, dice included', () => {
    const { file, s } = newGame();
    const states: S[] = [s.state];
    const dice = SeededDice.restore({ seed: 5, state: s.state.dice.kind === 'seeded' ? s.state.dice.state : [] });
    for (let turn = 2; turn <= 4; turn++) {
      const faces = dice.roll({ type: 'dice', count: 3, sides: 6, label: `turn ${turn}` } as never);
      s.record({ type: 'dice', label: `turn ${turn}`, sides: 6, faces }, dice.save().state);
      const next: S = {
        ...s.state,
        turn,
        pinned: turn === 3 ? ['A'] : [],
        dice: { kind: 'seeded', seed: 5, state: [...dice.save().state] },
      };
      s.commit(next, `turn ${turn}`);
      states.push(next);
    }
    const { undone } = s.undo(2);
    expect(undone.filter((e) => e.kind === 'change').map((e) => (e.kind === 'change' ? e.reason : ''))).toEqual([
      'turn 3',
      'turn 4',
    ]);
    expect(undone.filter((e) => e.kind === 'dice')).toHaveLength(2);
    expect(s.state).toEqual(states[1]);
    expect(GameSession.open(file, codec).state).toEqual(states[1]);
    // Undo the last remaining change, then nothing is left to undo.
    s.undo(1);
    expect(s.state).toEqual(states[0]);
    const [i] = issuesOf(() => s.undo(1));
    expect(i!.message).toBe('there is nothing to undo: the game is as it was created');
    // Nothing was erased: every entry is still in the journal.
    const kinds = readJournal(journalPathFor(file)).entries.map((e) => e.kind);
    expect(kinds).toEqual(['change', 'dice', 'change', 'dice', 'change', 'dice', 'change', 'undo', 'undo']);
  });

  it('refuses to undo more changes than there are', () => {
    const { s } = newGame();
    s.commit({ ...s.state, turn: 2 }, 'turn 2');
    const [i] = issuesOf(() => s.undo(5));
    expect(i!.message).toBe('only 1 change can be undone, not 5');
    expect(i!.hint).toBe('run `umpire undo 1` to go back to the start');
  });

  it('will not overwrite an existing game unless asked', () => {
    const { file } = newGame();
    const [i] = issuesOf(() => GameSession.create(file, start(), codec));
    expect(i!.message).toBe(`a game file already exists here: ${file}`);
    GameSession.create(file, { ...start(), turn: 9 }, codec, { overwrite: true });
    expect(GameSession.open(file, codec).state.turn).toBe(9);
    expect(existsSync(journalPathFor(file))).toBe(true);
  });
});
