import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.js';
import { demo, edited, unitOf } from '../bridge/helpers.js';

interface Out {
  results: {
    result: {
      passed: boolean;
      need: string | number;
      rolls: unknown[];
      consequences: { code: string; text: string }[];
      rules: { name: string; page: string }[];
    };
  }[];
  inputs: { input: Record<string, unknown> }[];
}

async function lastStand(file: string, unit: string, dice?: string): Promise<Out> {
  const r = await runCli([
    'test',
    'last-stand',
    '--game',
    file,
    '--unit',
    unit,
    '--commander',
    'no',
    ...(dice ? ['--dice', dice] : []),
    '--json',
  ]);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Out;
}

describe('umpire test last-stand --game works out In Good Spirits from the unit (p. 60)', () => {
  it('p. 60: one tank of four Destroyed, two still fighting: In Good Spirits, no roll, and the result says why', async () => {
    const g = demo();
    edited(g, (s) => (unitOf(s, 0, '1st Troop').teams[1]!.destroyed = true));
    const out = await lastStand(g.file, '1st Troop');
    const r = out.results[0]!.result;
    expect(r.rolls).toEqual([]);
    expect(r.passed).toBe(true);
    expect(r.consequences[0]!.code).toBe('in-good-spirits');
    expect(r.consequences[0]!.text).toMatch(/2 In Command Tank teams not Bailed Out/);
    expect(r.rules.map((x) => `${x.name} (${x.page})`)).toContain('Unit In Good Spirits (p. 60)');
    // The test got the unit, not a yes/no.
    expect(out.inputs[0]!.input.inGoodSpirits).toBeUndefined();
    expect((out.inputs[0]!.input.unit as { teams: unknown[] }).teams).toHaveLength(4);
  });

  it('p. 60: a unit whose Leader was Destroyed and not replaced is not In Good Spirits: it tests, and a failure Destroys it', async () => {
    const g = demo();
    edited(g, (s) => (unitOf(s, 0, '1st Troop').teams[0]!.destroyed = true));
    const out = await lastStand(g.file, '1st Troop', '1');
    const r = out.results[0]!.result;
    expect(r.rolls).toHaveLength(1);
    expect(r.passed).toBe(false);
    expect(r.consequences.find((c) => c.code === 'not-in-good-spirits')!.text).toMatch(/Unit Leader was Destroyed/);
    expect(r.consequences.some((c) => c.code === 'unit-destroyed')).toBe(true);
  });

  it('quick mode takes the unit with --set unit=..., and refuses both a unit and a yes/no', async () => {
    const teams = [
      { type: 'infantry', destroyed: true },
      { type: 'infantry' },
      { type: 'infantry' },
      { type: 'infantry', inCommand: false },
    ];
    const unit = `unit=${JSON.stringify({ teams })}`;
    const r = await runCli([
      'test',
      'last-stand',
      '--motivation',
      'confident',
      '--skill',
      'trained',
      '--set',
      unit,
      '--dice',
      '5',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    const j = JSON.parse(r.stdout);
    // Two In Command infantry teams: not In Good Spirits (3 needed), so the test is rolled: 5 passes.
    expect(j.result.rolls).toHaveLength(1);
    expect(j.result.passed).toBe(true);
    expect(j.result.consequences[0].text).toMatch(
      /not In Good Spirits: only 0 tank\(s\) not Bailed Out, 0 gun\(s\), 2 infantry/,
    );
    const both = await runCli([
      'test',
      'last-stand',
      '--motivation',
      'confident',
      '--skill',
      'trained',
      '--set',
      unit,
      'inGoodSpirits=true',
      '--dice',
      '5',
    ]);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/inGoodSpirits or unit, not both/);
  });
});
