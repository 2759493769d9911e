/**
 * A ruleset command declares to commander only the options its command line can touch
 * (optionsToDeclare, issue 32); commander must then give what it gives with every option declared.
 */
import { Command, Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { optionsToDeclare } from '../../src/cli/ruleset-command.js';
import type { AnyOption } from '../../src/rulesets/contract.js';
import { loadRulesets } from '../../src/rulesets/index.js';
import { seededDraws } from '../helpers.js';

const longs = (os: readonly Option[]) => os.map((o) => o.long);

describe('optionsToDeclare', () => {
  const options = () => [
    new Option('--battery <spec>'),
    new Option('--skill <rating>').default('trained'),
    new Option('--terrain'),
    new Option('--no-sight'),
    new Option('--salvo'),
    new Option('--no-salvo'),
    new Option('--night'),
    new Option('--smoke [weapons]'),
  ];

  it('the options named, as --name or --name=value, with those that give a value unnamed, in the entry order', () => {
    expect(longs(optionsToDeclare(['--night', '3 guns', '--battery=2 guns'], options()))).toEqual([
      '--battery',
      '--skill',
      '--no-sight',
      '--salvo',
      '--no-salvo',
      '--night',
    ]);
  });

  it('both halves of a --x / --no-x pair (the default of --no-x depends on --x being declared)', () => {
    const pairs = [new Option('--full'), new Option('--no-full'), new Option('--other')];
    expect(longs(optionsToDeclare([], pairs))).toEqual(['--full', '--no-full']);
  });

  it('every option when the line has a short flag, a negative number or a lone "-"', () => {
    for (const argv of [['-o', 'x'], ['--battery', '-3'], ['-'], ['-abc']])
      expect(optionsToDeclare(argv, options())).toHaveLength(8);
  });

  it('an environment variable or a mandatory option is always declared', () => {
    const os = [
      new Option('--a <x>').env('UMPIRE_TEST_A'),
      new Option('--b <x>').makeOptionMandatory(),
      new Option('--c'),
    ];
    expect(longs(optionsToDeclare([], os))).toEqual(['--a', '--b']);
  });
});

/** Seeded draws: the same command lines on every run. */
const draws = seededDraws;

/** What commander gives for a command line: the values in their order and the operands, or the error. */
function parse(options: readonly AnyOption[], argv: readonly string[]): unknown {
  const own = new Command('umpire x').exitOverride().allowExcessArguments();
  own.configureOutput({ writeOut: () => {}, writeErr: () => {} });
  for (const o of options) own.addOption(o);
  (own as unknown as { unknownOption(flag: string): never }).unknownOption = (flag: string) => {
    throw new Error(`unknown ${flag}`);
  };
  try {
    own.parse([...argv], { from: 'user' });
    return { opts: Object.entries(own.opts()), args: own.args };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** A command line of a few of the entry's options (some as --name=value), an operand, now and then a flag it does not take or a short flag. */
function commandLine(options: readonly AnyOption[], pick: (n: number) => number): string[] {
  const argv: string[] = [];
  for (let i = 0, n = 1 + pick(4); i < n; i++) {
    const o = options[pick(options.length)]!;
    const flag = o.long ?? o.short!;
    const value = o.argChoices ? o.argChoices[pick(o.argChoices.length)]! : ['3', '2 guns', 'x', 'veteran'][pick(4)]!;
    if (!o.required && !o.optional) argv.push(flag);
    else if (o.long && pick(3) === 0) argv.push(`${flag}=${value}`);
    else if (o.optional && pick(2) === 0) argv.push(flag);
    else argv.push(flag, value);
  }
  if (pick(4) === 0) argv.splice(pick(argv.length + 1), 0, '3 Sherman V');
  if (pick(8) === 0) argv.push('--bogus');
  if (pick(8) === 0) argv.push('-o', 'out.yaml');
  return argv;
}

describe('every ruleset command, declared in part, parses as declared in full', () => {
  it('the same values in the same order, operands and errors on seeded command lines of each entry', async () => {
    const pick = draws(32);
    let lines = 0;
    for (const ruleset of await loadRulesets()) {
      for (const [key, slot] of Object.entries(ruleset.commands)) {
        if ('declined' in slot) continue;
        const entry = await slot.load();
        if (entry.options().length === 0) continue;
        for (let i = 0; i < 4; i++) {
          const argv = commandLine(entry.options(), pick);
          const all = parse(entry.options(), argv);
          const fresh = entry.options();
          const part = parse(optionsToDeclare(argv, fresh), argv);
          expect(part, `${ruleset.id} ${key} ${argv.join(' ')}`).toEqual(all);
          lines++;
        }
      }
    }
    expect(lines).toBeGreaterThan(40);
  });
});
