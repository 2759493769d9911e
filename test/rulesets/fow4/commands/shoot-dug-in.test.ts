import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.js';

const rifle = ['1 Rifle', '--shooter-type', 'infantry', '--rof', '1', '--anti-tank', '2', '--firepower', '6'];

async function json(args: string[]) {
  const r = await runCli(args);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
}

describe('--dug-in: Foxholes and Gone to Ground (pp. 24, 33, 39)', () => {
  it('p. 24: a dug-in Infantry team is Concealed and Gone to Ground (+2: Trained, hit on 3+, needs 5+) and in Bulletproof Cover; the rules applied say so', async () => {
    // to hit 6; infantry save 1 fails; Bulletproof Cover: Firepower 6 destroys it.
    const j = await json([
      'shoot',
      ...rifle,
      '--at',
      '1 Rifle team',
      '--save',
      '3+',
      '--dug-in',
      '--dice',
      '6,1,6',
      '--json',
    ]);
    const shot = j.result.shooters[0].shots[0];
    expect(shot.need).toBe(5);
    expect(j.situation.targets[0].teams[0].state).toEqual({ goneToGround: true, foxholes: true });
    expect(j.result.teams[0].outcome).toBe('destroyed');
    const cites = j.result.rules.map((r: { name: string; page: string }) => `${r.name} (${r.page})`);
    expect(cites).toContain('Foxholes: Infantry and Gun teams Concealed and in Bulletproof Cover (p. 24)');
    expect(cites).toContain('Gone to Ground (p. 33)');
    expect(cites).toContain('Bulletproof Cover (p. 39)');
  });

  it('p. 39: the Firepower test of Bulletproof Cover saves a dug-in team that fails its save', async () => {
    const j = await json([
      'shoot',
      ...rifle,
      '--at',
      '1 Rifle team',
      '--save',
      '3+',
      '--dug-in',
      '--dice',
      '6,1,5',
      '--json',
    ]);
    expect(j.result.teams[0].outcome).not.toBe('destroyed');
  });

  it('p. 24: Foxholes do not protect a Tank team: dug in, it is only Gone to Ground (no Concealment: 3+ as in the open)', async () => {
    const j = await json([
      'shoot',
      ...rifle,
      '--at',
      '1 Sherman',
      '--armour',
      '6/4/1',
      '--dug-in',
      '--dice',
      '4,6',
      '--json',
    ]);
    expect(j.result.shooters[0].shots[0].need).toBe(3);
    expect(j.result.rules.map((r: { id: string }) => r.id)).not.toContain('fow4.foxholes-cover');
  });

  it('odds shoot: --dug-in gives the same chances as --concealed --gone-to-ground --bulletproof', async () => {
    const base = ['odds', 'shoot', ...rifle, '--at', '2 Rifle team', '--save', '3+', '--json'];
    const dug = await json([...base, '--dug-in']);
    const spelled = await json([...base, '--concealed', '--gone-to-ground', '--bulletproof']);
    expect(dug.hitsByGroup[0].pHit.fraction).toBe('1/3');
    for (const key of ['hits', 'hitsByGroup', 'teams', 'pinned']) expect(dug[key]).toEqual(spelled[key]);
  });
});
