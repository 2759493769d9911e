/** `umpire new --ruleset panzerfaust`: a game file from two Panzerfaust forces (the demo forces by default). */
import { basename } from 'node:path';
import { commandEntry } from '../../contract.js';
import { collect, Option } from '../../command-input.js';
import { diceState, parseSide } from '../../new-game-input.js';
import { InputError } from '../../../errors/input-error.js';

export const newEntry = commandEntry({
  summary:
    'a game file from two Panzerfaust forces (default: the demo German Infantry Company against the Soviet Rifle Company, 1942).',
  options: () => [
    new Option('--side <NAME=force.yaml>', 'a side and its Panzerfaust force file; give it twice').argParser(collect),
    new Option('--tables <file>', 'your own filled copy of the Panzerfaust tables, kept in the game file'),
    new Option('--seed <n>', 'seeded dice with this seed (default: seeded with a fresh seed)'),
    new Option('--dice <kind>', 'seeded (default), crypto or manual (type your physical dice)'),
    new Option('-o, --output <file>', 'the game file to write').default('umpire-game.yaml'),
    new Option('--force', 'replace an existing game file and its journal'),
  ],
  examples: [
    'umpire new --ruleset panzerfaust -o pf.yaml',
    'umpire new --ruleset panzerfaust --side German=my-german.yaml --side Soviet=my-soviet.yaml --tables my-tables.yaml --dice manual',
  ],
  async run(ctx) {
    const opts = ctx.opts;
    const sides = (opts.side ?? []).map(parseSide);
    if (sides.length === 1)
      throw new InputError('a game needs two sides: give --side twice, or none for the demo forces');
    const [{ createPzGame, demoForcePaths }, { TABLES_ENV }] = await Promise.all([
      import('../game/game.js'),
      import('../tables/tables.js'),
    ]);
    const demo = demoForcePaths();
    const game = createPzGame(
      {
        gameFile: opts.output,
        sides:
          sides.length > 0
            ? sides
            : [
                { name: 'German', forceFile: demo.german },
                { name: 'Soviet', forceFile: demo.soviet },
              ],
        dice: diceState(opts),
        ...(opts.tables ? { tables: opts.tables } : {}),
      },
      { overwrite: opts.force === true },
    );
    const s = game.session.state;
    if (ctx.json)
      return ctx.out.json({
        file: opts.output,
        journal: game.session.journalFile,
        ruleset: s.ruleset,
        sides: s.sides.map((x, i) => ({
          name: x.name,
          force: game.forces[i]!.name,
          file: x.force,
          units: x.units.length,
        })),
        tables: s.tables ?? null,
        dice: s.dice,
      });
    ctx.out.line(`new Panzerfaust game ${opts.output} (journal ${basename(game.session.journalFile)})`);
    s.sides.forEach((x, i) =>
      ctx.out.line(`  ${x.name}: ${game.forces[i]!.name}, ${x.units.length} units (${x.force})`),
    );
    // The tables this game will read: its own, else the environment's, else the bundled file.
    const env = process.env[TABLES_ENV];
    const tables = s.tables ?? (env ? `${env} (${TABLES_ENV})` : 'the bundled file');
    ctx.out.line(`  dice ${s.dice.kind === 'seeded' ? `seeded, seed ${s.dice.seed}` : s.dice.kind}; tables: ${tables}`);
    ctx.out.line(`  battle type and weather: rolled at set-up, when \`umpire play ${opts.output}\` starts`);
    ctx.out.line(`next: umpire play ${opts.output} (or umpire status ${opts.output})`);
  },
});
