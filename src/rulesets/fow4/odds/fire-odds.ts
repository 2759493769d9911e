/**
 * Exact odds of one template of teams fired on by a unit that ranged in (pp. 48-49, 23): each
 * group's chance to be hit and of each team state, and each unit's counts of Destroyed, Bailed
 * Out and unharmed teams and its chance of being Pinned Down. Used by bombard-odds.ts.
 */
import { Fraction } from '../../../dice/fraction.js';
import type { RuleRef } from '../../../engine/rules.js';
import { enumerateOutcomes, type Outcome } from '../../../engine/enumerate.js';
import { combineCounts, JointCounts, multinomialCounts } from '../../../odds/joint.js';
import { binomialOver, convolveWeights, Weights } from '../../../odds/weights.js';
import {
  fireOnTemplate,
  hitTeamSaves,
  toHitModifiers,
  toHitOf,
  type HitTeamSaves,
  type TemplateFire,
  type TemplateFireResult,
} from '../bombard/fire.js';
import { BOMBARD as B } from '../bombard/rules.js';
import { pDie } from '../../../dice/distribution.js';
import { isPinnable, type TeamsUnderTemplate } from '../bombard/targets.js';

/** Chance of each team state: unharmed (0), Bailed Out (1), Destroyed (2). */
export type StateWeights = Weights;

export interface GroupFireOdds {
  /** The --under group, e.g. "T-34/85", with its count of identical teams. */
  readonly name: string;
  readonly unit: string;
  readonly count: number;
  /** Chance each team of the group is hit. */
  readonly pHit: Fraction;
  /** Chance each team ends unharmed / Bailed Out / Destroyed. */
  readonly states: StateWeights;
}

export interface UnitFireOdds {
  readonly name: string;
  /** Teams of the unit under the template, carried teams (riders, passengers) included. */
  readonly teams: number;
  /** Joint (destroyed, bailed out) counts; the rest unharmed (built only when read). */
  readonly joint: JointCounts;
  readonly destroyed: Weights;
  readonly bailedOut: Weights;
  readonly unharmed: Weights;
  /** Chance the unit is Pinned Down; null when it cannot be (Armoured Tanks only). */
  readonly pinned: Fraction | null;
}

export interface FireOdds {
  readonly groups: readonly GroupFireOdds[];
  readonly units: readonly UnitFireOdds[];
  /** Rules the Roll to Hit, Saves and Pin Down used on some path. */
  readonly rules?: readonly RuleRef[];
}

export const unitOf = (g: TeamsUnderTemplate) => g.unit ?? g.name;

/** The order of units in the odds: as they first appear under the template (carried teams' units after their carrier's). */
export function unitNames(under: readonly TeamsUnderTemplate[]): string[] {
  const out: string[] = [];
  const add = (u: string) => {
    if (!out.includes(u)) out.push(u);
  };
  for (const g of under) {
    add(unitOf(g));
    for (const c of [...(g.riders ?? []), ...(g.passengers ?? [])]) add(c.unit ?? c.name);
  }
  return out;
}

/** Members of unit `u` in one team of group `g` with its carried teams. */
export function membersIn(g: TeamsUnderTemplate, u: string): number {
  const own = unitOf(g) === u ? 1 : 0;
  return own + [...(g.riders ?? []), ...(g.passengers ?? [])].filter((c) => (c.unit ?? c.name) === u).length;
}

/**
 * Exact odds of one group's team under the template (pp. 48-49, 23), in closed form where the
 * rules allow: its to-hit die is a chance (pDie of the same score and re-roll band the Roll to Hit
 * uses), and only the saves of a hit team (its own, its riders', a Destroyed transport's
 * passengers', which interact) are enumerated, through the real `hitTeamSaves`. The saves do not
 * depend on the attempt (only the score to hit does), so `saves` keeps them for the next attempt.
 * Each team rolls its own to-hit die and saves, so teams are independent and this is all the
 * template needs. The outcomes are those `fireOnTemplate` gives on a one-team template, with the
 * same chances and rules (test/rulesets/fow4/odds/bombard-closed-form.test.ts).
 */
