/**
 * Aircraft in `umpire play` (p. 44; also pp. 27, 31, 32, 66): in the Starting Step each Aircraft
 * Unit declares its weapon for the turn and rolls to arrive (Close Air Support 3+, the enemy's
 * Fighter Interception 5+); arrived aircraft are placed in the Movement Step; in the Shooting Step,
 * just before each Aircraft Unit attacks, the enemy's anti-aircraft weapons fire at it, then the
 * survivors shoot (MGs, cannon) or bombard (Bombs, Rockets) with the declared weapon; they leave
 * at the end of the Shooting Step. Teams that shot at aircraft carry the restrictions of p. 27.
 */
import { decide, decideSet, type Procedure } from '../../../engine/request.js';
import { TABLE, type PlayAction, type StepOutcome } from '../../play.js';
import { AIR } from '../aircraft/rules.js';
import { antiAircraftFire } from '../aircraft/attack.js';
import { aircraftProfile, aircraftWeaponKind } from '../aircraft/weapons.js';
import { applyChanges, describeChange, teamChange, type StateChange } from '../bridge/changes.js';
import { isAop } from '../bridge/bombard.js';
import { findUnit, liveTeams, type GameTeam } from '../bridge/game.js';
import { meetingFirstTurn } from '../bridge/state-flags.js';
import type { Force, ForceUnit } from '../force.js';
import { aircraftArrival } from '../rating-tests/reserves.js';
import type { GameState } from '../schema/game.js';
import type { ShootingUnit } from '../shooting/situation.js';
import { antiAircraft } from '../shooting/firing.js';
import type { WeaponProfile } from '../../flames-of-war/profile.js';
import { withPlayers } from '../../flames-of-war/table-questions/ask.js';
import { testLine, type TestShown } from './report.js';
import { forceUnit, inPlay, isAircraftUnit, play, withPlay, withUnit, type GameView } from './units.js';

type Out = Procedure<{ state: GameState; report: string[] }>;

const YES_NO = [
  { value: true, label: 'yes' },
  { value: false, label: 'no' },
] as const;

/** The weapons an Aircraft Unit may declare (p. 44): each non-MG weapon, and "mgs" when it has machine-guns. */
export function aircraftWeaponChoices(fu: ForceUnit): string[] {
  const weapons = fu.teams[0]?.profile.weapons ?? [];
  const others = weapons.filter((w) => aircraftWeaponKind(w) !== 'mg').map((w) => w.name);
  return [...new Set(others), ...(weapons.some((w) => aircraftWeaponKind(w) === 'mg') ? ['mgs'] : [])];
}

/** The weapon the unit declared this turn (its only one when it has no choice). */
export function declaredWeapon(view: GameView, side: number, unit: string): string | undefined {
  return play(view.state).aircraftWeapons?.[unit] ?? aircraftWeaponChoices(forceUnit(view.forces, side, unit))[0];
}

/** Whether the declared weapon fires as Artillery (Bombs and Rockets, p. 44). */
export function bombsOrRockets(view: GameView, side: number, unit: string): boolean {
  const name = declaredWeapon(view, side, unit);
  const w = forceUnit(view.forces, side, unit).teams[0]?.profile.weapons.find((x) => x.name === name);
  return !!w && (aircraftWeaponKind(w) === 'bombs' || aircraftWeaponKind(w) === 'rockets');
}

function fighterInterception(force: Force | undefined): boolean {
  return (
    !!force &&
    ((force.file.rules ?? []).includes('fighter-interception') ||
      force.units.some((u) => u.rules.includes('fighter-interception')))
  );
}

/**
 * Roll for Aircraft (Starting Step, p. 44): an Air Observation Post simply arrives (p. 50); each
 * other Aircraft Unit not destroyed first declares its
 * weapon for the turn (its owner decides), then rolls 4+ (Close Air Support 3+); straight after a
 * success an enemy with Fighter Interception rolls 5+ to intercept. No roll at night (p. 90), in
 * Reserve (p. 44), or in the first player's first turn of a Meeting Engagement (p. 96).
 */
