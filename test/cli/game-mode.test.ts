import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journalPathFor } from '../../src/game/journal.js';
import type { BombardSituation } from '../../src/rulesets/fow4/bombard/bombard.js';
import { openFow4Game } from '../../src/rulesets/fow4/game.js';
import { bombardOdds } from '../../src/rulesets/fow4/odds/bombard-odds.js';
import { copyDemo } from '../rulesets/fow4/bridge/helpers.js';
import { runCli } from './run-cli.js';

const unit = (file: string, side: number, name: string) =>
  openFow4Game(file, { readOnly: true }).session.state.sides[side]!.units.find((u) => u.unit === name)!;

describe('--game modes', () => {
  it('odds shoot --game: the exact odds of the shot `shoot --game` would roll, the facts as --fact; nothing rolled or written', async () => {
    const file = copyDemo();
    const before = readFileSync(file, 'utf8');
    const args = ['--game', file, '--unit', '1st Troop', '--target', 'StuG Platoon', '--fact', 'longRange=yes'];
    const r = await runCli(['odds', 'shoot', ...args, '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const odds = JSON.parse(r.stdout);
    expect(odds.unit.name).toBe('StuG Platoon');
    // The same situation `shoot --game` resolves (its --json prints it), given to the file form.
    const shot = JSON.parse((await runCli(['shoot', ...args, '--json'])).stdout);
    const dir = mkdtempSync(join(tmpdir(), 'umpire-odds-game-'));
    writeFileSync(join(dir, 'shot.json'), JSON.stringify({ procedure: 'fow4.shoot', situation: shot.situation }));
    const fromFile = JSON.parse((await runCli(['odds', 'shoot', join(dir, 'shot.json'), '--json'])).stdout);
    expect(fromFile.unit.destroyed).toEqual(odds.unit.destroyed);
    expect(fromFile.pinned).toEqual(odds.pinned);
    expect(readFileSync(file, 'utf8')).not.toBe(before); // the shooting changed it; the odds did not
    const again = readFileSync(file, 'utf8');
    await runCli(['odds', 'shoot', ...args]);
    expect(readFileSync(file, 'utf8')).toBe(again);
  });

  it('odds shoot --game refuses teams or --at beside it, and rulesets without a game form refuse --game', async () => {
    const file = copyDemo();
    const both = await runCli(['odds', 'shoot', '3 StuG G', '--at', '4 Sherman V', '--game', file]);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/with --game, name units with --unit and --target/);
    const pz = await runCli(['odds', 'shoot', '--ruleset', 'panzerfaust', '--game', file]);
    expect(pz.code).toBe(2);
  });

  it('shoot --game with scripted dice writes destroyed and bailed out into the file and the journal; undo restores it', async () => {
    const file = copyDemo();
    const before = readFileSync(file, 'utf8');
    const r = await runCli([
      'shoot',
      '--game',
      file,
      '--unit',
      '1st Troop',
      '--target',
      'StuG Platoon',
      '--dice',
      '6,6,1,1,1,1,1,1,1,3,1,1',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(
      out.changes
        .filter((c: { field: string }) => c.field !== 'shot')
        .map((c: { team: string; field: string }) => `${c.team} ${c.field}`),
    ).toEqual(['StuG Platoon/1 destroyed', 'StuG Platoon/2 bailedOut']);
    const stug = unit(file, 1, 'StuG Platoon');
    expect(stug.teams.map((t) => [t.destroyed ?? false, t.bailedOut ?? false])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    const journal = readFileSync(journalPathFor(file), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    // Every die is journaled, in the order rolled (scripted dice carry no seeded state).
    expect(journal.filter((e) => e.kind === 'dice').flatMap((e) => e.faces)).toEqual([
      6, 6, 1, 1, 1, 1, 1, 1, 1, 3, 1, 1,
    ]);
    const change = journal[journal.length - 1];
    expect(change.kind).toBe('change');
    expect(change.reason).toContain(
      'StuG Platoon/1: destroyed by 1st Troop/1 M3 75mm gun (a wreck) (Destroyed Teams (Wrecks) (p. 40))',
    );
    expect(journal.some((e) => e.kind === 'decision')).toBe(true);
    const u = await runCli(['undo', '--game', file]);
    expect(u.code).toBe(0);
    expect(unit(file, 1, 'StuG Platoon').teams.some((t) => t.destroyed || t.bailedOut)).toBe(false);
    expect(unit(file, 0, '1st Troop').teams.some((t) => t.shot)).toBe(false);
    // The same state (the header names the journal, which moved to its new name on the first open).
    const state = (t: string) => t.replace(/journal:[\s\S]*$/, '').replace(/^#.*\n/gm, '');
    expect(state(readFileSync(file, 'utf8'))).toBe(state(before));
  });

  it('shoot --game pins an infantry unit that takes 5 hits, and the seeded game dice move on', async () => {
    const file = copyDemo();
    const r = await runCli([
      'shoot',
      '--game',
      file,
      '--unit',
      '2nd Troop',
      '--target',
      '1st Grenadier Platoon',
      '--dice',
      '6,6,6,6,6,6,6,6,1,6,6,6,6,6,6,6',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(unit(file, 1, '1st Grenadier Platoon').pinned).toBe(true);
    expect(unit(file, 1, '1st Grenadier Platoon').teams[0]!.destroyed).toBe(true);
    // The game's own seeded dice: the state saved in the file changes after a roll.
    const s0 = openFow4Game(file, { readOnly: true }).session.state.dice;
    const r2 = await runCli(['shoot', '--game', file, '--unit', '1st Troop', '--target', 'StuG Platoon', '--json']);
    expect(r2.code).toBe(0);
    const s1 = openFow4Game(file, { readOnly: true }).session.state.dice;
    expect(s1).not.toEqual(s0);
    expect(
      JSON.parse(r2.stdout).result.shooters.flatMap((s: { shots: { pool: { dice: unknown[] } }[] }) =>
        s.shots.flatMap((x) => x.pool.dice),
      ).length,
    ).toBe(8);
  });

  it('test rally --game on a pinned unit clears the pin on a pass, and keeps it on a failure', async () => {
    const file = copyDemo();
    await runCli([
      'shoot',
      '--game',
      file,
      '--unit',
      '2nd Troop',
      '--target',
      '1st Grenadier Platoon',
      '--dice',
      '6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6',
    ]);
    expect(unit(file, 1, '1st Grenadier Platoon').pinned).toBe(true);
    const fail = await runCli([
      'test',
      'rally',
      '--game',
      file,
      '--unit',
      '1st Grenadier Platoon',
      '--commander',
      'no',
      '--dice',
      '3',
      '--json',
    ]);
    expect(fail.code).toBe(0);
    expect(JSON.parse(fail.stdout).changes).toEqual([]);
    expect(unit(file, 1, '1st Grenadier Platoon').pinned).toBe(true);
    const pass = await runCli(['test', 'rally', '--game', file, '--unit', '1st Grenadier Platoon', '--dice', '4']);
    expect(pass.code).toBe(0);
    expect(pass.stdout).toContain('rallies: no longer Pinned Down');
    expect(unit(file, 1, '1st Grenadier Platoon').pinned).toBeUndefined();
  });

  it('a bad unit name exits 2 with the nearest name, and leaves the file alone', async () => {
    const file = copyDemo();
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['shoot', '--game', file, '--unit', '1st Trop', '--target', 'StuG Platoon']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("there is no unit '1st Trop' in this game; did you mean '1st Troop'?");
    expect(r.stderr).not.toMatch(/at .*\.ts/);
    const t = await runCli(['test', 'rally', '--game', file, '--unit', 'Stug Platon']);
    expect(t.code).toBe(2);
    expect(t.stderr).toContain("did you mean 'StuG Platoon'?");
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('--seed is refused with --game, and a test that takes nothing from a game says so', async () => {
    const file = copyDemo();
    const r = await runCli(['shoot', '--game', file, '--unit', '1st Troop', '--target', 'StuG Platoon', '--seed', '3']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--seed does not go with --game');
    const t = await runCli(['test', 'reserves', '--game', file, '--unit', '1st Troop']);
    expect(t.code).toBe(2);
    expect(t.stderr).toContain('takes nothing from a game');
  });
});

describe('odds bombard --game', () => {
  it('the exact odds of the bombardment `bombard --game` would roll, the facts as flags; nothing rolled or written', async () => {
    const file = copyDemo();
    const before = readFileSync(file, 'utf8');
    const game = ['--game', file, '--unit', 'Mortar Platoon', '--target', 'Recce Troop', '--terrain'];
    const r = await runCli(['odds', 'bombard', ...game, '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(before);
    const odds = JSON.parse(r.stdout);
    expect(odds.overall.units.map((u: { name: string }) => u.name)).toEqual(['Recce Troop']);
    // The template over terrain (--terrain) makes the hits harder than without it.
    const open = JSON.parse((await runCli(['odds', 'bombard', ...game.slice(0, -1), '--json'])).stdout);
    expect(open.overall.groups[0].pHit.p).toBeGreaterThan(odds.overall.groups[0].pHit.p);
    // The situation `bombard --game` rolls (its --json prints it), worked out in this process.
    const rolled = JSON.parse((await runCli(['bombard', ...game, '--json'])).stdout);
    const exact = bombardOdds(rolled.situation as BombardSituation);
    // Every team's chance to be hit, destroyed and unharmed over the three attempts, fraction for fraction.
    expect(odds.overall.groups.map((g: { pHit: { fraction: string } }) => g.pHit.fraction)).toEqual(
      exact.overall.groups.map((g) => g.pHit.toString()),
    );
    expect(odds.overall.groups.map((g: { destroyed: { fraction: string } }) => g.destroyed.fraction)).toEqual(
      exact.overall.groups.map((g) => g.states.at(2).toString()),
    );
    expect(odds.overall.groups[0].pHit.p).toBeGreaterThan(0);
  });

  it('refuses --battery beside --game, --unit without it, and Panzerfaust refuses --game', async () => {
    const file = copyDemo();
    const both = await runCli([
      'odds',
      'bombard',
      '--game',
      file,
      '--unit',
      'Mortar Platoon',
      '--battery',
      '2 guns:at=3,fp=4+',
    ]);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/with --game, name units with --unit and --target/);
    const alone = await runCli([
      'odds',
      'bombard',
      '--battery',
      '2 guns:at=3,fp=4+',
      '--under',
      '3 T-34/85',
      '--unit',
      'X',
    ]);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toMatch(/--unit names a unit of a game: give the game with --game/);
    const pz = await runCli(['odds', 'bombard', '--ruleset', 'panzerfaust', '--game', file]);
    expect(pz.code).toBe(2);
  });
});

describe('--game modes for assault and bombard', () => {
  it('assault --game saves the outcome of every team and unit, journaled; bombard --game marks the battery and its Ranged In marker', async () => {
    const file = copyDemo();
    const r = await runCli([
      'assault',
      '--game',
      file,
      '--unit',
      '1st Grenadier Platoon',
      '--target',
      '2nd Troop',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    for (const t of out.result.teams as { id: string; status: string }[]) {
      const [side, name] = t.id.startsWith('2nd Troop') ? [0, '2nd Troop'] : [1, '1st Grenadier Platoon'];
      const ts = unit(file, side, name).teams.find((x) => x.id === t.id)!;
      expect(ts.destroyed ? 'destroyed' : ts.bailedOut ? 'bailed-out' : 'active', t.id).toBe(t.status);
    }
    expect(out.journal.reason).toMatch(/^assault: 1st Grenadier Platoon on 2nd Troop/);
    const b = await runCli([
      'bombard',
      '--game',
      file,
      '--unit',
      'Mortar Platoon',
      '--target',
      '1st Troop',
      '--friendly',
      '10',
      '--dice',
      '3,6,5,1,1,1,1',
      '--json',
    ]);
    expect(b.stderr).toBe('');
    expect(b.code).toBe(0);
    expect(unit(file, 1, 'Mortar Platoon').rangedIn).toBe('1st Troop');
    expect(
      unit(file, 1, 'Mortar Platoon')
        .teams.filter((t) => t.shot)
        .map((t) => t.id),
    ).toEqual(['Mortar Platoon/3', 'Mortar Platoon/4']);
    const again = await runCli(['bombard', '--game', file, '--unit', 'Mortar Platoon', '--target', '1st Troop']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('has shot this turn');
  });
});
