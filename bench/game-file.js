// Saving a game re-renders its file after every action (issue 32: "renders the game file
// incrementally"). A seeded fow4 demo game is replayed from its journal, and every state's file is
// rendered whole (the YAML document of the whole state) and from pieces (src/game/game-yaml.ts:
// only the pieces that changed are rendered again), interleaved, each repetition starting with an
// empty store of pieces (a fresh copy of the module) as a game opened anew does. CPU time, medians.
// Run by `npm run bench` (bench/run.js imports it) or alone. Needs the build.
//   node bench/game-file.js [--reps N]
import { readFileSync } from 'node:fs';
import { playDemoGame } from '../dist/cli/play/run.js';
import { AutoIO } from '../dist/cli/play/scripted-io.js';
import { gameDocument, gameYaml } from '../dist/game/game-yaml.js';
import { effectiveEntries, journalPathFor, parseJournal } from '../dist/game/journal.js';
import { applyOpsInPlace } from '../dist/game/state-ops.js';

const TARGET = 0.5;
const standalone = import.meta.url === new URL(process.argv[1] ?? '', 'file://').href;
const repsAt = standalone ? process.argv.indexOf('--reps') : -1;
const REPS = repsAt > 0 ? Number(process.argv[repsAt + 1]) : 9;

class Quiet extends AutoIO {
  print() {}
}
let journal = '';
let file = '';
await playDemoGame({
  ruleset: 'fow4',
  seed: 2,
  turns: 6,
  io: new Quiet(),
  ended: (f) => {
    file = f;
    journal = readFileSync(journalPathFor(f), 'utf8');
  },
});
const states = [];
let state;
for (const e of effectiveEntries(parseJournal(journal, journalPathFor(file)).entries))
  if (e.kind === 'change') {
    state = applyOpsInPlace(state, e.ops);
    states.push(JSON.parse(JSON.stringify(state)));
  }
const mark = (i) => ({ file: 'game.journal.jsonl', entries: i, last: `h${i}` });
const cpu = (f) => {
  const a = process.cpuUsage();
  f();
  const b = process.cpuUsage(a);
  return (b.user + b.system) / 1000;
};
const whole = [];
const pieces = [];
for (let r = 0; r < REPS; r++) {
  whole.push(cpu(() => states.forEach((s, i) => gameYaml(gameDocument(s, mark(i)), '#\n'))));
  const { gameText } = await import(`../dist/game/game-yaml.js?rep=${r}`);
  pieces.push(cpu(() => states.forEach((s, i) => gameText(s, mark(i), '#\n'))));
}
const median = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
const a = median(whole);
const b = median(pieces);
const ratio = b / a;
console.log(
  `\n== the game file rendered after every save (fow4 demo, seed 2, ${states.length} saves, median of ${REPS}) ==`,
);
console.log(`whole document   ${a.toFixed(0).padStart(5)} ms CPU  ${(a / states.length).toFixed(2)} ms a save`);
console.log(`from pieces      ${b.toFixed(0).padStart(5)} ms CPU  ${(b / states.length).toFixed(2)} ms a save`);
console.log(`ratio ${ratio.toFixed(2)}x   target <= ${TARGET}x: ${ratio <= TARGET ? 'MET' : 'NOT MET'}`);
export const results = [{ name: 'game file from pieces vs whole, a save', ratio, target: TARGET, a, b }];
