/**
 * Rules a roster gives to a selection (a `<rule>` of the unit or of a choice, not a profile's
 * Notes), applied to the team types that selection covers: BSData puts a flame-thrower's Heavy
 * Weapon rule, or a gun's Smoke, on the whole unit.
 */
import type { RosterSelection } from './roster.js';
import type { TeamDraft, Unplaced } from './profiles.js';
import { placeTeamRule } from './team-profile.js';
import { noteMeaning, ruleKey } from './rule-names.js';

/** One team type of the unit: a card's team, or one weapon line of an infantry or gun card. */
export interface TeamType {
  draft: TeamDraft;
  /** The selections its card and weapons sit on (rules given there are its own). */
  readonly at: RosterSelection[];
  /** Counted when no count phrase names it: its own selection's `number`. */
  readonly standalone: boolean;
  count: number;
  counted: boolean;
}

export const HEAVY_WEAPON =
  /mortar|\bhmg\b|flame-?thrower|\b(at|anti-tank) rifle|\bptr[ds]\b|\binfantry gun\b|\bmaxim\b|\bmaksim\b|\bvickers\b|\bsmg34\b|\bsmg42\b|\bgun\b(?! &)|\bbazooka\b|\brecoilless\b/i;

/** A rule given to a selection (not a profile's Notes), applied to the team types it covers. */
export function applySelectionRule(
  r: { name: string; line: number },
  targets: readonly TeamType[],
  all: readonly TeamType[],
  unplaced: Unplaced[],
  at: string,
): void {
  const m = noteMeaning(r.name);
  const notPlaced = (why: Unplaced['why']): void => {
    unplaced.push({ name: r.name, line: r.line, where: at, why });
  };
  if (m.kind === 'type-word') return;
  if (m.kind === 'unknown' || m.kind === 'min-range') {
    notPlaced('unknown');
    return;
  }
  if (m.kind === 'assault') {
    for (const t of targets) t.draft.ratings.assault = m.score;
    return;
  }
  if (m.kind === 'tank-assault') {
    for (const t of targets) t.draft.tankAssault = m.value;
    return;
  }
  if (m.kind === 'passengers') {
    for (const t of targets.filter((x) => x.draft.kind === 'Transport Attachment' || x.draft.type === 'tank'))
      t.draft.passengers = m.value;
    return;
  }
  // Weapon rules: the weapon lines of every team the selection covers, taken or not (the roster
  // gives the flame-thrower's rule to the SMG company whose optional flame-thrower line has it).
  const lines = all.flatMap((t) => t.draft.weapons);
  const main = lines.filter((w) => !w.vehicleMg);
  if (m.kind === 'pinned-rof') {
    if (lines.some((w) => w.pinnedRof !== undefined)) return;
    if (main.length === 1) main[0]!.pinnedRof = m.value;
    else notPlaced('weapon-rule-on-unit');
    return;
  }
  const rule = m.rule;
  if (rule.on === 'weapon') {
    // Already on a weapon line of these teams (the card prints it there too): applied.
    if (lines.some((w) => w.rules.includes(rule.id) || w.artillery?.rules?.includes(rule.id))) return;
    const named = main.filter((w) => ruleKey(w.name).includes(ruleKey(r.name)));
    if (named.length > 0) for (const w of named) w.rules.push(rule.id);
    else if (main.length === 1) main[0]!.rules.push(rule.id);
    else notPlaced('weapon-rule-on-unit');
    return;
  }
  if (rule.id === 'heavy-weapon') {
    // BSData gives a unit's Heavy Weapon rule to the whole unit; it is the weapon teams' (mortars, HMGs, guns).
    // Team lines the roster did not take count too: the flame-thrower line names it, not the PPSh line.
    const foot = all.filter((t) => t.draft.kind === 'Infantry Unit' || t.draft.kind === 'Gun Unit');
    const named = foot.length === 1 ? foot : foot.filter((t) => t.draft.weapons.some((w) => HEAVY_WEAPON.test(w.name)));
    const heavy = named.filter((t) => targets.includes(t));
    if (named.length === 0) {
      notPlaced('no-team-named');
      return;
    }
    for (const t of heavy) {
      placeTeamRule(t.draft, rule, r);
      if (t.draft.type === 'infantry') t.draft.type = 'heavy-weapon';
    }
    return;
  }
  for (const t of targets) {
    placeTeamRule(t.draft, rule, r);
    if (rule.id === 'cavalry' && t.draft.type === 'infantry') t.draft.type = 'cavalry';
    if (rule.id === 'motorcycle-recce' && t.draft.type === 'infantry') t.draft.type = 'motorcycle';
  }
}
