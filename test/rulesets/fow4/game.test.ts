import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/dice/seeded.js';
import { journalPathFor } from '../../../src/game/journal.js';
import { createFow4Game, openFow4Game } from '../../../src/rulesets/fow4/game.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import { tableInGoodSpirits } from '../../../src/rulesets/fow4/status/good-spirits.js';

const spiritsOf = (teams: Parameters<typeof tableInGoodSpirits>[0], leaderless: boolean) =>
  tableInGoodSpirits(teams, leaderless).inGoodSpirits;
import { gameStatus } from '../../../src/rulesets/fow4/status/status.js';
import { issuesOf, tempDir } from '../../game/helpers.js';

const root = new URL('../../../', import.meta.url).pathname;
const BRITISH = join(root, 'scenarios/fow4/forces/british-armoured-squadron.yaml');
const GERMAN = join(root, 'scenarios/fow4/forces/german-grenadierkompanie.yaml');

function newGame(dir = tempDir()) {
  const saved = new SeededDice(1944).save();
  return createFow4Game({
    gameFile: join(dir, 'game.yaml'),
    sides: [
      { name: 'British', forceFile: BRITISH },
      { name: 'German', forceFile: GERMAN },
    ],
    dice: { kind: 'seeded', seed: saved.seed, state: [...saved.state] },
  });
}

function teamOf(s: GameState, unit: string, n: number) {
  return s.sides.flatMap((x) => x.units).find((u) => u.unit === unit)!.teams[n - 1]!;
}

