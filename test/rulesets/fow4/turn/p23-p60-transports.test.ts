import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { runCli } from '../../../cli/run-cli.js';
import { tempDir } from '../../../game/helpers.js';
import { atStep, editedGame, stateOf, unit, walk } from './helpers.js';

/** A truck for the test: an unarmoured, unarmed transport (the bundled arsenals have none). */
function truckArsenal(): string {
  const file = join(tempDir(), 'trucks.yaml');
  writeFileSync(
    file,
    [
      'ruleset: fow4',
      'arsenal: test-trucks',
      'title: A truck for the transport tests',
      'teams:',
      '  - name: Opel Blitz truck',
      '    type: tank',
      '    mobility: wheeled',
      '    weapons: []',
      '    passengers: 6',
      '',
    ].join('\n'),
  );
  return file;
}

/** 1st Grenadier Platoon rides Sd Kfz 251/1 half-tracks (armoured, armed); 2nd Grenadier Platoon has two trucks. */
const withTransports = (trucks: string) => (t: string) =>
  t
    .replace('arsenals: [german]', `arsenals: [german, rulebook-examples, ${trucks}]`)
    .replace(
      '        points: 165\n      - name: 2nd Grenadier Platoon',
      '        points: 165\n        transport:\n          teams:\n            - { team: Sd Kfz 251/1 half-track, count: 2 }\n      - name: 2nd Grenadier Platoon',
    )
    .replace(
      '        points: 165\n      - name: 3rd Grenadier Platoon',
      '        points: 165\n        transport:\n          teams:\n            - { team: Opel Blitz truck, count: 2 }\n      - name: 3rd Grenadier Platoon',
    );

const game = (edit: (s: GameState) => GameState = (s) => s) =>
  editedGame({ german: withTransports(truckArsenal()) }, (s) =>
    edit({ ...s, active: 'German', play: { ...s.play, first: 'British' } }),
  );

const TRUCKS = '2nd Grenadier Platoon transports';
const HALF_TRACKS = '1st Grenadier Platoon transports';

describe('Send Transports to the Rear (p. 23)', () => {
  it('at the end of a step, empty unarmoured or unarmed transports leave the table (not Destroyed; a Bailed Out one remounts); they are not offered to move', async () => {
    const file = game((s) => {
      unit(s, 'German', TRUCKS).teams[1]!.bailedOut = true;
      return s;
    });
    // The Bailed Out truck fails its Remount (1; no Commander near), the trucks pass their Last Stand (6);
    // at the end of the step both go to the rear, where the Bailed Out one remounts.
    await walk(file, ['1', 'no', '6', 'no'], atStep('movement'));
    let s = stateOf(file);
    expect(unit(s, 'German', TRUCKS).teams.map((t) => [t.sentToRear, t.bailedOut, t.destroyed])).toEqual([
      [true, undefined, undefined],
      [true, undefined, undefined],
    ]);
    expect((await runCli(['status', file, '--json'])).stdout).toContain('"at the rear"');
    // The half-tracks are armoured and armed: they stay, and nobody was asked in the Starting Step.
    expect(unit(s, 'German', HALF_TRACKS).teams.every((t) => t.sentToRear === undefined)).toBe(true);
    const err = await walk(file, [`move ${TRUCKS}`]).catch((e: Error) => e);
    expect(String(err)).toMatch(new RegExp(`"move ${TRUCKS}" is not an answer .*move:${HALF_TRACKS}`));
    // At the end of the Movement Step the owner may send other empty transports too: the first half-track goes.
    const end = await walk(file, ['end the Movement Step', '1'], atStep('shooting'));
    expect(
      end.transcript.some((l) => l.includes("[German] Send any of German's empty transports to the rear (p. 23)?")),
    ).toBe(true);
    s = stateOf(file);
    expect(unit(s, 'German', HALF_TRACKS).teams.map((t) => t.sentToRear)).toEqual([true, undefined]);
  });

  it('transports carrying passengers stay', async () => {
    const file = game((s) => {
      const trucks = unit(s, 'German', TRUCKS).teams;
      unit(s, 'German', '2nd Grenadier Platoon').teams.forEach((t, i) => (t.passengerOf = trucks[i % 2]!.id));
      return s;
    });
    await walk(file, ['no'], atStep('movement'));
    expect(unit(stateOf(file), 'German', TRUCKS).teams.every((t) => t.sentToRear === undefined)).toBe(true);
  });
});

