/**
 * The opponent's morale choices (p. 24): the tests its units owe (a pin to break, a parent HQ
 * told to test) taken first, and rallying: a higher HQ of the company goes to a Retreating unit
 * (one unit a move, so the table is asked about one at a time), by the chance of an OK re-test.
 */
import type { Procedure } from '../../../engine/request.js';
import type { BotAnswer, BotRequest, PlayAction, StepOutcome } from '../../play.js';
import { moraleOdds } from '../odds.js';
import type { PzGameState } from '../schema/game.js';
import { applyMorale, moraleText, needsTest, testUnit, type KnownFacts } from '../turn/morale-action.js';
import { action, taking } from '../turn/index.js';
import { hqs, rallyable, higherHq, rallyAction } from '../turn/rally.js';
import { activeSide } from '../turn/sides.js';
import { unitKey, unitsOnTable, type PzView, type UnitRef } from '../turn/units.js';
import { factKey, ledgerOf, questionsLeft, remembering, type Ledger } from './facts.js';

type Out = Procedure<StepOutcome<PzGameState>>;

const radiusQ = (u: UnitRef) => ({
  id: 'panzerfaust.morale.radius',
  question: `Is ${u.force.id} out of command radius?`,
});
const defendingQ = (u: UnitRef) => ({
  id: 'panzerfaust.morale.defending',
  question: `Is ${u.force.id} defending a position?`,
});

/** Questions a morale test of this unit may still ask this turn. */
export function testQuestions(u: UnitRef, l: Ledger): number {
  return (factKey(radiusQ(u)) in l.facts ? 0 : 1) + (factKey(defendingQ(u)) in l.facts ? 0 : 1);
}

function* ownTest(v: PzView, u: UnitRef, known: KnownFacts, note: string[]): Out {
  const m = yield* testUnit(v, u, {}, known);
  return { state: applyMorale(v.state, u, m, v.forces), report: [...note, moraleText(u, m)] };
}

/** A test one of its units owes, taken first (with the facts told; with no questions left, what it was told before, else in radius and not defending). */
export function botMoraleChoice(
  v: PzView,
  l: Ledger,
): { action: PlayAction<PzGameState>; reason: string[] } | undefined {
  const u = unitsOnTable(v, activeSide(v.state)).find(needsTest);
  if (!u) return undefined;
  const need = testQuestions(u, l);
  const short = need > questionsLeft(v, l);
  const known: KnownFacts = short ? { outOfRadius: false, defending: 'none' } : {};
  const why = u.state.mustTest
    ? 'its parent-HQ test is owed (p. 23)'
    : 'it is pinned and must test before it moves (p. 17)';
  return {
    action: action(`morale:${unitKey(u)}`, `${u.force.id} tests morale`, () => {
      const fresh = ledgerOf(v.state);
      return remembering(
        ownTest(
          v,
          u,
          known,
          short ? ['(its questions for this turn are used up: taken as in command radius, not defending)'] : [],
        ),
        fresh,
      );
    }),
    reason: [`${u.force.id}: ${why}; ${need} question(s) at most`],
  };
}

/** The chance a Retreating unit's re-test comes out OK (p. 24), in command radius and defending nothing. */
function okChance(v: PzView, u: UnitRef): number {
  const company = v.state.sides[u.side]!.companies.find((c) => c.company === u.force.company);
  const odds = moraleOdds({
    rating: u.force.morale,
    retest: true,
    recon: u.force.recon,
    hqDestroyedOrRetreating: Boolean(company?.hqDestroyed),
    night: Boolean(v.state.weather?.night),
  });
  return odds.lines.find((x) => x.label === 'OK')?.p.toNumber() ?? 0;
}

/** The rally it would make now: the Retreating unit with the best chance, and its HQ. */
function rallyPick(v: PzView): { hq: UnitRef; unit: UnitRef; ok: number } | undefined {
  let best: { hq: UnitRef; unit: UnitRef; ok: number } | undefined;
  for (const hq of hqs(v))
    for (const u of unitsOnTable(v, hq.side).filter((x) => rallyable(x) && higherHq(hq, x))) {
      const ok = okChance(v, u);
      if (!best || ok > best.ok) best = { hq, unit: u, ok };
    }
  return best;
}

/** Rally one Retreating unit when its questions allow (3 at most: within 5 cm, radius, position). */
export function botRallyChoice(
  v: PzView,
  l: Ledger,
): { action: PlayAction<PzGameState>; reason: string[] } | undefined {
  const pick = rallyPick(v);
  // Never a rally that cannot succeed (no chance of OK), nor one its questions cannot pay for.
  if (!pick || pick.ok <= 0 || questionsLeft(v, l) < 1 + testQuestions(pick.unit, l)) return undefined;
  return {
    action: action(`rally:${unitKey(pick.unit)}`, `${pick.hq.force.id} rallies ${pick.unit.force.id}`, () =>
      taking(remembering(rallyAction(v), ledgerOf(v.state))),
    ),
    reason: [
      `${pick.unit.force.id} is Retreating: ${pick.hq.force.id} goes within 5 cm of it; an OK re-test (${Math.round(pick.ok * 100)}% in radius, defending nothing) brings it back (p. 24)`,
    ],
  };
}

/** Its answers to the rally picks the turn asks of its side. */
export function rallyAnswer(v: PzView, r: BotRequest): BotAnswer | undefined {
  const pick = rallyPick(v);
  if (!pick) return undefined;
  if (r.id === 'panzerfaust.rally.hq') return { value: unitKey(pick.hq), reason: 'the HQ of the rally it chose' };
  if (r.id === 'panzerfaust.rally.unit') {
    const first = r.choices.some((c) => c.value === unitKey(pick.unit));
    // One unit a move: the second would add three more questions for the table.
    if (r.choices[0]?.label.startsWith('no second'))
      return { value: r.choices[0].value, reason: 'one unit a move (a second would mean three more questions)' };
    return first
      ? { value: unitKey(pick.unit), reason: `the best chance to come back: ${Math.round(pick.ok * 100)}%` }
      : undefined;
  }
  return undefined;
}
