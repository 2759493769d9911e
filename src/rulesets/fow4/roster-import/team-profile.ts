/**
 * One unit profile (Tank Unit, Unarmoured Tank Unit, Infantry Unit, Gun Unit, Aircraft Unit,
 * Transport Attachment) -> a team draft: team type, mobility (mobility.ts), armour or save,
 * ratings and rules; and where a known rule named for a team belongs.
 */
import { charOf, fmtScore, need, pushOnce, read, where } from './profile-boxes.js';
import { mobilityOf, setMobility } from './mobility.js';
import type { Fail, TeamDraft, UnitProfileType } from './profiles.js';
import { READINGS } from './readings.js';
import type { RosterProfile, RosterSelection } from './roster.js';
import { noteMeaning, splitNotes, type KnownRule } from './rule-names.js';
import { armour, readRatingsBox, score } from './values.js';

/** A unit profile as a team draft. */
export function teamFromProfile(
  p: RosterProfile,
  s: RosterSelection,
  fail: Fail,
  extraRules: readonly { name: string; line: number }[],
): TeamDraft {
  const kind = p.typeName as UnitProfileType;
  const draft: TeamDraft = {
    profile: p,
    selection: s,
    kind,
    name: p.name.trim(),
    type: 'tank',
    mobility: 'standard-tank',
    weapons: [],
    rules: [],
    ratings: {},
    unitRules: [],
    unplaced: [],
  };
  if (!draft.name)
    fail(
      p.line,
      `a ${kind} profile in ${where(s)} has no name`,
      'every team profile needs the name the force will use',
    );

  const ratingNames = ['Motivation', 'Skill'];
  // A ratings box may also hold rule names ("Confident 4+ / Protected Ammo / Remount 3+").
  const boxRules: { name: string; line: number }[] = [];
  const reading = (text: string, line: number) =>
    draft.unplaced.push({ name: text, line, where: where(s), why: 'reading' });
  // "As Per Unit", "-" or nothing (a Jeep carrying a unit's mortar, a Motorcycles card): the team
  // has the unit's ratings (p. 10), from the unit's other cards.
  const perUnit = (box: string) => /^(as per unit|[-–—]?)$/i.test(charOf(p, box)?.value.trim() ?? '');
  for (const box of ['Motivation', 'Skill', 'Is Hit On'] as const) {
    const c = box === 'Is Hit On' ? charOf(p, box) : need(p, s, box, fail, ratingNames);
    if (c && c.value.trim() !== '' && c.value.trim() !== '-' && !perUnit(box)) {
      const readings: string[] = [];
      for (const name of read(c.line, s, p, fail, () => readRatingsBox(c.value, box, draft.ratings, readings)))
        boxRules.push({ name, line: c.line });
      for (const r of readings) reading(r, c.line);
    }
  }
  if (!draft.ratings.motivation && !perUnit('Motivation'))
    fail(
      need(p, s, 'Motivation', fail, ratingNames).line,
      `the Motivation box of '${p.name}' in ${where(s)} names no Motivation (fearless, confident or reluctant)`,
      'the data puts no Motivation in this box: choose another option for the unit in the list builder, or report the card to BSData/flamesofwar',
      s.path,
    );
  if (!draft.ratings.skill && !perUnit('Skill'))
    fail(
      need(p, s, 'Skill', fail, ratingNames).line,
      `the Skill box of '${p.name}' in ${where(s)} names no Skill (veteran, trained or conscript)`,
      'the data puts no Skill in this box (a "Fearless 3+" there is a Motivation): choose another option for the unit in the list builder, or report the card to BSData/flamesofwar',
      s.path,
    );

  // Special rules: the profile's Notes, then the rules the roster attaches to the selections.
  const notes = charOf(p, 'Notes');
  const names = [
    ...(notes ? splitNotes(notes.value).map((n) => ({ name: n, line: notes.line })) : []),
    ...boxRules,
    ...extraRules,
  ];
  const noteKeys = names.map((n) =>
    n.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim(),
  );
  let heavyWeapon = false;
  let cavalryRule = false;
  let motorcycle = false;
  for (const n of names) {
    const m = noteMeaning(n.name);
    if (m.kind === 'rule') {
      placeTeamRule(draft, m.rule, n);
      if (m.rule.id === 'heavy-weapon') heavyWeapon = true;
      if (m.rule.id === 'cavalry') cavalryRule = true;
      if (m.rule.id === 'motorcycle-recce') motorcycle = true;
    } else if (m.kind === 'assault') draft.ratings.assault = m.score;
    else if (m.kind === 'tank-assault') draft.tankAssault = m.value;
    else if (m.kind === 'passengers') draft.passengers = m.value;
    else if (m.kind === 'type-word') continue;
    else draft.unplaced.push({ name: n.name, line: n.line, where: where(s), why: 'unknown' });
  }

  const saveOf = () => {
    const c = need(p, s, 'Save', fail, ['Motivation', 'Skill', 'Save']);
    // BSData writes "3+", "Infantry 3+", "Gun 4+", and rules on further lines ("3+\nDefensive Fire 4+").
    const [first, ...more] = c.value
      .split(/\n+/)
      .map((x) => x.trim())
      .filter(Boolean);
    const bare = (first ?? '').replace(/^[A-Za-z][A-Za-z ]*?\s+(?=\d)/, '');
    for (const name of more) draft.unplaced.push({ name, line: c.line, where: where(s), why: 'unknown' });
    return fmtScore(read(c.line, s, p, fail, () => score(bare, 'the Save')));
  };
  switch (kind) {
    case 'Tank Unit':
    case 'Transport Attachment': {
      const boxes = ['Armour Front', 'Armour Side & Rear', 'Armour Top'];
      const cs = boxes.map((b) => need(p, s, b, fail, boxes));
      const variants = armourVariants(p, s, fail, cs, boxes);
      const values = variants
        ? [0, 0, 0]
        : cs.map((c, i) => read(c.line, s, p, fail, () => armour(c.value, `the ${boxes[i]}`)));
      // An empty box beside armour numbers (the T30's Side & Rear): umpire's reading, readings.ts.
      if (kind === 'Tank Unit' && values.some((v) => v !== null))
        cs.forEach((c, i) => {
          if (values[i] !== null || c.value.trim() !== '') return;
          values[i] = 0;
          reading(READINGS.emptyArmour(boxes[i]!), c.line);
        });
      if (variants) draft.armourVariants = variants;
      else if (values.every((v) => v !== null)) draft.armour = values.join('/');
      else if (kind === 'Tank Unit')
        fail(
          p.line,
          `the Tank Unit profile '${p.name}' in ${where(s)} has no armour ratings`,
          'an unarmoured tank is an Unarmoured Tank Unit profile with a Save',
        );
      else if (charOf(p, 'Save')) draft.save = saveOf();
      draft.type = 'tank';
      setMobility(draft, mobilityOf(p, s, fail, 'tank', noteKeys));
      break;
    }
    case 'Unarmoured Tank Unit':
      draft.type = 'tank';
      draft.save = saveOf();
      setMobility(draft, mobilityOf(p, s, fail, 'tank', noteKeys));
      if (!draft.rules.includes('unarmoured')) draft.rules.push('unarmoured');
      break;
    case 'Infantry Unit': {
      draft.save = saveOf();
      const { row } = setMobility(draft, mobilityOf(p, s, fail, 'infantry', noteKeys));
      draft.type =
        row.cavalry || cavalryRule ? 'cavalry' : motorcycle ? 'motorcycle' : heavyWeapon ? 'heavy-weapon' : 'infantry';
      break;
    }
    case 'Gun Unit': {
      draft.save = saveOf();
      const { row } = setMobility(draft, mobilityOf(p, s, fail, 'gun', noteKeys));
      if (row.gunSize) {
        draft.type = 'gun';
        draft.gunSize = row.gunSize;
      } else {
        // A Gun Unit that moves as infantry is a Man-packed Gun: an Infantry team with Heavy Weapon (p. 65).
        draft.type = 'heavy-weapon';
        if (!draft.rules.includes('heavy-weapon')) draft.rules.push('heavy-weapon');
      }
      break;
    }
    case 'Aircraft Unit':
      draft.type = 'aircraft';
      draft.mobility = 'aircraft';
      draft.save = saveOf();
      break;
  }
  return draft;
}

