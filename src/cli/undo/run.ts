import { DEFAULT_RULESET, gameFileRuleset, loadRuleset, rulesetIdFor } from '../../rulesets/index.js';
import { InputError } from '../../errors/input-error.js';
import { gameFileArgument } from '../game-file-argument.js';
import { printJson, println } from '../output.js';

const WHOLE = /^\d+$/;

/**
 * `umpire undo [game] [n]`: the file and the count in either order (a whole number is the count,
 * so `umpire undo 3` still steps back three); `--game FILE` is the file's alias.
 */
export function undoArguments(
  first: string | undefined,
  second: string | undefined,
  option: string | undefined,
): { game: string; n: string | undefined } {
  const given = [first, second].filter((a): a is string => a !== undefined);
  const counts = given.filter((a) => WHOLE.test(a));
  const files = given.filter((a) => !WHOLE.test(a));
  if (counts.length > 1) throw new InputError(`undo takes one number of steps, not ${counts.join(' and ')}`);
  if (files.length > 1)
    throw new InputError(`undo takes one game file and a number of steps, not ${files.join(' and ')}`);
  return { game: gameFileArgument(files[0], option) ?? 'umpire-game.yaml', n: counts[0] };
}

/** Step back n changes by replaying the journal without its tail; --list shows what can be undone. */
export async function runUndo(
  steps: string | undefined,
  opts: { game: string; json?: boolean; list?: boolean; repair?: boolean },
): Promise<void> {
  if (opts.repair) return runRepair(opts);
  const n = steps === undefined ? 1 : Number(steps);
  if (!Number.isInteger(n) || n < 1) throw new InputError(`undo takes a number of steps (1 or more), not '${steps}'`);
  // --list only reads: no lock, no roll-forward, no hand-edit entry written.
  const game = await (
    await loadRuleset(await rulesetIdFor(undefined, opts.game))
  ).games.open(opts.game, opts.list ? { readOnly: true } : {});
  if (opts.list) {
    const changes = game.session
      .undoable()
      .map((e) => ({ seq: e.seq, at: e.at, reason: e.kind === 'change' ? e.reason : e.kind }));
    if (opts.json) printJson({ file: opts.game, undoable: changes });
    else if (changes.length === 0) println('nothing to undo');
    else changes.reverse().forEach((c, i) => println(`${i + 1}. ${c.reason} (${c.at})`));
    return;
  }
  const { undone } = game.session.undo(n);
  const s = game.session.state;
  const reasons = undone.filter((e) => e.kind === 'change').map((e) => (e.kind === 'change' ? e.reason : ''));
  const dice = undone.filter((e) => e.kind === 'dice').length;
  if (opts.json) {
    printJson({
      file: opts.game,
      undone: reasons,
      diceUndone: dice,
      turn: s.turn,
      active: s.active,
      step: s.step,
      journal: game.session.journal.length,
    });
    return;
  }
  println(
    `undid ${reasons.length} change${reasons.length === 1 ? '' : 's'}${dice ? ` and ${dice} dice roll${dice === 1 ? '' : 's'}` : ''}: ${reasons.reverse().join('; ')}`,
  );
  println(`now turn ${s.turn}, ${s.active}, ${s.step} step`);
}

/** Roll a game whose journal is damaged back to its last good entry (the damaged journal is kept). */
async function runRepair(opts: { game: string; json?: boolean }): Promise<void> {
  let ruleset: string | undefined;
  try {
    ruleset = await gameFileRuleset(opts.game);
  } catch {
    // The game file itself may be the damaged part; its journal still says what the game was.
  }
  const r = await (await loadRuleset(ruleset ?? DEFAULT_RULESET)).games.repair(opts.game);
  if (opts.json) {
    printJson({
      file: opts.game,
      kept: r.kept,
      dropped: r.dropped,
      backup: r.backup,
      ...(r.firstBad ? { firstBad: r.firstBad } : {}),
      ...(r.refused ? { refused: r.refused } : {}),
    });
    return;
  }
  println(
    r.dropped === 0
      ? `the journal was sound; ${opts.game} was rewritten from its ${r.kept} entries`
      : `rolled ${opts.game} back to journal entry ${r.kept}, the last good one; ${r.dropped} line${r.dropped === 1 ? '' : 's'} after it ${r.dropped === 1 ? 'was' : 'were'} set aside`,
  );
  if (r.firstBad) println(`first bad line: ${r.firstBad.line} (${r.firstBad.why})`);
  println(`the journal as it was is kept in ${r.backup}`);
}
