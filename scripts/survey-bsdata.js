// npm run survey:bsdata -- <BSData/flamesofwar checkout> [--json] [--examples]
// Runs every team and weapon profile of every catalogue (and the .gst) through the importer's
// profile readers (dist/: build first) and prints accepted / refused counts per catalogue, each
// refusal by the reading rule it failed. A development measure: CI never downloads BSData.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { surveyCatalogue } from '../dist/rulesets/fow4/roster-import/survey.js';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--'));
if (!dir) {
  console.error('usage: npm run survey:bsdata -- <BSData/flamesofwar checkout> [--json] [--examples]');
  process.exit(2);
}
let files;
try {
  files = readdirSync(dir)
    .filter((f) => /\.(cat|gst)$/.test(f))
    .sort();
} catch (err) {
  console.error(`${dir}: cannot read the folder (${err.code ?? err.message}); give a checkout of BSData/flamesofwar`);
  process.exit(2);
}
if (files.length === 0) {
  console.error(`${dir}: no .cat or .gst files; give a checkout of BSData/flamesofwar`);
  process.exit(2);
}
const rows = files.map((f) => surveyCatalogue(f, readFileSync(join(dir, f), 'utf8')));
if (args.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
  process.exit(0);
}
const pct = (c) =>
  c.accepted + c.refused === 0 ? '-' : `${((100 * c.accepted) / (c.accepted + c.refused)).toFixed(1)}%`;
const cell = (c) => `${c.accepted}/${c.accepted + c.refused} ${pct(c)}`;
const by = (r) =>
  [
    ...Object.entries(r.refusedBy).map(([k, v]) => `${k} ${v}`),
    ...(r.readings ? [`(${r.readings} read by umpire)`] : []),
    ...(r.empty ? [`(${r.empty} empty, skipped)`] : []),
  ].join(', ');
console.log('| catalogue | teams accepted | weapons accepted | refused by rule |');
console.log('|---|---|---|---|');
const total = { teams: { accepted: 0, refused: 0 }, weapons: { accepted: 0, refused: 0 }, readings: 0 };
for (const r of rows) {
  for (const k of ['teams', 'weapons']) {
    total[k].accepted += r[k].accepted;
    total[k].refused += r[k].refused;
  }
  total.readings += r.readings;
  if (r.teams.accepted + r.teams.refused + r.weapons.accepted + r.weapons.refused === 0) continue;
  console.log(`| ${r.catalogue} | ${cell(r.teams)} | ${cell(r.weapons)} | ${by(r)} |`);
}
console.log(
  `| **all** | ${cell(total.teams)} | ${cell(total.weapons)} | ${total.readings ? `(${total.readings} read by umpire)` : ''} |`,
);
if (args.includes('--examples'))
  for (const r of rows) for (const [k, m] of Object.entries(r.examples)) console.log(`${r.catalogue}: ${k}: ${m}`);
