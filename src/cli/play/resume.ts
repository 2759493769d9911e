/**
 * An action interrupted half-way (quit, Ctrl-C, a killed process, power loss): every roll and
 * answer of it is already in the journal, after a mark naming the action. `umpire play` finds
 * them and runs the action again, answered from the journal up to the prompt where it stopped.
 */
import { effectiveEntries, type JournalLine } from '../../game/journal.js';

/** Journal decisions that frame an action (table questions of the walker, never of a rule). */
export const ACTION_BEGUN = 'play.action';
export const ACTION_CANCELLED = 'play.cancelled';
/** Physical dice typed for a group, journaled the moment they are typed (its value: the rolls and their faces). */
export const DICE_TYPED = 'play.typed';

/**
 * What a screen of likely answers took, journaled the moment it is answered (its value: the
 * answers waiting for their questions, those set aside, the numbers shown), so a resumed action
 * never asks them again.
 */
export const SCREEN_TAKEN = 'play.screen';

/** The running action's screen answers as journaled (running.ts Running, as arrays). */
export interface ScreenTaken {
  readonly prefilled: [string, unknown[]][];
  readonly alone: string[];
  readonly shown: [string, number[]][];
}

/** What to journal of the running action's screens now. */
export function screenTaken(run: {
  readonly prefilled: ReadonlyMap<string, unknown[]>;
  readonly alone: ReadonlySet<string>;
  readonly shown: ReadonlyMap<string, number[]>;
}): ScreenTaken {
  return { prefilled: [...run.prefilled], alone: [...run.alone], shown: [...run.shown] };
}

/** The dice of a group typed ahead of their rolls. */
export type TypedDice = { label: string; count: number; sides: number; faces: number[] }[];

/**
 * An interrupted action's journal, split: the rolls and answers to give again in order, and the
 * physical dice typed with a group whose rolls had not come yet (they wait for them again).
 */
export function typedAhead(entries: readonly Answered[]): {
  replay: Answered[];
  waiting: TypedDice;
  /** The last screen's answers, and the journaled answers after it that used some of them. */
  screen?: { taken: ScreenTaken; used: Set<Answered> };
} {
  const waiting: TypedDice = [];
  const replay: Answered[] = [];
  let screen: { taken: ScreenTaken; used: Set<Answered> } | undefined;
  // The first answer after a screen is its own first question's, never one it kept waiting.
  let own = false;
  for (const e of entries) {
    if (e.kind === 'decision' && e.id === DICE_TYPED) {
      waiting.push(...(e.value as TypedDice));
      continue;
    }
    if (e.kind === 'decision' && e.id === SCREEN_TAKEN) {
      screen = { taken: e.value as ScreenTaken, used: new Set() };
      own = true;
      continue;
    }
    if (screen && e.kind === 'decision') {
      if (own) own = false;
      else screen.used.add(e);
    }
    if (e.kind === 'dice') {
      const at = waiting.findIndex(
        (d) => d.label === e.label && d.count === e.faces.length && d.faces.join() === e.faces.join(),
      );
      if (at >= 0) waiting.splice(at, 1);
    }
    replay.push(e);
  }
  return screen ? { replay, waiting, screen } : { replay, waiting };
}

export type Answered = Extract<JournalLine, { kind: 'dice' } | { kind: 'decision' }>;

export interface Unfinished {
  /** The id of the action. */
  readonly action: string;
  /** Its dice and decisions so far, in order. */
  readonly entries: readonly Answered[];
}

/** The action under way when the game stopped, if one is. */
export function unfinishedAction(journal: readonly JournalLine[]): Unfinished | undefined {
  const eff = effectiveEntries(journal);
  let i = eff.length;
  while (i > 0 && eff[i - 1]!.kind !== 'change') i--;
  const tail = eff.slice(i);
  let m = -1;
  tail.forEach((e, k) => {
    if (e.kind === 'decision' && e.id === ACTION_BEGUN) m = k;
  });
  if (m < 0) return undefined;
  const rest = tail.slice(m + 1);
  if (rest.some((e) => e.kind === 'decision' && e.id === ACTION_CANCELLED)) return undefined;
  const mark = tail[m] as Extract<JournalLine, { kind: 'decision' }>;
  return {
    action: String(mark.value),
    entries: rest.filter((e): e is Answered => e.kind === 'dice' || e.kind === 'decision'),
  };
}

/** "Resumed at: …": the action taken up again where it stopped, and how many of its rolls and answers are kept. */
export function resumedLine(here: string, label: string, entries: readonly Answered[]): string {
  const n = entries.filter((e) => !(e.kind === 'decision' && (e.id === DICE_TYPED || e.id === SCREEN_TAKEN))).length;
  return `Resumed at: ${here}: ${label}${n ? ` (${n} ${n === 1 ? 'roll or answer already given is' : 'rolls and answers already given are'} kept)` : ''}.`;
}
