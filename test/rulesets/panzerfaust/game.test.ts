import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/scripted.js';
import { ScriptedDecider } from '../../../src/engine/decider.js';
import { runProcedureSync } from '../../../src/engine/runner.js';
import { ValidationError } from '../../../src/game/issues.js';
import type { PlayRuleset } from '../../../src/rulesets/play.js';
import {
  createPzGame,
  demoForcePaths,
  openPzGame,
  tablesForGame,
  type PzGame,
} from '../../../src/rulesets/panzerfaust/game/game.js';
import { pzPlay } from '../../../src/rulesets/panzerfaust/turn/index.js';
import type { PzGameState } from '../../../src/rulesets/panzerfaust/schema/game.js';
import { validatePzFile } from '../../../src/rulesets/panzerfaust/validate.js';
import { fixtureData } from './fixture-tables.js';
import { parse, stringify } from 'yaml';

function newGame(tables?: string, sovietClass?: 'conscript'): { dir: string; file: string; game: PzGame } {
  const dir = mkdtempSync(join(tmpdir(), 'pz-game-'));
  const file = join(dir, 'game.yaml');
  const { german } = demoForcePaths();
  let { soviet } = demoForcePaths();
  if (sovietClass) {
    // The demo's Siberians (Regular, Elite) as the book's other Soviet infantry: Conscript, Reliable (p. 22).
    const copy = join(dir, 'soviet-conscript.yaml');
    writeFileSync(
      copy,
      readFileSync(soviet, 'utf8')
        .replace('troopClass: regular', `troopClass: ${sovietClass}`)
        .replace('morale: elite', 'morale: reliable')
        .replace('nationalRating: Soviet Siberians', 'nationalRating: Soviet'),
    );
    soviet = copy;
  }
  const game = createPzGame({
    gameFile: file,
    sides: [
      { name: 'German', forceFile: german },
      { name: 'Soviet', forceFile: soviet },
    ],
    dice: { kind: 'seeded', seed: 7, state: [] },
    ...(tables ? { tables } : {}),
  });
  return { dir, file, game };
}

/** Run one play action (by id) or the step's finish with scripted dice and answers, and commit it. */
function act(
  game: PzGame,
  play: PlayRuleset<PzGameState>,
  id: string | 'finish',
  faces: number[],
  answers: string[] = [],
): readonly string[] {
  const step = play.step(game.session.state)!;
  const a = id === 'finish' ? step.finish : step.actions().find((x) => x.id === id)!;
  const out = runProcedureSync(a.run(), {
    dice: new ScriptedDice(faces),
    decider: new ScriptedDecider(answers, true),
    record: (e) => game.session.record(e),
  });
  game.session.commit(out.state, a.label);
  return out.report;
}

