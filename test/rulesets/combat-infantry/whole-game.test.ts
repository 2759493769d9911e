/**
 * A whole two-player Combat Infantry game, as a new player would start it: `umpire new --ruleset
 * combat-infantry`, then `umpire play` on the bundled set-up with no value filled in by the player
 * (the book's lost values come from the set-up's and umpire's house values), every question
 * answered by its default, to a result.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { tempDir } from '../../game/helpers.js';
import { runCli } from '../../cli/run-cli.js';
import { QuietAutoIO } from '../../cli/play/quiet-auto-io.js';

describe('a whole Combat Infantry game out of the box', () => {
  it('new, then play to a result', async () => {
    const file = join(tempDir(), 'ci.yaml');
    const n = await runCli(['new', '--ruleset', 'combat-infantry', '-o', file, '--seed', '3']);
    expect(n.code).toBe(0);
    const io = new QuietAutoIO();
    const how = await playGame(file, io, { maxActions: 800 });
    const said = io.lines.join('\n');
    expect(how).toBe('over');
    expect(said).not.toMatch(/was lost from the book and is still empty/);
    expect(said).toMatch(/house value, not the book's/);
    expect(said).toMatch(/(USA|Germany) wins: /);
  });
});
