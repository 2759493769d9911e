import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import { openFow3Game } from '../../../src/rulesets/fow3/game.js';
import type { Fow3GameState } from '../../../src/rulesets/fow3/schema/game.js';
import { fow3PlayOdds } from '../../../src/rulesets/fow3/turn/odds.js';
import { fow3ShootingSituation } from '../../../src/rulesets/fow3/bridge/shooting.js';
import { fow3ShootOdds } from '../../../src/rulesets/fow3/odds/shoot-odds.js';
import { percent } from '../../../src/odds/chart.js';
import { TableIO } from './helpers.js';
import { britishTurn, newGame, platoon, stateOf } from './fow3-helpers.js';

/** Work for the British Starting Step: 2nd Troop pinned (rally), a bailed-out tank (re-mount), a bogged-down one. */
function startingStepWork(s: Fow3GameState): void {
  platoon(s, 'British', '2nd Troop').pinned = true;
  platoon(s, 'British', '1st Troop').teams[1]!.bailedOut = true;
  platoon(s, 'British', 'Recce Troop').teams[0]!.boggedDown = true;
}

describe('umpire play on an Open Fire (fow3) game', () => {
  it('set-up rolls for the first turn; a whole British turn: Starting, Movement, Shooting (fow3 shoot), Assault, hand-over', async () => {
    const file = newGame((s) => {
      for (const t of platoon(s, 'German', '1st Grenadier Platoon').teams) t.moved = true;
      return s;
    });
    const io = new TableIO([
      '',
      '',
      '2 5', // two players, keep the physical dice; Free-for-All first turn: German 2, British 5 (one line)
      'move 1st Troop',
      'moved',
      'end the Movement Step',
      'shoot with 1st Troop',
      '1st Grenadier Platoon',
      '', // the table's answers on one screen
      // One line: the moving Shermans' gun, co-ax and hull MG one die each, then the Firefly's co-ax MG
      // (three dice; its 17 pdr does not fire after moving).
      '6 1 1 6 1 1 6 1 1 1 1 1',
      '', // the German player places the three hits on one screen (default spread)
      '1 1 6', // the three hit teams save (3+), one line: two fail
      'end the Shooting Step',
      'end the turn',
      'no', // German Starting Step: no objective held
    ]);
    await playGame(file, io, {
      until: (s) => (s as Fow3GameState).active === 'German' && (s as Fow3GameState).step === 'movement',
    }).catch((e) => {
      throw e;
    });
    expect(io.remaining).toBe(0);
    const s = stateOf(file);
    expect([s.turn, s.active, s.step, s.play?.first]).toEqual([1, 'German', 'movement', 'British']);
    const grens = platoon(s, 'German', '1st Grenadier Platoon').teams;
    expect(grens.filter((t) => t.destroyed).length).toBe(2);
    expect(platoon(s, 'German', '1st Grenadier Platoon').pinned).toBeUndefined();
    expect(platoon(s, 'British', '1st Troop').teams.every((t) => t.moved && t.shot)).toBe(true);
    expect(io.transcript.some((l) => l.startsWith('? fow3 T1 British · Shooting › What next?'))).toBe(true);
    expect(io.transcript.some((l) => l.includes('First turn: German 2, British 5: British goes first'))).toBe(true);
    expect(
      io.transcript.some((l) => l.includes('1st Troop shoots at 1st Grenadier Platoon: 3 hit(s), 2 destroyed')),
    ).toBe(true);
    // Facts before decisions (issue 14): the to-hit dice are on screen, then the German player places
    // all three hits on one screen (one prompt), then the saves are rolled.
    const at = (re: RegExp) => io.transcript.findIndex((l) => re.test(l));
    const toHit = at(/1st Troop\/3 M3 75mm gun to hit 1st Grenadier Platoon \(3\+\): 6/);
    const placing = at(/^\[German\] The likely answers:\n(.*Which team takes the M3 75mm gun hit\?.*\n?){3}$/);
    const saves = at(/dice, 3\+ — save 3\+/);
    expect(toHit).toBeGreaterThan(0);
    expect(placing).toBeGreaterThan(toHit);
    expect(io.transcript[placing + 1]).toMatch(/Enter takes all 3/);
    expect(saves).toBe(placing + 2);
    expect(io.transcript.slice(toHit, saves).filter((l) => l.startsWith('? '))).toHaveLength(1);
  });

  it('Starting Step: rally, re-mount and free bogged down tanks, each a fow3 test', async () => {
    const file = newGame(britishTurn(startingStepWork));
    const io = new TableIO(['4', '3', '5']);
    await playGame(file, io, { maxActions: 1 });
    expect(io.remaining).toBe(0);
    const s = stateOf(file);
    expect(s.step).toBe('movement');
    expect(platoon(s, 'British', '2nd Troop').pinned).toBeUndefined(); // Confident: 4+ rallies
    expect(platoon(s, 'British', '1st Troop').teams[1]!.bailedOut).toBe(true); // 3 fails to re-mount
    expect(platoon(s, 'British', 'Recce Troop').teams[0]!.boggedDown).toBeUndefined(); // Trained: 4+ frees it
    // Each die in the table of its test, as `umpire test --ruleset fow3` prints it.
    const screen = io.transcript.flatMap((l) => l.split('\n'));
    for (const [title, die, result] of [
      ['Rally 2nd Troop · Rally a Pinned Down platoon (p. 15)', '4', 'pass'],
      ['Re-mount 1st Troop/2 · Remount a Bailed Out tank (p. 7)', '3', 'fail'],
      ['Free bogged down Recce Troop/1 · Free a bogged down tank (p. 9)', '5', 'pass'],
    ] as const) {
      const at = screen.findIndex((l) => l.startsWith(title));
      expect(at, title).toBeGreaterThan(0);
      expect(
        screen[at + 3]!.split('│')
          .map((c) => c.trim())
          .slice(1, -1),
        title,
      ).toEqual(['test', die, result]);
    }
    expect(screen.some((l) => /: rolled \d/.test(l))).toBe(false);
  });

  it('Company morale: more platoons destroyed than fighting, the command team fails its 4+: the game is over', async () => {
    const file = newGame(
      britishTurn((s) => {
        for (const n of ['1st Troop', '2nd Troop', 'Recce Troop']) platoon(s, 'British', n).destroyed = true;
      }),
    );
    const io = new TableIO(['3']);
    expect(await playGame(file, io)).toBe('over');
    const s = stateOf(file);
    expect(s.step).toBe('over');
    expect(s.play?.outcome).toEqual({ winner: 'German', reason: "British's company morale broke" });
    expect(io.transcript.some((l) => l === "German wins: British's company morale broke.")).toBe(true);
  });

  it('the end of the Shooting Step checks platoon morale: more dead than alive after a loss, a failed test destroys the platoon', async () => {
    const file = newGame(
      britishTurn((s) => {
        platoon(s, 'German', '1st Grenadier Platoon').teams.forEach(
          (t, i) => (t.destroyed = i >= 5 ? true : undefined),
        );
      }),
    );
    const io = new TableIO([
      'end the Movement Step',
      'shoot with Anti-tank Troop',
      '1st Grenadier Platoon',
      '',
      '6 1 1 1 1 1', // each M10's .50 cal AA MG (ROF 3 at infantry), one line: one hit
      '', // the German player places the hit
      '1', // the hit team fails its save (3+): 6 dead, 4 alive
      'end the Shooting Step',
      '2', // platoon morale (Confident 4+) fails
    ]);
    await playGame(file, io, { until: (s) => (s as Fow3GameState).step === 'assault' }).catch((e) => {
      throw e;
    });
    expect(io.remaining).toBe(0);
    const p = platoon(stateOf(file), 'German', '1st Grenadier Platoon');
    expect(p.destroyed).toBe(true);
    // The check's die in the table of `umpire test morale --ruleset fow3`.
    const screen = io.transcript.flatMap((l) => l.split('\n'));
    const at = screen.findIndex((l) =>
      l.startsWith('Platoon morale, 1st Grenadier Platoon (6 dead, 4 alive) · Platoon morale check'),
    );
    expect(at).toBeGreaterThan(0);
    const row = screen.slice(at).find((l) => l.startsWith('│ test'))!;
    expect(
      row
        .split('│')
        .map((c) => c.trim())
        .slice(1, -1),
    ).toEqual(['test', '2', 'fail']);
    expect(screen).toContain('• the platoon is destroyed: remove it');
  });

  it('an assault through the fow3 assault procedure; the saved state matches its report', async () => {
    const file = newGame(britishTurn(), { kind: 'seeded', seed: 11, state: [...new SeededDice(11).save().state] });
    const io = new TableIO([
      'end the Movement Step',
      'end the Shooting Step',
      'assault with 1st Troop',
      '1st Grenadier Platoon',
      ...Array(40).fill(''),
    ]);
    await playGame(file, io, { until: (s) => ((s as Fow3GameState).play?.acted ?? []).includes('1st Troop') });
    const s = stateOf(file);
    expect(s.step).toBe('assault');
    // The title, the tables of `umpire assault` (every die), then the report of what changed.
    const at = io.transcript.findIndex((l) => l.startsWith('fow3 T1 British · Assault: assault with 1st Troop'));
    const line = io.transcript.slice(at).find((l) => l.startsWith('  1st Troop assaults 1st Grenadier Platoon'))!;
    expect(io.transcript.slice(at).some((l) => /^Round 1: the assaulting teams fight/.test(l))).toBe(true);
    const reported = [...line.matchAll(/ {2}(\S.*\/\d+): destroyed/g)].map((m) => m[1]);
    const destroyed = [
      ...platoon(s, 'German', '1st Grenadier Platoon').teams,
      ...platoon(s, 'British', '1st Troop').teams,
    ]
      .filter((t) => t.destroyed)
      .map((t) => t.id);
    expect(destroyed.sort()).toEqual(reported.sort());
    // Seed 11 with the default table answers: the German player fires the command team's
    // Panzerfaust in defensive fire (its default against tanks, p. 46) and bails out a Sherman; two
    // grenadier teams fall and the platoon breaks off.
    expect(
      io.transcript.some((l) =>
        /\[German\] Which weapon does 1st Grenadier Platoon\/1 .* fire in defensive fire\?/.test(l),
      ),
    ).toBe(true);
    expect(line).toContain('1st Troop/3: bailed-out');
    // The table says which tanks cross rough going as they charge ([Tanks Assaulting]): none here.
    expect(io.transcript.some((l) => /Which of 1st Troop's tanks cross rough going as they charge/.test(l))).toBe(true);
    expect(reported.length).toBe(2);
    expect(line).toContain('broke off: 1st Grenadier Platoon');
    // Defensive Fire hits on the British are placed by the British player (the side being hit).
    expect(io.transcript.some((l) => l.includes('[British] Which team takes the next hit?'))).toBe(true);
    expect(io.transcript.some((l) => l.includes('[target]'))).toBe(false);
  });

  it('odds in the Starting Step: rally and re-mount with and without the Company command team, free bogged (exact)', () => {
    const file = newGame(britishTurn(startingStepWork));
    const g = openFow3Game(file, { readOnly: true });
    expect(fow3PlayOdds({ state: g.session.state, forces: g.forces }, undefined)).toEqual([
      'Exact odds of the Starting Step tests:',
      '  Re-mount 1st Troop/2: passes 50.00% (1/2); with the Company command team joined 75.00% (3/4)',
      '  Rally 2nd Troop: passes 50.00% (1/2); with the Company command team joined 75.00% (3/4)',
      '  Free bogged down Recce Troop/1: passes 50.00% (1/2)',
    ]);
    expect(fow3PlayOdds({ state: { ...g.session.state, step: 'movement' }, forces: g.forces }, undefined)[0]).toMatch(
      /^Movement Step: nothing to roll but bogging/,
    );
  });

  it('odds typed at the Shooting Step prompts: the exact odds of the shooting, the chosen target only once it is chosen', async () => {
    const file = newGame(
      britishTurn((s) => {
        s.step = 'shooting';
      }),
    );
    const g = openFow3Game(file, { readOnly: true });
    const view = { state: g.session.state, forces: g.forces };
    const situation = fow3ShootingSituation(view, 0, '1st Troop', '1st Grenadier Platoon', {
      longRange: false,
      concealed: false,
      bulletproof: false,
    });
    const exact = fow3ShootOdds(situation);
    const io = new TableIO([
      'odds',
      'shoot with 1st Troop',
      '1st Grenadier Platoon',
      'odds',
      '',
      Array(15).fill(1).join(' '),
    ]);
    await playGame(file, io, { maxActions: 1 });
    expect(io.remaining).toBe(0);
    const lines = io.transcript.flatMap((l) => l.split('\n'));
    const oddsAt = lines.map((l, i) => (l.startsWith('Exact odds of the shooting') ? i : -1)).filter((i) => i >= 0);
    expect(oddsAt.length).toBe(2);
    // Before an action: every British platoon that may shoot, at every German platoon.
    expect(lines.slice(oddsAt[0]!).find((l) => l.includes('1st Troop at 1st Grenadier Platoon'))).toContain(
      `${exact.meanDestroyed.toNumber().toFixed(2)} of 10 teams destroyed expected`,
    );
    // Inside the action, once the target is chosen: that shooting alone.
    const inside = lines.slice(oddsAt[1]! + 1).filter((l) => l.startsWith('  '))[0]!;
    expect(inside.startsWith('  1st Troop at 1st Grenadier Platoon:')).toBe(true);
    expect(inside).toContain(`${percent(exact.platoon.destroyed.atLeast(1))} at least one`);
  });
});
