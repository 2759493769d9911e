/**
 * An Open Fire game state to the fow3 assault procedure and back, shared by `umpire play` and
 * `umpire assault --game`: each platoon's teams on the table (pinned platoons fight pinned), the
 * Tank Terror question (an enemy tank within 6"/15cm), and the result written into the state
 * (teams destroyed, bailed out or bogged down, platoons pinned, losses for platoon morale). Pure.
 */
import type { TableQuestion } from '../../flames-of-war/table-questions/questions.js';
import { pickTeams, yesNo } from '../../flames-of-war/table-questions/questions.js';
import type { AssaultResult } from '../assault/assault.js';
import type { AssaultPlatoon } from '../assault/types.js';
import { didYouMean } from '../../../game/suggest.js';
import { Fow3BridgeInputError } from './game.js';
import type { Fow3GameState, Fow3TeamState } from '../schema/game.js';
import {
  bump,
  fighting,
  forcePlatoon,
  platoonState,
  play,
  targetTeam,
  withPlatoon,
  withPlay,
  withTeam,
  type Fow3View,
} from '../turn/units.js';

/**
 * A platoon of the game as the assault procedure sees it. `attacking`: its teams that stayed put
 * to shoot at full ROF this turn do not charge ("Cover Me!", [Infantry Assaults]).
 */
export function fow3AssaultPlatoon(view: Fow3View, side: number, name: string, attacking = false): AssaultPlatoon {
  const fp = forcePlatoon(view, side, name);
  const ps = platoonState(view.state, side, name);
  const dug = (play(view.state).dugIn ?? []).includes(name);
  const fullRof = (t: Fow3TeamState) => attacking && t.shot === true && !t.moved && !dug;
  return {
    name,
    motivation: fp.ratings.motivation,
    skill: fp.ratings.skill,
    teams: ps.teams
      .filter((t) => !t.destroyed)
      .map((t) => ({
        ...targetTeam(view, side, name, t),
        ...(ps.pinned ? { pinned: true } : {}),
        ...(fullRof(t) ? { charging: false } : {}),
      })),
  };
}

/** The enemy of `side` still has a tank on the table (else Tank Terror cannot apply). */
export function enemyHasTanks(view: Fow3View, side: number): boolean {
  const tside = side === 0 ? 1 : 0;
  return view.state.sides[tside]!.platoons.some(
    (p) =>
      fighting(p) &&
      p.teams.some(
        (t) =>
          !t.destroyed &&
          forcePlatoon(view, tside, p.platoon).teams.find((x) => x.id === t.id)!.profile.kind === 'tank',
      ),
  );
}

/**
 * The defending side's other platoons that could fire Defensive Fire ([Defensive Fire]): not
 * charged, with a team that can shoot (not destroyed, bailed out or bogged down).
 */
export function nearbyCandidates(view: Fow3View, defendingSide: number, defenders: readonly string[]): string[] {
  return view.state.sides[defendingSide]!.platoons.filter(
    (p) =>
      fighting(p) &&
      !defenders.includes(p.platoon) &&
      p.teams.some((t) => !t.destroyed && !t.bailedOut && !t.boggedDown),
  ).map((p) => p.platoon);
}

/** The table question's key and decision id: which other defending platoons fire Defensive Fire. */
export const NEARBY_KEY = 'nearby';
export const NEARBY_ID = 'fow3.table.nearby';

/** The text of the question, naming the charge it is about (the demo table reads the charged platoon back). */
export function nearbyText(
  view: Fow3View,
  defendingSide: number,
  platoon: string,
  defenders: readonly string[],
): string {
  return `Which other ${view.state.sides[defendingSide]!.name} platoons have teams within 8"/20cm of ${platoon}'s assaulting teams as it charges ${defenders.join(', ')}? They fire Defensive Fire too.`;
}

/** The charged platoons named by a question nearbyText wrote (one name when one platoon is charged). */
export function chargedIn(question: string): string | undefined {
  return /as it charges (.*)\? They fire Defensive Fire too\.$/.exec(question)?.[1];
}

/**
 * The question of the defender's other platoons near the charge (every defending team within
 * 8"/20cm fires, whatever its platoon, [Defensive Fire]): asked only when the defending side has
 * another platoon that could fire; default none.
 */
export function nearbyQuestion(
  view: Fow3View,
  side: number,
  platoon: string,
  defenders: readonly string[],
): TableQuestion | undefined {
  const tside = side === 0 ? 1 : 0;
  const others = nearbyCandidates(view, tside, defenders);
  if (others.length === 0) return undefined;
  return pickTeams(
    NEARBY_KEY,
    nearbyText(view, tside, platoon, defenders),
    others,
    [],
    'Defensive Fire: every defending team within 8"/20cm shoots, whatever its platoon ([Defensive Fire])',
  );
}

/**
 * The questions before an assault: Tank Terror (an enemy tank within 6"/15cm), when the enemy has a
 * tank, default yes when a defending platoon has tanks; then the defender's other platoons near the
 * charge, when it has any (nearbyQuestion).
 */
export function fow3AssaultQuestions(
  view: Fow3View,
  side: number,
  platoon: string,
  defenders: readonly AssaultPlatoon[],
): TableQuestion[] {
  const near = nearbyQuestion(
    view,
    side,
    platoon,
    defenders.map((d) => d.name),
  );
  return [
    ...(enemyHasTanks(view, side)
      ? [
          yesNo(
            'tankWithin6',
            `Is ${platoon} within 6"/15cm of an enemy tank (Tank Terror)?`,
            defenders.some((d) => d.teams.some((t) => t.profile.kind === 'tank')),
            'Tank Terror: infantry must pass a Motivation Test to assault',
          ),
        ]
      : []),
    ...(near ? [near] : []),
  ];
}

/** The platoons the table named near the charge, checked: each a platoon of the defending side that could fire. */
export function nearbyPlatoons(
  view: Fow3View,
  side: number,
  defenders: readonly string[],
  named: readonly string[],
): AssaultPlatoon[] {
  const tside = side === 0 ? 1 : 0;
  const ok = nearbyCandidates(view, tside, defenders);
  return [...new Set(named)].map((n) => {
    if (!ok.includes(n))
      throw new Fow3BridgeInputError(
        `'${n}' cannot fire Defensive Fire here: name another ${view.state.sides[tside]!.name} platoon on the table, not a charged one, with a team that can shoot${didYouMean(n, ok)}`,
      );
    return fow3AssaultPlatoon(view, tside, n);
  });
}

/** The result applied; `sides` gives each platoon's side. */
export function applyAssault(
  state: Fow3GameState,
  sides: Readonly<Record<string, number>>,
  r: AssaultResult,
): Fow3GameState {
  let next = state;
  let lost = play(state).lost;
  for (const t of r.teams) {
    const side = sides[t.platoon]!;
    const before = platoonState(next, side, t.platoon).teams.find((x) => x.id === t.id)!;
    if (t.state === 'destroyed' && !before.destroyed) {
      next = withTeam(next, side, t.id, ({ bailedOut: _b, boggedDown: _g, ...x }) => ({ ...x, destroyed: true }));
      lost = bump(lost, t.platoon, 1);
    } else if (t.state === 'bailed-out') next = withTeam(next, side, t.id, (x) => ({ ...x, bailedOut: true }));
    else if (t.state === 'bogged-down') next = withTeam(next, side, t.id, (x) => ({ ...x, boggedDown: true }));
  }
  for (const name of r.pinned) next = withPlatoon(next, sides[name]!, name, (p) => ({ ...p, pinned: true }));
  return withPlay(next, { lost });
}