describe('Panzerfaust games', () => {
  it('a new game from the two demo forces: every unit on the table, phase setup', () => {
    const { file } = newGame();
    const g = openPzGame(file);
    const s = g.session.state;
    expect(s.phase).toBe('setup');
    expect(s.sides.map((x) => x.units.length)).toEqual([5, 6]);
    expect(g.forces[0]!.units[0]!.id).toBe('1st Infantry Company/Company HQ');
    expect(validatePzFile(file, 'game').lines[0]).toBe('turn 1, phase setup');
  });

  it('the demo forces validate', () => {
    const { german, soviet } = demoForcePaths();
    expect(validatePzFile(german, 'force').lines).toEqual([
      '1st Company, Infantry Regiment (demo) (Germany)',
      '1 company, 5 units, 15 teams',
    ]);
    expect(validatePzFile(soviet, 'force').lines[1]).toBe('1 company, 6 units, 16 teams');
  });

  it('a misspelt team in a force file is refused at file:line:col with a suggestion', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pz-force-'));
    const f = join(dir, 'f.yaml');
    writeFileSync(
      f,
      readFileSync(demoForcePaths().soviet, 'utf8').replace('teams: [Company HQ Team,', 'teams: [Company HQ Tem,'),
    );
    try {
      validatePzFile(f, 'force');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationError);
      expect((e as ValidationError).where).toMatch(/f\.yaml:\d+:\d+$/);
      expect((e as Error).message).toMatch(/Company HQ Tem.*did you mean 'Company HQ Team'/);
    }
  });

  it('an unknown key in a game file is refused with its position', () => {
    const { file } = newGame();
    writeFileSync(file, readFileSync(file, 'utf8').replace('phase: setup', 'phase: setup\nphaze: B'));
    expect(() => openPzGame(file, { readOnly: true })).toThrow(ValidationError);
  });

  it('play walks pre-game and phases A-F; pips are rolled per company (Veteran re-rolls 1-2, Conscript 5-6)', () => {
    const { game, file } = newGame(undefined, 'conscript');
    const play = pzPlay(game.forces, () => tablesForGame(file, game.session.state));
    act(game, play, 'finish', [3, 4, 3, 3]); // battle type 7, weather 6: clear
    expect(game.session.state.phase).toBe('A');
    act(game, play, 'finish', []);
    const pips = act(game, play, 'finish', [1, 4, 6, 2]);
    expect(pips.join('\n')).toMatch(/pip die 1, then 4 -> 4/);
    expect(pips.join('\n')).toMatch(/pip die 6, then 2 -> 2/);
    const s = game.session.state;
    expect(s.sides[0]!.companies[0]!.pips).toBe(4);
    expect(s.sides[1]!.companies[0]!.pips).toBe(2);
    for (const _ of ['C', 'D', 'E']) act(game, play, 'finish', []);
    expect(game.session.state.phase).toBe('F');
    // The sides take turns in F, the lower troop class first (p. 6): the Soviet conscripts.
    expect(game.session.state.active).toBe('Soviet');
    expect(act(game, play, 'finish', [])).toEqual(['Soviet has ended its movement; German goes on.']);
    expect(game.session.state.active).toBe('German');
    const moved = act(
      game,
      play,
      'move',
      [],
      [
        'panzerfaust.move.unit=0:1st Platoon/1st Squad',
        'panzerfaust.move.how=up-to-half',
        'panzerfaust.move.radius=false',
      ],
    );
    expect(moved[0]).toMatch(/1 pip/);
    expect(game.session.state.sides[0]!.companies[0]!.pips).toBe(3);
    // Soviet has ended its movement, so German goes on.
    expect(game.session.state.active).toBe('German');
    // undo steps back over the move
    game.session.undo(1);
    expect(game.session.state.sides[0]!.companies[0]!.pips).toBe(4);
  });

  it('infantry fire in play with no tables filled in uses the house values and says so in the result', () => {
    const { game, file } = newGame();
    const play = pzPlay(game.forces, () => tablesForGame(file, game.session.state));
    while (game.session.state.phase !== 'G') act(game, play, 'finish', [3, 4, 3, 3, 4, 4]);
    act(game, play, 'finish', []); // the Soviets fire first and end their fire
    const answers = [
      'panzerfaust.fire.firer=0:1st Platoon/1st Squad',
      'panzerfaust.fire.target=1:1st Rifle Platoon/1st Section',
      'panzerfaust.fire.range=30',
      'panzerfaust.fire.cover=none',
      'panzerfaust.fire.prone=false',
      'panzerfaust.fire.moving=none',
      'panzerfaust.morale.radius=false',
      'panzerfaust.morale.defending=none',
    ];
    const report = act(game, play, 'fire', [4, 3, 3, 3, 3, 3, 3], answers).join('\n');
    expect(report).toMatch(/FF; die 4, variation/);
    expect(report).toMatch(
      /Fire Factors Table \(p\. 15\), row '[^']+', column '40' = \d+: house value, not the book's/,
    );
    expect(report).toMatch(/Infantry Casualty Table .*: house value, not the book's/);
  });

  it('with a filled tables file named in the game (test-data table), fire removes teams and the target tests morale', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pz-tables-'));
    const tablesFile = join(dir, 'my-tables.yaml');
    writeFileSync(tablesFile, stringify(fixtureData()));
    const { game, file } = newGame(tablesFile);
    const play = pzPlay(game.forces, () => tablesForGame(file, game.session.state));
    while (game.session.state.phase !== 'G') act(game, play, 'finish', [3, 4, 3, 3, 4, 4]);
    act(game, play, 'finish', []); // the Soviets fire first and end their fire
    // test data: 3 German teams x FF 4 at 30 cm = 12 -> column 20; Veteran +2, die 6 +1 -> +3: 2 + 3 = 5 teams
    const report = act(
      game,
      play,
      'fire',
      [6, 6, 6],
      [
        'panzerfaust.fire.firer=0:1st Platoon/1st Squad',
        'panzerfaust.fire.target=1:1st Rifle Platoon/1st Section',
        'panzerfaust.fire.range=30',
        'panzerfaust.fire.cover=none',
        'panzerfaust.fire.prone=false',
        'panzerfaust.fire.moving=none',
      ],
    );
    expect(report[0]).toMatch(/12 FF; die 6, variation \+3, 5 team/);
    expect(report[1]).toMatch(/wiped out/);
    const target = game.session.state.sides[1]!.units.find((u) => u.id === '1st Rifle Platoon/1st Section')!;
    expect(target.destroyed).toBe(true);
  });
});

