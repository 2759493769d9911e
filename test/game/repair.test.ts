/**
 * `undo --repair`: a damaged journal is rolled back to its last good entry, the damaged journal is
 * kept beside it, and a journal with no good first entry is refused without touching the game.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { journalPathFor } from '../../src/game/journal.js';
import { releaseAllLocks } from '../../src/game/lock.js';
import { GameSession } from '../../src/game/session.js';
import { runCli } from '../cli/run-cli.js';
import { copyDemo } from '../rulesets/fow4/bridge/helpers.js';
import { issuesOf, newTinyGame, tinyCodec } from './helpers.js';

describe('repairing a damaged journal', () => {
  it('a journal with no good first entry is refused, and neither file is touched', () => {
    const { file, s } = newTinyGame();
    s.commit({ ...s.state, turn: 2 }, 'turn 2');
    releaseAllLocks();
    const journal = journalPathFor(file);
    writeFileSync(
      journal,
      '{"seq":1,"kind":"nonsense"}\n' + readFileSync(journal, 'utf8').split('\n').slice(1).join('\n'),
    );
    const game = readFileSync(file, 'utf8');
    const text = readFileSync(journal, 'utf8');
    const [i] = issuesOf(() => GameSession.repair(file, tinyCodec));
    releaseAllLocks();
    expect(i!.file).toBe(journal);
    expect(i!.message).toBe('the journal has no good first entry, so there is nothing to roll back to');
    expect(i!.hint).toBe('put back a copy of the journal from a backup; the game file itself was not touched');
    expect(readFileSync(file, 'utf8')).toBe(game);
    expect(readFileSync(journal, 'utf8')).toBe(text);
  });

  it('`umpire undo --repair` on a real game: status names the damage, the repair rolls back, the game plays on', async () => {
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
    const journal = journalPathFor(file);
    const lines = readFileSync(journal, 'utf8').trim().split('\n');
    const n = lines.length;
    lines[n - 3] = lines[n - 3]!.replace(/"faces":\[\d/, '"faces":[6');
    writeFileSync(journal, lines.join('\n') + '\n');
    const st = await runCli(['status', file]);
    expect(st.code).toBe(2);
    expect(st.stderr).toContain(`journal line ${n - 1} is damaged`);
    expect(st.stderr).toContain('umpire undo --repair');
    const r = await runCli(['undo', '--repair', '--game', file]);
    expect(r.stderr).toBe('');
    expect(r.stdout.replace(/\s+/g, ' ')).toContain(
      `rolled ${file} back to journal entry ${n - 3}, the last good one; 3 lines after it were set aside`,
    );
    expect((await runCli(['status', file])).code).toBe(0);
  });
});
