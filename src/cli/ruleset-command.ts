/**
 * The one generic runner behind every command whose meaning depends on the ruleset (shoot,
 * assault, test, ...). The command declares only the generic options (--ruleset, --game, --json,
 * the dice flags, --decide); its action finds the ruleset (--ruleset, else the --game file's
 * `ruleset:`, else the registry's default), loads that ruleset's entry for the command, and parses
 * the command line again with the entry's own options. An option the entry does not declare is
 * refused in one sentence naming the ruleset and the options it takes. Nothing here names a ruleset.
 */
import { Command, Option } from 'commander';
import type { AnyOption, CommandContext, CommandEntry, CommandRun, Ruleset } from '../rulesets/contract.js';
import { nearest } from '../game/suggest.js';
import { RULESET_IDS, loadRuleset, loadRulesets, rulesetIdFor } from '../rulesets/index.js';
import { addDiceOptions } from './dice-flags.js';
import { gameFileArgument } from './game-file-argument.js';
import { InputError } from '../errors/input-error.js';

export interface GenericCommand {
  /** The key of the command in a ruleset's `commands`, e.g. "shoot" or "odds shoot". */
  readonly key: string;
  readonly description: string;
  /** Positional arguments for the usage line, e.g. "[shooters...]" (each entry may give its own). */
  readonly arguments?: string;
  readonly argumentsHelp?: string;
  /** The command rolls dice: --seed, --dice, --manual and --decide. */
  readonly rolls?: boolean;
  /** The command takes --decide answers without rolling (exact odds). */
  readonly decides?: boolean;
  /** The command works on a game file (--game); `gameDefault` names the file when none is given. */
  readonly game?: boolean;
  readonly gameDefault?: string;
  /** The game file is the first positional argument (e.g. `umpire status [game]`), `gameDefault` when absent. */
  readonly gameArgument?: boolean;
  /** The ruleset is the first positional argument (e.g. `umpire tables panzerfaust`). */
  readonly rulesetArgument?: boolean;
  /** Help text shown before the rulesets' sections. */
  readonly help?: string;
}

const SPECS = new WeakMap<Command, GenericCommand>();

type GenericOpts = {
  ruleset?: string;
  game?: string;
  json?: boolean;
  seed?: string;
  dice?: string;
  manual?: boolean;
  decide?: string[];
};

/** Add `umpire <name>` (or a sub-command of `parent`) run by the active ruleset's entry. */
export function registerRulesetCommand(parent: Command, name: string, spec: GenericCommand): Command {
  const cmd = parent.command(name).description(spec.description);
  if (spec.arguments) cmd.argument(spec.arguments, spec.argumentsHelp ?? '');
  cmd.addOption(
    new Option('--ruleset <id>', "the ruleset (default: the --game file's, else the first)").choices(RULESET_IDS),
  );
  if (spec.game) {
    const game = new Option(
      '-g, --game <file>',
      'the game file: units, ratings and table state come from it, and the results are saved to it',
    );
    // With the file as a positional argument, --game is its alias: no default of its own to clash with.
    cmd.addOption(spec.gameDefault && !spec.gameArgument ? game.default(spec.gameDefault) : game);
  }
  cmd.option('--json', 'print the result as JSON');
  if (spec.rolls) {
    addDiceOptions(cmd);
  }
  if (spec.rolls || spec.decides) cmd.option('--decide <answers...>', 'answers to decisions, in order or as id=value');
  cmd.allowUnknownOption().allowExcessArguments();
  cmd.action(async (...params: unknown[]) => {
    const self = params[params.length - 1] as Command;
    await runRulesetCommand(spec, self);
  });
  SPECS.set(cmd, spec);
  return cmd;
}

