/** `umpire test <kind> --game`: a unit of a saved game takes a test; the outcome is written back. */
import {
  changesFromTest,
  GAME_TEST_KINDS,
  isGameTestKind,
  runGameTest,
  testFromGame,
  testQuestions,
  type TestFacts,
} from '../../bridge/tests.js';
import { InputError } from '../../../../errors/input-error.js';
import type { CommandContext } from '../../../contract.js';
import { commitChanges, openGame, printChanges } from '../game-run.js';
import type { TestFlags } from './options.js';

function commanderFlag(text: string | undefined): boolean | 'ask' | undefined {
  if (text === undefined) return undefined;
  if (/^ask$/i.test(text)) return 'ask';
  if (/^(y|yes|true)$/i.test(text)) return true;
  if (/^(n|no|false)$/i.test(text)) return false;
  throw new InputError(`--commander takes yes, no or ask, not "${text}"`);
}

export async function runTestGame(
  ctx: CommandContext<TestFlags>,
  file: string,
  kind: string,
  print: (r: import('../../rating-tests/types.js').TestResult) => Promise<void>,
): Promise<void> {
  const f = ctx.opts;
  const out = ctx.out;
  if (!isGameTestKind(kind)) {
    throw new InputError(`the ${kind} test takes nothing from a game: run it without --game`, {
      hint: `with --game: ${GAME_TEST_KINDS.join(', ')}`,
    });
  }
  if (!f.unit || f.unit.length === 0)
    throw new InputError('name the unit with --unit, e.g. --unit "1st Grenadier Platoon"');
  const run = openGame(file);
  const questions = testQuestions(run.data, kind, f.unit);
  const commander = commanderFlag(f.commander);
  const given: Record<string, unknown> = {
    ...ctx.facts(questions, f.fact),
    ...(commander !== undefined ? { commander } : {}),
    ...(f.team !== undefined ? { team: f.team } : {}),
  };
  // Without an answer, the Commander question is asked only if the test fails (a decision).
  const facts = (await ctx.ask(
    questions.filter((q) => q.key !== 'commander'),
    given,
  )) as TestFacts;
  const test = testFromGame(run.data, kind, f.unit, facts);
  const outcome = await ctx.run.inGame(run, runGameTest(test));
  const changes = changesFromTest(run.data, test, outcome);
  const title = `${kind} test: ${test.units.map((u) => u.name).join(', ')}`;
  const { applied, reason } = commitChanges(run, title, changes, ctx.run.dicePosition(run));
  if (ctx.json) {
    out.json({
      ruleset: 'fow4',
      test: kind,
      game: file,
      facts,
      inputs: test.subjects.map((s) => ({ unit: s.unit.name, ...(s.team ? { team: s.team.id } : {}), input: s.input })),
      results: outcome.results,
      changes: applied,
      journal: { reason, entries: run.game.session.journal.length },
    });
    return;
  }
  for (const r of outcome.results) {
    out.line(`${r.team ?? r.unit}:`);
    await print(r.result);
  }
  printChanges(out, file, applied);
}
