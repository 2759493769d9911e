/**
 * The terminal-output standards, command by command (in-process, small inputs): the human form
 * fits 80 columns (wrapped at words: only a single word longer than the line may stick out), no
 * colour codes without a terminal, and its --json twin is valid JSON with nothing else on stdout;
 * the help of every command and subcommand fits 80 columns. `schema` and `resolve` print JSON
 * either way (a file for editors, a full result for programs): theirs is checked as JSON.
 */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildProgram } from '../../src/cli/main.js';
import { releaseAllLocks } from '../../src/game/lock.js';
import { stringify } from 'yaml';
import { fixtureData } from '../rulesets/panzerfaust/fixture-tables.js';
import { runCli } from './run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'umpire-output-'));
const at = (name: string) => join(dir, name);
/** What the environment says about colour, put back after. */
const saved = {
  NO_COLOR: process.env.NO_COLOR,
  FORCE_COLOR: process.env.FORCE_COLOR,
  COLUMNS: process.env.COLUMNS,
  UMPIRE_PANZERFAUST_TABLES: process.env.UMPIRE_PANZERFAUST_TABLES,
};

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[/;
const WIDTH = 80;

/** The lines of `text` wider than 80 columns that had a space to break at (after their indent or list marker). */
const wide = (text: string) =>
  text.split('\n').filter((l) => l.length > WIDTH && /\s/.test(l.replace(/^\s*(?:[-*•] )?/, '')));

beforeAll(async () => {
  delete process.env.NO_COLOR;
  delete process.env.FORCE_COLOR;
  delete process.env.COLUMNS;
  // TEST DATA, NOT THE BOOK'S NUMBERS: Panzerfaust's lost table values, made up (fixture-tables.ts).
  writeFileSync(at('pf-tables.yaml'), stringify(fixtureData()));
  process.env.UMPIRE_PANZERFAUST_TABLES = at('pf-tables.yaml');
  for (const ed of ['fow4', 'fow3']) {
    for (const f of ['demo-game.yaml', 'demo-game.journal.jsonl', 'forces'])
      cpSync(join('scenarios', ed, f), join(dir, ed, f), { recursive: true });
  }
  for (const [ruleset, file] of [
    ['panzerfaust', 'pf.yaml'],
    ['combat-infantry', 'ci.yaml'],
  ] as const) {
    const r = await runCli(['new', '--ruleset', ruleset, '-o', at(file), '--seed', '3']);
    expect(r.code, r.stderr).toBe(0);
  }
  for (let i = 0; i < 2; i++) {
    const file = fow4Copy();
    const r = await runCli(['shoot', '--game', file, '--unit', '1st Troop', '--target', 'StuG Platoon']);
    expect(r.code, r.stderr).toBe(0);
    shotGames.push(file);
  }
  releaseAllLocks();
}, 60_000);

afterAll(() => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
});

const fow4 = () => at('fow4/demo-game.yaml');
let copies = 0;
/** Games with a shooting to undo, one for each form of `undo`. */
const shotGames: string[] = [];
/** A fresh copy of the fow4 demo game (a shooting changes it). */
const fow4Copy = () => {
  const to = at(`fow4-${++copies}`);
  cpSync(at('fow4'), to, { recursive: true });
  return join(to, 'demo-game.yaml');
};
const fow3 = () => at('fow3/demo-game.yaml');