function oneTeam(
  fire: TemplateFire,
  g: TeamsUnderTemplate,
  saves: Map<string, Outcome<HitTeamSaves>[]>,
): Outcome<TemplateFireResult>[] {
  const one = { ...g, count: 1 };
  const { mods, rules: toHitRules } = toHitModifiers(fire);
  const check = toHitOf(one, mods);
  toHitRules.push(...check.rules);
  const pHit = pDie(check.target, fire.reroll);
  const unit = unitOf(g);
  const out: Outcome<TemplateFireResult>[] = [];
  if (!pHit.equals(Fraction.ONE)) {
    const team = { team: g.name, group: g.name, unit, hit: false, outcome: 'missed' } as const;
    const result = { teams: [team], hits: 0, pinnedUnits: [], rules: [...new Set(toHitRules)] };
    out.push({ p: Fraction.ONE.sub(pHit), result: result as unknown as TemplateFireResult, faces: [] });
  }
  if (pHit.isZero()) return out;
  // What the saves depend on: the hit's facts and the team, not the attempt (to-hit only).
  const { rangingPenalty: _r, repeatWithoutSight: _s, reroll: _b, under: _u, ...saveFacts } = fire;
  const key = JSON.stringify([saveFacts, one]);
  let hit = saves.get(key);
  if (!hit) {
    // No face is read here, only each team's outcome: a pass-or-fail die branches twice, not six times.
    hit = enumerateOutcomes(() => hitTeamSaves(fire, one, g.name), { passOrFail: true });
    saves.set(key, hit);
  }
  for (const o of hit) {
    const r = o.result;
    const pinnable = new Set([...(isPinnable(g.profile) ? [unit] : []), ...r.pinnableUnits]);
    const pinnedUnits = [...new Set(r.hitUnits)].filter((u) => pinnable.has(u));
    const rules = [...toHitRules, ...r.rules, ...(pinnedUnits.length > 0 ? [B.pinDown] : [])];
    const team = { team: g.name, group: g.name, unit, hit: true, save: r.save, outcome: r.save.outcome };
    const result = {
      teams: [{ ...team, ...(r.carried.length > 0 ? { carried: r.carried } : {}) }],
      hits: 1,
      pinnedUnits,
      rules: [...new Set(rules)],
    };
    out.push({ p: pHit.mul(o.p), result: result as unknown as TemplateFireResult, faces: o.faces });
  }
  return out;
}

/**
 * A one-team template run through the real `fireOnTemplate` for every sequence of dice, to-hit die
 * included: what `oneTeam` gives in closed form (the reference its tests compare it to).
 */
function oneTeamEnumerated(fire: TemplateFire, g: TeamsUnderTemplate): Outcome<TemplateFireResult>[] {
  return enumerateOutcomes(() => fireOnTemplate({ ...fire, under: [{ ...g, count: 1 }] }));
}

/**
 * The odds of a template of teams fired on with `fire` (a unit that ranged in). `saves` keeps the
 * hit teams' saves between attempts; `enumerate` works every team out from every die instead.
 */
export function fireOdds(
  fire: TemplateFire,
  options: { saves?: Map<string, Outcome<HitTeamSaves>[]>; enumerate?: boolean } = {},
): FireOdds {
  const under = fire.under;
  const saves = options.saves ?? new Map<string, Outcome<HitTeamSaves>[]>();
  const perGroup = under.map((g) => ({
    g,
    outcomes: options.enumerate ? oneTeamEnumerated(fire, g) : oneTeam(fire, g, saves),
  }));
  const groups: GroupFireOdds[] = perGroup.map(({ g, outcomes }) => {
    const states = [Fraction.ZERO, Fraction.ZERO, Fraction.ZERO];
    let pHit = Fraction.ZERO;
    for (const o of outcomes) {
      const t = o.result.teams[0]!;
      if (t.hit) pHit = pHit.add(o.p);
      const s = stateOf(t.outcome, g.bailedOut === true);
      states[s] = states[s]!.add(o.p);
    }
    return { name: g.name, unit: unitOf(g), count: g.count ?? 1, pHit, states: Weights.fromFractions(states) };
  });
  const units = unitNames(under).map((u) => unitOdds(u, perGroup));
  const rules = [...new Set(perGroup.flatMap(({ outcomes }) => outcomes.flatMap((o) => o.result.rules)))];
  return { groups, units, rules };
}

function stateOf(outcome: 'missed' | 'no-effect' | 'bailed-out' | 'destroyed', alreadyBailedOut: boolean): 0 | 1 | 2 {
  if (outcome === 'destroyed') return 2;
  if (outcome === 'bailed-out') return 1;
  return alreadyBailedOut ? 1 : 0;
}

