import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/main.js';
import { runCli } from './run-cli.js';

describe('help', () => {
  it('every command shows at least one example', async () => {
    const names = (await buildProgram()).commands.map((c) => c.name());
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const r = await runCli(['help', name]);
      expect(`${name}:\n${r.stdout}`).toMatch(/Examples?:\n\s+umpire /);
    }
  });

  it('loads only the commands a command line needs: the one named, none for --version, all for help or a misspelt name', async () => {
    const names = async (...args: string[]) => (await buildProgram(args)).commands.map((c) => c.name());
    expect(await names('shoot', '3 Sherman V', '--at', '2 Panzer IV H')).toEqual(['shoot']);
    expect(await names('odds', 'shoot', '--help')).toEqual(['odds']);
    expect(await names('--version')).toEqual([]);
    const all = await names();
    expect(await names('--help')).toEqual(all);
    expect(await names('help', 'shoot')).toEqual(all);
    const typo = await runCli(['shot', '3 Sherman V']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('shoot');
  });

  it('--version prints the package version', async () => {
    const r = await runCli(['--version']);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(r.code).toBe(0);
  });
});

describe('every help fits 80 columns (issue 27)', () => {
  for (const cmd of [['bombard'], ['odds', 'bombard'], ['aircraft', 'attack'], ['shoot'], ['assault'], ['test']])
    it(`umpire ${cmd.join(' ')} --help: no line over 80 columns`, async () => {
      const r = await runCli([...cmd, '--help']);
      const long = r.stdout.split('\n').filter((l) => l.length > 80);
      expect(long).toEqual([]);
    });
});
