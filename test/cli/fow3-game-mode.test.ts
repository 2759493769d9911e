import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { journalPathFor } from '../../src/game/journal.js';
import { describe, expect, it } from 'vitest';
import { openFow3Game } from '../../src/rulesets/fow3/game.js';
import type { Fow3GameState } from '../../src/rulesets/fow3/schema/game.js';
import { runCli } from './run-cli.js';

// The demo game and forces of the test fixture (their platoons and teams hold whatever the bundled
// demo battle, scenarios/fow3, becomes).
const scenarios = new URL('../fixtures/fow3-demo-1020/', import.meta.url).pathname;

/** A copy of the fixture's Open Fire demo game (with its journal and forces) in a fresh temp folder. */
function copyFow3Demo(edit?: (s: Fow3GameState) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-fow3-game-'));
  for (const f of ['demo-game.yaml', 'demo-game.journal.jsonl', 'forces'])
    cpSync(join(scenarios, f), join(dir, f), { recursive: true });
  const file = join(dir, 'demo-game.yaml');
  if (edit) {
    const g = openFow3Game(file);
    const s = g.session.state;
    edit(s);
    g.session.commit(s, 'test setup');
  }
  return file;
}

const stateOf = (file: string) => openFow3Game(file, { readOnly: true }).session.state;
const platoon = (s: Fow3GameState, name: string) => s.sides.flatMap((x) => x.platoons).find((p) => p.platoon === name)!;
const journalOf = (file: string) =>
  readFileSync(journalPathFor(file), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
// The state without the header (which names the journal: it moves to its new name on the first open).
const body = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/journal:[\s\S]*$/, '')
    .replace(/^#.*\n/gm, '');

describe('--game modes on an Open Fire (fow3) game', () => {
  it('shoot --game with scripted dice writes destroyed, bailed out and pinned into the file and the journal; undo restores it', async () => {
    const file = copyFow3Demo();
    const before = body(file);
    // Anti-tank Troop (2 M10C, stationary): 17 pdr 6,6 hits, the rest miss; StuG 1 fails its save (1) and
    // the Firepower Test (6): destroyed; StuG 2 fails its save (1), passes no Firepower Test (1): bailed out.
    const r = await runCli([
      'shoot',
      '--game',
      file,
      '--unit',
      'Anti-tank Troop',
      '--target',
      'StuG Platoon',
      '--dice',
      '6,6,1,1,1,1,1,6,1,1',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.ruleset).toBe('fow3');
    expect(
      out.changes
        .filter((c: { flag: string }) => c.flag !== 'shot')
        .map((c: { what: string; flag: string }) => `${c.what} ${c.flag}`),
    ).toEqual(['StuG Platoon/1 destroyed', 'StuG Platoon/2 bailedOut']);
    let s = stateOf(file);
    expect(platoon(s, 'StuG Platoon').teams.map((t) => [t.destroyed ?? false, t.bailedOut ?? false])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    expect(platoon(s, 'Anti-tank Troop').teams.every((t) => t.shot)).toBe(true);
    expect(s.play?.lost).toEqual({ 'StuG Platoon': 1 });
    let journal = journalOf(file);
    expect(journal.filter((e) => e.kind === 'dice').flatMap((e) => e.faces)).toEqual([6, 6, 1, 1, 1, 1, 1, 6, 1, 1]);
    expect(journal.some((e) => e.kind === 'decision')).toBe(true);
    expect(journal[journal.length - 1].reason).toContain('StuG Platoon/1: destroyed, StuG Platoon/2: bailed out');

    // 1st Troop's 15 dice all hit the grenadiers and every save passes: 15 hits pin them (p. 15), none destroyed.
    const sixes = Array(30).fill('6').join(',');
    const r2 = await runCli([
      'shoot',
      '--game',
      file,
      '--unit',
      '1st troop',
      '--target',
      'German:1st Grenadier Platoon',
      '--dice',
      sixes,
      '--fact',
      'concealed=no',
      '--json',
    ]);
    expect(r2.code).toBe(0);
    s = stateOf(file);
    expect(platoon(s, '1st Grenadier Platoon').pinned).toBe(true);
    expect(platoon(s, '1st Grenadier Platoon').teams.some((t) => t.destroyed)).toBe(false);
    expect(s.play?.hits?.['1st Grenadier Platoon']).toBe(15);
    journal = journalOf(file);
    expect(journal[journal.length - 1].reason).toContain('1st Grenadier Platoon: pinned down');

    expect((await runCli(['undo', '--game', file])).code).toBe(0);
    s = stateOf(file);
    expect(platoon(s, '1st Grenadier Platoon').pinned).toBeUndefined();
    expect(platoon(s, 'StuG Platoon').teams[0]!.destroyed).toBe(true);
    expect((await runCli(['undo', '--game', file])).code).toBe(0);
    s = stateOf(file);
    expect(platoon(s, 'StuG Platoon').teams.some((t) => t.destroyed || t.bailedOut)).toBe(false);
    expect(body(file)).toBe(before);
  });

  it("shoot --game moves the game's own seeded dice on, and saves their state", async () => {
    const file = copyFow3Demo((s) => {
      s.dice = { kind: 'seeded', seed: 7, state: [] };
    });
    const d0 = stateOf(file).dice;
    const r = await runCli(['shoot', '--game', file, '--unit', '2nd Troop', '--target', 'StuG Platoon', '--json']);
    expect(r.code).toBe(0);
    const d1 = stateOf(file).dice;
    expect(d1).not.toEqual(d0);
    expect(d1.kind === 'seeded' && d1.state.length > 0).toBe(true);
  });

  it('test rally --game on a pinned platoon clears the pin on a pass and keeps it on a failure', async () => {
    const file = copyFow3Demo((s) => {
      platoon(s, '1st Grenadier Platoon').pinned = true;
    });
    // Grenadiers are Confident: 4+; no Company command team joined, so no re-roll.
    const fail = await runCli([
      'test',
      'rally',
      '--game',
      file,
      '--unit',
      '1st Grenadier Platoon',
      '--dice',
      '3',
      '--json',
    ]);
    expect(fail.code).toBe(0);
    expect(JSON.parse(fail.stdout).results[0].result.passed).toBe(false);
    expect(platoon(stateOf(file), '1st Grenadier Platoon').pinned).toBe(true);
    const pass = await runCli(['test', 'rally', '--game', file, '--unit', '1st Grenadier Platoon', '--dice', '4']);
    expect(pass.code).toBe(0);
    expect(pass.stdout).toContain('1st Grenadier Platoon: no longer pinned down');
    expect(platoon(stateOf(file), '1st Grenadier Platoon').pinned).toBeUndefined();
    const journal = journalOf(file);
    expect(journal[journal.length - 1].reason).toBe(
      'rally test: 1st Grenadier Platoon: 1st Grenadier Platoon: no longer pinned down',
    );
    // Nothing left to rally.
    const again = await runCli(['test', 'rally', '--game', file, '--unit', '1st Grenadier Platoon', '--dice', '4']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('is not pinned down');
  });

  it('test remount --game remounts a bailed out tank on a pass', async () => {
    const file = copyFow3Demo((s) => {
      platoon(s, 'StuG Platoon').teams[1]!.bailedOut = true;
    });
    const r = await runCli(['test', 'remount', '--game', file, '--unit', 'StuG Platoon', '--dice', '6', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).results.map((x: { team: string }) => x.team)).toEqual(['StuG Platoon/2']);
    expect(platoon(stateOf(file), 'StuG Platoon').teams[1]!.bailedOut).toBeUndefined();
  });

  it("assault --game writes the assault's losses and pins into the file", async () => {
    const file = copyFow3Demo();
    const r = await runCli([
      'assault',
      '--game',
      file,
      '--unit',
      'Recce Troop',
      '--target',
      '2nd Grenadier Platoon',
      '--fact',
      'tankWithin6=no',
      '--dice',
      // Every die a 6: the whole assault of the demo's three Stuarts asks 97 dice (the platoon
      // command team's Panzerfaust destroys a Stuart in defensive fire, so the fight runs longer).
      Array(97).fill('6').join(','),
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    const s = stateOf(file);
    expect(out.result.teams.some((x: { state: string }) => x.state === 'destroyed')).toBe(true);
    for (const t of out.result.teams.filter((x: { state: string }) => x.state === 'destroyed'))
      expect(
        s.sides
          .flatMap((x) => x.platoons)
          .flatMap((p) => p.teams)
          .find((x) => x.id === t.id)!.destroyed,
      ).toBe(true);
    for (const name of out.result.pinned) expect(platoon(s, name).pinned).toBe(true);
    expect(out.changes.length).toBeGreaterThan(0);
  });

  it("assault --game: the defender's other platoons named near the charge fire Defensive Fire too ([Defensive Fire]); in --json", async () => {
    const file = copyFow3Demo();
    const run = (nearby: string, dice: string[]) =>
      runCli([
        'assault',
        '--game',
        file,
        '--unit',
        '1st Troop',
        '--target',
        '1st Grenadier Platoon',
        '--fact',
        'tankWithin6=no',
        '--fact',
        `nearby=${nearby}`,
        ...(dice.length ? ['--dice', dice.join(',')] : []),
        '--json',
      ]);
    // A platoon charged, or not on the table, cannot be named: exit 2, the file untouched.
    const before = readFileSync(file, 'utf8');
    const bad = await run('Anti-tank Gun Platon', []);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("did you mean 'Anti-tank Gun Platoon'?");
    expect((await run('1st Grenadier Platoon', [])).code).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe(before);
    // The Grenadiers' 19 dice (their command team fires its Panzerfaust) and the PaK platoon's SMG miss; its two PaK40s hit four times, each
    // Sherman fails its side armour save (1 + 4 against AT 12) and its firepower test (6): they fall back.
    const r = await run('Anti-tank Gun Platoon', [
      ...Array(22).fill('1'),
      ...Array(4).fill('6'),
      ...Array(4).fill('1,6'),
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.facts.nearby).toEqual(['Anti-tank Gun Platoon']);
    expect(out.situation.nearby.map((p: { name: string }) => p.name)).toEqual(['Anti-tank Gun Platoon']);
    expect(out.result.nearby[0].platoon).toBe('Anti-tank Gun Platoon');
    expect(out.result.fellBack).toBe(true);
    expect(out.result.defensiveFire.shooting.hits).toBe(4);
    const s = stateOf(file);
    expect(platoon(s, '1st Troop').teams.filter((t) => t.destroyed).length).toBe(4);
    expect(platoon(s, 'Anti-tank Gun Platoon').pinned).toBeUndefined();
  });

  it('a bad platoon name exits 2 with a suggestion, and the file is untouched', async () => {
    const file = copyFow3Demo();
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['shoot', '--game', file, '--unit', '1st Trop', '--target', 'StuG Platoon', '--dice', '6']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("there is no platoon '1st Trop' in this game; did you mean '1st Troop'?");
    const t = await runCli(['test', 'rally', '--game', file, '--unit', 'Recce Trop']);
    expect(t.code).toBe(2);
    expect(t.stderr).toContain("did you mean 'Recce Troop'?");
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('--ruleset must agree with the game file', async () => {
    const file = copyFow3Demo();
    const r = await runCli([
      'shoot',
      '--game',
      file,
      '--ruleset',
      'fow4',
      '--unit',
      '1st Troop',
      '--target',
      'StuG Platoon',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('a fow3 game');
  });

  it('odds shoot --game: the exact odds of a platoon of the game at another, the table facts as --fact (its documented example ran into "does not take --game")', async () => {
    const file = copyFow3Demo();
    const args = ['odds', 'shoot', '--game', file, '--unit', '2nd Troop', '--target', 'StuG Platoon'];
    const r = await runCli([...args, '--fact', 'longRange=no', 'concealed=no', 'facing=side', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const o = JSON.parse(r.stdout);
    expect(o.method).toBe('exact');
    expect(o.platoon.name).toBe('StuG Platoon');
    // The table's answers count: the StuGs' side armour gives more destroyed than their front.
    const front = JSON.parse(
      (await runCli([...args, '--fact', 'longRange=no', 'concealed=no', 'facing=front', '--json'])).stdout,
    );
    expect(o.meanDestroyed.p).toBeGreaterThan(front.meanDestroyed.p);
    // Nothing rolled, nothing written.
    expect(
      stateOf(file)
        .sides.flatMap((x) => x.platoons)
        .some((p) => p.teams.some((t) => t.destroyed)),
    ).toBe(false);
  });

  it('odds shoot --game --weapon: each team fires the named weapons it carries (a tank platoon its MGs alone); a weapon no team carries is refused', async () => {
    const file = copyFow3Demo();
    const args = [
      'odds',
      'shoot',
      '--game',
      file,
      '--unit',
      '2nd Troop',
      '--target',
      '1st Grenadier Platoon',
      '--fact',
      'longRange=no',
      'concealed=no',
      'bulletproof=no',
    ];
    const mgs = JSON.parse((await runCli([...args, '--weapon', 'Co-ax MG', '--weapon', 'Hull MG', '--json'])).stdout);
    // 3 Sherman V fire a Co-ax and a Hull MG each, the Firefly its Co-ax MG: no 75mm or 17 pdr dice.
    expect(mgs.groups.map((g: { label: string }) => g.label).join(' ')).not.toMatch(/75mm|17 pdr/);
    expect(mgs.groups.map((g: { label: string }) => g.label).join(' ')).toMatch(/MG/);
    const bad = await runCli([...args, '--weapon', 'Panzerfaust']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/no team of '2nd Troop' that can shoot carries 'Panzerfaust'/);
  });
});