/** Each command on a small input: its human form; the same with --json is its twin. */
const CASES: readonly (readonly [name: string, args: () => string[], jsonAlways?: 'json always'])[] = [
  ['roll a pool', () => ['roll', '12', '--need', '4+', '--reroll', 'failed', '--seed', '1']],
  ['roll a sum', () => ['roll', '2d6', '--seed', '1']],
  ['roll under', () => ['roll', '3d6', '--under', '11', '--seed', '1']],
  ['roll odds', () => ['roll', '8', '--need', '3+', '--odds']],
  [
    'shoot fow4',
    () => ['shoot', '3 Panzer IV H', '--at', '4 Sherman V', '--target-skill', 'veteran', '--long-range', '--seed', '7'],
  ],
  ['shoot fow4 game', () => ['shoot', '--game', fow4Copy(), '--unit', '1st Troop', '--target', 'StuG Platoon']],
  [
    'shoot fow3',
    () => ['shoot', '2 Sherman V', '--at', '1 StuG G', '--ruleset', 'fow3', '--target-skill', 'veteran', '--seed', '3'],
  ],
  [
    'shoot panzerfaust (test-data table)',
    () => [
      'shoot',
      '--ruleset',
      'panzerfaust',
      '--team',
      '3 Rifle Team',
      '--ff',
      '4',
      '--class',
      'veteran',
      '--cover',
      'soft',
      '--prone',
      '--dice',
      '6',
    ],
  ],
  ['shoot combat-infantry', () => ['shoot', 'F3 x3', '--at', '3 3', '--ruleset', 'combat-infantry', '--seed', '2']],
  [
    'test fow4',
    () => ['test', 'rally', '--motivation', 'confident', '--skill', 'trained', '--commander', 'yes', '--dice', '2,5'],
  ],
  [
    'test fow4 odds',
    () => ['test', 'remount', '--motivation', 'confident', '--skill', 'trained', '--rules', 'protected-ammo', '--odds'],
  ],
  ['test list', () => ['test', 'list']],
  [
    'test fow3',
    () => ['test', 'rally', '--ruleset', 'fow3', '--motivation', 'confident', '--commander', 'yes', '--dice', '2,5'],
  ],
  [
    'test panzerfaust',
    () => [
      'test',
      'morale',
      '--ruleset',
      'panzerfaust',
      '--rating',
      'elite',
      '--afv',
      '--lost',
      '3',
      '--defending',
      'hill-or-woods',
      '--dice',
      '1,3,4',
    ],
  ],
  [
    'test combat-infantry',
    () => ['test', 'morale', '--rating', '7', '--hq', '8', '--ruleset', 'combat-infantry', '--dice', '8'],
  ],
  ['resolve', () => ['resolve', 'test/fixtures/odds-shot.yaml', '--seed', '12'], 'json always'],
  [
    'bombard fow4',
    () => [
      'bombard',
      '--battery',
      '4 15cm sFH18',
      '--skill',
      'veteran',
      '--under',
      '3 T-34/85',
      '--friendly',
      '10',
      '--seed',
      '4',
    ],
  ],
  [
    'bombard panzerfaust',
    () => [
      'bombard',
      '--ruleset',
      'panzerfaust',
      '--target',
      'infantry',
      '--calibre',
      '60',
      '--mortar',
      '--first-shot',
      '--protection',
      'dug-in',
      '--dice',
      '1,1,2',
    ],
  ],
  ['aircraft arrive', () => ['aircraft', 'arrive', '--cas', '--seed', '3']],
  ['new fow4', () => ['new', '-o', at('new4.yaml'), '--seed', '42', '--force']],
  ['status fow4', () => ['status', fow4()]],
  ['status fow3', () => ['status', fow3()]],
  ['status panzerfaust', () => ['status', at('pf.yaml')]],
  ['status combat-infantry', () => ['status', at('ci.yaml')]],
  ['undo list', () => ['undo', fow4(), '--list']],
  ['undo', () => ['undo', shotGames.shift()!]],
  [
    'validate',
    () => [
      'validate',
      'scenarios/fow4/forces/british-armoured-squadron.yaml',
      'scenarios/fow4/forces/german-grenadierkompanie.yaml',
    ],
  ],
  ['schema', () => ['schema', 'force'], 'json always'],
  [
    'import',
    () => [
      'import',
      'test/fixtures/rosters/bsdata/british-sherman-squadron.rosz',
      '-o',
      at('imported.yaml'),
      '--force',
    ],
  ],
  ['tables panzerfaust', () => ['tables', 'panzerfaust', '--check']],
  ['tables combat-infantry', () => ['tables', 'combat-infantry', '--check']],
  [
    'assault fow4',
    () => [
      'assault',
      '--attacker',
      'Sherman V:3',
      '--defender',
      'Rifle/MG team:4,Panzerfaust SMG team',
      '--defender-arsenal',
      'german',
      '--seed',
      '7',
    ],
  ],
  [
    'assault panzerfaust (test-data table)',
    () => [
      'assault',
      '--ruleset',
      'panzerfaust',
      '--attacker',
      '4 Rifle Team',
      '--attacker-class',
      'veteran',
      '--charged',
      '--defender',
      '2 SMG Team',
      '--defender-class',
      'conscript',
      '--defender-cover',
      'hard',
      '--dice',
      '4,2',
    ],
  ],
  [
    'assault combat-infantry',
    () => [
      'assault',
      '--attackers',
      '3F4m7 3F4m7',
      '--defenders',
      '4F3m7 2F4m7/mg',
      '--uphill',
      '--ruleset',
      'combat-infantry',
      '--seed',
      '5',
    ],
  ],
  [
    'odds shoot',
    () => ['odds', 'shoot', '3 Panzer IV H', '--at', '4 Sherman V', '--target-skill', 'veteran', '--long-range'],
  ],
  [
    'odds test',
    () => ['odds', 'test', 'rally', '--motivation', 'confident', '--skill', 'trained', '--commander', 'yes'],
  ],
  [
    'odds bombard',
    () => ['odds', 'bombard', '--battery', '4 15cm sFH18', '--skill', 'veteran', '--under', '3 T-34/85'],
  ],
  ['demo', () => ['demo', '--turns', '1', '--seed', '7']],
];

