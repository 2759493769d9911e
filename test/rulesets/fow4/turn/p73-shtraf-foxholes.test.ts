import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { runCli } from '../../../cli/run-cli.js';
import { atStep, editedGame, stateOf, unit, walk } from './helpers.js';

// 1st Grenadier Platoon stands in for a Shtraf Company (p. 73): the unit rule is what matters.
const shtraf = (t: string) =>
  t.replace('      - name: 1st Grenadier Platoon\n', '      - name: 1st Grenadier Platoon\n        rules: [shtraf]\n');
const PLATOON = '1st Grenadier Platoon';
const ruleIds = (rules: { id: string }[]) => rules.map((r) => r.id);

describe('Shtraf Companies never benefit from Foxholes (p. 73)', () => {
  it('revealed from Ambush, a Shtraf unit is not in Foxholes (others are, p. 95)', async () => {
    const file = editedGame({ german: shtraf }, (s: GameState) => {
      unit(s, 'German', PLATOON).deployment = 'ambush';
      unit(s, 'German', '2nd Grenadier Platoon').deployment = 'ambush';
      return { ...s, turn: 2, active: 'German', play: { ...s.play, first: 'British', meeting: false } };
    });
    // No Objective held; reveal both.
    const run = await walk(file, ['no', 'reveal', 'reveal'], atStep('movement'));
    expect(run.remaining).toBe(0);
    const s = stateOf(file);
    expect(unit(s, 'German', PLATOON).deployment ?? 'table').toBe('table');
    expect(unit(s, 'German', PLATOON).teams.some((t) => t.foxholes)).toBe(false);
    expect(unit(s, 'German', '2nd Grenadier Platoon').teams.every((t) => t.foxholes)).toBe(true);
    expect(run.transcript.some((l) => l.includes(`${PLATOON} is revealed`) && /Shtraf.*p\. 73/.test(l))).toBe(true);
  });

  it('shoot --game: a Shtraf team the file puts in Foxholes gets no Bulletproof Cover from them', async () => {
    const file = editedGame({ german: shtraf }, (s: GameState) => {
      unit(s, 'German', PLATOON).teams.forEach((t) => Object.assign(t, { foxholes: true, goneToGround: true }));
      return { ...s, play: { ...s.play, meeting: false } };
    });
    const r = await runCli([
      'shoot',
      '--game',
      file,
      '--unit',
      '1st Troop',
      '--target',
      PLATOON,
      '--dice',
      '1,1,1,1,1,1,1,1',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(out.situation.targets[0].shtraf).toBe(true);
    expect(ruleIds(out.result.rules)).toContain('fow4.shtraf-no-foxholes');
    expect(ruleIds(out.result.rules)).not.toContain('fow4.foxholes-cover');
  });

  it('quick shoot --dug-in --shtraf: Gone to Ground, but neither Concealed nor in Bulletproof Cover by Foxholes', async () => {
    const base = [
      'shoot',
      '1 Rifle/MG team',
      '--shooter-arsenal',
      'german',
      '--at',
      '2 Rifle/MG team',
      '--target-arsenal',
      'german',
      '--dug-in',
      '--seed',
      '1',
      '--json',
    ];
    const need = async (args: string[]) => {
      const r = await runCli(args);
      expect(r.stderr).toBe('');
      const res = JSON.parse(r.stdout).result;
      return { need: res.shooters[0].shots[0].needText, rules: ruleIds(res.rules) };
    };
    expect((await need(base)).need).toBe('5+');
    const s = await need([...base, '--shtraf']);
    expect(s.need).toBe('3+');
    expect(s.rules).toContain('fow4.shtraf-no-foxholes');
    expect(s.rules).not.toContain('fow4.foxholes-cover');
  });
});

describe('Shtraf Companies under a bombardment (p. 73)', () => {
  // Range In 6; both teams hit (6, re-rolled 6: two weapons); both saves fail (1, 1); in Foxholes the Firepower tests (1, 1) save them.
  const under = (spec: string) => [
    'bombard',
    '--battery',
    '2 8cm GW34 mortar',
    '--under',
    spec,
    '--friendly',
    '10',
    '--dice',
    '6,6,6,6,6,1,1,1,1',
    '--allow-extra-dice',
    '--json',
  ];
  it('quick: "2 Rifle team:...:foxholes:shtraf" saves without Bulletproof Cover, cited', async () => {
    const dug = JSON.parse((await runCli(under('2 Rifle team:type=infantry,save=3+:foxholes'))).stdout);
    const r = await runCli(under('2 Rifle team:type=infantry,save=3+:foxholes:shtraf'));
    expect(r.stderr).toMatch(/2 of the --dice faces were not used \(1,1\)/); // no Firepower tests
    const out = JSON.parse(r.stdout);
    const outcomes = (x: { result: { units: { fire: { teams: { outcome: string }[] } }[] } }) =>
      x.result.units[0]!.fire.teams.map((t) => t.outcome);
    expect(outcomes(out)).toEqual(['destroyed', 'destroyed']);
    expect(outcomes(dug)).toEqual(['no-effect', 'no-effect']);
    expect(ruleIds(out.result.rules)).toContain('fow4.shtraf-no-foxholes');
  });
});

describe('bombard --game at a Shtraf unit the file puts in Foxholes (p. 73)', () => {
  it('its teams save without Bulletproof Cover: a failed save destroys them, with no Firepower test', async () => {
    const file = editedGame(
      {
        german: shtraf,
        british: (t) =>
          t.replace(
            'support:\n',
            'support:\n  - name: Sexton Battery\n    teams:\n      - { team: Sexton, count: 2 }\n',
          ),
      },
      (s: GameState) => {
        unit(s, 'German', PLATOON).teams.forEach((t) => Object.assign(t, { foxholes: true }));
        return { ...s, play: { ...s.play, meeting: false } };
      },
    );
    // Range In 6; the first two teams under the template: hit (6, re-rolled 6: two guns), saves 1, 1.
    const r = await runCli([
      'bombard',
      '--game',
      file,
      '--unit',
      'Sexton Battery',
      '--target',
      PLATOON,
      '--fact',
      `under=${PLATOON}/1,${PLATOON}/2`,
      '--friendly',
      '10',
      '--dice',
      '6,6,6,6,6,1,1',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(out.result.units[0].fire.teams.map((t: { outcome: string }) => t.outcome)).toEqual([
      'destroyed',
      'destroyed',
    ]);
    expect(ruleIds(out.result.rules)).toContain('fow4.shtraf-no-foxholes');
    expect(
      unit(stateOf(file), 'German', PLATOON)
        .teams.slice(0, 2)
        .map((t) => t.destroyed),
    ).toEqual([true, true]);
  });
});
