/**
 * Open Fire's set-up and Starting Step for `umpire play` (FOW3_TURN): the Free-for-All first-turn
 * roll-off; then each turn Check Company Morale (p. 31), Check Victory Conditions (Taking
 * Objectives, p. 31), Rally Pinned Down Platoons (p. 15), Re-mount Bailed Out Tanks (p. 7), Free
 * Bogged Down Tanks (p. 9). Every roll is a fow3 procedure; only the table answers questions.
 */
import { citeRule } from '../../../engine/rules.js';
import { decide, type Procedure } from '../../../engine/request.js';
import { TABLE, type StepOutcome } from '../../play.js';
import { firstTurn, FREE_FOR_ALL } from '../mission/free-for-all.js';
import { companyMoraleCheck, type CompanyMoraleResult } from '../morale.js';
import { freeBoggedDown } from '../movement.js';
import { fow3Options } from '../options.js';
import { FOW3 } from '../rules.js';
import type { Fow3GameState } from '../schema/game.js';
import { fow3GameStatus } from '../status.js';
import { motivationTest, type TestResult } from '../rating-tests/motivation-skill.js';
import { outcome, STARTING_WORDS, type Fow3TestOutcome } from '../rating-tests/registry.js';
import type { Out as CommandOut } from '../../contract.js';
import { freedFromBogging, rallied, remounted, commandJoined } from '../bridge/tests.js';
import { activeIndex, fighting, forcePlatoon, otherIndex, play, withPlay, type Fow3View } from './units.js';

type Out = Procedure<StepOutcome<Fow3GameState>>;

export function testText(title: string, t: TestResult): string {
  return `${title}: rolled ${t.faces.join(', then ')} (needs ${t.need}+): ${t.passed ? 'passed' : 'failed'} (${t.rules.map(citeRule).join('; ')})`;
}

/** The German side of Free-for-All (it places objectives first and rolls first); the other is Allied. */
function germanIndex(view: Fow3View): number {
  const i = view.forces.findIndex((f) => f.nation === 'german');
  if (i >= 0) return i;
  const j = view.state.sides.findIndex((s) => /german/i.test(s.name));
  return j >= 0 ? j : 1;
}

/** The set-up question of solo play: 'none', or the side the built-in opponent plays. */
export function soloQuestion(names: readonly string[]): {
  message: string;
  choices: { value: string; label: string }[];
  default: string;
} {
  return {
    message:
      'Solo play? The built-in opponent takes the decisions the rules give a player; you still move its models and answer what the table shows.',
    choices: [
      { value: 'none', label: 'no: two players' },
      ...names.map((n) => ({ value: n, label: `the built-in opponent plays ${n}` })),
    ],
    default: 'none',
  };
}

/**
 * Set-up (Free-for-All): solo play, the mission's steps, the roll for the first turn. `solo`: the
 * answer already given at play's set-up (else it is asked here, as a table decision).
 */
export function* setupFow3(view: Fow3View, solo?: string): Out {
  const names = view.state.sides.map((s) => s.name);
  if (names.length !== 2) throw new RangeError('a game to play needs two sides');
  const q = soloQuestion(names);
  const bot = solo ?? (yield* decide<string>('fow3.setup.bot', TABLE, q.message, q.choices, q.default));
  const g = germanIndex(view);
  const german = names[g]!;
  const allied = names[g === 0 ? 1 : 0]!;
  const r = yield* firstTurn();
  const first = r.first === 'german' ? german : allied;
  const other = first === german ? allied : german;
  const state = withPlay(
    { ...view.state, active: first, turn: 1, step: 'starting' },
    { first, ...(bot !== 'none' ? { bots: [bot] } : {}) },
  );
  return {
    state,
    report: [
      `Mission: ${FREE_FOR_ALL.name} ${FOW3.freeForAll.page}. ${german} is the German player, ${allied} the Allied player.`,
      ...FREE_FOR_ALL.steps.slice(0, 4).map((s, i) => `  ${i + 1}. ${s}`),
      `First turn: ${r.rolls.map((x) => `${german} ${x.german}, ${allied} ${x.allied}`).join('; ')}: ${first} goes first; every team of ${other} starts Gone to Ground.`,
      ...(bot !== 'none' ? [`The built-in opponent plays ${bot}.`] : []),
    ],
  };
}

/** A new turn: the active side's teams have not moved or shot yet. */
export function newTurn(state: Fow3GameState): Fow3GameState {
  const side = activeIndex(state);
  const cleared = {
    ...state,
    sides: state.sides.map((s, si) =>
      si !== side
        ? s
        : {
            ...s,
            platoons: s.platoons.map((p) => ({ ...p, teams: p.teams.map(({ moved: _m, shot: _s, ...t }) => t) })),
          },
    ),
  };
  return withPlay(cleared, {
    acted: undefined,
    dugIn: undefined,
    lastTarget: undefined,
    hits: undefined,
    lost: undefined,
  });
}

function* companyMorale(view: Fow3View): Procedure<{ result: CompanyMoraleResult; line?: string; title: string }> {
  const side = activeIndex(view.state);
  const s = fow3GameStatus(view.state, view.forces).sides[side]!;
  const hq = view.forces[side]!.platoons.find((p) => p.slot === 'headquarters');
  const result = yield* companyMoraleCheck(
    {
      platoonsDestroyed: s.platoonsDestroyed,
      platoonsFighting: s.platoonsFighting,
      companyCommandAlive: s.companyCommandAlive,
      twoICAlive: s.twoICAlive,
      motivation: hq?.ratings.motivation ?? 'confident',
    },
    fow3Options(),
  );
  const title = `${view.state.active} (${s.platoonsDestroyed} platoons destroyed, ${s.platoonsFighting} fighting)`;
  if (!result.required) return { result, title };
  const line = result.test
    ? testText(`Company Morale ${title}`, result.test)
    : `Company Morale (${citeRule(FOW3.companyMorale)}): ${result.note}`;
  return { result, line, title };
}

