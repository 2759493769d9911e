/** `umpire new --ruleset combat-infantry`: a game file from a set-up (default: the bundled demo Last Stand). */
import { Option } from '../../command-input.js';
import { basename } from 'node:path';
import { commandEntry } from '../../contract.js';

export const newEntry = commandEntry({
  summary: 'a game file from a set-up file (scenario, map, both sides deployed); the demo Last Stand by default.',
  options: () => [
    new Option(
      '--setup <file>',
      'the set-up file (a game file without dice); default scenarios/combat-infantry/demo-setup.yaml',
    ),
    new Option('--seed <n>', 'seeded dice with this seed (default: a fresh seed)'),
    new Option('--dice <kind>', 'seeded (default), crypto or manual (type your physical d10s, 0 = 10)'),
    new Option('-o, --output <file>', 'the game file to write').default('umpire-game.yaml'),
    new Option('--force', 'replace an existing game file and its journal'),
  ],
  examples: [
    'umpire new --ruleset combat-infantry -o ci.yaml',
    'umpire new --ruleset combat-infantry --dice manual -o table.yaml',
  ],
  async run(ctx) {
    const opts = ctx.opts;
    const [{ createGame }, { bundledFile }, { diceState }] = await Promise.all([
      import('../game.js'),
      import('../paths.js'),
      import('../../new-game-input.js'),
    ]);
    const game = createGame(opts.setup ?? bundledFile('demo-setup.yaml'), opts.output, diceState(opts), {
      overwrite: opts.force === true,
    });
    const s = game.session.state;
    if (ctx.json) {
      ctx.out.json({
        file: opts.output,
        journal: game.session.journalFile,
        ruleset: s.ruleset,
        scenario: s.scenario,
        sides: s.sides.map((x, i) => ({
          name: x.name,
          force: game.forces[i]!.name ?? x.name,
          file: x.force,
          blocks: x.blocks.length,
        })),
        dice: s.dice,
      });
      return;
    }
    ctx.out.line(`new Combat Infantry game ${opts.output} (journal ${basename(game.session.journalFile)})`);
    s.sides.forEach((x, i) =>
      ctx.out.line(`  ${x.name}: ${game.forces[i]!.name ?? x.name}, ${x.blocks.length} blocks (${x.force})`),
    );
    // The scenario in a line: what it is, how long, who defends what; who moves first and where play starts.
    const sc = s.scenario;
    const lasts = [sc.kind.replace(/-/g, ' '), ...(sc.turns ? [`${sc.turns} turns`] : [])].join(', ');
    const holds = sc.defender ? `: ${sc.defender} defends${sc.objective ? ` ${sc.objective}` : ''}` : '';
    ctx.out.line(`  scenario ${sc.name ?? sc.kind} (${lasts})${holds}`);
    ctx.out.line(
      `  ${s.active} has the first turn (${sc.first ? "the scenario's choice" : 'the set-up file says so'}); play starts at its ${s.step[0]!.toUpperCase()}${s.step.slice(1)} Step`,
    );
    ctx.out.line(
      `  dice ${s.dice.kind === 'seeded' ? `seeded, seed ${s.dice.seed}` : s.dice.kind === 'manual' ? 'manual: type the d10s you roll (0 = 10)' : 'fair (digital)'}`,
    );
    const house = Object.keys(s.house_values ?? {}).length;
    if (house > 0)
      ctx.out.line(
        `  ${house} values the book lost are this set-up's house values, not the book's; each result that uses one says so`,
      );
    ctx.out.line(`next: umpire play ${opts.output} (or umpire status ${opts.output})`);
  },
});
