/**
 * What `umpire status` shows for an Open Fire game: per side, every platoon with its teams,
 * ratings and what they drive, its state, whether its morale is at risk, and the company's morale.
 * Pure: state and forces in, plain data out.
 */
import type { RuleRef } from '../../engine/rules.js';
import type { Fow3Force } from './force.js';
import { assaultScore, commandDistance, hitOnBySkill, motivationScore, skillScore } from './ratings.js';
import { FOW3 } from './rules.js';
import type { Fow3GameState, Fow3TeamState } from './schema/game.js';

export interface Fow3TeamStatus {
  readonly id: string;
  readonly team: string;
  readonly kind: string;
  readonly command: boolean;
  readonly state: readonly string[];
}

export interface Fow3PlatoonStatus {
  readonly platoon: string;
  readonly slot: string;
  readonly ratings: {
    readonly motivation: string;
    readonly skill: string;
    readonly isHitOn: string;
    readonly assault: string;
    readonly commandDistance: string;
  };
  readonly state: readonly string[];
  readonly teams: readonly Fow3TeamStatus[];
  readonly alive: number;
  readonly dead: number;
  /** More teams dead than alive: it checks its morale at the end of a step in which it loses a team. */
  readonly moraleAtRisk: boolean;
  readonly destroyed: boolean;
}

export interface Fow3SideStatus {
  readonly side: string;
  readonly force: string;
  readonly active: boolean;
  readonly platoons: readonly Fow3PlatoonStatus[];
  readonly platoonsDestroyed: number;
  readonly platoonsFighting: number;
  /** More platoons destroyed than still fighting: a company morale check in its Starting Step (p. 31). */
  readonly companyMoraleCheck: boolean;
  readonly companyCommandAlive: boolean;
  readonly twoICAlive: boolean;
}

export interface Fow3GameStatus {
  readonly ruleset: 'fow3';
  readonly mission: string;
  readonly turn: number;
  readonly active: string;
  readonly step: string;
  readonly dice: string;
  readonly sides: readonly Fow3SideStatus[];
  readonly rules: readonly RuleRef[];
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function teamWords(t: Fow3TeamState): string[] {
  const words: [keyof Fow3TeamState, string][] = [
    ['destroyed', 'destroyed'],
    ['bailedOut', 'bailed out'],
    ['boggedDown', 'bogged down'],
    ['moved', 'moved'],
    ['shot', 'shot'],
    ['dugIn', 'dug in'],
    ['concealed', 'concealed'],
    ['bulletproofCover', 'bulletproof cover'],
  ];
  const out = words.filter(([k]) => t[k] === true).map(([, w]) => w);
  if (t.inCommand === false) out.push('out of command');
  return out;
}

export function fow3GameStatus(state: Fow3GameState, forces: readonly Fow3Force[]): Fow3GameStatus {
  const sides = state.sides.map((side, si): Fow3SideStatus => {
    const force = forces[si]!;
    const byName = new Map(side.platoons.map((p) => [p.platoon, p]));
    let companyCommandAlive = false;
    let twoICAlive = false;
    const platoons = force.platoons.map((fp): Fow3PlatoonStatus => {
      const ps = byName.get(fp.name)!;
      const kind = fp.teams.every((t) => t.profile.kind === 'tank')
        ? 'tank'
        : fp.teams.every((t) => t.profile.kind === 'gun')
          ? 'gun'
          : 'infantry';
      const teams = fp.teams.map((ft, i): Fow3TeamStatus => {
        const ts = ps.teams[i]!;
        if (fp.slot === 'headquarters' && !ts.destroyed && !ps.destroyed) {
          if (ft.id === fp.command) companyCommandAlive = true;
          if (ft.id === fp.secondInCommand) twoICAlive = true;
        }
        return { id: ft.id, team: ft.name, kind: ft.profile.kind, command: ft.id === fp.command, state: teamWords(ts) };
      });
      // Checking Morale: bogged down and bailed out tanks count as neither dead nor alive.
      const dead = ps.teams.filter((t) => t.destroyed).length;
      const alive = ps.teams.filter((t) => !t.destroyed && !t.bailedOut && !t.boggedDown).length;
      const destroyed = ps.destroyed === true || dead === ps.teams.length;
      const r = fp.ratings;
      return {
        platoon: fp.name,
        slot: fp.slot,
        ratings: {
          motivation: `${cap(r.motivation)} ${motivationScore(r.motivation)}+`,
          skill: `${cap(r.skill)} ${skillScore(r.skill)}+`,
          isHitOn: `${hitOnBySkill(r.skill)}+`,
          assault: `${assaultScore(r.skill)}+`,
          commandDistance: `${commandDistance(r.skill, kind).inches}"`,
        },
        state: [
          ps.pinned ? 'pinned down' : '',
          destroyed ? 'destroyed' : '',
          ps.companyCommandJoined ? 'Company command team joined' : '',
          fp.requiresFullRulebook ? 'some rules need the full rulebook' : '',
        ].filter(Boolean),
        teams,
        alive,
        dead,
        moraleAtRisk: !destroyed && fp.slot !== 'headquarters' && dead + 1 > alive - 1,
        destroyed,
      };
    });
    // Checking Company Morale counts the platoons other than the headquarters.
    const counted = platoons.filter((p) => p.slot !== 'headquarters');
    const platoonsDestroyed = counted.filter((p) => p.destroyed).length;
    const platoonsFighting = counted.length - platoonsDestroyed;
    return {
      side: side.name,
      force: force.name,
      active: side.name === state.active,
      platoons,
      platoonsDestroyed,
      platoonsFighting,
      companyMoraleCheck: platoonsDestroyed > platoonsFighting,
      companyCommandAlive,
      twoICAlive,
    };
  });
  const d = state.dice;
  return {
    ruleset: 'fow3',
    mission: state.mission,
    turn: state.turn,
    active: state.active,
    step: state.step,
    dice: d.kind === 'seeded' ? `seeded (seed ${d.seed})` : d.kind,
    sides,
    rules: [FOW3.motivationTest, FOW3.skillTest, FOW3.commandDistance, FOW3.platoonMorale, FOW3.companyMorale],
  };
}
