/**
 * The fow4 opponent's bombardment of a target, scored like a shot (score.ts) from the exact
 * bombardment odds of every team under the template (odds/bombard-odds.ts, pp. 45-51), with the
 * structured twin of its numbers (`umpire odds bombard --game`, odds-twin.ts).
 */
import type { Doctrine } from '../../play.js';
import { bombardFromGame } from '../bridge/bombard.js';
import type { GameView } from '../turn/units.js';
import { bombardOddsOf } from './odds-memo.js';
import { bombardTwin } from './odds-twin.js';
import { pct, type ShotScore } from './score.js';
import { cached, mean, scoreOf, teamNoun } from './target-value.js';
import type { Sight } from './sight.js';

/** A bombardment of `target`, scored from the exact bombardment odds (every team under the template). */
export function scoreBombard(
  view: GameView,
  unit: string,
  target: string,
  sight: Sight,
  d: Doctrine,
): ShotScore | undefined {
  return cached(view, JSON.stringify(['bombard', unit, target, sight.concealed(target), d.id]), () =>
    bombardNow(view, unit, target, sight, d),
  );
}

function bombardNow(view: GameView, unit: string, target: string, sight: Sight, d: Doctrine): ShotScore | undefined {
  try {
    const overTerrain = sight.concealed(target);
    const gb = bombardFromGame(view, unit, [target], { templateCoversTerrain: overTerrain });
    const o = bombardOddsOf(gb.situation);
    const u = o.overall.units.find((x) => x.name === target) ?? o.overall.units[0];
    if (!u) return undefined;
    const destroyed = mean(u.destroyed);
    const pin = u.pinned?.toNumber() ?? 0;
    const why = `${destroyed.toFixed(1)} ${teamNoun(view, target)} destroyed expected, ${pct(pin)} to pin (bombardment)`;
    return {
      target,
      destroyed,
      pin,
      score: scoreOf(view, target, d, destroyed, pin),
      why,
      odds: bombardTwin(view, unit, target, overTerrain, why, { destroyed, pin }),
    };
  } catch {
    return undefined;
  }
}
