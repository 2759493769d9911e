import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.js';

const fixtureForces = new URL('../../../fixtures/fow4-demo-1020/forces/', import.meta.url).pathname;

interface Hit {
  team: string;
  need: string;
  rules: { name: string; page: string }[];
}
const hitsOf = (stdout: string): Hit[] => JSON.parse(stdout).result.rounds[0].hits;

describe("Small Infantry Teams in an assault (p. 57): the arsenal's small-team rule", () => {
  it('p. 57 worked example: a Confident Veteran Boys anti-tank rifle team needs 4+ to hit, not 3+ (quick mode)', async () => {
    const r = await runCli([
      'assault',
      '--attacker',
      'Boys anti-tank rifle:1',
      '--attacker-rating',
      'confident-veteran',
      '--defender',
      'Rifle/MG team:1',
      '--defender-arsenal',
      'british',
      '--dice',
      '1,1,4',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const [hit] = hitsOf(r.stdout);
    expect(hit!.team).toBe('Boys anti-tank rifle');
    expect(hit!.need).toBe('4+');
    expect(hit!.rules.map((x) => `${x.name} (${x.page})`)).toContain(
      'Small Infantry Teams (+1 to hit in assaults) (p. 57)',
    );
  });

  it('p. 57 in game mode: the Boys teams of a British unit need 4+ (the Leader, a Rifle/MG team, 3+)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'umpire-small-'));
    // The demo forces before issue 28 evened the demo battle: a Grenadier Platoon of 10 teams.
    cpSync(fixtureForces, join(dir, 'forces'), { recursive: true });
    const force = join(dir, 'forces', 'british-armoured-squadron.yaml');
    const text = readFileSync(force, 'utf8')
      .replace('arsenals: [british]', 'arsenals: [british, rulebook-examples]')
      .replace(
        'ratings: { motivation: confident, skill: trained }',
        'ratings: { motivation: confident, skill: veteran }',
      )
      .replace(
        /(\n {6}- name: 1st Troop\n)/,
        '\n      - name: Boys Section\n        teams:\n          - { team: Rifle/MG team }\n          - { team: Boys anti-tank rifle, count: 2 }\n        leader: Rifle/MG team\n        points: 10$1',
      );
    writeFileSync(force, text);
    const game = join(dir, 'g.yaml');
    const made = await runCli([
      'new',
      '--side',
      `British=${force}`,
      '--side',
      `German=${join(dir, 'forces', 'german-grenadierkompanie.yaml')}`,
      '-o',
      game,
      '--seed',
      '1',
    ]);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    // Defensive Fire: 10 German teams, 21 dice, all miss; to hit: the Leader 3, each Boys team 4; then the Counterattack die fails.
    const dice = [...Array(21).fill(1), 3, 4, 4, 1].join(',');
    const r = await runCli([
      'assault',
      '--game',
      game,
      '--unit',
      'Boys Section',
      '--target',
      '1st Grenadier Platoon',
      '--dice',
      dice,
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const needs = Object.fromEntries(hitsOf(r.stdout).map((h) => [h.team, h.need]));
    expect(needs).toEqual({ 'Boys Section/1': '3+', 'Boys Section/2': '4+', 'Boys Section/3': '4+' });
    expect(
      hitsOf(r.stdout).every((h) => h.need === '3+' || h.rules.some((x) => x.name.startsWith('Small Infantry Teams'))),
    ).toBe(true);
  });
});
