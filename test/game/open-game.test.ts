/**
 * Opening a saved game checks it against its journal: a save cut short is rolled forward, a
 * journal from another game or a missing one is refused at the game file's journal mark, a hand
 * edit is journaled, and a journal under its old name is moved to the new one.
 */
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { journalPathFor, legacyJournalPathFor } from '../../src/game/journal.js';
import { releaseAllLocks } from '../../src/game/lock.js';
import { GameSession } from '../../src/game/session.js';
import { runCli } from '../cli/run-cli.js';
import { copyDemo } from '../rulesets/fow4/bridge/helpers.js';
import { issuesOf, newTinyGame as newGame, tinyCodec as codec } from './helpers.js';

describe('opening a game checks it against its journal', () => {
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

  it('refuses a game file whose journal does not match, naming the line of its journal mark', () => {
    const a = newGame();
    a.s.commit({ ...a.s.state, turn: 2 }, 'turn 2');
    const b = newGame();
    copyFileSync(journalPathFor(b.file), journalPathFor(a.file));
    const [i] = issuesOf(() => GameSession.open(a.file, codec));
    const markLine =
      readFileSync(a.file, 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('journal:')) + 1;
    expect(i!.message).toBe(
      `the journal does not match this game file: the journal ${journalPathFor(a.file)} has 1 entries but this game file was saved after entry 2`,
    );
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

  it('a journal under the old name (a.journal.jsonl) is moved to the new one when the game is opened', () => {
    const { file } = newGame();
    releaseAllLocks();
    renameSync(journalPathFor(file), legacyJournalPathFor(file));
    expect(GameSession.open(file, codec, { readOnly: true }).journalFile).toBe(legacyJournalPathFor(file));
    const g = GameSession.open(file, codec);
    releaseAllLocks();
    expect(g.report.notes).toContain(`the journal ${legacyJournalPathFor(file)} is now called ${journalPathFor(file)}`);
    expect(existsSync(journalPathFor(file))).toBe(true);
    expect(existsSync(legacyJournalPathFor(file))).toBe(false);
  });

  it('from the command line, a truncated or tampered journal is refused in one sentence at file:line:col with what to do, exit 2', async () => {
    /** A demo game with a few entries, its journal under the current name. */
    const played = async () => {
      const file = copyDemo();
      expect(
        (
          await runCli([
            'shoot',
            '--game',
            file,
            '--unit',
            '1st Troop',
            '--target',
            'StuG Platoon',
            '--dice',
            '6,6,1,1,1,1,1,1,1,3,1,1',
          ])
        ).code,
      ).toBe(0);
      return {
        file,
        journal: journalPathFor(file),
        lines: readFileSync(journalPathFor(file), 'utf8').trim().split('\n'),
      };
    };
    const oneSentence = /^umpire: (\S+):(\d+):(\d+): [^\n]+\n {2}[^\n]+\n$/;

    // Truncated: the last entries lost (the game file was saved after them).
    const a = await played();
    writeFileSync(a.journal, a.lines.slice(0, -2).join('\n') + '\n');
    for (const args of [
      ['status', a.file],
      ['status', a.file, '--json'],
      ['undo', '--game', a.file],
    ]) {
      const r = await runCli(args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      const m = oneSentence.exec(r.stderr);
      expect(m, r.stderr).not.toBeNull();
      expect(m![1]).toBe(a.file);
      expect(r.stderr).toContain(
        `has ${a.lines.length - 2} entries but this game file was saved after entry ${a.lines.length}`,
      );
      expect(r.stderr).toMatch(/put back the journal saved with this game/);
    }
    expect(readFileSync(a.journal, 'utf8')).toBe(a.lines.slice(0, -2).join('\n') + '\n');

    // Tampered: a die face changed in the middle.
    const b = await played();
    const n = b.lines.length;
    b.lines[n - 3] = b.lines[n - 3]!.replace(/"faces":\[\d/, '"faces":[6');
    writeFileSync(b.journal, b.lines.join('\n') + '\n');
    const game = readFileSync(b.file, 'utf8');
    const r = await runCli([
      'shoot',
      '--game',
      b.file,
      '--unit',
      '1st Troop',
      '--target',
      'StuG Platoon',
      '--dice',
      '6,6,1,1,1,1,1,1,1,3,1,1',
    ]);
    expect(r.code).toBe(2);
    const m = oneSentence.exec(r.stderr);
    expect(m, r.stderr).not.toBeNull();
    expect([m![1], Number(m![2])]).toEqual([b.journal, n - 1]);
    expect(r.stderr).toContain('umpire undo --repair');
    expect(readFileSync(b.file, 'utf8')).toBe(game);
  }, 30000);
});
