/**
 * Schemas refuse what the rules cannot mean (#31 item 5): an impossible dice state, two sides of
 * one name, an absurd turn in a game file; in a `resolve` situation, armour out of range, a declared
 * target or a within6 team that is not a target team, a team id given twice, a zero or mismatched
 * range. Each is one sentence at file:line:col, exit 2, with "did you mean" where a name was meant.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { copyDemo } from '../rulesets/fow4/bridge/helpers.js';
import { tempFile } from './helpers.js';

/** The demo game with one edit by hand; `status` must refuse it in one sentence naming `words`. */
async function gameRefused(edit: (text: string) => string, words: RegExp): Promise<void> {
  const file = copyDemo();
  const text = readFileSync(file, 'utf8');
  const edited = edit(text);
  expect(edited).not.toBe(text);
  writeFileSync(file, edited);
  const r = await runCli(['status', file]);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/^umpire: .*demo-game\.yaml:\d+:\d+: /);
  expect(r.stderr).toMatch(words);
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

const example = readFileSync(new URL('../../scenarios/examples/fow4-shoot.yaml', import.meta.url), 'utf8');

/** The bundled fow4.shoot example with one edit; `resolve` must refuse it at file:line:col naming `words`. */
async function situationRefused(edit: (text: string) => string, words: RegExp): Promise<void> {
  const edited = edit(example);
  expect(edited).not.toBe(example);
  const r = await runCli(['resolve', tempFile('s.yaml', edited), '--seed', '1']);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/^umpire: .*s\.yaml:\d+:\d+: /);
  expect(r.stderr).toMatch(words);
}

describe('game files: what the rules cannot mean is refused', () => {
  it('a dice state the generator cannot have (wrong length, all zeros)', async () => {
    await gameRefused(
      (t) => t.replace(/state: \[[^\]]*\]/, 'state: [1, 2, 3]'),
      /the dice state is the 4 numbers umpire saved, or \[\] to start again from the seed/,
    );
    await gameRefused(
      (t) => t.replace(/state: \[[^\]]*\]/, 'state: [0, 0, 0, 0]'),
      /a dice state of four zeros would roll the same die forever/,
    );
  });

  it('both sides with one name, and a turn of 10^12', async () => {
    const names = [...readFileSync(copyDemo(), 'utf8').matchAll(/\n {2}- name: (.*)/g)].map((m) => m[1]!);
    await gameRefused(
      (t) => t.replace(`\n  - name: ${names[1]}`, `\n  - name: ${names[0]}`),
      new RegExp(`both sides are named '${names[0]}'`),
    );
    await gameRefused((t) => t.replace(/\nturn: \d+/, '\nturn: 1000000000000'), /a game lasts at most 1000 turns/);
  });
});

describe('resolve situations: what the rules cannot mean is refused', () => {
  it('target armour below 0 or absurd', async () => {
    await situationRefused(
      (t) => t.replace('armour: { front: 6, side: 4, top: 1 }', 'armour: { front: 6, side: 4, top: -1 }'),
      /s\.yaml:40:47: 'top' must be at least 0, not -1/,
    );
    await situationRefused(
      (t) => t.replace('armour: { front: 6, side: 4, top: 1 }', 'armour: { front: 6, side: 4, top: 1000000000000 }'),
      /s\.yaml:40:47: .*(at most 30|armour ratings are whole numbers from 0 to 30)/,
    );
  });

  it('a declared target or a within6 team that is not a target team, with the nearest id', async () => {
    await situationRefused(
      (t) => t.replace('target: Sherman 1', 'target: Nobody'),
      /s\.yaml:11:17: the declared target 'Nobody' is not a target team/,
    );
    await situationRefused(
      (t) => t.replace('within6: [Sherman 2, Sherman 3]', 'within6: [Sherman 2, Sherman 33]'),
      /the within6 names 'Sherman 33'|within6 names 'Sherman 33', which is not a target team; did you mean 'Sherman 3'\?/,
    );
  });

  it('a team id given twice', async () => {
    await situationRefused(
      (t) => t.replace('- { id: Sherman 3, profile: *sherman }', '- { id: Sherman 2, profile: *sherman }'),
      /the team id 'Sherman 2' is given twice/,
    );
  });

  it('a range of 0"/0cm, or inches and cm that do not pair', async () => {
    await situationRefused(
      (t) => t.replace('range: { inches: 32, cm: 80 }', 'range: { inches: 0, cm: 0 }'),
      /a distance of 0 means nothing here/,
    );
    await situationRefused(
      (t) => t.replace('range: { inches: 32, cm: 80 }', 'range: { inches: 16, cm: 99 }'),
      /16" is 40cm, not 99cm; did you mean 16"\/40cm\?/,
    );
  });
});
