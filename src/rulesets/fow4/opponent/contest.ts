/**
 * Whether a unit on an Objective it takes closes on an enemy unit contesting it (value-and-threat
 * doctrines). An enemy team within 4"/10cm of the Objective leaves it nobody's, and only clearing
 * it wins it (p. 94). The unit closes on a contester it can charge (no more than 10"/25cm, so it
 * may still assault, p. 52):
 * - to charge it, when the assault, estimated with its teams as they will charge (moved up, out of
 *   their Foxholes: movedUp), clears the bar the Assault Step will weigh that charge against
 *   (clock.ts: its doctrine's, lowered from the turn clock's turn); the Assault Step then charges
 *   unless the table says otherwise;
 * - from the turn clock's turn (a game out of time is lost by both sides, p. 93), when the charge
 *   is under that bar but its side's fire this turn is worth a shot at the contester (its
 *   doctrine's floor: its own from close in at Moving ROF, p. 33, or another unit's), to charge it
 *   once that fire has worn it down: the move's line says it charges only if the fire brings the
 *   charge over the bar, and the Assault Step, weighing the charge after the Shooting Step against
 *   the same bar, charges or gives the odds the fire left;
 * - else not at all: it stays in its cover, and its line gives the charge it passed over.
 * Pinned Down it cannot assault (p. 41): it does not close on.
 */
import type { DecisionOdds, Doctrine } from '../../play.js';
import { onTable, type GameView } from '../turn/units.js';
import { barText, chargeBar, CLOCK_TURN } from './clock.js';
import { chargeableContesters, movedUp } from './objectives.js';
import { scoreAssault, scoreShot, worthIt, type AssaultScore, type ShotScore } from './score.js';

export interface CloseOn {
  /**
   * The contester it closes on: to charge it, its charge clearing the bar, or (the clock) to charge
   * it once its side's fire has worn it down. None: it stays.
   */
  readonly target?: string;
  /** Its words for the move's line, with the numbers of the charge and of the runner-up. */
  readonly text: string;
  /** The structured twins of the charges and the fire printed (odds-twin.ts). */
  readonly odds: readonly DecisionOdds[];
}

const NONE: CloseOn = { text: '', odds: [] };

/** The decision for `unit` (the caller checks it stands on the Objective it takes and is not Pinned Down). */
export function closeOn(view: GameView, side: number, unit: string, d: Doctrine): CloseOn {
  if (d.classic) return NONE;
  const turn = view.state.turn;
  const bar = chargeBar(turn, d, true);
  const up = movedUp(view, side, unit);
  const charges: AssaultScore[] = chargeableContesters(view, side, unit)
    .flatMap((e) => scoreAssault(up, unit, e, d, { shotHalted: [] }, bar) ?? [])
    .sort((a, b) => Number(b.win >= bar) - Number(a.win >= bar) || b.score - a.score);
  const [charge, other] = charges;
  if (!charge) return NONE;
  const odds = charges.slice(0, 2).flatMap((a) => (a.odds ? [a.odds] : []));
  const under = `under ${barText(turn, d, true)}`;
  const rather = other ? `; rather than against ${other.target}: ${other.why}` : '';
  if (charge.win >= bar)
    return {
      target: charge.target,
      text: `to charge it off (${d.id}: ${charge.why}, clearing ${barText(turn, d, true)}${rather})`,
      odds,
    };
  // From the clock's turn: close in on the contester its side's fire does most to (its own from
  // close in, at Moving ROF, or another unit's), if that fire is worth a shot: it charges once
  // the fire has brought the charge over the bar.
  const fire =
    turn >= CLOCK_TURN
      ? charges
          .flatMap((a) => firers(view, side, unit, a.target, d).map((f) => ({ a, ...f })))
          .sort((x, y) => y.s.score - x.s.score)[0]
      : undefined;
  if (fire)
    return {
      target: fire.a.target,
      text: `to charge it off once this turn's fire has worn it down (${fire.by === unit ? 'its own fire from close in' : `${fire.by}'s fire`}: ${fire.s.why}): it charges if that fire brings the charge over ${barText(turn, d, true)} (${d.id}, now ${fire.a.why}${fire.a === charge ? rather : `; its best charge, against ${charge.target}: ${charge.why}`})`,
      odds: [
        ...(fire.a.odds ? [fire.a.odds] : []),
        ...(fire.s.odds ? [fire.s.odds] : []),
        ...odds.filter((o) => o !== fire.a.odds),
      ].slice(0, 3),
    };
  return {
    text: ` It does not close on ${charge.target} to charge it: ${charge.why}, ${under}${rather}.`,
    odds,
  };
}

/**
 * The units of `side` whose fire at `target` this turn is worth a shot (its doctrine's floor):
 * `unit` itself from close in, having moved (Moving ROF, p. 33; its short-ranged weapons reach),
 * and each other unit from where it stands, its main weapons, in the open within 16"/40cm. Best first.
 */
function firers(
  view: GameView,
  side: number,
  unit: string,
  target: string,
  d: Doctrine,
): { by: string; s: ShotScore }[] {
  const own = scoreShot(movedUp(view, side, unit), unit, target, {}, d, false, true);
  const others = view.state.sides[side]!.units.filter((u) => u.unit !== unit && onTable(u)).flatMap((u) => {
    const s = scoreShot(view, u.unit, target, {}, d, true);
    return s ? [{ by: u.unit, s }] : [];
  });
  return [...(own ? [{ by: unit, s: own }] : []), ...others]
    .filter((f) => worthIt(d, f.s))
    .sort((a, b) => b.s.score - a.s.score);
}