export function* aircraftStep(
  view: GameView,
  side: number,
): Procedure<{ state: GameState; report: string[]; tests: TestShown[] }> {
  let state = view.state;
  const report: string[] = [];
  const tests: TestShown[] = [];
  const arrived: string[] = [];
  const weapons: Record<string, string> = {};
  const me = state.sides[side]!.name;
  const enemy = view.forces.find((_, i) => i !== side);
  for (const [ui, u] of state.sides[side]!.units.entries()) {
    const fu = forceUnit(view.forces, side, u.unit);
    if (u.destroyed || !isAircraftUnit(fu) || u.teams.every((t) => t.destroyed)) continue;
    if (fu.teams.some((t) => isAop({ profile: t.profile }))) {
      // An Air Observation Post arrives automatically in the Starting Step, with no roll (p. 50).
      arrived.push(u.unit);
      state = withUnit(state, { side, unit: ui }, (x) => ({
        ...x,
        teams: x.teams.map((t) => (t.destroyed ? t : { ...t, movement: 'moved' })),
      }));
      report.push(
        `Aircraft ${u.unit}: an Air Observation Post arrives automatically; it may spot for artillery, after the enemy's anti-aircraft fire (p. 50).`,
      );
      continue;
    }
    const dark = state.timeOfDay === 'night' || state.timeOfDay === 'dawn';
    const rolls = !dark && u.deployment !== 'reserve' && !meetingFirstTurn(state);
    const choices = aircraftWeaponChoices(fu);
    if (rolls && choices.length > 0) {
      const w =
        choices.length === 1
          ? choices[0]!
          : yield* decide<string>(
              'fow4.aircraft.weapon',
              me,
              `Which weapon do the aircraft of ${u.unit} use this turn? (declared before the arrival roll, p. 44)`,
              choices.map((c) => ({ value: c, label: c === 'mgs' ? 'machine-guns' : c })),
              choices[0]!,
            );
      weapons[u.unit] = w;
    }
    const r = yield* aircraftArrival({
      closeAirSupport: fu.rules.includes('close-air-support'),
      night: dark,
      meetingEngagementFirstTurn: meetingFirstTurn(state),
      inReserve: u.deployment === 'reserve',
      enemyFighterInterception: fighterInterception(enemy),
    });
    const title = `Aircraft ${u.unit}${weapons[u.unit] ? ` (${weapons[u.unit]})` : ''}`;
    // Dice rolled: the table of `umpire test aircraft`; no roll (night, Reserve...): one line saying why.
    if (r.rolls.length > 0) tests.push({ title, result: r });
    else report.push(testLine(title, r));
    if (!r.passed) continue;
    arrived.push(u.unit);
    // Aircraft are placed anywhere on the table in the Movement Step: they always count as moving (pp. 44, 49).
    state = withUnit(state, { side, unit: ui }, (x) => ({
      ...x,
      teams: x.teams.map((t) => (t.destroyed ? t : { ...t, movement: 'moved' })),
    }));
  }
  const keep = Object.fromEntries(Object.entries(weapons).filter(([k]) => arrived.includes(k)));
  // Arrived aircraft act until the end of the Shooting Step (p. 44).
  return {
    state: withPlay(state, {
      aircraftArrived: arrived.length ? arrived : undefined,
      aircraftWeapons: Object.keys(keep).length ? keep : undefined,
    }),
    report,
    tests,
  };
}

/** The first weapon of a team that may shoot at aircraft now (p. 27), if any. */
function aaWeapon(t: GameTeam): WeaponProfile | undefined {
  return t.profile.weapons.find((w) => antiAircraft(w) !== undefined);
}

/** Enemy teams that could fire at the aircraft: an anti-aircraft weapon, on the table, not yet fired at aircraft this step (p. 27). */
function aaCandidates(view: GameView, enemy: number): { unit: string; team: GameTeam; weapon: WeaponProfile }[] {
  return view.state.sides[enemy]!.units.filter((u) => inPlay(view, enemy, u)).flatMap((u) => {
    const gu = findUnit(view, `${view.state.sides[enemy]!.name}:${u.unit}`);
    return liveTeams(gu).flatMap((team) => {
      const weapon = aaWeapon(team);
      if (!weapon || team.state.passengerOf || team.state.bailedOut || team.state.shotAtAircraft) return [];
      return [{ unit: u.unit, team, weapon }];
    });
  });
}

/**
 * Anti-aircraft fire at `unit` (the active side's Aircraft Unit), just before it attacks (p. 27).
 * The table says which anti-aircraft teams have the aircraft in range (Line of Sight is never
 * blocked, p. 29) and whether it is Concealed from them (Tall terrain within 4"/10cm of the
 * shooters, p. 31) or beyond 16"/40cm; the enemy decides which of them fire.
 */
