import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { openFow4Game } from '../../../src/rulesets/fow4/game.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import { readyGame, stateOf, unit, TableIO, withStartingStepWork } from './helpers.js';

const germanToPlay = (s: unknown) => (s as GameState).active === 'German';

describe('umpire play: a whole turn through the scripted prompt (physical dice typed in)', () => {
  it('walks the British turn 1: Starting, Movement, Shooting, Assault, hand-over; the saved state records it', async () => {
    const file = readyGame(withStartingStepWork);
    const io = new TableIO([
      // Starting Step: remount fails, Commander re-roll asked and passes; rally passes at once; no Objective held.
      '1',
      'yes',
      '6',
      '6',
      'no',
      // Movement: 1st Troop Tactical, one tank fails a Cross test; Recce Troop Blitz, not beyond 4".
      // (one screen of likely answers: line 2 changed, then the number asked, then the Cross die)
      'move 1st Troop',
      'tactical',
      '2',
      '1',
      '2',
      'move Recce Troop',
      'blitz',
      '5',
      '1',
      'end the Movement Step',
      // Shooting: 1st Troop at the StuGs: 2 hits, both bounce off the armour.
      // (the table's answers on one screen, taken as listed; the to-hit dice and the saves one line each)
      'shoot with 1st Troop',
      'StuG Platoon',
      '',
      '6 5 2 1',
      'no (more) swaps',
      '6 6',
      'end the Shooting Step',
      'end the turn',
    ]);
    expect(await playGame(file, io, { until: germanToPlay })).toBe('limit');
    expect(io.remaining).toBe(0);
    const s = stateOf(file);
    expect([s.active, s.step, s.turn]).toEqual(['German', 'starting', 1]);
    // Remount (p. 38) with the Commander's re-roll (p. 8); Rally (p. 41).
    expect(unit(s, 'British', '1st Troop').teams[1]!.bailedOut).toBeUndefined();
    expect(unit(s, 'British', '2nd Troop').pinned).toBeUndefined();
    // The re-roll question came only after the failed remount, never for the passed rally.
    expect(io.transcript.filter((l) => l.includes('Formation Commander within 6')).length).toBe(1);
    // What each team did: moved and shot, so not Gone to Ground; the Blitz teams count as not moved.
    const troop = unit(s, 'British', '1st Troop').teams;
    expect(troop.map((t) => [t.movement, t.shot, t.goneToGround])).toEqual(Array(4).fill(['moved', true, undefined]));
    const recce = unit(s, 'British', 'Recce Troop');
    expect(recce.order).toBe('blitz');
    expect(recce.teams.every((t) => t.movement === undefined && t.goneToGround === true)).toBe(true);
    expect(unit(s, 'British', 'Squadron HQ').teams.every((t) => t.goneToGround === true)).toBe(true);
    expect(unit(s, 'German', 'StuG Platoon').teams.every((t) => !t.destroyed && !t.bailedOut)).toBe(true);
    // Every die typed in is journaled.
    const journal = openFow4Game(file, { readOnly: true }).session.journal;
    const dice = journal.filter((e) => e.kind === 'dice').map((e) => (e.kind === 'dice' ? e.faces : []));
    expect(dice.slice(0, 4)).toEqual([[1], [6], [6], [2]]);
    expect(journal.some((e) => e.kind === 'decision' && e.id === 'fow4.mistaken-target' && e.player === 'German')).toBe(
      true,
    );
  });

  it('undo at a prompt steps back one action; quit leaves with the state saved', async () => {
    const file = readyGame();
    const io = new TableIO([
      'no',
      'move 1st Troop',
      'dash',
      '', // 1st Troop dashes (saved)
      'undo', // at "What next?": steps back over it
      'move 2nd Troop',
      'tactical',
      'undo', // inside an action: cancels only that action
      'move 2nd Troop',
      'tactical',
      '',
      'quit',
    ]);
    expect(await playGame(file, io)).toBe('quit');
    const s = stateOf(file);
    expect(s.step).toBe('movement');
    expect(unit(s, 'British', '1st Troop').teams.every((t) => t.movement === undefined)).toBe(true);
    expect(unit(s, 'British', '2nd Troop').teams.every((t) => t.movement === 'moved')).toBe(true);
    expect(io.transcript.some((l) => l.startsWith('Undone: fow4 T1 British · Movement: move 1st Troop'))).toBe(true);
    expect(io.transcript.some((l) => l.startsWith('Cancelled: move 2nd Troop'))).toBe(true);
  });

  it('status and help answer in place and the question is asked again', async () => {
    const file = readyGame();
    const io = new TableIO(['status', '?', 'no', 'quit']);
    await playGame(file, io);
    expect(io.transcript.some((l) => l.includes('1st Troop: 3 Sherman V'))).toBe(true);
    expect(io.transcript.some((l) => l.startsWith('You are at: fow4 T1 British · Starting'))).toBe(true);
    expect(stateOf(file).step).toBe('movement');
  });

  it("the built-in opponent takes its side's decisions and picks its shooting by doctrine", async () => {
    const file = readyGame(
      (s) => ({ ...s, active: 'German', play: { ...s.play, first: 'German', bots: ['German'] } }),
      { kind: 'seeded', seed: 3, state: [] },
    );
    const io = new TableIO([
      'no', // victory question (table)
      // The bot moves its own units (cautious: its guns and the rest of its infantry hold: nothing
      // asked); one platoon moves onto Objective British 1 to stop the British holding it (p. 94):
      // the table is asked what it sees once there (Enter: nothing ticked).
      '',
      // The bot shoots first with its Anti-tank Gun Platoon (the Kompanie HQ's Panzerfausts and
      // Panzerschreck reach no unit the table has not said is within 4"/10cm, p. 28); the table says
      // it can see only 1st Troop: one question for the whole shot.
      '1st Troop',
      'no (more) swaps', // the British player's Mistaken Target, if offered
      '', // 1st Troop's Unit Leader is destroyed: the likely team takes over
    ]);
    // seeded dice need a valid state: take it from a fresh seed
    const g = openFow4Game(file);
    const { SeededDice } = await import('../../../src/dice/seeded.js');
    g.session.commit(
      { ...g.session.state, dice: { kind: 'seeded', seed: 3, state: [...new SeededDice(3).save().state] } },
      'seed',
    );
    const guns = 'Anti-tank Gun Platoon';
    await playGame(file, io, { until: (s) => unit(s as GameState, 'German', guns).teams.some((t) => t.shot) });
    const s = stateOf(file);
    expect(unit(s, 'German', guns).teams.some((t) => t.shot)).toBe(true);
    expect(io.transcript.some((l) => l.includes(`(German, built-in opponent, cautious) shoot with ${guns}`))).toBe(
      true,
    );
    // Its pick comes with its numbers from the exact odds.
    expect(
      io.transcript.some((l) =>
        /\(German, built-in opponent\) Which unit does Anti-tank Gun Platoon shoot at\? -> 1st Troop \(\d+\.\d Sherman V destroyed expected, \d+% to pin/.test(
          l,
        ),
      ),
    ).toBe(true);
  });
});
