/**
 * Dice typed a group at a time in a quick command, as `umpire play` takes them: one line per pool
 * rolled together (every to-hit die needing the same score, every save of a target unit needing
 * the same, every Firepower test), found by looking ahead in the pure procedure
 * (play/physical-dice.ts). Physical dice (--manual) are typed at a prompt; `--dice` in groups
 * ("6 6 5 4 / 2 1 / 6") gives one group per pool, in the order the pools come.
 */
import { parseManualFaces } from '../dice/manual.js';
import type { DiceRequest } from '../dice/request.js';
import { DiceError, type DiceKind, type DiceSource } from '../dice/source.js';
import type { Procedure } from '../engine/request.js';
import { groupedFaces, type DiceRun, type TypedGroup } from './play/physical-dice.js';

/** Types the faces of a whole group (a prompt, or the next group of --dice). */
export type TypeGroup = (group: TypedGroup) => Promise<number[]>;

export class GroupedDice implements DiceSource {
  /** The running procedure: every answer given so far is pushed to `run.answers` by the runner. */
  readonly run: DiceRun;
  constructor(
    readonly kind: DiceKind,
    make: () => Procedure<unknown>,
    private readonly type: TypeGroup,
  ) {
    this.run = { make, answers: [], dice: [] };
  }
  roll(request: DiceRequest): Promise<number[]> {
    return groupedFaces(this.run, request, true, this.type);
  }
}

/** `--dice` in groups: "/" between the pools, the faces of each in the order its rolls are listed. */
export function isGroupedDice(text: string): boolean {
  return text.includes('/');
}

/** The groups of a grouped `--dice`, handed out a pool at a time; the count of each is checked. */
export class DiceGroups {
  private readonly groups: string[];
  private position = 0;
  constructor(text: string) {
    this.groups = text.split('/').map((g) => g.trim());
  }
  get used(): number {
    return this.position;
  }
  get remaining(): number {
    return this.groups.length - this.position;
  }
  /** The groups not used, as typed. */
  get left(): string[] {
    return this.groups.slice(this.position);
  }
  readonly type: TypeGroup = async (g) => {
    const text = this.groups[this.position];
    if (text === undefined)
      throw new DiceError(
        `the --dice groups ran out: ${this.groups.length} given, but ${g.request.count} more dice are needed for ${g.request.label}`,
      );
    const parsed = parseManualFaces(text, g.request);
    if (!parsed.ok)
      throw new DiceError(`--dice group ${this.position + 1} ("${text}") is for ${g.request.label}: ${parsed.problem}`);
    this.position++;
    return parsed.faces;
  };
}
