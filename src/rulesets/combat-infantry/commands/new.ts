/** `umpire new --ruleset combat-infantry`: a game file from a set-up (default: the bundled demo Last Stand). */
import { basename } from 'node:path';
import { Option } from 'commander';
import type { CommandEntry } from '../../contract.js';

export const newEntry: CommandEntry = {
  summary: 'a game file from a set-up file (scenario, map, both sides deployed); the demo Last Stand by default.',
  options: () => [
    new Option('--setup <file>', 'the set-up file (a game file without dice); default scenarios/combat-infantry/demo-setup.yaml'),
    new Option('--seed <n>', 'seeded dice with this seed (default: a fresh seed)'),
    new Option('--dice <kind>', 'seeded (default), crypto or manual (type your physical d10s, 0 = 10)'),
    new Option('-o, --output <file>', 'the game file to write').default('umpire-game.yaml'),
    new Option('--force', 'replace an existing game file and its journal'),
  ],
  examples: ['umpire new --ruleset combat-infantry -o ci.yaml', 'umpire new --ruleset combat-infantry --dice manual -o table.yaml'],
  async run(ctx) {
    const opts = ctx.opts as { setup?: string; seed?: string; dice?: string; output: string; force?: boolean };
    const [{ createGame }, { bundledFile }, { diceState }] = await Promise.all([import('../game.js'), import('../paths.js'), import('../../new-game-input.js')]);
    const game = createGame(opts.setup ?? bundledFile('demo-setup.yaml'), opts.output, diceState(opts), { overwrite: opts.force === true });
    const s = game.session.state;
    if (ctx.json) {
      ctx.out.json({ file: opts.output, journal: game.session.journalFile, ruleset: s.ruleset, scenario: s.scenario, sides: s.sides.map((x, i) => ({ name: x.name, force: game.forces[i]!.name ?? x.name, file: x.force, blocks: x.blocks.length })), dice: s.dice });
      return;
    }
    ctx.out.line(`new Combat Infantry game ${opts.output} (journal ${basename(game.session.journalFile)})`);
    s.sides.forEach((x, i) => ctx.out.line(`  ${x.name}: ${game.forces[i]!.name ?? x.name}, ${x.blocks.length} blocks (${x.force})`));
    ctx.out.line(`  ${s.scenario.name ?? s.scenario.kind}, ${s.active} first; dice ${s.dice.kind === 'seeded' ? `seeded, seed ${s.dice.seed}` : s.dice.kind}`);
    ctx.out.line(`next: umpire play ${opts.output}`);
  },
};