async function runRulesetCommand(spec: GenericCommand, self: Command): Promise<void> {
  const generic = self.opts<GenericOpts>();
  const argv = [...self.args];
  if (spec.rulesetArgument) {
    const id = argv.find((a) => !a.startsWith('-'));
    if (id === undefined)
      throw new InputError(`name the ruleset: umpire ${spec.key} <ruleset>, one of ${RULESET_IDS.join(', ')}`);
    if (!RULESET_IDS.includes(id)) {
      const near = nearest(id, RULESET_IDS);
      throw new InputError(
        `"${id}" is not a ruleset umpire knows${near ? ` (did you mean ${near}?)` : ''}; the rulesets are ${RULESET_IDS.join(', ')}`,
      );
    }
    if (generic.ruleset !== undefined && generic.ruleset !== id)
      throw new InputError(`--ruleset ${generic.ruleset} does not match the ruleset named, ${id}: give one of them`);
    generic.ruleset = id;
    argv.splice(argv.indexOf(id), 1);
  }
  if (spec.gameArgument)
    generic.game =
      gameFileArgument(
        self.args[0] !== undefined && !self.args[0].startsWith('-') ? self.args[0] : undefined,
        generic.game,
      ) ?? spec.gameDefault;
  const ruleset = await loadRuleset(await rulesetIdFor(generic.ruleset, generic.game));
  const entry = await entryOf(ruleset, spec.key);
  const own = new Command(`umpire ${spec.key}`).exitOverride();
  own.configureOutput(self.configureOutput());
  const args = entry.arguments ?? (spec.rulesetArgument ? undefined : spec.arguments);
  if (args) own.argument(args);
  const options = entry.options();
  // Only the options this line can touch (optionsToDeclare): the same parse, less commander work.
  for (const o of optionsToDeclare(argv, options)) own.addOption(checkedChoices(o));
  (own as unknown as { unknownOption(flag: string): never }).unknownOption = (flag: string) => {
    throw new InputError(
      refusal(
        ruleset,
        spec.key,
        flag.split('=')[0]!,
        options,
        self.options.map((o) => o.long ?? ''),
      ),
    );
  };
  own.parse(argv, { from: 'user' });
  const { commandContext } = await import('./command-context.js');
  const ctx: CommandContext = await commandContext(own.args, { ...own.opts(), ...generic }, generic);
  await entry.run(ctx);
}

/**
 * The options of a command entry that one command line can touch, the only ones commander is
 * given (issue 32: declaring an option costs commander work, its flags split, its name camel-cased,
 * a listener, a conflict scan; `odds bombard` declared its 27 on every run, about a sixth of its
 * compute figure). They are: each option the line names (`--name`, `--name=value`); each that
 * gives a value without being named (a default, a `--no-` flag, an environment variable, a
 * mandatory one); and the other half of a `--x` / `--no-x` pair of any of these (commander gives
 * `--no-x`'s default only when `--x` is not declared before it). Every option when the line has a
 * short flag (`-o`, `-abc`, `-3`, a lone `-`), which is not worth reading apart. In the entry's
 * order, so that commander sees them as it would see them all. What commander gives is then the
 * same as with every option declared: the values and their order, the operands and the errors (a
 * flag not declared is refused with the entry's whole list, `refusal`).
 */
export function optionsToDeclare<O extends Option>(argv: readonly string[], options: readonly O[]): O[] {
  if (argv.some((a) => a.startsWith('-') && !a.startsWith('--'))) return [...options];
  const named = new Set(argv.filter((a) => a.startsWith('--')).map((a) => a.split('=')[0]));
  const chosen = new Set(
    options.filter(
      (o) =>
        (o.long !== undefined && named.has(o.long)) ||
        o.negate ||
        o.defaultValue !== undefined ||
        o.envVar !== undefined ||
        o.mandatory,
    ),
  );
  for (const o of [...chosen]) {
    if (o.long === undefined) continue;
    const other = o.long.startsWith('--no-') ? `--${o.long.slice(5)}` : `--no-${o.long.slice(2)}`;
    const pair = options.find((x) => x.long === other);
    if (pair) chosen.add(pair);
  }
  return options.filter((o) => chosen.has(o));
}

/**
 * An option with `.choices()` takes its values in any case, and refuses any other in one sentence
 * with the nearest choice ("--facing takes front, side or top, not "sied"", did you mean "side"?).
 */
