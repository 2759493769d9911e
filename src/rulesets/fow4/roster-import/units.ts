/**
 * One unit selection of a roster -> its teams (with counts), weapons, ratings, rules and
 * transport, read the way BSData writes a unit: unit cards (Tank, Infantry, Gun... profiles),
 * weapon lines, and counts in the selections' names ("5x MG42 team, 3x Sd Kfz 251"), else their
 * `number`. A vehicle card is one team with all its weapons; an infantry or gun card is named
 * after the platoon and each of its weapon lines is a team type. A weapon joins the card on its
 * own selection, the card its name starts with, or the nearest card above it.
 */
import type { Ratings } from '../../flames-of-war/profile.js';
import type { RosterSelection } from './roster.js';
import { joinArtillery } from './artillery-lines.js';
import { bestNamed, countPhrases, isVehicle, nameScore, squash, wordScore } from './names.js';
import { applySelectionRule, type TeamType } from './unit-rules.js';
import {
  SKIPPED_PROFILE_TYPES,
  UNIT_PROFILE_TYPES,
  isEmptyProfile,
  type Fail,
  type TeamDraft,
  type Unplaced,
  type WeaponDraft,
} from './profiles.js';
import { placeTeamRule, teamFromProfile } from './team-profile.js';
import { isVehicleMg, weaponFromProfile } from './weapon-profile.js';
import {
  choiceLabel,
  extraFor,
  isSpeedRule,
  nameMatches,
  sameCard,
  sameWeapon,
  vehicleChoices,
  vehicleVariants,
  withoutOptional,
} from './unit-cards.js';
import { RatingsPerUnit, worst } from './unit-ratings.js';

export interface UnitDraft {
  readonly selection: RosterSelection;
  readonly teams: { draft: TeamDraft; count: number }[];
  readonly transport: { draft: TeamDraft; count: number }[];
  readonly ratings: Ratings;
  readonly transportRatings?: Ratings;
  readonly rules: string[];
  readonly points?: number;
  readonly unplaced: Unplaced[];
  /** Count phrases that name no team profile of the unit ("1x Komissar team"). */
  readonly uncounted: Uncounted[];
}

const where = (s: RosterSelection) => s.path.join(' > ');

/** Every profile must be of a type umpire reads or knowingly skips (checked before anything else). */
export function checkProfileTypes(s: RosterSelection, fail: Fail): void {
  for (const p of s.profiles) {
    if (
      p.typeName === 'Weapon' ||
      (UNIT_PROFILE_TYPES as readonly string[]).includes(p.typeName) ||
      SKIPPED_PROFILE_TYPES.includes(p.typeName)
    )
      continue;
    fail(
      p.line,
      `the profile '${p.name}' in ${where(s)} has the type '${p.typeName}', which umpire does not read`,
      `umpire reads ${UNIT_PROFILE_TYPES.join(', ')} and Weapon profiles (Command Cards are skipped)`,
    );
  }
  for (const c of s.selections) checkProfileTypes(c, fail);
}

/** Does this selection, or one under it, carry a team profile? */
export function holdsTeams(s: RosterSelection): boolean {
  return (
    s.profiles.some((p) => (UNIT_PROFILE_TYPES as readonly string[]).includes(p.typeName) && !isEmptyProfile(p)) ||
    s.selections.some(holdsTeams)
  );
}

function walk(
  s: RosterSelection,
  visit: (s: RosterSelection, ancestors: readonly RosterSelection[]) => void,
  ancestors: readonly RosterSelection[] = [],
): void {
  visit(s, ancestors);
  for (const c of s.selections) walk(c, visit, [...ancestors, s]);
}

/** A unit-card profile and where it sits. */
interface Card {
  readonly draft: TeamDraft;
  readonly selection: RosterSelection;
}

interface Weapon {
  readonly weapon: WeaponDraft;
  readonly selection: RosterSelection;
  readonly teamRules: ReturnType<typeof weaponFromProfile>['teamRules'];
  readonly assault?: number;
}

/** A count phrase of the unit ("7x MG42 team") that names no team type with a profile. */
export interface Uncounted {
  readonly label: string;
  readonly n: number;
  readonly line: number;
  readonly where: string;
}

