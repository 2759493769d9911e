/**
 * Special-rule names as rosters print them (a Notes box, or a `<rule>` of a selection) -> our rule
 * ids (the fow4 rules catalogue, ../rules.ts, and the ids the bundled arsenals use), and where
 * each belongs: on a weapon line, on a team profile, or on the unit. Names that carry a number
 * (Assault 4+, Tank Assault 5, Passengers 3, Pinned ROF 1, Minimum Range) become that number.
 * A name not listed here is kept and reported, never dropped.
 */
export type RulePlace = 'weapon' | 'team' | 'unit' | 'team+unit';

export interface KnownRule {
  readonly id: string;
  readonly on: RulePlace;
  /** The book page of the rule. */
  readonly page: string;
}

const R = (id: string, on: RulePlace, page: string): KnownRule => ({ id, on, page });

/** Lower-case, no punctuation, "&" as "and", umlauts folded: the key names are compared by. */
export function ruleKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const TABLE: readonly [readonly string[], KnownRule][] = [
  // Equipment (p. 65) and tank special rules
  [['Protected Ammo'], R('protected-ammo', 'team', 'p. 65')],
  [['Gun Shield', 'Gun Sheild'], R('gun-shield', 'team', 'p. 65')],
  [['Heavy Weapon', 'Heavy Weapons', 'Man-packed Gun'], R('heavy-weapon', 'team', 'p. 65')],
  [['Independent', 'Independant'], R('independent', 'team', 'p. 68')],
  [['Tractor'], R('tractor', 'team', 'p. 22')],
  [['Large Gun'], R('large-gun', 'team', 'p. 65')],
  [['Unarmoured'], R('unarmoured', 'team', 'p. 65')],
  [['Schurzen', 'Schürzen'], R('schurzen', 'team', 'p. 71')],
  [['Tow Hooks', 'Tow Hook'], R('tow-hooks', 'team', 'p. 72')],
  [['Fuel Tanks'], R('fuel-tanks', 'team', 'p. 42')],
  [['Improvised Armour'], R('improvised-armour', 'team', 'p. 66')],
  [['Overloaded'], R('overloaded', 'team', 'p. 67')],
  [['Wide Tracks'], R('wide-tracks', 'team', 'p. 67')],
  [['Awkward Layout'], R('awkward-layout', 'team', 'p. 66')],
  [['Stabiliser', 'Stabilizer'], R('stabiliser', 'team', 'p. 69')],
  [['One-man Turret'], R('one-man-turret', 'team', 'p. 67')],
  [['Turret-rear MG'], R('turret-rear-mg', 'team', 'p. 67')],
  [['Flying Tank'], R('flying-tank', 'team', 'p. 66')],
  [['Duckbills'], R('duckbills', 'team', 'p. 69')],
  [['Smooth Ride'], R('smooth-ride', 'team', 'p. 69')],
  [['Hedgerow Cutters'], R('hedgerow-cutters', 'team', 'p. 69')],
  [['Pioneer Supply', 'Pioneer Supply Vehicle'], R('pioneer-supply', 'team', 'p. 80')],
  [['Begleit Escorts'], R('begleit-escorts', 'team', 'p. 71')],
  [['Bagpipes', 'Bagpiper'], R('bagpipes', 'team', 'p. 72')],
  [['Hen and Chicks'], R('hen-and-chicks', 'team', 'p. 74')],
  // Special abilities (p. 68)
  [['Recce', 'Reconnaissance', 'Reconnaissance and Recce'], R('recce', 'team', 'p. 68')],
  [['Motorcycle Reconnaissance'], R('motorcycle-recce', 'team', 'p. 68')],
  [['Observer'], R('observer', 'team', 'p. 68')],
  [['Air Observation Post'], R('air-observation-post', 'team', 'p. 50')],
  [['Cavalry'], R('cavalry', 'team+unit', 'p. 68')],
  [['Horse Artillery'], R('horse-artillery', 'unit', 'p. 68')],
  // Weapons (pp. 66-67 and the nations' pages)
  [['Smoke'], R('smoke', 'weapon', 'p. 42')],
  [['Smoke Bombardment'], R('smoke-bombardment', 'weapon', 'p. 51')],
  [['No HE'], R('no-he', 'weapon', 'p. 67')],
  [['Hull Mounted', 'Hull-mounted'], R('hull-mounted', 'weapon', 'p. 66')],
  [['Breakthrough Gun'], R('breakthrough-gun', 'weapon', 'p. 66')],
  [['Bunker Buster'], R('bunker-buster', 'weapon', 'p. 66')],
  [['Full ROF When Moving', 'Full ROF Moving'], R('full-rof-when-moving', 'weapon', 'p. 66')],
  [['Hits Top Armour', 'Hit Top Armour'], R('hits-top-armour', 'weapon', 'p. 66')],
  [['Can Fire Over Friendly Teams', 'Fire Over Friendly Teams'], R('can-fire-over-friendly-teams', 'weapon', 'p. 66')],
  [['Anti-aircraft', 'Dedicated AA'], R('anti-aircraft', 'weapon', 'p. 66')],
  [['AA MG'], R('aa-mg', 'weapon', 'p. 66')],
  [['Self-Defence AA', 'Self-defense AA', 'Self-defence Anti-aircraft'], R('self-defence-aa', 'weapon', 'p. 66')],
  [['Heavy Anti-aircraft', 'Heavy AA'], R('heavy-anti-aircraft', 'weapon', 'p. 66')],
  [['Turntable'], R('turntable', 'weapon', 'p. 67')],
  [['Bombs and Rockets'], R('bombs-and-rockets', 'weapon', 'p. 44')],
  [['Flame-thrower', 'Flamethrower', 'Flame-thower'], R('flame-thrower', 'weapon', 'p. 42')],
  [['Passenger-fired', 'Passenger-fired Weapon'], R('passenger-fired', 'weapon', 'p. 67')],
  [['Multiple Weapons'], R('multiple-weapons', 'weapon', 'p. 67')],
  [['Semi-indirect Fire'], R('semi-indirect-fire', 'weapon', 'p. 72')],
  [['HMG Bombardment'], R('hmg-bombardment', 'weapon', 'p. 72')],
  [['Volley Fire'], R('volley-fire', 'weapon', 'p. 73')],
  [['Cat Killers'], R('cat-killers', 'weapon', 'p. 73')],
  [['Stuka zu Fuss'], R('stuka-zu-fuss', 'weapon', 'p. 71')],
  [['Super-heavy Rockets'], R('super-heavy-rockets', 'weapon', 'p. 71')],
  // Unit rules (tests of nerve and skill, orders)
  [['British Bulldog'], R('british-bulldog', 'unit', 'p. 72')],
  [['Tip and Run'], R('tip-and-run', 'unit', 'p. 72')],
  [['Tally Ho', 'Tally Ho!'], R('tally-ho', 'unit', 'p. 72')],
  [['Tiger Ace'], R('tiger-ace', 'team+unit', 'p. 71')],
  [['Stormtroopers'], R('stormtroopers', 'unit', 'p. 71')],
  [['Mounted Assault'], R('mounted-assault', 'unit', 'p. 71')],
  [['Seek, Strike, and Destroy', 'Seek Strike and Destroy'], R('seek-strike-and-destroy', 'unit', 'p. 69')],
  [['Komissar', 'Kommisar', 'Kommissar'], R('komissar', 'unit', 'p. 73')],
  [['Battalion Komissar'], R('battalion-komissar', 'unit', 'p. 73')],
  [['Shtraf', 'Shtraf Companies', 'Shtraf Company'], R('shtraf', 'unit', 'p. 73')],
  [['Tankodesantniki'], R('tankodesantniki', 'unit', 'p. 74')],
  // Artillery rules of a unit (bombardments)
  [['Time on Target'], R('time-on-target', 'unit', 'p. 69')],
  [['Mike Target'], R('mike-target', 'unit', 'p. 72')],
];