export function* antiAircraftStep(view: GameView, side: number, unit: string): Out {
  const state = view.state;
  const me = state.sides[side]!.name;
  const enemy = state.sides.findIndex((_, i) => i !== side);
  const them = state.sides[enemy]!.name;
  const candidates = aaCandidates(view, enemy);
  if (candidates.length === 0) return { state, report: [] };
  const inRange = yield* decideSet<string>(
    'fow4.aa.in-range',
    TABLE,
    `Which ${them} anti-aircraft teams have ${unit} within range of their AA weapon? (Line of Sight to aircraft is never blocked, p. 29)`,
    candidates.map((c) => ({ value: c.team.id, label: `${c.team.id} (${c.weapon.name})` })),
    [],
  );
  if (inRange.length === 0) return { state, report: [`No ${them} anti-aircraft weapon can reach ${unit}.`] };
  const firing = yield* decideSet<string>(
    'fow4.aa.fire',
    them,
    `Which of them shoot at ${unit}? (a weapon that does cannot shoot next turn; the team does not assault next turn and is not Gone to Ground, p. 27)`,
    inRange.map((id) => ({ value: id, label: id })),
    inRange,
  );
  if (firing.length === 0) return { state, report: [`${them} holds its anti-aircraft fire.`] };
  const air = findUnit(view, `${me}:${unit}`);
  const planes = liveTeams(air).map((t) => ({ id: t.id, profile: aircraftProfile(t.profile).profile }));
  const units: ShootingUnit[] = [];
  for (const name of [...new Set(candidates.filter((c) => firing.includes(c.team.id)).map((c) => c.unit))]) {
    const concealed = yield* decide<boolean>(
      'fow4.aa.concealed',
      TABLE,
      `Is ${unit} seen by ${name} through Tall terrain (Buildings, Hills, Smoke) within 4"/10cm of the shooters (Concealed, p. 31)?`,
      YES_NO,
      false,
    );
    const longRange = yield* decide<boolean>(
      'fow4.aa.long-range',
      TABLE,
      `Is ${unit} more than 16"/40cm from ${name}?`,
      YES_NO,
      false,
    );
    const pair = { ...(concealed ? { concealed: true } : {}), ...(longRange ? { longRange: true } : {}) };
    const gu = findUnit(view, `${them}:${name}`);
    units.push({
      id: name,
      name,
      ...(gu.state.pinned ? { pinned: true } : {}),
      teams: candidates
        .filter((c) => c.unit === name && firing.includes(c.team.id))
        .map((c) => ({
          id: c.team.id,
          profile: c.team.profile,
          weapon: c.weapon.name,
          target: planes[0]!.id,
          pairs: Object.fromEntries(planes.map((p) => [p.id, pair])),
        })),
    });
  }
  const r = yield* withPlayers(
    antiAircraftFire({ units: state.measure, aircraft: { id: unit, name: unit, teams: planes }, antiAircraft: units }),
    { aircraft: me, owner: me, target: me, shooter: them },
  );
  const changes: StateChange[] = [];
  const report: string[] = [];
  for (const rec of r.records) {
    const res = rec.result;
    report.push(
      `Anti-aircraft fire (${AIR.shootingAtAircraft.page}): ${rec.unit} shoots at ${unit}: ${res.summary.hits} hit(s), ${res.summary.destroyed} shot down.`,
    );
    report.push(
      ...res.shooters.flatMap((sh) =>
        sh.shots.map(
          (shot) =>
            `  ${sh.shooter} ${shot.weapon}: ${shot.rof} dice needing ${shot.needText}: ${shot.pool.dice.map((d) => d.first.face).join(' ')} -> ${shot.hits} hit(s)`,
        ),
      ),
    );
    report.push(
      ...res.shooters
        .filter((sh) => !sh.shoots && sh.reason)
        .map((sh) => `  ${sh.shooter} does not shoot: ${sh.reason}`),
    );
    for (const c of rec.consequences) {
      const cand = candidates.find((x) => x.team.id === c.team)!;
      changes.push(
        teamChange(
          them,
          cand.unit,
          c.team,
          'shotAtAircraft',
          cand.weapon.name,
          `shot at aircraft with ${cand.weapon.name}: not again this step, no Defensive Fire this turn, that weapon does not shoot next turn, no assault next turn, not Gone to Ground until the end of ${me}'s next turn`,
          AIR.shootingAtAircraft,
        ),
      );
      changes.push(
        teamChange(
          them,
          cand.unit,
          c.team,
          'goneToGround',
          undefined,
          'shot at aircraft: not Gone to Ground',
          AIR.shootingAtAircraft,
        ),
      );
    }
  }
  for (const id of r.shotDown)
    changes.push(
      teamChange(
        me,
        unit,
        id,
        'destroyed',
        true,
        'shot down by anti-aircraft fire; the loss carries over when the unit returns',
        AIR.depart,
      ),
    );
  const { state: next, applied } = applyChanges(state, changes);
  report.push(...applied.map((c) => `  ${describeChange(c)}`));
  return { state: next, report };
}

