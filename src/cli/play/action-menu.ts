/**
 * The step's menu: every action it allows, those the rules refuse now (dimmed, with why), and
 * "each in turn" for a kind of action with more than one (each unit's move), run one after
 * another without the menu in between.
 */
import type { PlayAction, PlayStep } from '../../rulesets/play.js';
import type { SelectChoice } from './io.js';
import type { Prompter } from './prompter.js';

/**
 * "Each in turn": the player asked for every action of a kind in this step ("move:…", one per
 * unit), each run in its turn without the menu in between; those already run.
 */
export interface EachInTurn {
  readonly step: string;
  readonly kind: string;
  readonly done: Set<string>;
}

/** Under "each in turn" at the step `here`, its next action not yet run (marked as run). */
export function nextInTurn<A extends { readonly id: string }>(
  each: EachInTurn | undefined,
  here: string,
  actions: readonly A[],
): A | undefined {
  if (!each || each.step !== here) return undefined;
  const a = actions.find((x) => kindOf(x.id) === each.kind && !each.done.has(x.id));
  if (a) each.done.add(a.id);
  return a;
}

/**
 * Ask the step's menu of `actions` (the step's, as listed now) at the step `here`, its help for
 * `?` set first. Returns the action picked and, when the player picked "each in turn", the run it
 * begins.
 */
export async function askMenu<S>(
  step: PlayStep<S>,
  actions: readonly PlayAction<S>[],
  here: string,
  prompter: Prompter,
): Promise<{ action: PlayAction<S>; each?: EachInTurn }> {
  const all = [...actions, step.finish];
  // What the rules refuse now is listed too, dimmed, with its reason and page.
  const refused = step.unavailable?.() ?? [];
  prompter.help = [
    `${step.name} Step: choose what to do next.`,
    ...all.map((a) => `  - ${a.label}`),
    ...refused.map((u) => `  - not now: ${u.label} (${u.reason})`),
  ];
  // Every action of a kind (each unit's move) one after another, the menu asked once.
  const kinds = [...new Set(actions.map((a) => kindOf(a.id)))].filter(
    (k) => actions.filter((a) => kindOf(a.id) === k).length > 1,
  );
  const eachOf = kinds.map((k) => {
    const of = actions.filter((a) => kindOf(a.id) === k).map((a) => a.label);
    return { value: `each:${k}`, label: `each in turn: ${eachLabel(of)}` };
  });
  const choices: SelectChoice[] = [
    ...all.map((a) => ({ value: a.id, label: a.label })),
    ...eachOf,
    ...refused.map((u, i) => ({ value: `unavailable:${i}`, label: u.label, disabled: u.reason })),
  ];
  const answer = await prompter.prompt({ kind: 'select', message: 'What next?', choices, default: all[0]!.id });
  if (answer.startsWith('each:')) {
    const kind = answer.slice('each:'.length);
    const first = actions.find((a) => kindOf(a.id) === kind)!;
    return { action: first, each: { step: here, kind, done: new Set([first.id]) } };
  }
  return { action: all.find((a) => a.id === answer)! };
}

/** The kind of an action: its id before the colon ("move" of "move:1st Troop"). */
export function kindOf(id: string): string {
  const i = id.indexOf(':');
  return i < 0 ? id : id.slice(0, i);
}

/** "move 1st Troop, 2nd Troop and Recce Troop": the labels of a kind, their shared first words once. */
function eachLabel(labels: readonly string[]): string {
  const words = labels.map((l) => l.split(' '));
  let n = 0;
  while (words.every((w) => w.length > n + 1 && w[n] === words[0]![n])) n++;
  const head = words[0]!.slice(0, n).join(' ');
  const rest = words.map((w) => w.slice(n).join(' '));
  const list = rest.length > 1 ? `${rest.slice(0, -1).join(', ')} and ${rest.at(-1)}` : rest[0]!;
  return head ? `${head} ${list}` : list;
}
