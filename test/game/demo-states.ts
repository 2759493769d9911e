// Real game states for the tests of src/game/game-yaml.ts.
import { readFileSync } from 'node:fs';
import { playDemoGame } from '../../src/cli/play/run.js';
import { effectiveEntries, journalPathFor, parseJournal } from '../../src/game/journal.js';
import { applyOpsInPlace } from '../../src/game/state-ops.js';
import { QuietAutoIO } from '../cli/play/quiet-auto-io.js';

export const mark = (entries: number) => ({ file: 'game.journal.jsonl', entries, last: `h${entries}` });

/** Every state of a seeded bot-versus-bot demo game, change by change from its journal. */
export async function statesOf(ruleset: string, turns: number): Promise<object[]> {
  let text = '';
  let file = '';
  await playDemoGame({
    ruleset,
    seed: 3,
    turns,
    io: new QuietAutoIO(),
    ended: (f) => {
      file = f;
      text = readFileSync(journalPathFor(f), 'utf8');
    },
  });
  const states: object[] = [];
  let state: unknown;
  for (const e of effectiveEntries(parseJournal(text, journalPathFor(file)).entries))
    if (e.kind === 'change') {
      state = applyOpsInPlace(state, e.ops);
      states.push(JSON.parse(JSON.stringify(state)) as object);
    }
  return states;
}