describe('fow4 game file', () => {
  it('a new game holds every unit and team, and loads back identical (round trip)', () => {
    const g = newGame();
    const s = g.session.state;
    expect(s.sides.map((x) => x.name)).toEqual(['British', 'German']);
    expect(s.sides[0]!.force).toMatch(/british-armoured-squadron\.yaml$/);
    expect(s.sides[0]!.units.map((u) => u.unit)).toEqual([
      'Squadron HQ',
      '1st Troop',
      '2nd Troop',
      'Recce Troop',
      'Anti-tank Troop',
    ]);
    expect(teamOf(s, '1st Troop', 4)).toEqual({ id: '1st Troop/4', team: 'Firefly VC' });
    expect(openFow4Game(g.session.file).session.state).toEqual(s);
  });

  it('table state per unit and team survives save and load', () => {
    const g = newGame();
    const s = g.session.state;
    s.step = 'shooting';
    Object.assign(teamOf(s, '1st Troop', 2), { bailedOut: true, movement: 'moved', smoke: true });
    Object.assign(teamOf(s, '1st Troop', 3), { destroyed: true });
    Object.assign(teamOf(s, '1st Grenadier Platoon', 5), {
      goneToGround: true,
      concealed: true,
      foxholes: true,
      bulletproofCover: true,
      inCommand: false,
    });
    const german = s.sides[1]!.units;
    Object.assign(
      german.find((u) => u.unit === 'Mortar Platoon')!,
      { rangedIn: '1st Troop' },
    );
    Object.assign(
      german.find((u) => u.unit === 'StuG Platoon')!,
      { deployment: 'reserve' },
    );
    Object.assign(
      german.find((u) => u.unit === '2nd Grenadier Platoon')!,
      { pinned: true },
    );
    g.session.commit(s, 'shooting: 1st Troop hit');
    const text = readFileSync(g.session.file, 'utf8');
    expect(text).toContain('- { id: 1st Troop/2, team: Sherman V, bailedOut: true, movement: moved, smoke: true }');
    const back = openFow4Game(g.session.file).session.state;
    expect(back).toEqual(s);
    expect(back.step).toBe('shooting');
  });

  it('flags at their default are not written (and a hand-written default changes nothing)', () => {
    const g = newGame();
    const s = g.session.state;
    Object.assign(teamOf(s, '1st Troop', 1), { bailedOut: false, movement: 'stationary', inCommand: true });
    expect(g.session.commit(s, 'nothing really')).toBe(0);
  });

  it('undo restores exactly the earlier state', () => {
    const g = newGame();
    const before = g.session.state;
    const s = g.session.state;
    teamOf(s, '1st Troop', 1).bailedOut = true;
    g.session.commit(s, 'bail out');
    const mid = g.session.state;
    mid.turn = 2;
    mid.active = 'German';
    g.session.commit(mid, 'end of turn');
    g.session.undo(2);
    expect(g.session.state).toEqual(before);
    expect(openFow4Game(g.session.file).session.state).toEqual(before);
  });

  it('refuses a game file whose journal is from another game', () => {
    const a = newGame();
    const s = a.session.state;
    s.turn = 2;
    a.session.commit(s, 'turn 2');
    const b = newGame();
    copyFileSync(journalPathFor(b.session.file), journalPathFor(a.session.file));
    const [i] = issuesOf(() => openFow4Game(a.session.file));
    expect(i!.file).toBe(a.session.file);
    expect(i!.message).toMatch(/^the journal does not match this game file/);
    const lines = readFileSync(a.session.file, 'utf8').split('\n');
    expect(i!.line).toBe(lines.findIndex((l) => l === 'journal:') + 2);
  });

  it('refuses a table state that does not fit the force, with line:col', () => {
    const g = newGame();
    const text = readFileSync(g.session.file, 'utf8');
    writeFileSync(
      g.session.file,
      text.replace('- unit: Recce Troop', '- unit: Recce Trop').replace('active: British', 'active: Britsh'),
    );
    const issues = issuesOf(() => openFow4Game(g.session.file, { readOnly: true }));
    const lines = text.split('\n');
    const recce = lines.findIndex((l) => l.includes('- unit: Recce Troop')) + 1;
    const units = lines.findIndex((l) => l === '    units:') + 2;
    expect(issues.map((i) => `${i.line} ${i.message}`)).toEqual([
      `${lines.findIndex((l) => l.startsWith('active:')) + 1} the active side 'Britsh' is not one of the sides; did you mean 'British'?`,
      `${units} the unit 'Recce Troop' of the force has no table state`,
      `${recce} the force 'British Armoured Squadron' has no unit 'Recce Trop'; did you mean 'Recce Troop'?`,
    ]);
  });

  it('refuses an unknown flag with a suggestion', () => {
    const g = newGame();
    const text = readFileSync(g.session.file, 'utf8');
    writeFileSync(
      g.session.file,
      text.replace('- { id: 1st Troop/1, team: Sherman V }', '- { id: 1st Troop/1, team: Sherman V, bailed: true }'),
    );
    const [i] = issuesOf(() => openFow4Game(g.session.file, { readOnly: true }));
    expect(i!.message).toBe("unknown key 'bailed'; did you mean 'bailedOut'?");
    expect(i!.col).toBe(49);
  });

  it('a force may be inline in the game file', () => {
    const g = newGame();
    const text = readFileSync(g.session.file, 'utf8');
    const force = readFileSync(GERMAN, 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => '      ' + l)
      .join('\n');
    const forcePath = /force: (.*german-grenadierkompanie\.yaml)/.exec(text)![1]!;
    writeFileSync(g.session.file, text.replace(`force: ${forcePath}`, `force:\n${force}`));
    const opened = openFow4Game(g.session.file);
    expect(opened.session.report.handEdited).toBe(true);
    expect(opened.forces[1]!.name).toBe('Grenadierkompanie');
    expect(openFow4Game(g.session.file).session.state).toEqual(opened.session.state);
  });
});