describe('Panzerfaust play: rally and vehicle movement (issue 30)', () => {
  it('an HQ rallies up to two Retreating units in phase F: OK restores one, the other stays in Retreat (no duration die)', () => {
    const { game, file } = newGame();
    const play = pzPlay(game.forces, () => tablesForGame(file, game.session.state));
    while (game.session.state.phase !== 'F') act(game, play, 'finish', [3, 4, 3, 3, 4, 4]);
    act(game, play, 'finish', []); // the Soviets move first and end their movement
    const s = structuredClone(game.session.state);
    for (const u of s.sides[0]!.units)
      if (u.id === '1st Platoon/1st Squad' || u.id === '1st Platoon/2nd Squad') u.morale = 'retreat';
    game.session.commit(s, 'test: two squads retreating');
    expect(
      play
        .step(game.session.state)!
        .actions()
        .map((a) => a.id),
    ).toContain('rally');
    const report = act(
      game,
      play,
      'rally',
      [5, 5, 1, 1],
      [
        'panzerfaust.rally.hq=0:1st Infantry Company/Company HQ',
        'panzerfaust.rally.unit=0:1st Platoon/1st Squad',
        'panzerfaust.rally.unit=0:1st Platoon/2nd Squad',
        'panzerfaust.rally.within5cm=true',
        'panzerfaust.morale.radius=false',
        'panzerfaust.morale.defending=none',
        'panzerfaust.rally.within5cm=true',
        'panzerfaust.morale.radius=false',
        'panzerfaust.morale.defending=none',
      ],
    ).join('\n');
    const units = game.session.state.sides[0]!.units;
    const get = (id: string) => units.find((u) => u.id === id)!;
    expect(get('1st Platoon/1st Squad').morale ?? 'ok').toBe('ok');
    expect(get('1st Platoon/2nd Squad')).toMatchObject({ morale: 'retreat', rallyTries: 1 });
    expect(get('1st Infantry Company/Company HQ').rallied).toBe(2);
    expect(report).toMatch(/1st Platoon\/1st Squad is rallied by 1st Infantry Company\/Company HQ/);
    expect(report).toMatch(/1st Platoon\/2nd Squad stays in Retreat \(try 1 of 3\)/);
    expect(report).not.toMatch(/parent HQ|Shaken for/);
  });

  it('a vehicle moves by its cross-country speed times the terrain multipliers, in play', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pz-veh-'));
    const { german, soviet } = demoForcePaths();
    const force = parse(readFileSync(german, 'utf8'));
    force.companies[0].platoons.push({
      name: 'Transport',
      units: [{ name: 'Truck', kind: 'softskin', vehicle: 'Opel Blitz', size: 'C', drive: '4x4', crossCountryCm: 16 }],
    });
    const forceFile = join(dir, 'german.yaml');
    writeFileSync(forceFile, stringify(force));
    const file = join(dir, 'game.yaml');
    const game = createPzGame({
      gameFile: file,
      sides: [
        { name: 'German', forceFile },
        { name: 'Soviet', forceFile: soviet },
      ],
      dice: { kind: 'seeded', seed: 7, state: [] },
    });
    const play = pzPlay(game.forces, () => tablesForGame(file, game.session.state));
    while (game.session.state.phase !== 'F') act(game, play, 'finish', [3, 4, 3, 3, 4, 4]);
    act(game, play, 'finish', []); // the Soviets move first and end their movement
    const report = act(
      game,
      play,
      'move',
      [],
      [
        'panzerfaust.move.unit=0:Transport/Truck',
        'panzerfaust.move.terrain=Towing off-road,Thick woods',
        'panzerfaust.move.how=up-to-half',
        'panzerfaust.move.radius=false',
      ],
    ).join('\n');
    expect(report).toMatch(
      /Transport\/Truck \(4x4, C\/C 16 cm\): Towing off-road x1\/2, Thick woods x1\/4: moves up to 2 cm \(p\. 25\)/,
    );
  });
});
