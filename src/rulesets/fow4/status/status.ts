/**
 * What `umpire status` shows: per side, every unit with its teams, ratings, state, whether it is
 * In Good Spirits, and what it may still do this turn. Pure: state and forces in, plain data out.
 */
import type { Force, ForceUnit } from '../force.js';
import { IS_HIT_ON, MOTIVATION_SCORE, SKILL_SCORE, type Ratings } from '../../flames-of-war/profile.js';
import type { Score } from '../../flames-of-war/score.js';
import type { GameState, TeamState, UnitState } from '../schema/game.js';
import { isArmouredTank, teamHas } from '../../flames-of-war/saves/special-rules.js';
import { tableInGoodSpirits } from './good-spirits.js';

export interface TeamStatus {
  readonly id: string;
  readonly team: string;
  readonly type: string;
  readonly leader: boolean;
  readonly commander: boolean;
  /** Flags that are set, in words: "bailed out", "dashed", "gone to ground"... */
  readonly state: readonly string[];
}

export interface UnitStatus {
  readonly unit: string;
  readonly formation: string | null;
  readonly role: ForceUnit['role'];
  readonly ratings: Record<keyof Ratings, string>;
  readonly state: readonly string[];
  readonly teams: readonly TeamStatus[];
  readonly alive: number;
  readonly inGoodSpirits: boolean;
  /** Why (the morale module's reason, p. 60). */
  readonly spiritsReason: string;
  readonly mayStill: readonly string[];
}

export interface SideStatus {
  readonly side: string;
  readonly force: string;
  readonly active: boolean;
  readonly units: readonly UnitStatus[];
}

export interface GameStatus {
  readonly ruleset: 'fow4';
  readonly mission: string;
  readonly timeOfDay: string;
  readonly turn: number;
  readonly active: string;
  readonly step: string;
  readonly dice: string;
  readonly sides: readonly SideStatus[];
}

const score = (s: Score) => (s === 'auto' ? 'Auto' : `${s}+`);

/** The unit's ratings with every sub-rating filled in from Motivation and Skill (pp. 10-11). */
export function fullRatings(r: Ratings): Record<keyof Ratings, string> {
  const m = MOTIVATION_SCORE[r.motivation];
  const k = SKILL_SCORE[r.skill];
  return {
    motivation: `${cap(r.motivation)} ${m}+`,
    skill: `${cap(r.skill)} ${k}+`,
    isHitOn: score(r.isHitOn ?? IS_HIT_ON[r.skill]),
    rally: score(r.rally ?? m),
    remount: score(r.remount ?? m),
    counterattack: score(r.counterattack ?? m),
    lastStand: score(r.lastStand ?? m),
    tactics: score(r.tactics ?? k),
    assault: score(r.assault ?? k),
    ranging: score(r.ranging ?? k),
  };
}

export function gameStatus(game: GameState, forces: readonly Force[]): GameStatus {
  return {
    ruleset: 'fow4',
    mission: game.mission,
    timeOfDay: game.timeOfDay,
    turn: game.turn,
    active: game.active,
    step: game.step,
    dice: game.dice.kind === 'seeded' ? `seeded (seed ${game.dice.seed})` : game.dice.kind,
    sides: game.sides.map((side, i) => {
      const force = forces[i]!;
      const byName = new Map(force.units.map((u) => [u.name, u]));
      const active = side.name === game.active;
      return {
        side: side.name,
        force: force.name,
        active,
        units: side.units.map((us) => unitStatus(byName.get(us.unit)!, us, game.step, active)),
      };
    }),
  };
}

function unitStatus(fu: ForceUnit, us: UnitState, step: GameState['step'], active: boolean): UnitStatus {
  const leaderId = us.leader === undefined ? fu.leader : us.leader;
  const teams = fu.teams.map((ft, i) => ({ ft, ts: us.teams[i]! }));
  const leaderTeam = teams.find((t) => t.ft.id === leaderId);
  const leaderless = leaderId === null || !leaderTeam || leaderTeam.ts.destroyed === true;
  const alive = teams.filter((t) => !t.ts.destroyed).length;
  const verdict = tableInGoodSpirits(
    teams.map((t) => ({
      name: t.ft.id,
      type: t.ft.profile.type,
      destroyed: t.ts.destroyed === true,
      bailedOut: t.ts.bailedOut === true,
      inCommand: t.ts.inCommand !== false,
      atRear: t.ts.sentToRear === true,
      armoured: isArmouredTank(t.ft.profile),
      demolitionCarrier: teamHas(t.ft.profile, 'demolition-carrier'),
    })),
    leaderless,
    fu.name,
  );
  const spirits = verdict.inGoodSpirits;
  const state: string[] = [];
  if (us.destroyed || alive === 0) state.push('destroyed');
  if (us.pinned) state.push('pinned down');
  if (leaderless && alive > 0) state.push('leaderless');
  if (us.deployment && us.deployment !== 'table')
    state.push(us.deployment === 'off-table' ? 'off table' : `in ${us.deployment}`);
  if (us.rangedIn)
    state.push(
      typeof us.rangedIn === 'string'
        ? `ranged in on ${us.rangedIn}`
        : typeof us.rangedIn === 'object'
          ? `pre-planned target: ${us.rangedIn.marker}`
          : 'ranged in',
    );
  if (us.order) state.push(`order: ${us.order}`);
  return {
    unit: fu.name,
    formation: fu.formation,
    role: fu.role,
    ratings: fullRatings(fu.ratings),
    state,
    teams: teams.map(({ ft, ts }) => ({
      id: ft.id,
      team: ft.name,
      type: teamKind(ft.profile),
      leader: ft.id === leaderId,
      commander: ft.id === fu.commander,
      state: teamFlags(ts),
    })),
    alive,
    inGoodSpirits: spirits,
    spiritsReason: verdict.reason,
    mayStill: mayStill(fu, us, teams, step, active, spirits),
  };
}

