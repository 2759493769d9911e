import { readFileSync, writeFileSync, copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/dice/seeded.js';
import { ValidationError } from '../../src/game/issues.js';
import { journalPathFor, readJournal, rebuild } from '../../src/game/journal.js';
import { GameSession, type GameCodec } from '../../src/game/session.js';
import { checkWith } from '../../src/game/zod-issues.js';
import { z } from 'zod';
import { issuesOf, tempDir } from './helpers.js';

/** A tiny ruleset-free game: enough to test saving, the journal and undo. */
const Schema = z.strictObject({
  turn: z.int().min(1),
  pinned: z.array(z.string()),
  dice: z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('seeded'), seed: z.int(), state: z.array(z.int()) }), z.strictObject({ kind: z.literal('crypto') })]),
});
type S = z.output<typeof Schema>;
const codec: GameCodec<S> = {
  readState(src, data) {
    const r = checkWith(Schema, src, data);
    if (!r.ok) throw new ValidationError(r.issues);
    return r.value;
  },
};
const start = (): S => ({ turn: 1, pinned: [], dice: { kind: 'seeded', seed: 5, state: [...new SeededDice(5).save().state] } });

function newGame(): { file: string; s: GameSession<S> } {
  const file = join(tempDir(), 'g.yaml');
  return { file, s: GameSession.create(file, start(), codec) };
}

describe('game session: atomic save, journal, undo', () => {
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

  it('a save interrupted between write and rename leaves the previous file intact and loadable', () => {
    const { file, s } = newGame();
    s.commit({ ...s.state, turn: 2 }, 'turn 2');
    const before = readFileSync(file, 'utf8');
    let journalAtCrash = '';
    const crashing = GameSession.open(file, codec, {
      hooks: {
        beforeRename: () => {
          journalAtCrash = readFileSync(journalPathFor(file), 'utf8');
          throw new Error('simulated crash');
        },
      },
    });
    expect(() => crashing.commit({ ...crashing.state, turn: 3 }, 'turn 3')).toThrow('simulated crash');
    expect(readFileSync(file, 'utf8')).toBe(before);
    // A thrown error is a failed save: the journal is cut back too. A real crash (kill -9) runs no
    // clean-up, so put the journal back as the crash would have left it.
    expect(GameSession.open(file, codec, { readOnly: true }).state.turn).toBe(2);
    writeFileSync(journalPathFor(file), journalAtCrash);
    // Loadable: the journal got the change before the crash, so opening rolls it forward.
    const reopened = GameSession.open(file, codec);
    expect(reopened.report.recovered).toBe(true);
    expect(reopened.state.turn).toBe(3);
    // And the file itself, read on its own, is the previous complete game.
    const readOnly = GameSession.open(file, codec, { readOnly: true });
    expect(readOnly.state.turn).toBe(3);
  });

  it('a crash before the journal was written leaves the previous game exactly', () => {
    const { file, s } = newGame();
    s.commit({ ...s.state, turn: 2 }, 'turn 2');
    const before = readFileSync(file, 'utf8');
    const journalBefore = readFileSync(journalPathFor(file), 'utf8');
    const opened = GameSession.open(file, codec);
    expect(opened.state.turn).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readFileSync(journalPathFor(file), 'utf8')).toBe(journalBefore);
  });

  it('undo restores exactly the earlier state, dice included', () => {
    const { file, s } = newGame();
    const states: S[] = [s.state];
    const dice = SeededDice.restore({ seed: 5, state: s.state.dice.kind === 'seeded' ? s.state.dice.state : [] });
    for (let turn = 2; turn <= 4; turn++) {
      const faces = dice.roll({ type: 'dice', count: 3, sides: 6, label: `turn ${turn}` } as never);
      s.record({ type: 'dice', label: `turn ${turn}`, sides: 6, faces }, dice.save().state);
      const next: S = { ...s.state, turn, pinned: turn === 3 ? ['A'] : [], dice: { kind: 'seeded', seed: 5, state: [...dice.save().state] } };
      s.commit(next, `turn ${turn}`);
      states.push(next);
    }
    const { undone } = s.undo(2);
    expect(undone.filter((e) => e.kind === 'change').map((e) => (e.kind === 'change' ? e.reason : ''))).toEqual(['turn 3', 'turn 4']);
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

  it('refuses a game file whose journal does not match, naming the line of its journal mark', () => {
    const a = newGame();
    a.s.commit({ ...a.s.state, turn: 2 }, 'turn 2');
    const b = newGame();
    copyFileSync(journalPathFor(b.file), journalPathFor(a.file));
    const [i] = issuesOf(() => GameSession.open(a.file, codec));
    const markLine = readFileSync(a.file, 'utf8').split('\n').findIndex((l) => l.startsWith('journal:')) + 1;
    expect(i!.message).toBe(`the journal does not match this game file: the journal ${journalPathFor(a.file)} has 1 entries but this game file was saved after entry 2`);
    expect([i!.line, i!.col]).toEqual([markLine + 1, 3]);
    expect(i!.hint).toMatch(/put back the journal/);

    // Same length, different content.
    const c = newGame();
    const d = newGame();
    d.s.commit({ ...d.s.state, turn: 7 }, 'other');
    c.s.commit({ ...c.s.state, turn: 2 }, 'turn 2');
    copyFileSync(journalPathFor(d.file), journalPathFor(c.file));
    const [j] = issuesOf(() => GameSession.open(c.file, codec));
    expect(j!.message).toMatch(/entry 2 of the journal .* is not the one this game file was saved with/);
  });

  it('refuses a missing journal', () => {
    const { file } = newGame();
    writeFileSync(journalPathFor(file), '');
    const [i] = issuesOf(() => GameSession.open(file, codec));
    expect(i!.message).toMatch(/the journal .* is missing or empty/);
  });

  it('journals a hand edit of the game file, so undo can step back over it', () => {
    const { file } = newGame();
    const text = readFileSync(file, 'utf8').replace('turn: 1', 'turn: 5');
    writeFileSync(file, text);
    const s = GameSession.open(file, codec);
    expect(s.report.handEdited).toBe(true);
    expect(s.state.turn).toBe(5);
    expect(s.undoable().map((e) => (e.kind === 'change' ? e.reason : ''))).toEqual(['edited by hand']);
    s.undo();
    expect(s.state.turn).toBe(1);
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