/**
 * Armour boxes naming one value per vehicle of the card ("1 (Toldi II)\n3 (Toldi IIa)"): each
 * vehicle's Front/Side/Top, a box with one number giving it to every vehicle; undefined when no box
 * names vehicles.
 */
function armourVariants(
  p: RosterProfile,
  s: RosterSelection,
  fail: Fail,
  cs: readonly { value: string; line: number }[],
  boxes: readonly string[],
): { name: string; armour: string }[] | undefined {
  const per = cs.map((c) => {
    const lines = c.value
      .split(/\n+/)
      .map((l) => l.trim())
      .filter(Boolean);
    const named = lines.map((l) => /^(\d{1,2})\s*\(([^()]+)\)$/.exec(l));
    return lines.length > 1 && named.every((m) => m !== null)
      ? new Map(named.map((m) => [m![2]!.trim(), m![1]!]))
      : undefined;
  });
  const first = per.find((m) => m !== undefined);
  if (!first) return undefined;
  const names = [...first.keys()];
  return names.map((name) => {
    const values = cs.map((c, i) => {
      const text = per[i] ? per[i]!.get(name) : c.value;
      if (text === undefined)
        fail(
          c.line,
          `the ${boxes[i]} of '${p.name}' in ${where(s)} names no value for the ${name}`,
          'each armour box names the same vehicles, e.g. "1 (Toldi II)" and "3 (Toldi IIa)"',
          s.path,
        );
      const v = read(c.line, s, p, fail, () => armour(text!, `the ${boxes[i]} of the ${name}`));
      if (v === null)
        fail(
          c.line,
          `the ${boxes[i]} of the ${name} in '${p.name}' is empty`,
          'an armoured vehicle has three armour ratings',
        );
      return v;
    });
    return { name, armour: values.join('/') };
  });
}

/** Put a known rule where it belongs; a weapon rule named for a team or unit waits for its weapon. */
export function placeTeamRule(draft: TeamDraft, rule: KnownRule, n: { name: string; line: number }): void {
  if (rule.on === 'team' || rule.on === 'team+unit') pushOnce(draft.rules, rule.id);
  if (rule.on === 'unit' || rule.on === 'team+unit') pushOnce(draft.unitRules, rule.id);
  if (rule.on === 'weapon')
    draft.unplaced.push({ name: n.name, line: n.line, where: where(draft.selection), why: 'weapon-rule-on-unit' });
}
