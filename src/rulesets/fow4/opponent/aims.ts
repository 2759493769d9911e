/**
 * How the built-in opponent aims, the turn's ShotAim, BombardAim and ChargeAim played its way: the
 * table answers one question per unit (sight.ts), the opponent scores its targets with the exact
 * odds (score.ts), declares the target team itself, fires the weapon that scored best, and charges
 * with the table's facts in one question (charge-facts.ts). The rules of each shot, bombardment
 * and assault stay the turn's (turn/shooting.ts, turn/bombard.ts, turn/assault.ts).
 */
import { withPlay } from '../turn/units.js';
import { enemyTargets, type ShotAim } from '../turn/shooting.js';
import type { Aims, BombardAim } from '../turn/bombard.js';
import type { ChargeAim } from '../turn/assault.js';
import { assault } from '../assault/procedure.js';
import type { AssaultFacts } from '../bridge/assault.js';
import type { ShootingFacts } from '../bridge/shooting.js';
import { botAssaultFacts, botTarget, declareTeam, humanSwaps, shootsToAssault, shotReason } from './shooting.js';
import { factsFor } from './sight.js';
import { askChargeFacts, settledByTable, withChargeFacts } from './charge-facts.js';

/** Its shot: the target from the table's one answer and the odds; the facts from that answer; the Unit Leader declared. */
export const opponentShot: ShotAim = {
  *aim(view, side, unit) {
    const bot = yield* botTarget(view, side, unit);
    const state = bot.kept ? withPlay(view.state, { sight: bot.kept }) : view.state;
    return {
      state,
      target: bot.target,
      none: bot.held ?? shotReason(unit, 'shoots', undefined, enemyTargets({ ...view, state }, side)),
      *facts(v, target) {
        const declared = yield* declareTeam(v, side, target);
        const facts: ShootingFacts = {
          ...factsFor(bot.sight, target),
          ...(declared ? { target: declared } : {}),
          ...(bot.best?.teamWeapons ? { teamWeapons: bot.best.teamWeapons } : {}),
          ...(bot.best?.shooters ? { shooters: bot.best.shooters } : {}),
          ...(shootsToAssault(v, side, unit) ? { willAssault: true } : {}),
        };
        return facts;
      },
      // Weapons are chosen per team (score.ts), in the facts above.
      *weapon() {
        return undefined;
      },
      // The person at the table may turn Mistaken Target down for the rest of its turn.
      swaps: (proc, v) => humanSwaps(proc, v),
    };
  },
};

/**
 * Its bombardment: the target as for a shot; its spotter is the Unit Leader, the template over
 * the target's teams, terrain under it when the table said the target is Concealed (sight.ts);
 * the questions' defaults otherwise.
 */
export const opponentBombard: BombardAim = {
  *aim(view, side, unit) {
    const bot = yield* botTarget(view, side, unit, true);
    return {
      state: bot.kept ? withPlay(view.state, { sight: bot.kept }) : view.state,
      target: bot.target,
      *facts(_v, targets) {
        return { templateCoversTerrain: bot.sight.concealed(targets[0]!) };
      },
      *spotterSees(target) {
        return bot.sight.sees(target);
      },
    };
  },
};

export const OPPONENT_AIMS: Aims = { shot: opponentShot, bombard: opponentBombard };

/**
 * Its charge: no smoke, moved no more than 10"/25cm as it was told, teams that shot at Halted ROF
 * when it did not shoot to assault; the table's facts in one question, the procedure's own table
 * questions answered from it.
 */
export const opponentCharge: ChargeAim = {
  *facts(view, side, unit) {
    return botAssaultFacts(view, side, unit) as AssaultFacts;
  },
  *fight(input, unit, target) {
    return yield* settledByTable(assault(withChargeFacts(input, yield* askChargeFacts(input, unit, target))));
  },
};
