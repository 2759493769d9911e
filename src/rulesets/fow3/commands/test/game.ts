/** `umpire test <kind> --game` on an Open Fire (fow3) game: a platoon (or its tanks) takes a test; the outcome is written back. */
import { ZodError } from 'zod';
import { applyFow3Test, FOW3_GAME_TEST_KINDS, fow3TestFromGame, isFow3GameTestKind } from '../../bridge/tests.js';
import { runFow3Test, type Fow3TestOutcome } from '../../rating-tests/registry.js';
import type { DiceProcedure } from '../../../../dice/request.js';
import { InputError } from '../../../../errors/input-error.js';
import { commitFow3, openFow3Run, printFow3Changes } from '../game-run.js';
import type { CommandContext } from '../../../contract.js';
import { printFow3Test } from './quick.js';
import type { Fow3TestFlags } from './options.js';

/** Other names players use for the same test. */
const ALIASES: Record<string, string> = {
  'platoon-morale': 'morale',
  'free-bogged-down': 'free-bogged',
  'digging-in': 'dig-in',
};

function* each(procs: readonly DiceProcedure<Fow3TestOutcome>[]): DiceProcedure<Fow3TestOutcome[]> {
  const out: Fow3TestOutcome[] = [];
  for (const p of procs) out.push(yield* p);
  return out;
}

export async function runTestGameFow3(
  ctx: CommandContext<Fow3TestFlags>,
  file: string,
  kindText: string,
): Promise<void> {
  const f = ctx.opts;
  const out = ctx.out;
  const kind = ALIASES[kindText] ?? kindText;
  if (!isFow3GameTestKind(kind))
    throw new InputError(`the Open Fire ${kindText} test does not run on a game`, {
      hint: `with --game: ${FOW3_GAME_TEST_KINDS.join(', ')}; other tests run without --game`,
    });
  if (!f.unit || f.unit.length === 0)
    throw new InputError('name the platoon with --unit, e.g. --unit "1st Grenadier Platoon"');
  if (f.unit.length > 1) throw new InputError('an Open Fire test on a game takes one platoon: give --unit once');
  if (f.fact?.length) throw new InputError('the Open Fire tests take every input from the game file: drop --fact');
  const run = openFow3Run(file);
  const test = fow3TestFromGame(run.data, kind, f.unit[0]!, f.team);
  if (f.commander !== undefined) {
    if (!/^(y|yes|true|n|no|false)$/i.test(f.commander))
      throw new InputError(`--commander takes yes or no, not "${f.commander}"`);
    const joined = /^(y|yes|true)$/i.test(f.commander);
    test.subjects.forEach((s) => {
      if ('companyCommandJoined' in s.input) s.input.companyCommandJoined = joined;
    });
  }
  let procs;
  try {
    procs = test.subjects.map((s) => runFow3Test(test.kind, s.input));
  } catch (err) {
    if (err instanceof ZodError) throw new InputError(`fow3 ${kind}: ${err.issues[0]!.message}`);
    throw err;
  }
  const results = await ctx.run.inGame(run, each(procs));
  const next = applyFow3Test(
    run.data.state,
    test,
    results.map((r) => r.passed),
  );
  const who = test.subjects.some((s) => s.team) ? test.subjects.map((s) => s.team).join(', ') : test.platoon;
  const { changes, lines, reason } = commitFow3(run, `${kind} test: ${who}`, next, ctx.run.dicePosition(run));
  if (ctx.json) {
    out.json({
      ruleset: 'fow3',
      test: kind,
      game: file,
      platoon: test.platoon,
      results: test.subjects.map((s, i) => ({
        ...(s.team ? { team: s.team } : {}),
        input: s.input,
        result: results[i],
      })),
      changes,
      journal: { reason, entries: run.game.session.journal.length },
    });
    return;
  }
  for (const [i, r] of results.entries()) {
    out.line(`${test.subjects[i]!.team ?? test.platoon}:`);
    await printFow3Test(out, r, undefined, undefined);
  }
  printFow3Changes(out, file, lines);
}
