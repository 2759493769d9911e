import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import { CountingIO, readyGame, stateOf, unit } from './helpers.js';

describe('umpire play: the Assault Step', () => {
  it('a unit assaults through the assault procedure; the teams that fought are marked and the unit is done for the step', async () => {
    const file = readyGame((s) => s, { kind: 'seeded', seed: 5, state: [...new SeededDice(5).save().state] });
    const io = new ScriptedIO([
      'no',
      'end the Movement Step',
      'end the Shooting Step',
      'assault with 1st Troop',
      '1st Grenadier Platoon',
      ...Array(80).fill(''),
    ]);
    await playGame(file, io, { until: (s) => ((s as GameState).play?.acted ?? []).includes('1st Troop') });
    const s = stateOf(file);
    expect(s.step).toBe('assault');
    expect(s.play?.acted).toEqual(['1st Troop']);
    const lines = io.transcript.filter((l) => l.includes('1st Troop assaults 1st Grenadier Platoon'));
    expect(lines.length).toBe(1);
    // Seed 5 with the default table answers: Defensive Fire destroys a Sherman, the charge destroys a
    // rifle team, the Grenadiers break off Pinned Down and 1st Troop may consolidate (pp. 55-59).
    expect(unit(s, 'British', '1st Troop').teams[0]!.destroyed).toBe(true);
    expect(unit(s, 'German', '1st Grenadier Platoon').teams[1]!.destroyed).toBe(true);
    expect(unit(s, 'German', '1st Grenadier Platoon').pinned).toBe(true);
    expect(unit(s, 'British', '1st Troop').teams.some((t) => t.assaulted)).toBe(true);
    expect(io.transcript.some((l) => l.includes('1st Troop may Consolidate'))).toBe(true);
  });
});

describe('an assault at table pace (issue 27): at most 4 answers whatever the number of teams', () => {
  // 1st Troop (4 Shermans) charges 1st Grenadier Platoon (10 teams): the charge, one screen of the
  // table's facts (who reaches Contact), one for Defensive Fire (which defending teams are within
  // 8"/20cm), one for the break-off (who gets away); then only a side's real decisions ([Side] ...).
  const assaultOn = async (bots: string[]) => {
    const file = readyGame((s) => ({ ...s, step: 'assault', play: { ...s.play!, ...(bots.length ? { bots } : {}) } }), {
      kind: 'seeded',
      seed: 5,
      state: [...new SeededDice(5).save().state],
    });
    const io = new CountingIO(['assault with 1st Troop', '1st Grenadier Platoon']);
    await playGame(file, io, { maxActions: 1 });
    const asked = io.transcript.filter((l) => l.startsWith('? ')).slice(1);
    const charge = asked.filter((l) => /› \[British\] Which enemy unit does 1st Troop charge\?/.test(l));
    const table = asked.filter((l) => !/› \[\w+\] /.test(l));
    return { asked, charge, table, state: stateOf(file) };
  };

  it('the built-in opponent defends: Defensive Fire is one set of its teams, not one question per team', async () => {
    const { asked, charge, table, state } = await assaultOn(['German']);
    expect(state.play?.acted).toEqual(['1st Troop']);
    expect(charge).toHaveLength(1);
    expect(table.length, asked.join('\n')).toBeLessThanOrEqual(3);
    expect(asked.filter((l) => /within 8"\/20cm of an Assaulting team/.test(l))).toEqual([
      expect.stringMatching(/› Is … within 8"\/20cm of an Assaulting team \(Defensive Fire\)\? Tick each one/),
    ]);
  });

  it("both sides at the table: the defending player's Defensive Fire (range, target, weapon) on one screen", async () => {
    const { asked, charge, table, state } = await assaultOn([]);
    expect(state.play?.acted).toEqual(['1st Troop']);
    expect(charge).toHaveLength(1);
    expect(table.length, asked.join('\n')).toBeLessThanOrEqual(3);
  });
});
