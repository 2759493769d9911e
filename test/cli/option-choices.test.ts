import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

// A value outside an option's .choices() (src/cli/ruleset-command.ts): one sentence, the nearest
// choice, exit 2, whatever the ruleset; a choice in another case is taken.
describe('option values from .choices()', () => {
  it('refuses a Panzerfaust --rating with the nearest one', async () => {
    const r = await runCli(['test', 'morale', '--ruleset', 'panzerfaust', '--rating', 'elit']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--rating takes elite, reliable or poor, not "elit"\n\s+did you mean "elite"\?/);
  });

  it('refuses a fow4 --facing with the nearest one', async () => {
    const r = await runCli([
      'shoot',
      '1 X',
      '--rof',
      '2',
      '--anti-tank',
      '11',
      '--firepower',
      '3+',
      '--at',
      '1 Y',
      '--armour',
      '6/4/1',
      '--facing',
      'sied',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /--facing takes front, side, top, turret-front or hull-front, not "sied"\n\s+did you mean "side"\?/,
    );
  });

  it('takes a choice in another case', async () => {
    const r = await runCli([
      'shoot',
      '1 X',
      '--rof',
      '1',
      '--anti-tank',
      '11',
      '--firepower',
      '3+',
      '--at',
      '1 Y',
      '--armour',
      '6/4/1',
      '--target-skill',
      'Veteran',
      '--facing',
      'Side',
      '--dice',
      '1',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { situation: { targets: { ratings: { skill: string } }[] } };
    expect(j.situation.targets[0]!.ratings.skill).toBe('veteran');
  });
});