const BY_KEY = new Map<string, KnownRule>();
for (const [names, rule] of TABLE) for (const n of names) BY_KEY.set(ruleKey(n), rule);

/** Every rule id the importer can write (for the catalogue check in the tests). */
export const MAPPED_RULE_IDS: readonly string[] = [...new Set(TABLE.map(([, r]) => r.id))];

/** Rule names that describe the team's type and are carried by the profile type itself. */
const TYPE_WORDS = new Set([
  'gun',
  'tank',
  'infantry',
  'aircraft',
  'transport',
  'tank team',
  'infantry team',
  'gun team',
  'transport attachment',
  'unit transport',
]);

/** What one special-rule name from a roster means to us. */
export type NoteMeaning =
  | { kind: 'rule'; rule: KnownRule }
  | { kind: 'assault'; score: number }
  | { kind: 'tank-assault'; value: number }
  | { kind: 'passengers'; value: number }
  | { kind: 'pinned-rof'; value: number }
  | { kind: 'min-range'; text: string }
  | { kind: 'type-word' }
  | { kind: 'unknown' };

export function noteMeaning(name: string): NoteMeaning {
  const key = ruleKey(name);
  const known = BY_KEY.get(key);
  if (known) return { kind: 'rule', rule: known };
  let m = /^assault (\d)$/.exec(key);
  if (m) return { kind: 'assault', score: Number(m[1]) };
  m = /^tank assault (\d{1,2})$/.exec(key);
  if (m) return { kind: 'tank-assault', value: Number(m[1]) };
  m = /^passengers? (\d{1,2})$/.exec(key);
  if (m) return { kind: 'passengers', value: Number(m[1]) };
  m = /^pinned rof (\d)$/.exec(key);
  if (m) return { kind: 'pinned-rof', value: Number(m[1]) };
  if (/^minimum range\b/.test(key)) return { kind: 'min-range', text: name.replace(/^\s*minimum range\s*/i, '') };
  if (TYPE_WORDS.has(key)) return { kind: 'type-word' };
  return { kind: 'unknown' };
}

/** Split a Notes box into rule names ("Protected Ammo, Smoke; Tow Hooks"). */
export function splitNotes(text: string): string[] {
  return text
    .replace(/seek,\s*strike,?\s*and destroy/gi, 'Seek Strike and Destroy')
    .split(/\s*(?:,|;|\n|•)\s*/)
    .map((s) => s.trim().replace(/\.$/, ''))
    .filter(Boolean);
}
