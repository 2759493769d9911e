/**
 * Too Close for Error (p. 35) in play: which target teams a shooter is within 4"/10cm of (8"/20cm
 * of a tank) matters only when the owner tries a Mistaken Target swap, so the table is asked then
 * (never when the owner declines, so no shooting gets a question more for it). When it names
 * teams, the shooting is worked out again with that fact, every die and answer so far given back
 * to it unchanged (the fact changes nothing before Mistaken Target): the pairs it keeps from being
 * offered are reported (mistakenTargetRefused), and the owner's pair stands if it is still allowed,
 * else the owner is asked again, told which pairs are refused.
 */
import { decideSet, type Procedure } from '../../../engine/request.js';
import { TABLE } from '../../play.js';
import type { GameTeam, GameUnit } from '../bridge/game.js';
import { teamText } from '../bridge/game.js';

const MISTAKEN_TARGET = 'fow4.mistaken-target';

/** The table's question: which of the target's teams a team of the shooting unit is too close to. */
export function* tooCloseQuestion(shooter: string, target: GameUnit, teams: readonly GameTeam[]): Procedure<string[]> {
  return yield* decideSet<string>(
    'fow4.shoot.too-close',
    TABLE,
    `Which teams of ${target.name} have a team of ${shooter} within 4"/10cm (8"/20cm of a tank)? (Too Close for Error: no Mistaken Target swap for them, p. 35; none ticked: none that close)`,
    teams.map((t) => ({ value: t.id, label: teamText(target, t) })),
    [],
  );
}

/** The pair a Mistaken Target answer names ("A<->B"), if any. */
const pairOf = (answer: unknown): string | undefined =>
  typeof answer === 'string' && answer.includes('<->') ? answer : undefined;

/**
 * Run `make([])`; when the owner first picks a Mistaken Target pair, ask `question`. No team named:
 * the shooting goes on as it was. Teams named: `make(teams)` is given every earlier answer again
 * and goes on in its place, with the pair if it is still offered.
 */
export function* askTooCloseAtSwap<R>(
  make: (tooClose: readonly string[]) => Procedure<R>,
  question: () => Procedure<string[]>,
  refused: (tooClose: readonly string[]) => string,
): Procedure<R> {
  let proc = make([]);
  const given: unknown[] = [];
  let asked = false;
  let note = '';
  let step = proc.next();
  while (!step.done) {
    const req = step.value;
    const swap = req.type === 'decision' && req.id === MISTAKEN_TARGET;
    const answer: unknown = yield swap && note ? { ...req, question: `${req.question} (${note})` } : req;
    const pair = swap && !asked ? pairOf(answer) : undefined;
    if (pair) {
      asked = true;
      const close = yield* question();
      if (close.length > 0) {
        proc = make(close);
        step = proc.next();
        for (const a of given) {
          if (step.done) break;
          step = proc.next(a);
        }
        const again = step.done ? undefined : step.value;
        // The pair still allowed: it stands; else the owner chooses again, told what is refused.
        if (again?.type === 'decision' && again.id === MISTAKEN_TARGET && again.choices.some((c) => c.value === pair)) {
          given.push(answer);
          step = proc.next(answer);
        } else note = refused(close);
        continue;
      }
    }
    given.push(answer);
    step = proc.next(answer);
  }
  return step.value;
}
