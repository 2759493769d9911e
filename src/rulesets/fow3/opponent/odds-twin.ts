/**
 * The structured twin of the numbers the fow3 opponent prints for an option (DecisionOdds,
 * src/rulesets/play.ts): what it printed, the numbers unrounded, and the `umpire odds` command
 * that gives them from the same facts. A shooting is `umpire odds shoot --game` on the game as the
 * opponent saw it, with the table's answers as --fact and the weapons it chose as --weapon; an
 * assault the `--situation` of `umpire odds assault` (teams named from the fow3 arsenals) with the
 * opponent's runs and seed. Pure.
 */
import { isDeepStrictEqual } from 'node:util';
import type { DecisionOdds } from '../../play.js';
import { assaultTwinOf, gameTwin } from '../../flames-of-war/odds-twin.js';
import { bundledFow3Arsenal, findFow3Teams } from '../arsenal/load.js';
import type { AssaultSituation } from '../assault/assault.js';
import type { AssaultPlatoon } from '../assault/types.js';
import { fow3Shooters, fow3ShootingQuestions, type Fow3ShootingFacts } from '../bridge/shooting.js';
import type { ShootSituation } from '../shooting/shoot.js';
import type { Fow3View } from '../turn/units.js';

const yes = (b: boolean | undefined) => (b ? 'yes' : 'no');

/**
 * `umpire odds shoot --ruleset fow3 --game game.yaml --unit P --target T --fact ... --weapon ...
 * --json`, game.yaml the game as the opponent saw it (its table answers kept in it).
 */
export function shootTwin(
  view: Fow3View,
  side: number,
  platoon: string,
  target: string,
  facts: Fow3ShootingFacts,
  situation: ShootSituation,
  why: string,
  numbers: Readonly<Record<string, number>>,
): DecisionOdds {
  const asked = new Set(fow3ShootingQuestions(view, side === 0 ? 1 : 0, platoon, target).map((q) => q.key));
  const fact = [
    `longRange=${yes(facts.longRange)}`,
    `concealed=${yes(facts.concealed)}`,
    ...(asked.has('bulletproof') ? [`bulletproof=${yes(facts.bulletproof)}`] : []),
    ...(asked.has('facing') ? [`facing=${facts.facing ?? 'front'}`] : []),
  ];
  // The weapons of the teams that fire other than they would by default (MGs alone, a Panzerfaust at tanks).
  const usual = new Map(fow3Shooters(view, side, platoon).map((s) => [s.id, s.fire]));
  const weapons = [
    ...new Set(situation.shooters.flatMap((s) => (isDeepStrictEqual(s.fire, usual.get(s.id)) ? [] : (s.fire ?? [])))),
  ];
  return gameTwin(
    'fow3',
    'shoot',
    view.state,
    platoon,
    target,
    ['--fact', ...fact, ...weapons.flatMap((w) => ['--weapon', w])],
    { why, numbers },
  );
}

/** A platoon of the assault as the situation file names it: each team by its arsenal name (undefined: a profile no arsenal has). */
function named(p: AssaultPlatoon): unknown {
  // A team's label is only how it is printed: the situation file has no place for it.
  const teams = p.teams.map(({ profile, label: _label, ...rest }) => {
    const found = findFow3Teams(bundledFow3Arsenal(), profile.name).find((t) => {
      const { arsenal: _a, ...bare } = t as typeof t & { arsenal?: string };
      return isDeepStrictEqual(bare, profile) || isDeepStrictEqual(t, profile);
    });
    return found ? { ...rest, team: profile.name, arsenal: found.arsenal } : undefined;
  });
  return teams.every((t) => t) ? { ...p, teams } : undefined;
}

/** `umpire odds assault --ruleset fow3 --situation assault.json --trials N --seed S --json`: the same runs. */
export function assaultTwin(
  option: string,
  why: string,
  situation: AssaultSituation,
  runs: { readonly trials: number; readonly seed: number },
  numbers: Readonly<Record<string, number>>,
): DecisionOdds | undefined {
  const attacker = named(situation.attacker);
  const defenders = situation.defenders.map(named);
  // The defender's other platoons near the charge, which fire Defensive Fire too ([Defensive Fire]).
  const nearby = situation.nearby?.map(named);
  if (!attacker || defenders.some((d) => !d) || nearby?.some((d) => !d)) return undefined;
  return assaultTwinOf('fow3', option, { ...situation, attacker, defenders, ...(nearby ? { nearby } : {}) }, runs, {
    why,
    numbers,
  });
}