function unitOdds(
  u: string,
  perGroup: readonly { g: TeamsUnderTemplate; outcomes: Outcome<TemplateFireResult>[] }[],
): UnitFireOdds {
  // Pin Down (p. 49): a unit with a team hit is Pinned Down when it is an Infantry, Gun or
  // Unarmoured Tank unit; any of its teams under the template that can be pinned makes it so.
  const directPinnable = perGroup.some(({ g }) => unitOf(g) === u && isPinnable(g.profile));
  const members: { k: number; count: number; each: Weights }[] = [];
  let pNotPinned = Fraction.ONE;
  let canPin = false;
  for (const { g, outcomes } of perGroup) {
    const k = membersIn(g, u);
    const count = g.count ?? 1;
    const cells = new Array<Fraction>((k + 1) * (k + 1)).fill(Fraction.ZERO);
    let pPin = Fraction.ZERO;
    for (const o of outcomes) {
      const r = o.result;
      const t = r.teams[0]!;
      let d = 0;
      let b = 0;
      let hit = false;
      if (unitOf(g) === u) {
        const s = stateOf(t.outcome, g.bailedOut === true);
        if (s === 2) d++;
        else if (s === 1) b++;
        hit = t.hit;
      }
      for (const c of t.carried ?? []) {
        if (c.unit !== u) continue;
        hit = true;
        if (c.outcome === 'destroyed') d++;
      }
      if (k > 0) cells[d * (k + 1) + b] = cells[d * (k + 1) + b]!.add(o.p);
      if (r.pinnedUnits.includes(u) || (hit && directPinnable)) pPin = pPin.add(o.p);
    }
    if (!pPin.isZero()) canPin = true;
    pNotPinned = pNotPinned.mul(Fraction.ONE.sub(pPin).pow(count));
    if (k > 0) members.push({ k, count, each: Weights.fromFractions(cells) });
  }
  let joint: JointCounts | undefined;
  const jointOnce = () =>
    (joint ??= members.reduce(
      (acc, { k, count, each }) =>
        combineCounts(
          acc,
          k === 1
            ? multinomialCounts(count, each)
            : Array.from({ length: count }, () => new JointCounts(k, each)).reduce(combineCounts, JointCounts.empty()),
        ),
      JointCounts.empty(),
    ));
  const pinnable =
    canPin ||
    directPinnable ||
    perGroup.some(({ g }) => (g.riders ?? []).some((c) => (c.unit ?? c.name) === u && isPinnable(c.profile)));
  return {
    name: u,
    teams: members.reduce((n, m) => n + m.k * m.count, 0),
    get joint() {
      return jointOnce();
    },
    ...countsOf(members),
    pinned: pinnable ? Fraction.ONE.sub(pNotPinned) : null,
  };
}

/**
 * How many of a unit's members under the template end in one state: each team (with the members
 * it carries) is independent of the others, so the count is the sum of each team's count, a
 * binomial for one-member teams and a convolution otherwise: O(n) to O(n^2) where the unit's
 * joint is O(n^4) (issue 32). Equal to the joint's marginal (bombard-closed-form.test.ts).
 */
function countOf(
  members: readonly { k: number; count: number; each: Weights }[],
  state: 'destroyed' | 'middle' | 'unharmed',
): Weights {
  let acc: Weights | undefined;
  for (const { k, count, each } of members) {
    const one = new JointCounts(k, each)[state]();
    let group: Weights;
    if (k === 1) group = binomialOver(count, one.num[1] ?? 0n, one.den);
    else {
      group = one;
      for (let i = 1; i < count; i++) group = convolveWeights(group, one);
    }
    acc = acc ? convolveWeights(acc, group) : group;
  }
  return acc ?? Weights.certain(0);
}

/**
 * The unit's three counts. When no member can end Bailed Out (infantry, guns), every member is
 * either Destroyed or unharmed, so the unharmed count is the Destroyed count read from the other
 * end: one count worked out instead of two.
 */
function countsOf(members: readonly { k: number; count: number; each: Weights }[]): {
  destroyed: Weights;
  bailedOut: Weights;
  unharmed: Weights;
} {
  const destroyed = countOf(members, 'destroyed');
  const bailedOut = countOf(members, 'middle');
  const unharmed = bailedOut.isCertain(0) ? destroyed.reversed() : countOf(members, 'unharmed');
  return { destroyed, bailedOut, unharmed };
}