describe('Bring Transports Forward (p. 23)', () => {
  it('before its unit moves, the owner brings all its transports back; they move at Dash and take the passengers on', async () => {
    const file = game((s) => {
      unit(s, 'German', TRUCKS).teams.forEach((t) => (t.sentToRear = true));
      return s;
    });
    const run = await walk(
      file,
      // Bring forward: yes; a Tactical move, every team alike; they mounted; all In Command.
      ['no', 'move 2nd Grenadier Platoon', 'yes', 'Tactical move (may shoot, may assault)', 'yes', 'mounted', 'yes'],
      (s) => (s.play?.acted ?? []).includes('2nd Grenadier Platoon'),
    );
    expect(run.remaining).toBe(0);
    expect(
      run.transcript.some((l) =>
        /\[German\] Bring 2nd Grenadier Platoon transports forward before 2nd Grenadier Platoon moves \(p\. 23\)\?/.test(
          l,
        ),
      ),
    ).toBe(true);
    let s = stateOf(file);
    expect(unit(s, 'German', TRUCKS).teams.map((t) => [t.sentToRear, t.movement])).toEqual([
      [undefined, 'dashed'],
      [undefined, 'dashed'],
    ]);
    const ids = unit(s, 'German', TRUCKS).teams.map((t) => t.id);
    expect(unit(s, 'German', '2nd Grenadier Platoon').teams.every((t) => ids.includes(t.passengerOf!))).toBe(true);
    // The trucks' move is settled (Dash): no separate move for them; full trucks stay at the end of the step.
    const err = await walk(file, [`move ${TRUCKS}`]).catch((e: Error) => e);
    expect(String(err)).toMatch(/is not an answer/);
    await walk(file, ['end the Movement Step', ''], atStep('shooting'));
    s = stateOf(file);
    expect(unit(s, 'German', TRUCKS).teams.every((t) => t.sentToRear === undefined)).toBe(true);
    // Dashed transports do not shoot (p. 23): the half-tracks (not moved) may; the trucks are unarmed anyway.
    expect(unit(s, 'German', TRUCKS).teams.every((t) => t.movement === 'dashed')).toBe(true);
  });

  it('declined: the transports stay at the rear and the unit moves on foot', async () => {
    const file = game((s) => {
      unit(s, 'German', TRUCKS).teams.forEach((t) => (t.sentToRear = true));
      return s;
    });
    await walk(file, ['no', 'move 2nd Grenadier Platoon', 'no', 'did not move'], (s) =>
      (s.play?.acted ?? []).includes('2nd Grenadier Platoon'),
    );
    expect(unit(stateOf(file), 'German', TRUCKS).teams.every((t) => t.sentToRear === true)).toBe(true);
  });
});

describe('A Transport Unit fails its Last Stand (pp. 23, 60)', () => {
  it('its passengers dismount and their unit is Pinned Down before the transports are removed', async () => {
    const file = game((s) => {
      const ht = unit(s, 'German', HALF_TRACKS);
      ht.teams[0]!.destroyed = true;
      ht.teams[1]!.bailedOut = true;
      unit(s, 'German', '1st Grenadier Platoon')
        .teams.slice(0, 6)
        .forEach((t) => (t.passengerOf = ht.teams[1]!.id));
      return s;
    });
    // Remount fails (1; no Commander near), Last Stand fails (1; no Commander near).
    const run = await walk(file, ['1', 'no', '1', 'no', 'no'], atStep('movement'));
    expect(run.remaining).toBe(0);
    const s = stateOf(file);
    expect(unit(s, 'German', HALF_TRACKS).destroyed).toBe(true);
    const platoon = unit(s, 'German', '1st Grenadier Platoon');
    expect(platoon.teams.every((t) => t.passengerOf === undefined && !t.destroyed)).toBe(true);
    expect(platoon.pinned).toBe(true);
  });
});