function teamKind(p: ForceUnit['teams'][number]['profile']): string {
  if (p.type === 'tank') return p.armour ? 'tank' : 'unarmoured tank';
  if (p.type === 'gun') return `${p.gunSize ?? ''} gun`.trim();
  return p.type;
}

export function teamFlags(t: TeamState): string[] {
  const out: string[] = [];
  if (t.destroyed) return ['destroyed'];
  if (t.bailedOut) out.push('bailed out');
  if (t.movement && t.movement !== 'stationary') out.push(t.movement);
  if (t.goneToGround) out.push('gone to ground');
  if (t.concealed) out.push('concealed');
  if (t.bulletproofCover) out.push('bulletproof cover');
  if (t.foxholes) out.push('foxholes');
  if (t.inCommand === false) out.push('out of command');
  if (t.passengerOf) out.push(`passenger of ${t.passengerOf}`);
  if (t.sentToRear) out.push('at the rear');
  if (t.smoke) out.push('smoke');
  if (t.shot) out.push('shot');
  if (t.assaulted) out.push('assaulted');
  // p. 27: the weapon neither shoots next turn nor fires Defensive Fire; the team does not assault.
  if (t.shotAtAircraft) out.push(`shot at aircraft (${t.shotAtAircraft})`);
  return out;
}

/** A plain list of what the unit may still do in the current step (a guide, not a rules check). */
function mayStill(
  fu: ForceUnit,
  us: UnitState,
  teams: readonly { ft: ForceUnit['teams'][number]; ts: TeamState }[],
  step: GameState['step'],
  active: boolean,
  spirits: boolean,
): string[] {
  const live = teams.filter((t) => !t.ts.destroyed && !t.ts.sentToRear);
  if (us.destroyed || live.length === 0 || step === 'over') return [];
  if (step === 'setup') return us.deployment && us.deployment !== 'table' ? [`wait (${us.deployment})`] : ['deploy'];
  if (us.deployment && us.deployment !== 'table') return active && step === 'starting' ? ['roll to arrive'] : [];
  const out: string[] = [];
  const ready = live.filter((t) => !t.ts.bailedOut && !t.ts.passengerOf);
  if (!active) {
    if (step === 'assault' && ready.length > 0) out.push('defensive fire');
    return out;
  }
  switch (step) {
    case 'starting':
      if (us.pinned) out.push('rally');
      if (live.some((t) => t.ts.bailedOut)) out.push('remount');
      if (!spirits && fu.role !== 'hq') out.push('last stand test');
      break;
    case 'movement':
      if (ready.some((t) => !t.ts.movement || t.ts.movement === 'stationary')) out.push('move');
      if (!us.order && ready.length > 0) out.push('movement order');
      if (
        ready.every((t) => !t.ts.movement || t.ts.movement === 'stationary') &&
        ready.some((t) => ['infantry', 'heavy-weapon', 'gun'].includes(t.ft.profile.type))
      )
        out.push('dig in');
      break;
    case 'shooting': {
      const canShoot = ready.filter(
        (t) => t.ts.movement !== 'dashed' && !t.ts.shot && t.ft.profile.weapons.some((w) => w.rof > 0),
      );
      if (canShoot.length > 0) out.push('shoot');
      if (
        ready.some(
          (t) =>
            !t.ts.shot &&
            (t.ts.movement ?? 'stationary') === 'stationary' &&
            t.ft.profile.weapons.some((w) => w.artillery),
        )
      )
        out.push('bombard');
      break;
    }
    case 'assault': {
      if (us.pinned) break;
      const charge = ready.filter((t) => {
        const p = t.ft.profile;
        if (t.ts.movement === 'dashed') return false;
        if (p.type === 'gun' || p.type === 'heavy-weapon' || p.type === 'aircraft') return false;
        if (p.type === 'tank' && !p.armour) return false;
        return true;
      });
      if (charge.length > 0) out.push('assault');
      break;
    }
  }
  return out;
}

function cap(s: string): string {
  return s[0]!.toUpperCase() + s.slice(1);
}