describe('every command: 80 columns and no colour without a terminal; a --json twin that is JSON', () => {
  for (const [name, args, jsonAlways] of CASES)
    it(
      name,
      async () => {
        const human = await runCli(args());
        releaseAllLocks();
        expect(human.code, human.stderr).toBe(0);
        expect(human.stdout.trim().length).toBeGreaterThan(0);
        if (jsonAlways) expect(() => JSON.parse(human.stdout)).not.toThrow();
        else expect(wide(human.stdout)).toEqual([]);
        expect(ANSI.test(human.stdout + human.stderr)).toBe(false);

        const twin = await runCli([...args(), '--json']);
        releaseAllLocks();
        expect(twin.code, twin.stderr).toBe(0);
        expect(ANSI.test(twin.stdout + twin.stderr)).toBe(false);
        expect(() => JSON.parse(twin.stdout), twin.stdout.slice(0, 200)).not.toThrow();
      },
      60_000,
    );
});

describe('help fits 80 columns', () => {
  it('umpire --help and the help of every command and subcommand', async () => {
    const program = await buildProgram();
    const paths: string[][] = [];
    const walk = (cmd: Command, path: string[]) => {
      for (const sub of cmd.commands) {
        if (sub.name() === 'help') continue;
        paths.push([...path, sub.name()]);
        walk(sub, [...path, sub.name()]);
      }
    };
    walk(program, []);
    expect(paths.length).toBeGreaterThan(15);
    const tooWide: string[] = [];
    for (const p of [[], ...paths]) {
      const r = await runCli([...p, '--help']);
      expect(r.code, `${p.join(' ')}: ${r.stderr}`).toBe(0);
      expect(ANSI.test(r.stdout)).toBe(false);
      tooWide.push(...wide(r.stdout).map((l) => `umpire ${p.join(' ')} --help: ${l}`));
    }
    expect(tooWide).toEqual([]);
  }, 120_000);
});

/** A misspelt option for every command (and the option meant). */
const MISSPELT: readonly (readonly [args: () => string[], meant: string])[] = [
  [() => ['play', fow4(), '--scrip'], '--script'],
  [() => ['demo', '--turn', '1'], '--turns'],
  [() => ['roll', '3', '--ned', '4'], '--need'],
  [() => ['shoot', '3 Panzer IV H', '--at', '4 Sherman V', '--jsn'], '--json'],
  [() => ['shoot', '--ruleset', 'panzerfaust', '--team', '3 Rifle Team', '--clas', 'veteran'], '--class'],
  [() => ['test', 'rally', '--motivaton', 'confident'], '--motivation'],
  [() => ['resolve', 'test/fixtures/odds-shot.yaml', '--sed', '1'], '--seed'],
  [() => ['bombard', '--batery', '4 15cm sFH18'], '--battery'],
  [() => ['aircraft', 'arrive', '--cass'], '--cas'],
  [() => ['new', '--sid', 'x'], '--side'],
  [() => ['status', fow4(), '--jsn'], '--json'],
  [() => ['undo', fow4(), '--lst'], '--list'],
  [() => ['validate', 'scenarios/fow4/forces/british-armoured-squadron.yaml', '--jsn'], '--json'],
  [() => ['schema', 'force', '--procedur', 'x'], '--procedure'],
  [() => ['import', 'x.rosz', '--ouput', 'y.yaml'], '--output'],
  [() => ['tables', 'panzerfaust', '--chek'], '--check'],
  [() => ['assault', '--atacker', 'Sherman V:3'], '--attacker'],
  [() => ['odds', 'shoot', '3 Panzer IV H', '--at', '4 Sherman V', '--long-rang'], '--long-range'],
  [() => ['odds', 'test', 'rally', '--motivaton', 'confident'], '--motivation'],
  [() => ['rol', '3'], 'roll'],
];

