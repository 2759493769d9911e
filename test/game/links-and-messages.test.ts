/**
 * Symlinks, modes and messages (#31 items 10, 11): `status link.yaml` reads the journal beside the
 * target; a dangling symlink is never followed by `new -o` or `import -o` without --force; a failed
 * `new` leaves no journal; `undo --list` writes nothing; a rule's refusal in `resolve` names
 * file:line:col.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journalPathFor, legacyJournalPathFor } from '../../src/game/journal.js';
import { releaseAllLocks } from '../../src/game/lock.js';
import { GameSession } from '../../src/game/session.js';
import { runCli } from '../cli/run-cli.js';
import { copyDemo } from '../rulesets/fow4/bridge/helpers.js';
import { tempDir, tempFile, tinyCodec, tinyStart } from './helpers.js';

describe('symlinks', () => {
  it('`status link.yaml` finds the journal beside the target, and a save through the link writes there', async () => {
    const file = copyDemo();
    const elsewhere = tempDir();
    const link = join(elsewhere, 'link.yaml');
    symlinkSync(file, link);
    const r = await runCli(['status', link]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const u = await runCli(['test', 'dig-in', '--game', link, '--unit', '1st Troop', '--dice', '6']);
    expect(u.stderr).toBe('');
    expect(readdirSync(elsewhere)).toEqual(['link.yaml']);
    expect((await runCli(['status', file])).code).toBe(0);
  });

  it('a dangling symlink at `new -o` or at the arsenal `import -o` would write is refused without --force', async () => {
    const dir = tempDir();
    const outside = join(tempDir(), 'outside.yaml');
    symlinkSync(outside, join(dir, 'g.yaml'));
    const r = await runCli(['new', '-o', join(dir, 'g.yaml'), '--seed', '1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /g\.yaml is a symlink \(to .*outside\.yaml\), and umpire does not follow it to start a new game/,
    );
    expect(existsSync(outside)).toBe(false);
    expect(existsSync(journalPathFor(outside))).toBe(false);
    const out = tempDir();
    const arsenalOutside = join(tempDir(), 'elsewhere.yaml');
    symlinkSync(arsenalOutside, join(out, 'list.arsenal.yaml'));
    const i = await runCli([
      'import',
      new URL('../fixtures/rosters/bsdata/british-rifle-company.ros', import.meta.url).pathname,
      '-o',
      join(out, 'list.yaml'),
    ]);
    expect(i.code).toBe(2);
    expect(i.stderr).toMatch(/list\.arsenal\.yaml:.* this file already exists/);
    expect(existsSync(arsenalOutside)).toBe(false);
  });
});

describe('messages and leftovers', () => {
  it('a failed `new` leaves no journal behind', () => {
    const dir = tempDir();
    const file = join(dir, 'g.yaml');
    expect(() =>
      GameSession.create(file, tinyStart(), tinyCodec, {
        hooks: {
          beforeRename: () => {
            throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
          },
        },
      }),
    ).toThrow(/the disk is full/);
    releaseAllLocks();
    expect(readdirSync(dir)).toEqual([]);
    // The same name works again without --force.
    GameSession.create(file, tinyStart(), tinyCodec);
    releaseAllLocks();
    expect(existsSync(file)).toBe(true);
  });

  it('`undo --list` writes nothing, even for a game edited by hand', async () => {
    const file = copyDemo();
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\nturn: 1\n/, '\nturn: 2\n'));
    const game = readFileSync(file, 'utf8');
    const journalFile = existsSync(journalPathFor(file)) ? journalPathFor(file) : legacyJournalPathFor(file);
    const journal = readFileSync(journalFile, 'utf8');
    const r = await runCli(['undo', '--list', '--game', file]);
    expect(r.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(game);
    expect(readFileSync(journalFile, 'utf8')).toBe(journal);
    expect(existsSync(journalPathFor(file))).toBe(journalFile === journalPathFor(file));
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('a fow3.shoot situation the rules refuse names file:line:col', async () => {
    const f = tempFile(
      's.yaml',
      'procedure: fow3.shoot\nsituation:\n  shooters:\n    - { id: Sherman 1, team: Sherman V, fire: [Nonsense gun] }\n  target:\n    name: StuGs\n    skill: veteran\n    teams:\n      - { id: StuG 1, team: StuG G, arsenal: german }\n',
    );
    const r = await runCli(['resolve', f, '--seed', '1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^umpire: .*s\.yaml:4:48: Sherman V has no weapon "Nonsense gun"\n/);
  });

  void mkdirSync;
});
