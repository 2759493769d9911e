import { CryptoDice } from '../dice/crypto.js';
import { parseManualFaces } from '../dice/manual.js';
import type { DiceRequest } from '../dice/request.js';
import { SeededDice } from '../dice/seeded.js';
import { ScriptedDice } from '../dice/scripted.js';
import type { DiceSource } from '../dice/source.js';
import { commandEnd } from '../engine/command-end.js';
import { InputError } from '../errors/input-error.js';

export interface DiceFlags {
  seed?: string;
  dice?: string;
  manual?: boolean;
  /** Leftover --dice faces are a warning, not an error. */
  allowExtraDice?: boolean;
}

/** The scripted dice of the running command, checked for unused faces (or groups) when it ends. */
const scripted: {
  dice: { readonly used: number; readonly remaining: number };
  /** What was not used, as given. */
  left(): string[];
  /** What --dice gave: faces, or groups of faces ("6 5 / 2 1"). */
  unit: 'faces' | 'groups';
  allow: boolean;
}[] = [];

export { addDiceOptions } from './dice-flags.js';

/** Build the dice source the flags ask for: scripted, seeded, manual, or fair (crypto). */
export function diceFromFlags(flags: DiceFlags): DiceSource {
  const chosen = [flags.seed !== undefined, flags.dice !== undefined, flags.manual === true].filter(Boolean).length;
  if (chosen > 1) throw new InputError('choose one of --seed, --dice and --manual');
  if (flags.dice !== undefined) {
    // Groups ("6 5 / 2 1") where a command cannot take them a pool at a time: the faces in order.
    const text = flags.dice.replaceAll('/', ',');
    const dice = ScriptedDice.parse(text);
    const faces = () => text.split(/[\s,]+/).filter(Boolean);
    scripted.push({
      dice,
      left: () => faces().slice(dice.used),
      unit: 'faces',
      allow: flags.allowExtraDice === true,
    });
    return dice;
  }
  if (flags.seed !== undefined) {
    const n = Number(flags.seed);
    if (!Number.isInteger(n) || n < 0 || n >= 2 ** 32)
      throw new InputError(`--seed takes a whole number from 0 to 4294967295, not "${flags.seed}"`);
    return new SeededDice(n);
  }
  if (flags.manual) return new ManualDice();
  return new CryptoDice();
}

/**
 * The dice of a command run from a maker of its procedure: physical dice (--manual) and a grouped
 * --dice ("6 5 4 / 2 1 / 6") are taken a pool at a time, one line (or group) per pool rolled
 * together, as `umpire play` takes them; `answers` is where the runner records every answer given
 * (the look-ahead replays them). Other dice as diceFromFlags.
 */
export async function groupedDiceFromFlags(
  flags: DiceFlags,
  make: () => import('../engine/request.js').Procedure<unknown>,
): Promise<{ dice: DiceSource; answers?: unknown[] }> {
  const groups = flags.dice !== undefined && flags.dice.includes('/');
  if (!groups && !flags.manual) return { dice: diceFromFlags(flags) };
  const chosen = [flags.seed !== undefined, flags.dice !== undefined, flags.manual === true].filter(Boolean).length;
  if (chosen > 1) throw new InputError('choose one of --seed, --dice and --manual');
  const { GroupedDice, DiceGroups } = await import('./grouped-dice.js');
  if (flags.manual) {
    const manual = new ManualDice();
    const dice = new GroupedDice('manual', make, (g) => manual.typeGroup(g.request, g.help));
    return { dice, answers: dice.run.answers };
  }
  const given = new DiceGroups(flags.dice!);
  scripted.push({ dice: given, left: () => given.left, unit: 'groups', allow: flags.allowExtraDice === true });
  const dice = new GroupedDice('scripted', make, given.type);
  return { dice, answers: dice.run.answers };
}

/**
 * Physical dice: the player types the faces they rolled. Range and count are checked and the
 * question is asked again until the answer is valid.
 */
let lines: import('./play/scripted-io.js').LineIO | undefined;

export class ManualDice implements DiceSource {
  readonly kind = 'manual' as const;

  async roll(request: DiceRequest): Promise<number[]> {
    return this.typeGroup(request);
  }

  /** The faces of `request` (one roll, or a whole group of them as one request), typed at a prompt. */
  async typeGroup(request: DiceRequest, help: readonly string[] = []): Promise<number[]> {
    const need = request.need ? `, need ${request.need}` : '';
    const shortcut = request.countShortcut ? ' (or the number of successes, e.g. 3s)' : '';
    // A group: its rolls listed in the label ("to hit: A (2); B (2)"), the faces typed in that order.
    const order = help.length > 1 ? ' in the order listed' : '';
    const message = `Roll ${request.count}d${request.sides} for ${request.label}${need}. Faces${order}${shortcut}:`;
    const validate = (text: string): true | string => {
      const r = parseManualFaces(text, request);
      return r.ok ? true : r.problem;
    };
    let answer: string;
    if (process.stdin.isTTY && process.stdout.isTTY) {
      const { input } = await import('@inquirer/prompts');
      answer = await input({ message, validate });
    } else {
      // Off a terminal (a pipe, a script): plain lines, no cursor codes.
      const { LineIO } = await import('./play/scripted-io.js');
      lines ??= new LineIO();
      answer = await lines.ask({ kind: 'input', message, validate });
      if (answer === 'quit')
        throw new InputError(
          `standard input ended before the ${request.count}d${request.sides} for ${request.label} were given`,
        );
    }
    const parsed = parseManualFaces(answer, request);
    if (!parsed.ok) throw new InputError(parsed.problem);
    return parsed.faces;
  }
}

/**
 * When a command ends: faces given with --dice that nothing rolled are an error (the faces were
 * probably given in the wrong order or for another situation), or a warning with
 * --allow-extra-dice. Returns the warning to print, throws the error; forgets the dice either way.
 */
export function checkLeftoverDice(): string | undefined {
  const all = scripted.splice(0);
  const left = all.filter((s) => s.dice.remaining > 0);
  if (left.length === 0) return undefined;
  const s = left[0]!;
  const faces = s.left();
  const what = s.unit === 'groups' ? 'groups' : 'faces';
  const shown =
    faces.length > 12
      ? `${faces.slice(0, 12).join(s.unit === 'groups' ? ' / ' : ',')},...`
      : faces.join(s.unit === 'groups' ? ' / ' : ',');
  const sentence = `${faces.length} of the --dice ${what} ${faces.length === 1 ? 'was' : 'were'} not used (${shown}): only ${s.dice.used} ${s.dice.used === 1 ? 'was' : 'were'} asked for`;
  if (s.allow) return `${sentence}; ignored (--allow-extra-dice)`;
  throw new InputError(sentence, {
    hint: 'check the order of the faces against the rolls shown, or pass --allow-extra-dice to ignore the extra ones',
  });
}

/**
 * Before a --game command saves: faces given with --dice that nothing rolled are an error now, so
 * nothing is saved (the dice were probably for another situation). With --allow-extra-dice they
 * stay for the warning at the command's end, as in quick mode.
 */
export function refuseLeftoverDice(): void {
  const left = scripted.find((s) => s.dice.remaining > 0 && !s.allow);
  if (left) checkLeftoverDice();
}

/** Forget the scripted dice of a command that failed (its error is the one to report). */
export function forgetScriptedDice(): void {
  scripted.splice(0);
}

commandEnd.leftoverDice = checkLeftoverDice;
commandEnd.forgetDice = forgetScriptedDice;