/** Bad input where there is a file: one sentence that names it at file:line:col. */
const BAD_FILES: readonly (readonly [name: string, args: () => string[], where: RegExp])[] = [
  [
    'validate a force with a YAML error',
    () => ['validate', write('bad-force.yaml', 'name: x\n  units: [\n')],
    /bad-force\.yaml:\d+:\d+: /,
  ],
  [
    'status of a file that is not a game',
    () => ['status', 'scenarios/fow4/forces/british-armoured-squadron.yaml'],
    /british-armoured-squadron\.yaml:\d+:\d+: /,
  ],
  [
    'resolve an unknown key',
    () => ['resolve', write('bad-shot.yaml', 'procedure: fow4.shoot\nsituaton: {}\n')],
    /bad-shot\.yaml:2:1: unknown key .*did you mean/,
  ],
  [
    'import a broken roster',
    () => ['import', 'test/fixtures/rosters/bsdata/e3-broken-xml.ros', '-o', at('broken.yaml')],
    /e3-broken-xml\.ros:32:56: /,
  ],
  [
    'new from a force that is not there',
    () => [
      'new',
      '--side',
      `British=${at('none.yaml')}`,
      '--side',
      'German=scenarios/fow4/forces/german-grenadierkompanie.yaml',
      '-o',
      at('n.yaml'),
    ],
    /none\.yaml/,
  ],
];

function write(name: string, text: string): string {
  writeFileSync(at(name), text);
  return at(name);
}

/** One sentence on stderr ("umpire: ...", then at most an indented hint or excerpt), exit 2, no stack trace, nothing on stdout. */
function refusedInOneSentence(r: { stdout: string; stderr: string; code: number }): void {
  expect(r.code, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  const [first, ...rest] = r.stderr.trimEnd().split('\n');
  expect(first).toMatch(/^umpire: \S/);
  for (const l of rest) expect(l).toMatch(/^ {2}\S|^ {2}\s*\d* \|/);
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

describe('bad input: one sentence, exit 2, no stack trace', () => {
  for (const [args, meant] of MISSPELT)
    it(`${args().slice(0, 2).join(' ')}: a misspelt option is refused with "did you mean ${meant}?"`, async () => {
      const r = await runCli(args());
      releaseAllLocks();
      refusedInOneSentence(r);
      expect(r.stderr.split('\n')[0]).toContain(`did you mean ${meant}?`);
    });

  for (const [name, args, where] of BAD_FILES)
    it(name, async () => {
      const r = await runCli(args());
      releaseAllLocks();
      if (args()[0] === 'validate') {
        // validate reports on stdout, one file a line, each problem at file:line:col.
        expect(r.code).toBe(2);
        expect(r.stdout).toMatch(where);
        expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /);
        return;
      }
      refusedInOneSentence(r);
      expect(r.stderr.split('\n')[0]).toMatch(where);
    });
});

describe('colour on a terminal only, and never with NO_COLOR', () => {
  /** `roll` run in a fresh copy of the CLI (the colours are chosen once a process) with stdout a terminal or not. */
  async function rollOn(tty: boolean, noColor: boolean): Promise<string> {
    vi.resetModules();
    const { runCli: fresh } = await import('./run-cli.js');
    const was = process.stdout.isTTY;
    process.stdout.isTTY = tty;
    if (noColor) process.env.NO_COLOR = '1';
    try {
      return (await fresh(['roll', '12', '--need', '4+', '--seed', '1'])).stdout;
    } finally {
      process.stdout.isTTY = was;
      delete process.env.NO_COLOR;
    }
  }

  it('a terminal gets colour; NO_COLOR takes it away; a pipe never has it', async () => {
    expect(ANSI.test(await rollOn(true, false))).toBe(true);
    expect(ANSI.test(await rollOn(true, true))).toBe(false);
    expect(ANSI.test(await rollOn(false, false))).toBe(false);
  }, 30_000);
});
