/**
 * The game file's text: its journal mark is read or refused at its place, the mark names the
 * journal's last line, and a replayed state must pass the game file's own checks.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkReplayed, markFor, renderGame } from '../../src/game/game-file.js';
import { hashLine, journalPathFor } from '../../src/game/journal.js';
import { releaseAllLocks } from '../../src/game/lock.js';
import { GameSession } from '../../src/game/session.js';
import { issuesOf, newTinyGame, tinyCodec, tinyStart } from './helpers.js';

describe('the game file', () => {
  it('its journal mark names the journal file, its length and the hash of its last line', () => {
    expect(markFor('/games/a.yaml.journal.jsonl', ['x', 'y'])).toEqual({
      file: 'a.yaml.journal.jsonl',
      entries: 2,
      last: hashLine('y'),
    });
    const text = renderGame(tinyCodec, tinyStart(), markFor('a.yaml.journal.jsonl', ['x']));
    expect(text.split('\n')[0]).toBe('# umpire game file; every change is also in a.yaml.journal.jsonl');
    expect(text).toContain(`journal:\n  file: a.yaml.journal.jsonl\n  entries: 1\n  last: ${hashLine('x')}\n`);
  });

  it('a game file without its journal mark, or with a mark of the wrong shape, is refused at its place', () => {
    const { file } = newTinyGame();
    releaseAllLocks();
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/journal:\n(  .*\n)+/, ''));
    const [none] = issuesOf(() => GameSession.open(file, tinyCodec, { readOnly: true }));
    expect(none!.message).toBe("the game file has no 'journal' entry, so its journal cannot be checked");
    expect(none!.hint).toBe('game files are made by `umpire new`; start one that way');
    writeFileSync(file, text.replace(/entries: \d+/, 'entries: many'));
    const [bad] = issuesOf(() => GameSession.open(file, tinyCodec, { readOnly: true }));
    expect(bad!.message).toBe(
      "'journal' must hold 'entries' (a number) and 'last' (the hash of the last journal line)",
    );
    expect(bad!.line).toBe(text.split('\n').indexOf('journal:') + 2);
  });

  it('a replayed state the game file would refuse is refused at the journal entries that made it', () => {
    const [i] = issuesOf(() =>
      checkReplayed('g.yaml', journalPathFor('g.yaml'), tinyCodec, { ...tinyStart(), turn: 0 }, 3, 4),
    );
    expect(i!.file).toBe(journalPathFor('g.yaml'));
    expect(i!.line).toBe(3);
    expect(i!.message).toMatch(/^journal entries 3 to 4 would make the game invalid: 'turn' /);
    expect(i!.hint).toMatch(/umpire undo --repair --game g\.yaml/);
    expect(checkReplayed('g.yaml', 'j', tinyCodec, { ...tinyStart(), turn: 2 }, 1, 1).turn).toBe(2);
  });
});