describe("A Destroyed unit's Transport Attachment is removed (p. 60)", () => {
  it('shoot --game destroys the last team of the platoon: its half-tracks leave the game, not Destroyed', async () => {
    const file = game((s) => {
      unit(s, 'German', '1st Grenadier Platoon')
        .teams.slice(1)
        .forEach((t) => (t.destroyed = true));
      return s;
    });
    // Eight hits (5+ Concealed), the first save fails: the last team is Destroyed.
    const r = await runCli([
      'shoot',
      '--game',
      file,
      '--unit',
      '1st Troop',
      '--target',
      '1st Grenadier Platoon',
      '--dice',
      '6,6,6,6,6,6,6,6,1',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(
      out.changes.map((c: { unit: string; field: string; value: unknown }) => `${c.unit} ${c.field} ${c.value}`),
    ).toContain(`${HALF_TRACKS} deployment off-table`);
    const ht = unit(stateOf(file), 'German', HALF_TRACKS);
    expect(ht.deployment).toBe('off-table');
    expect(ht.destroyed).toBeUndefined();
    expect(ht.teams.every((t) => !t.destroyed)).toBe(true);
  });
});

describe('Passengers in the game file (pp. 22-23)', () => {
  const bad = async (edit: (s: GameState) => void) => {
    const file = game((s) => {
      edit(s);
      return s;
    });
    const r = await runCli(['validate', file]);
    return { code: r.code, err: r.stdout + r.stderr };
  };

  it('a carrier that is not there gets the nearest name, with file:line:col', async () => {
    const r = await bad(
      (s) => (unit(s, 'German', '2nd Grenadier Platoon').teams[0]!.passengerOf = '2nd Grenadier Platoon transport/1'),
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /game\.yaml:\d+:\d+: there is no team '2nd Grenadier Platoon transport\/1' for '2nd Grenadier Platoon\/1' to ride in; did you mean '2nd Grenadier Platoon transports\/1'\?/,
    );
  });

  it('a team rides only in its own Transport Attachment, no more than the transport holds, and at most three on a tank', async () => {
    const other = await bad(
      (s) => (unit(s, 'German', '3rd Grenadier Platoon').teams[0]!.passengerOf = '2nd Grenadier Platoon transports/1'),
    );
    expect(other.err).toContain(
      "'3rd Grenadier Platoon/1' can only ride in a transport of its own Transport Attachment (p. 23)",
    );
    const full = await bad((s) =>
      unit(s, 'German', '2nd Grenadier Platoon')
        .teams.slice(0, 7)
        .forEach((t) => (t.passengerOf = '2nd Grenadier Platoon transports/1')),
    );
    expect(full.err).toContain(
      "'2nd Grenadier Platoon transports/1' carries at most 6 teams (p. 22); '2nd Grenadier Platoon/7' is one too many",
    );
    const riders = await bad((s) =>
      unit(s, 'German', '3rd Grenadier Platoon')
        .teams.slice(0, 4)
        .forEach((t) => (t.passengerOf = 'StuG Platoon/1')),
    );
    expect(riders.err).toContain("no more than three Infantry teams ride on 'StuG Platoon/1' (p. 22)");
    const gun = await bad((s) => (unit(s, 'German', 'Anti-tank Gun Platoon').teams[1]!.passengerOf = 'StuG Platoon/1'));
    expect(gun.err).toContain("only Infantry teams ride on a tank (p. 22); 'Anti-tank Gun Platoon/2' is a gun team");
  });

  it('an unknown flag on a team is refused with the nearest key', async () => {
    const r = await bad((s) => Object.assign(unit(s, 'German', TRUCKS).teams[0]!, { sentToReer: true }));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/sentToReer.*did you mean .?sentToRear/);
  });
});

describe('Passengers of a transport a bombardment destroys (p. 23)', () => {
  it('bombard --game: each passenger saves once; the dead are removed, survivors dismount and their unit is Pinned Down', async () => {
    const file = editedGame(
      {
        german: withTransports(truckArsenal()),
        british: (t) =>
          t.replace(
            'support:\n',
            'support:\n  - name: Sexton Battery\n    teams:\n      - { team: Sexton, count: 2 }\n',
          ),
      },
      (s) => {
        const ht = unit(s, 'German', HALF_TRACKS).teams;
        unit(s, 'German', '1st Grenadier Platoon')
          .teams.slice(0, 6)
          .forEach((t) => (t.passengerOf = ht[0]!.id));
        return { ...s, play: { ...s.play, meeting: false } };
      },
    );
    // Range In 6; half-track 1: to hit 6, re-rolled 6 (two guns), Top armour save 1, Firepower 6: destroyed;
    // half-track 2: 1, missed. Then the six passengers' saves (3+): 1, 1, 1, 6, 6, 6.
    const r = await runCli([
      'bombard',
      '--game',
      file,
      '--unit',
      'Sexton Battery',
      '--target',
      HALF_TRACKS,
      '--friendly',
      '10',
      '--dice',
      '6,6,6,1,1,6,1,1,1,6,6,6',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(
      out.result.units[0].fire.teams[0].carried.map((p: { team: string; outcome: string }) => `${p.team} ${p.outcome}`),
    ).toEqual([
      '1st Grenadier Platoon/1 destroyed',
      '1st Grenadier Platoon/2 destroyed',
      '1st Grenadier Platoon/3 destroyed',
      '1st Grenadier Platoon/4 no-effect',
      '1st Grenadier Platoon/5 no-effect',
      '1st Grenadier Platoon/6 no-effect',
    ]);
    const s = stateOf(file);
    expect(unit(s, 'German', HALF_TRACKS).teams.map((t) => t.destroyed)).toEqual([true, undefined]);
    const platoon = unit(s, 'German', '1st Grenadier Platoon');
    expect(platoon.teams.slice(0, 6).map((t) => [t.destroyed, t.passengerOf])).toEqual([
      [true, '1st Grenadier Platoon transports/1'],
      [true, '1st Grenadier Platoon transports/1'],
      [true, '1st Grenadier Platoon transports/1'],
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(platoon.pinned).toBe(true);
  });
});