describe('status', () => {
  it('EX-29a (p. 60): a Cromwell-style troop with 1 destroyed, 2 bailed out and 1 active is not In Good Spirits', () => {
    const tank = (destroyed: boolean, bailedOut: boolean) => ({
      type: 'tank' as const,
      destroyed,
      bailedOut,
      inCommand: true,
    });
    expect(spiritsOf([tank(true, false), tank(false, true), tank(false, true), tank(false, false)], false)).toBe(false);
    expect(spiritsOf([tank(true, false), tank(false, true), tank(false, false), tank(false, false)], false)).toBe(true);
    // Out of command teams do not count; a leaderless unit is never In Good Spirits.
    expect(spiritsOf([tank(true, false), tank(false, false), { ...tank(false, false), inCommand: false }], false)).toBe(
      false,
    );
    expect(spiritsOf([tank(false, false), tank(false, false)], true)).toBe(false);
    const inf = (destroyed: boolean) => ({ type: 'infantry' as const, destroyed, bailedOut: false, inCommand: true });
    expect(spiritsOf([inf(true), inf(false), inf(false), inf(false)], false)).toBe(true);
    expect(spiritsOf([inf(true), inf(true), inf(false), { ...inf(false), type: 'heavy-weapon' }], false)).toBe(false);
    expect(
      spiritsOf(
        [
          { type: 'gun', destroyed: true, bailedOut: false, inCommand: true },
          { type: 'gun', destroyed: false, bailedOut: false, inCommand: true },
          { type: 'gun', destroyed: false, bailedOut: false, inCommand: true },
        ],
        false,
      ),
    ).toBe(true);
    expect(
      spiritsOf(
        [
          { type: 'aircraft', destroyed: true, bailedOut: false, inCommand: true },
          { type: 'aircraft', destroyed: false, bailedOut: false, inCommand: true },
        ],
        false,
      ),
    ).toBe(true);
  });

  it('shows ratings, state, spirits and what each unit may still do', () => {
    const g = newGame();
    const s = g.session.state;
    s.step = 'starting';
    Object.assign(teamOf(s, '1st Troop', 1), { destroyed: true });
    Object.assign(teamOf(s, '1st Troop', 2), { bailedOut: true });
    Object.assign(teamOf(s, '1st Troop', 3), { bailedOut: true });
    s.sides[0]!.units.find((u) => u.unit === '2nd Troop')!.pinned = true;
    const st = gameStatus(s, g.forces);
    const troop = st.sides[0]!.units.find((u) => u.unit === '1st Troop')!;
    expect(troop.inGoodSpirits).toBe(false);
    expect(troop.state).toEqual(['leaderless']);
    expect(troop.mayStill).toEqual(['remount', 'last stand test']);
    expect(troop.ratings).toEqual({
      motivation: 'Confident 4+',
      skill: 'Trained 4+',
      isHitOn: '3+',
      rally: '4+',
      remount: '4+',
      counterattack: '4+',
      lastStand: '4+',
      tactics: '4+',
      assault: '4+',
      ranging: '4+',
    });
    expect(troop.teams.map((t) => t.state)).toEqual([['destroyed'], ['bailed out'], ['bailed out'], []]);
    expect(st.sides[0]!.units.find((u) => u.unit === '2nd Troop')!.mayStill).toEqual(['rally']);
    expect(st.sides[1]!.units[0]!.mayStill).toEqual([]);
    const hq = st.sides[1]!.units[0]!;
    expect(hq.ratings.isHitOn).toBe('4+');
    expect(hq.teams[0]).toMatchObject({ commander: true, leader: true, type: 'infantry' });

    s.step = 'shooting';
    const st2 = gameStatus(s, g.forces);
    expect(st2.sides[0]!.units.find((u) => u.unit === '1st Troop')!.mayStill).toEqual(['shoot']);
    s.step = 'assault';
    s.active = 'German';
    const st3 = gameStatus(s, g.forces);
    const mortars = st3.sides[1]!.units.find((u) => u.unit === 'Mortar Platoon')!;
    expect(mortars.mayStill).toEqual(['assault']);
    expect(st3.sides[1]!.units.find((u) => u.unit === 'Anti-tank Gun Platoon')!.mayStill).toEqual(['assault']);
    expect(st3.sides[0]!.units.find((u) => u.unit === '2nd Troop')!.mayStill).toEqual(['defensive fire']);
  });
});