/** A test the step took, for the tables of `umpire test --ruleset fow3` on the play screen. */
export interface Shown {
  readonly title: string;
  readonly result: Fow3TestOutcome;
}

/** Each test as `umpire test --ruleset fow3` prints it, then the rules they applied in one list. */
export async function showTests(out: CommandOut, tests: readonly Shown[]): Promise<void> {
  const { printFow3Test } = await import('../commands/test/quick.js');
  for (const t of tests) await printFow3Test(out, t.result, undefined, undefined, { title: t.title, rules: false });
  out.list(out.paint.dim('Rules applied:'), [...new Set(tests.flatMap((t) => t.result.rules.map(citeRule)))]);
}

export function* startingStep(view: Fow3View): Out {
  let state = newTurn(view.state);
  const side = activeIndex(state);
  const me = state.active;
  const enemy = state.sides[otherIndex(state)]!.name;
  const report: string[] = [];
  const tests: Shown[] = [];
  const v = () => ({ ...view, state });
  // Every die of the step in the tables of `umpire test --ruleset fow3`.
  const shown = () => (tests.length === 0 ? {} : { show: (out: CommandOut) => showTests(out, tests) });

  // 1. Check Company Morale (p. 31).
  const cm = yield* companyMorale(v());
  if (cm.result.test) {
    const words = cm.result.fightsOn
      ? ['the company fights on']
      : [cm.result.note ?? "the company's morale breaks: the game is over, and lost"];
    tests.push({
      title: cm.title,
      result: outcome('company-morale', cm.result.test, cm.result.fightsOn, words, cm.result.rules),
    });
  } else if (cm.line) report.push(cm.line);
  if (!cm.result.fightsOn) {
    const outcome = { winner: enemy, reason: `${me}'s company morale broke` };
    return {
      state: { ...withPlay(state, { outcome }), step: 'over' },
      report: [...report, `${enemy} wins: ${outcome.reason}.`],
      ...shown(),
    };
  }
  // 2. Check Victory Conditions (Taking Objectives, p. 31): not before anyone has moved.
  if (!(state.turn === 1 && play(state).first === me)) {
    const held = yield* decide<boolean>(
      'fow3.objective-held',
      TABLE,
      `Does ${me} hold an objective in ${enemy}'s deployment area (a team of ${me} within 4"/10cm of it and no team of ${enemy}; bailed out or bogged down tanks do not count)?`,
      [
        { value: true, label: 'yes' },
        { value: false, label: 'no' },
      ],
      false,
    );
    if (held) {
      const outcome = { winner: me, reason: `${me} took an objective (${citeRule(FOW3.takingObjectives)})` };
      return {
        state: { ...withPlay(state, { outcome }), step: 'over' },
        report: [...report, `${me} wins: ${outcome.reason}.`],
        ...shown(),
      };
    }
  }
  // 3. Rally Pinned Down Platoons (p. 15).
  for (const p of state.sides[side]!.platoons) {
    if (!p.pinned || !fighting(p)) continue;
    const fp = forcePlatoon(view, side, p.platoon);
    const t = yield* motivationTest(fp.ratings.motivation, 'rally', {
      companyCommandJoined: commandJoined(view, side, p.platoon) !== undefined,
      label: `Rally ${p.platoon}`,
    });
    tests.push({
      title: `Rally ${p.platoon}`,
      result: outcome('rally', t, t.passed, [STARTING_WORDS.rally(t.passed)], t.rules),
    });
    if (t.passed) state = rallied(state, side, p.platoon);
  }
  // 4. Re-mount Bailed Out Tanks (p. 7).
  for (const p of state.sides[side]!.platoons) {
    if (!fighting(p)) continue;
    const fp = forcePlatoon(view, side, p.platoon);
    for (const tm of p.teams) {
      if (!tm.bailedOut || tm.destroyed) continue;
      const t = yield* motivationTest(fp.ratings.motivation, 'remount', {
        companyCommandJoined: commandJoined(view, side, p.platoon) !== undefined,
        label: `Re-mount ${tm.id}`,
      });
      tests.push({
        title: `Re-mount ${tm.id}`,
        result: outcome('remount', t, t.passed, [STARTING_WORDS.remount(t.passed)], t.rules),
      });
      if (t.passed) state = remounted(state, side, tm.id);
    }
  }
  // 5. Free Bogged Down Tanks (p. 9).
  for (const p of state.sides[side]!.platoons) {
    if (!fighting(p)) continue;
    const fp = forcePlatoon(view, side, p.platoon);
    for (const tm of p.teams) {
      if (!tm.boggedDown || tm.destroyed) continue;
      const t = yield* freeBoggedDown(fp.ratings.skill, `Free bogged down ${tm.id}`);
      tests.push({
        title: `Free bogged down ${tm.id}`,
        result: outcome('free-bogged', t, t.passed, [STARTING_WORDS['free-bogged'](t.passed)], t.rules),
      });
      if (t.passed) state = freedFromBogging(state, side, tm.id);
    }
  }
  if (report.length === 0 && tests.length === 0)
    report.push('Nothing to do: company morale holds, no pinned platoons, no bailed out or bogged down tanks.');
  return { state: { ...state, step: 'movement' }, report, ...shown() };
}
