/** `umpire test <kind> --game`: a unit of a saved game takes a test; the outcome is written back. */
import { changesFromTest, GAME_TEST_KINDS, isGameTestKind, runGameTest, testFromGame, testQuestions, type TestFacts } from '../../rulesets/fow4/bridge/tests.js';
import { UserError } from '../errors.js';
import { askQuestions, commitChanges, factsFromFlags, openGame, printChanges, runInGame } from '../game-mode/session.js';
import { printJson, println } from '../output.js';
import type { DiceFlags } from '../dice-options.js';

export interface TestGameFlags extends DiceFlags {
  game: string;
  unit?: string[];
  team?: string;
  commander?: string;
  fact?: string[];
  decide?: string[];
  json?: boolean;
}

function commanderFlag(text: string | undefined): boolean | 'ask' | undefined {
  if (text === undefined) return undefined;
  if (/^ask$/i.test(text)) return 'ask';
  if (/^(y|yes|true)$/i.test(text)) return true;
  if (/^(n|no|false)$/i.test(text)) return false;
  throw new UserError(`--commander takes yes, no or ask, not "${text}"`);
}

export async function runTestGame(kind: string, f: TestGameFlags, print: (r: import('../../rulesets/fow4/rating-tests/types.js').TestResult) => Promise<void>): Promise<void> {
  if (!isGameTestKind(kind)) {
    throw new UserError(`the ${kind} test takes nothing from a game: run it without --game`, undefined, `with --game: ${GAME_TEST_KINDS.join(', ')}`);
  }
  if (!f.unit || f.unit.length === 0) throw new UserError('name the unit with --unit, e.g. --unit "1st Grenadier Platoon"');
  const run = openGame(f.game);
  const questions = testQuestions(run.data, kind, f.unit);
  const commander = commanderFlag(f.commander);
  const given: Record<string, unknown> = { ...factsFromFlags(questions, f.fact), ...(commander !== undefined ? { commander } : {}), ...(f.team !== undefined ? { team: f.team } : {}) };
  // Without an answer, the Commander question is asked only if the test fails (a decision).
  const facts = (await askQuestions(questions.filter((q) => q.key !== 'commander'), given)) as TestFacts;
  const test = testFromGame(run.data, kind, f.unit, facts);
  const outcome = await runInGame(run, runGameTest(test), f);
  const changes = changesFromTest(run.data, test, outcome);
  const title = `${kind} test: ${test.units.map((u) => u.name).join(', ')}`;
  const { applied, reason } = commitChanges(run, title, changes);
  if (f.json) {
    printJson({ ruleset: 'fow4', test: kind, game: f.game, facts, inputs: test.subjects.map((s) => ({ unit: s.unit.name, ...(s.team ? { team: s.team.id } : {}), input: s.input })), results: outcome.results, changes: applied, journal: { reason, entries: run.game.session.journal.length } });
    return;
  }
  for (const r of outcome.results) {
    println(`${r.team ?? r.unit}:`);
    await print(r.result);
  }
  printChanges(f.game, applied);
}