export function buildUnit(unit: RosterSelection, fail: Fail): UnitDraft {
  const cards: Card[] = [];
  const weapons: Weapon[] = [];
  const parent = new Map<RosterSelection, RosterSelection>();
  const selRules: { name: string; line: number; at: RosterSelection }[] = [];
  walk(unit, (s, ancestors) => {
    if (ancestors.length > 0) parent.set(s, ancestors[ancestors.length - 1]!);
    for (const r of s.rules) selRules.push({ ...r, at: s });
    // Rules given to the selections above only change the speeds a card prints (Tally Ho, p. 72).
    const speedRules = [...ancestors, s].flatMap((a) => a.rules).filter((r) => isSpeedRule(r.name));
    for (const p of s.profiles) {
      if ((UNIT_PROFILE_TYPES as readonly string[]).includes(p.typeName) && !isEmptyProfile(p)) {
        const draft = teamFromProfile(p, s, fail, speedRules);
        const same = cards.find(
          (c) =>
            c.draft.name.toLowerCase() === draft.name.toLowerCase() &&
            sameCard(c.draft, draft) &&
            !vehicleChoices(c.selection, s, ancestors),
        );
        if (!same) cards.push({ draft, selection: s });
      } else if (p.typeName === 'Weapon' && !isEmptyProfile(p))
        weapons.push({ ...weaponFromProfile(p, s, fail), selection: s });
    }
  });
  // One vehicle card chosen twice with different weapons ("M3 half-track (.30 cal MG)" and
  // "(.50 cal MG)"): each is its own team type, named after its choice.
  const renames = cards.flatMap((c) => {
    if (!isVehicle(c.draft)) return [];
    const twins = cards.filter((x) => x !== c && x.draft.name.toLowerCase() === c.draft.name.toLowerCase());
    const label = choiceLabel(c.selection);
    return twins.length > 0 && twins.every((t) => choiceLabel(t.selection).toLowerCase() !== label.toLowerCase())
      ? [{ c, label }]
      : [];
  });
  for (const { c, label } of renames) c.draft.name = label;
  const within = (s: RosterSelection, top: RosterSelection) => {
    for (let x: RosterSelection | undefined = s; x; x = parent.get(x)) if (x === top) return true;
    return false;
  };

  // Weapons to their cards: the card on the weapon's own selection, the card its name starts with,
  // the card of the nearest selection above, or the unit's only (infantry or gun) card.
  const held = new Map<WeaponDraft, Weapon>();
  const lineRules = new Map<WeaponDraft, Weapon['teamRules']>();
  const cardOf = (w: Weapon): Card | undefined => {
    const own = cards.filter((c) => c.selection === w.selection);
    if (own.length === 1) return own[0];
    const named = bestNamed(
      w.weapon.name,
      (own.length > 0 ? own : cards).map((c) => c.draft),
    );
    if (named) return cards.find((c) => c.draft === named);
    for (let x = parent.get(w.selection); x; x = parent.get(x)) {
      const up = cards.filter((c) => c.selection === x);
      if (up.length === 1) return up[0];
    }
    if (cards.length === 1) return cards[0];
    // Several infantry or gun cards (a Mounted and a Dismounted card, an HQ's two SMG cards): the
    // weapon of a choice is the first card's, nearest the weapon's selection first.
    const foot = cards.filter((c) => !isVehicle(c.draft));
    for (let x: RosterSelection | undefined = w.selection; x; x = parent.get(x)) {
      const here = foot.find((c) => c.selection === x);
      if (here) return here;
    }
    return foot[0];
  };
  for (const w of weapons) {
    const card = cardOf(w);
    if (!card) {
      fail(
        w.weapon.line,
        `the weapon '${w.weapon.name}' in ${where(w.selection)} cannot be given to a team: ${cards.length === 0 ? 'the unit has no team profile' : `its name matches none of ${cards.map((d) => `'${d.draft.name}'`).join(', ')}`}`,
        'export the unit again with its unit card (the Tank, Infantry or Gun Unit profile) selected',
        w.selection.path,
      );
    }
    const team = card.draft;
    // The same weapon profile reached twice (a shared profile on the card and on a choice) is one line.
    if (team.weapons.some((x) => x.name === w.weapon.name && sameWeapon(x, w.weapon))) continue;
    if (isVehicleMg(w.weapon.name, team.type)) w.weapon.vehicleMg = true;
    team.weapons.push(w.weapon);
    held.set(w.weapon, w);
    // A team rule in a weapon line's Notes is that team's: on an infantry or gun card, whose weapon
    // lines are team types of their own, only the line's (a mortar's Heavy Weapon is not the riflemen's).
    if (isVehicle(team)) for (const r of w.teamRules) placeTeamRule(team, r.rule, r);
    else lineRules.set(w.weapon, w.teamRules);
  }
  for (const c of cards) joinArtillery(c.draft);
  // A card for two vehicles (armour "1 (Toldi II) / 3 (Toldi IIa)"): one team type per vehicle.
  const variantTypes = new Set<TeamDraft>();
  for (const c of [...cards]) {
    if (!c.draft.armourVariants) continue;
    const split = vehicleVariants(c.draft);
    cards.splice(cards.indexOf(c), 1, ...split.drafts.map((draft) => ({ draft, selection: c.selection })));
    if (!split.chosen) for (const d of split.drafts) variantTypes.add(d);
  }

  // Team types: a vehicle card is one team; an infantry or gun card is one team per weapon line,
  // named after it (BSData names the card after the platoon and the weapon lines after the teams).
  const types: TeamType[] = [];
  for (const c of cards) {
    const ws = c.draft.weapons;
    if (isVehicle(c.draft) || ws.length === 0) {
      // An infantry or gun card without weapon lines (the Dismounted twin of a Mounted card) is a
      // team only where a count names it.
      // Vehicles of a two-vehicle card none of whose own weapons the roster has: only where a count names them.
      const standalone =
        (isVehicle(c.draft) && !variantTypes.has(c.draft)) || cards.filter((x) => !isVehicle(x.draft)).length === 1;
      types.push({ draft: c.draft, at: [c.selection], standalone, count: 0, counted: false });
      continue;
    }
    const extras = ws.filter((w) => {
      const s = held.get(w)?.selection;
      return s !== undefined && s !== c.selection && countPhrases(s.name).length === 0 && !nameMatches(s, ws);
    });
    const lines = ws.filter((w) => !extras.includes(w));
    for (const w of lines.length > 0 ? lines : ws) {
      const s = held.get(w)?.selection ?? c.selection;
      const draft: TeamDraft = {
        ...c.draft,
        name: lines.length === 1 && squash(c.draft.name) === squash(w.name) ? c.draft.name : withoutOptional(w.name),
        weapons: [w, ...extras.filter((x) => extraFor(held.get(x)!.selection, w.name, lines.length))],
        rules: [...c.draft.rules],
        ratings: {
          ...c.draft.ratings,
          ...(held.get(w)?.assault !== undefined ? { assault: held.get(w)!.assault } : {}),
        },
        unitRules: [...c.draft.unitRules],
        unplaced: [...c.draft.unplaced],
      };
      for (const x of draft.weapons) for (const r of lineRules.get(x) ?? []) placeTeamRule(draft, r.rule, r);
      types.push({
        draft,
        at: [c.selection, s],
        standalone: lines.length === 1 || s !== c.selection,
        count: 0,
        counted: false,
      });
    }
  }

  // Counts: each "Nx label" phrase goes to the team type it names best.
  const uncounted: Uncounted[] = [];
  // A count inside a count of the same team ("5x MG42 with Panzerfaust" > "5x MG42 team") is a
  // breakdown of it, not more teams.
  const countedAt = new Map<RosterSelection, Set<TeamType>>();
  const countedAbove = (s: RosterSelection, t: TeamType) => {
    for (let x = parent.get(s); x; x = parent.get(x)) if (countedAt.get(x)?.has(t)) return true;
    return false;
  };
  walk(unit, (s) => {
    const phrases = countPhrases(s.name);
    const list =
      phrases.length > 0 ? phrases : s !== unit && s.profiles.length === 0 ? [{ n: 1, label: s.name, bare: true }] : [];
    for (const ph of list) {
      const n = ph.n * s.number;
      let best: TeamType | undefined;
      let bestScore = 0;
      for (const t of types) {
        const score = Math.max(
          nameScore(ph.label, t.draft.name),
          // Short vehicle labels ("2x M3 .30"): vehicle teams only (an MG line on an infantry card is no half-track).
          isVehicle(t.draft) ? wordScore(ph.label, t.draft.name) : 0,
          ...(isVehicle(t.draft) ? t.draft.weapons.map((w) => nameScore(ph.label, w.name)) : []),
        );
        if (score > bestScore) [best, bestScore] = [t, score];
      }
      if (!best && !('bare' in ph)) {
        const here = types.filter((t) => t.at.includes(s));
        const main = types.filter((t) => t.draft.kind !== 'Transport Attachment');
        best = here.length === 1 ? here[0] : main.length === 1 && phrases.length === 1 ? main[0] : undefined;
      }
      if (best && countedAbove(s, best)) continue;
      if (best) {
        best.count += n;
        best.counted = true;
        countedAt.set(s, (countedAt.get(s) ?? new Set()).add(best));
      } else if (!('bare' in ph)) uncounted.push({ label: ph.label, n, line: s.line, where: where(s) });
    }
  });
  for (const t of types) if (!t.counted && t.standalone) t.count = t.at[t.at.length - 1]!.number;
  const kept = types.filter((t) => t.count > 0);

  // Transports: Transport Attachment cards, and the Tank cards of an infantry or gun unit that the
  // data files as its transport ("Unit Transport", "HQ Transport", "Passengers #" on their selection).
  const hasFoot = kept.some((t) => !isVehicle(t.draft));
  const carries = (t: TeamType) =>
    t.draft.kind === 'Transport Attachment' ||
    (hasFoot &&
      (t.draft.kind === 'Tank Unit' || t.draft.kind === 'Unarmoured Tank Unit') &&
      t.at.some((a) => a.rules.some((r) => /\btransport\b|^passengers\b/i.test(r.name))));
  // Rules the roster gives to selections: to the team types at or under that selection.
  const unplaced: Unplaced[] = [];
  for (const r of selRules) {
    let targets = kept.filter((t) => t.at.some((a) => within(a, r.at)));
    if (targets.length === 0) targets = kept;
    // A rule of the whole unit is its own teams', not its transports' (a US platoon's Observer).
    const foot = targets.filter((t) => !carries(t));
    if (foot.length > 0 && r.at === unit) targets = foot;
    const all = types.filter((t) => t.at.some((a) => within(a, r.at)));
    applySelectionRule(r, targets, all.length > 0 ? all : types, unplaced, where(r.at));
  }

  const teams = kept.filter((t) => !carries(t));
  const transport = kept.filter(carries);
  if (teams.length === 0)
    fail(
      unit.line,
      types.some((t) => t.draft.kind !== 'Transport Attachment')
        ? `the unit '${unit.name}' in ${where(unit)} has no teams: no count like "3x ..." names its team profiles`
        : `the unit '${unit.name}' in ${where(unit)} has only Transport Attachment teams`,
      types.some((t) => t.draft.kind !== 'Transport Attachment')
        ? "choose the unit's size in the list builder and export again"
        : 'a transport attachment belongs to an infantry or gun unit (p. 7)',
    );

  const rules: string[] = [];
  for (const t of teams) for (const r of t.draft.unitRules) if (!rules.includes(r)) rules.push(r);
  let points = 0;
  let priced = false;
  walk(unit, (s) => {
    if (s.points !== undefined) {
      points += s.points;
      priced = true;
    }
  });
  const pick = (list: TeamType[]) => list.map((t) => ({ draft: t.draft, count: t.count }));
  const ratingsOf = (list: TeamType[]): Ratings => {
    try {
      return worst(list.map((t) => t.draft));
    } catch (err) {
      if (!(err instanceof RatingsPerUnit)) throw err;
      return fail(
        unit.line,
        `every team of '${unit.name}' in ${where(unit)} has its ratings "As Per Unit", and no card of the unit gives them`,
        "export the unit with its unit card (the profile that prints the unit's Motivation and Skill)",
        unit.path,
      );
    }
  };
  return {
    selection: unit,
    teams: pick(teams),
    transport: pick(transport),
    ratings: ratingsOf(teams),
    ...(transport.length > 0 ? { transportRatings: ratingsOf(transport) } : {}),
    rules,
    ...(priced ? { points: Math.round(points * 10) / 10 } : {}),
    unplaced: [
      ...kept.flatMap((t) => [...t.draft.unplaced, ...t.draft.weapons.flatMap((w) => w.unplaced)]),
      ...unplaced,
    ],
    uncounted,
  };
}
