import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESET_COMMANDS } from '../../src/rulesets/contract.js';
import { loadRulesets, RULESET_IDS } from '../../src/rulesets/index.js';
import { runCli } from './run-cli.js';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe('the Ruleset contract', () => {
  it('every registered ruleset implements or declines every ruleset command', async () => {
    const rulesets = await loadRulesets();
    expect(rulesets.map((r) => r.id)).toEqual(RULESET_IDS);
    for (const r of rulesets) {
      for (const command of RULESET_COMMANDS) {
        const slot = r.commands[command];
        expect(slot, `${r.id} ${command}`).toBeDefined();
        if (slot && 'declined' in slot) expect(slot.declined, `${r.id} ${command}`).toMatch(/^\S.*\S$/);
        else if (slot) expect(typeof (await slot.load()).run, `${r.id} ${command}`).toBe('function');
      }
    }
  });

  it('no file in src/cli names a ruleset or imports from a ruleset folder', () => {
    const offending = files('src/cli').flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ f, i: i + 1, line }))
        .filter(({ line }) => /rulesets\/(fow3|fow4)|'fow[34]'|"fow[34]"/.test(line))
        .map(({ f, i, line }) => `${f}:${i}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});

describe('umpire shoot under Open Fire (fow3)', () => {
  it('--weapon fires only that weapon (no hull or co-ax MG)', async () => {
    const r = await runCli([
      'shoot',
      '1 Sherman V',
      '--at',
      '1 StuG G',
      '--ruleset',
      'fow3',
      '--weapon',
      'M3 75mm gun',
      '--seed',
      '3',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    const j = JSON.parse(r.stdout) as { result: { shots: { weapon: string }[] } };
    expect(j.result.shots.map((s) => s.weapon)).toEqual(['M3 75mm gun']);
  });

  it('without --weapon a Sherman fires its gun and both MGs', async () => {
    const r = await runCli(['shoot', '1 Sherman V', '--at', '1 StuG G', '--ruleset', 'fow3', '--seed', '3', '--json']);
    const j = JSON.parse(r.stdout) as { result: { shots: { weapon: string }[] } };
    expect(j.result.shots.map((s) => s.weapon)).toContain('M3 75mm gun');
    expect(j.result.shots.length).toBe(3);
  });

  it('an unknown weapon is refused with the weapons the team has', async () => {
    const r = await runCli([
      'shoot',
      '1 Sherman V',
      '--at',
      '1 StuG G',
      '--ruleset',
      'fow3',
      '--weapon',
      'x',
      '--seed',
      '3',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Sherman V has no weapon "x"/);
  });

  it.each(['--smoke', '--night', '--target-motivation', '--is-hit-on'])(
    '%s is not an Open Fire option: refused in one sentence, exit 2',
    async (flag) => {
      const args = [
        'shoot',
        '1 Sherman V',
        '--at',
        '1 StuG G',
        '--ruleset',
        'fow3',
        flag,
        ...(flag === '--smoke' || flag === '--night' ? [] : ['3+']),
        '--seed',
        '3',
      ];
      const r = await runCli(args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(
        new RegExp(
          `^umpire: Flames Of War 3rd edition, Open Fire! \\(--ruleset fow3\\) shoot does not take ${flag}( \\(did you mean --[a-z-]+\\?\\))?; (it takes --at, --weapon, |\`umpire shoot --ruleset fow3 --help\` lists its \\d+ options)`,
        ),
      );
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    },
  );

  it('a misspelt option gets "did you mean"', async () => {
    const r = await runCli(['shoot', '1 Sherman V', '--at', '1 StuG G', '--ruleset', 'fow3', '--weapn', 'M3 75mm gun']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('does not take --weapn (did you mean --weapon?)');
  });

  it('the same options still work under fow4', async () => {
    const r = await runCli([
      'shoot',
      '3 Panzer IV H',
      '--at',
      '4 Sherman V',
      '--smoke',
      '--night',
      '--seed',
      '2',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    const j = JSON.parse(r.stdout);
    expect(j.situation.night).toBe(true);
    expect(j.situation.shooter.teams[0].pairs[j.situation.targets[0].teams[0].id].smoke).toBe(true);
  });

  it("--help shows each ruleset's options in its own group and the examples of both", async () => {
    const r = await runCli(['shoot', '--help']);
    expect(r.stdout).toMatch(/Flames Of War 4th edition \(--ruleset fow4\):\n\s+--at <target\.\.\.>/);
    expect(r.stdout).toMatch(/Flames Of War 3rd edition, Open Fire! \(--ruleset fow3\):\n\s+--at <target\.\.\.>/);
    expect(r.stdout).toContain('umpire shoot "2 Sherman V" --at "1 StuG G" --ruleset fow3');
    expect(r.stdout).toContain('umpire shoot "3 Panzer IV H" --at "4 Sherman V"');
  });
});