function checkedChoices(option: AnyOption): AnyOption {
  const choices = option.argChoices;
  const parse = option.parseArg;
  if (!choices || !parse) return option;
  return option.argParser((value: string, previous: unknown) => {
    const choice = choices.find((c) => c === value) ?? choices.find((c) => c.toLowerCase() === value.toLowerCase());
    if (choice === undefined) {
      const near = nearest(value, choices);
      const list = choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}` : choices.join('');
      throw new InputError(`${option.long ?? option.flags} takes ${list}, not "${value}"`, {
        hint: near ? `did you mean "${near}"?` : undefined,
      });
    }
    return parse(choice, previous);
  });
}

/** The entry of a ruleset for a command; a declined command is refused in its own sentence. */
async function entryOf(ruleset: Ruleset, key: string): Promise<CommandEntry> {
  const slot = ruleset.commands[key];
  if (!slot) throw new InputError(`${ruleset.name} (${ruleset.id}) has no ${key} command`);
  if ('declined' in slot) throw new InputError(slot.declined);
  return slot.load();
}

/** One sentence: the ruleset, the option it does not take (and the nearest it does, its own or a generic one), the options it does take. */
function refusal(
  ruleset: Ruleset,
  key: string,
  flag: string,
  options: readonly Option[],
  generic: readonly string[],
): string {
  const takes = options.map((o) => o.long ?? o.short ?? o.flags).filter((f): f is string => f !== undefined);
  const near = nearest(flag, [...takes, ...generic.filter(Boolean)]);
  // A long list on one line helps nobody: past a few options, --help lists them.
  const list =
    takes.length === 0
      ? 'it takes no options of its own, only --ruleset, --game, --json and the dice flags'
      : takes.length <= 8
        ? `it takes ${takes.join(', ')}, with --ruleset, --game, --json and the dice flags`
        : `\`umpire ${key} --ruleset ${ruleset.id} --help\` lists its ${takes.length} options`;
  return `${ruleset.name} (--ruleset ${ruleset.id}) ${key} does not take ${flag}${near ? ` (did you mean ${near}?)` : ''}; ${list}`;
}

/**
 * Before `umpire <command> --help` (or `umpire help <command>`): load every ruleset's entry for the
 * command and show its options in its own help group, then the examples of every ruleset that has it.
 */
export async function prepareRulesetHelp(cmd: Command): Promise<void> {
  const spec = SPECS.get(cmd);
  if (!spec) return;
  const sections: string[] = [];
  const examples: string[] = [];
  for (const ruleset of await loadRulesets()) {
    const slot = ruleset.commands[spec.key];
    const heading = `${ruleset.name} (--ruleset ${ruleset.id}):`;
    if (!slot || 'declined' in slot) {
      sections.push(`${heading}\n  ${slot && 'declined' in slot ? slot.declined : `no ${spec.key} command`}`);
      continue;
    }
    const entry = await slot.load();
    for (const o of entry.options()) {
      o.helpGroup(heading);
      // Help only: each ruleset's options sit in their own group, so the same flag may appear twice.
      (cmd.options as Option[]).push(o);
    }
    const text = [entry.summary, entry.help].filter(Boolean).join('\n\n');
    sections.push(`${ruleset.name} (--ruleset ${ruleset.id}): ${text}`);
    examples.push(...entry.examples);
  }
  const parts = [
    spec.help,
    ...sections,
    examples.length ? `Examples:\n${examples.map((e) => `  ${e}`).join('\n')}` : undefined,
  ];
  cmd.addHelpText('after', '\n' + parts.filter(Boolean).join('\n\n'));
}

/** The command a help request names, if it is a ruleset command: `help shoot`, `shoot --help`, `odds shoot -h`. */
export function helpTarget(program: Command, args: readonly string[]): Command | undefined {
  const asked = args[0] === 'help' || args.includes('--help') || args.includes('-h');
  if (!asked) return undefined;
  const words = (args[0] === 'help' ? args.slice(1) : args).filter((a) => !a.startsWith('-'));
  let cmd: Command | undefined = program;
  for (const w of words) {
    const sub: Command | undefined = cmd.commands.find((c) => c.name() === w || c.aliases().includes(w));
    if (!sub) break;
    cmd = sub;
  }
  return cmd === program ? undefined : cmd;
}

export type { CommandRun };
