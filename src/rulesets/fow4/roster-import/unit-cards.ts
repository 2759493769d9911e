/**
 * Telling apart and comparing what one unit selection holds (used by units.ts): the same card
 * reached twice or two vehicle choices, a two-vehicle card's vehicles, a choice's label, which
 * weapon lines an extra weapon choice goes to, and the shapes cards, weapons and arsenal entries
 * are compared by.
 */
import { isEmptyProfile, type TeamDraft, type WeaponDraft } from './profiles.js';
import { countPhrases, nameScore, squash } from './names.js';
import type { RosterSelection } from './roster.js';

export function withoutOptional(name: string): string {
  return name.replace(/^\s*optional\s*:\s*/i, '').trim();
}

/**
 * The vehicles of a card whose armour boxes name two (Toldi II and Toldi IIa): a weapon named
 * after one vehicle ("Toldi IIa (40mm)") is that vehicle's, the others ("Toldi II & IIa (MG)")
 * every vehicle's. The vehicles whose own weapon the roster holds are the ones chosen (`chosen`);
 * with none, every vehicle is a team type that only a count makes.
 */
export function vehicleVariants(card: TeamDraft): { drafts: TeamDraft[]; chosen: boolean } {
  const variants = card.armourVariants!;
  const bare = (n: string) => squash(n.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '));
  const owns = (w: WeaponDraft, name: string) => bare(w.name) === squash(name);
  const shared = card.weapons.filter((w) => !variants.some((v) => owns(w, v.name)));
  const held = variants.filter((v) => card.weapons.some((w) => owns(w, v.name)));
  const drafts = (held.length > 0 ? held : variants).map((v): TeamDraft => ({
    ...card,
    name: v.name,
    armour: v.armour,
    armourVariants: undefined,
    weapons: [...card.weapons.filter((w) => owns(w, v.name)), ...shared],
    rules: [...card.rules],
    ratings: { ...card.ratings },
    unitRules: [...card.unitRules],
    unplaced: [...card.unplaced],
  }));
  return { drafts, chosen: held.length > 0 };
}

/**
 * Two selections holding the same vehicle card are two choices of the unit (the half-tracks of a
 * platoon, one with a .30 cal and one with a .50 cal MG) when neither holds the other and the new
 * one carries weapon lines of its own; otherwise the card is one card reached twice.
 */
export function vehicleChoices(
  first: RosterSelection,
  second: RosterSelection,
  ancestorsOfSecond: readonly RosterSelection[],
): boolean {
  if (first === second || ancestorsOfSecond.includes(first)) return false;
  const holdsWeapons = (x: RosterSelection) => x.profiles.some((p) => p.typeName === 'Weapon' && !isEmptyProfile(p));
  return holdsWeapons(first) && holdsWeapons(second) && !contains(second, first);
}

function contains(top: RosterSelection, s: RosterSelection): boolean {
  return top.selections.some((c) => c === s || contains(c, s));
}

/** A choice's name without its count: "1x M3 half-track (.50 cal MG)" -> "M3 half-track (.50 cal MG)". */
export function choiceLabel(s: RosterSelection): string {
  return withoutOptional(countPhrases(s.name)[0]?.label ?? s.name);
}

/** Does the selection's name name one of the weapon lines ("1x PIAT anti-tank team")? */
export function nameMatches(s: RosterSelection, ws: readonly WeaponDraft[]): boolean {
  return ws.some((w) => nameScore(s.name, w.name) > 0);
}

/** An extra weapon (an "Equip MG42 teams with Panzerfaust" choice) goes to the lines its choice names, else to all. */
export function extraFor(choice: RosterSelection, line: string, lines: number): boolean {
  if (lines <= 1) return true;
  const key = squash(line).replace(/team$/, '');
  const said = squash(choice.name);
  return key.length > 0 && said.includes(key);
}

export function isSpeedRule(name: string): boolean {
  return /^(tally ho|detroit s finest|the truscott trot|truscott trot|unreliable)$/.test(
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim(),
  );
}

/** Two unit-card profiles are the same card when all their values are (weapons are compared later). */
export function sameCard(a: TeamDraft, b: TeamDraft): boolean {
  return JSON.stringify(cardShape(a)) === JSON.stringify(cardShape(b));
}

function cardShape(d: TeamDraft): unknown {
  return [d.kind, d.type, d.mobility, d.armour, d.save, d.gunSize, d.rules, d.ratings, d.speeds, d.passengers];
}

export function sameWeapon(a: WeaponDraft, b: WeaponDraft): boolean {
  const shape = (w: WeaponDraft) => JSON.stringify({ ...w, unplaced: undefined, line: undefined });
  return shape(a) === shape(b);
}

/** A team's values as the arsenal compares them: weapons in any order are the same team. */
export function entryShape(d: TeamDraft): unknown {
  return [
    d.type,
    d.mobility,
    d.armour,
    d.save,
    d.gunSize,
    [...d.rules].sort(),
    d.passengers,
    d.tankAssault,
    d.speeds,
    d.weapons.map((w) => JSON.stringify({ ...w, unplaced: undefined, line: undefined })).sort(),
  ];
}
