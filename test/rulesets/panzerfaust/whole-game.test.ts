/**
 * A whole two-player Panzerfaust game, as a new player would start it: `umpire new --ruleset
 * panzerfaust`, then `umpire play` on the bundled forces with no table filled in by the player
 * (every lost value comes from the house values), every question answered by its default, to the
 * end of the game.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { playGame } from '../../../src/cli/play/run.js';
import { TABLES_ENV } from '../../../src/rulesets/panzerfaust/tables/tables.js';
import { tempDir } from '../../game/helpers.js';
import { runCli } from '../../cli/run-cli.js';
import { QuietAutoIO } from '../../cli/play/quiet-auto-io.js';

describe('a whole Panzerfaust game out of the box', () => {
  it('new, then play to the end with the house values (no tables file of the player)', async () => {
    delete process.env[TABLES_ENV];
    const file = join(tempDir(), 'pf.yaml');
    const n = await runCli(['new', '--ruleset', 'panzerfaust', '-o', file, '--seed', '3']);
    expect(n.code).toBe(0);
    expect(parse(readFileSync(file, 'utf8')).tables).toBeUndefined();
    const io = new QuietAutoIO();
    const how = await playGame(file, io, { maxActions: 600 });
    const said = io.lines.join('\n');
    expect(how).toBe('over');
    expect(parse(readFileSync(file, 'utf8')).phase).toBe('over');
    expect(said).toMatch(/The game is over/);
    expect(said).not.toMatch(/fill it in from your copy of the book/);
    // fire happened, and its results named the house values they used
    expect(said).toMatch(/fires at .*: \d+ FF; die \d/);
    expect(said).toMatch(/house value, not the book's/);
  });
});