/** Aircraft Units of the side that may still attack this Shooting Step. */
export function attackingAircraft(view: GameView, side: number): string[] {
  const done = play(view.state).acted ?? [];
  return (
    view.state.sides[side]!.units.filter(
      (u) =>
        inPlay(view, side, u) &&
        isAircraftUnit(forceUnit(view.forces, side, u.unit)) &&
        !done.includes(u.unit) &&
        !done.includes(`bombard:${u.unit}`),
    )
      // An Air Observation Post has no weapons: it spots for artillery instead (p. 50).
      .filter(
        (u) =>
          u.teams.some((t) => !t.destroyed && !t.shot) &&
          aircraftWeaponChoices(forceUnit(view.forces, side, u.unit)).length > 0,
      )
      .map((u) => u.unit)
  );
}

/**
 * The Shooting Step's actions for each arrived Aircraft Unit (pp. 27, 44): anti-aircraft fire first,
 * then the survivors attack with the declared weapon: shooting (MGs, cannon) or a bombardment
 * (Bombs, Rockets) spotted by its own aircraft. Aircraft shooting MGs or cannon declare their
 * targets as ground teams do (p. 32): some aircraft may attack one unit and the others another
 * ("split"); the enemy's anti-aircraft fire comes once, before the unit's first attack. Bombs and
 * Rockets are one template for the whole flight (p. 44), so they never split.
 */
export function airActions(
  view: GameView,
  side: number,
  attack: {
    shoot: (v: GameView, unit: string, split?: boolean) => Procedure<StepOutcome<GameState>>;
    bombard: (v: GameView, unit: string) => Procedure<StepOutcome<GameState>>;
  },
  targets = 0,
): PlayAction<GameState>[] {
  return attackingAircraft(view, side).flatMap((unit) => {
    const bombs = bombsOrRockets(view, side, unit);
    const weapon = declaredWeapon(view, side, unit) ?? 'mgs';
    const flying = liveTeams(findUnit(view, `${view.state.sides[side]!.name}:${unit}`));
    // Some of its aircraft already attacked this step: the anti-aircraft fire is over.
    const begun = flying.some((t) => t.state.shot);
    const run = (split: boolean) =>
      function* (): Procedure<StepOutcome<GameState>> {
        const aa = begun ? { state: view.state, report: [] } : yield* antiAircraftStep(view, side, unit);
        const after = { ...view, state: aa.state };
        const left = liveTeams(findUnit(after, `${view.state.sides[side]!.name}:${unit}`));
        if (left.length === 0)
          return {
            state: aa.state,
            report: [...aa.report, `Every aircraft of ${unit} was shot down before it could attack.`],
          };
        const out = yield* bombs ? attack.bombard(after, unit) : attack.shoot(after, unit, split);
        return { ...out, report: [...aa.report, ...out.report] };
      };
    const what = `${weapon === 'mgs' ? 'machine-guns' : weapon}${begun ? '' : '; anti-aircraft fire first'}`;
    const whole = {
      id: `${bombs ? 'bombard' : 'shoot'}:${unit}`,
      label: `attack with ${unit} (${what})`,
      run: run(false),
    };
    const ready = flying.filter((t) => !t.state.shot);
    if (bombs || ready.length < 2 || targets < 2) return [whole];
    return [
      whole,
      {
        id: `split:${unit}`,
        label: `attack with some aircraft of ${unit} (split fire, p. 32; ${what})`,
        run: run(true),
      },
    ];
  });
}
