import { describe, expect, it } from 'vitest';
import { refusalRule, surveyCatalogue } from '../../../../src/rulesets/fow4/roster-import/survey.js';

const ch = (n: string, v: string) => `<characteristic name="${n}" typeId="x">${v}</characteristic>`;
const profile = (name: string, type: string, chars: [string, string][]) =>
  `<profile id="p" name="${name}" typeName="${type}"><characteristics>${chars.map(([n, v]) => ch(n, v)).join('')}</characteristics></profile>`;
const speeds: [string, string][] = [
  ['Tactical', '12&quot;/30cm'],
  ['Terrain Dash', '14&quot;/35cm'],
  ['Cross Country Dash', '24&quot;/60cm'],
  ['Road Dash', '28&quot;/70cm'],
];
// Values as BSData writes them (an M5 Stuart, a Toldi II weapon, a Naval Gunfire line, a "Unit Size"
// note, D-Day Waffen-SS's Tiger with Motivation 2+, Eastern Front German's Demolitions with Range "-").
const CATALOGUE = `<?xml version="1.0"?><catalogue xmlns="http://www.battlescribe.net/schema/catalogueSchema"><sharedProfiles>
${profile('M5 Stuart', 'Tank Unit', [['Motivation', '4+ Last Stand 3+'], ['Skill', '4+'], ['Is Hit On', '3+'], ['Armour Front', '4'], ['Armour Side &amp; Rear', '3'], ['Armour Top', '1'], ...speeds])}
${profile('Motorcycles', 'Unarmoured Tank Unit', [
  ['Motivation', '-'],
  ['Skill', '-'],
  ['Is Hit On', '-'],
  ['Save', '4+'],
  ['Tactical', '-'],
  ['Terrain Dash', '10&quot;/25cm'],
  ['Cross Country Dash', '16&quot;/40cm'],
  ['Road Dash', '40&quot;/100cm'],
])}
${profile('Toldi II (20mm)', 'Weapon', [
  ['Range', '16&quot;/40cm (LFTF)'],
  ['Halted ROF', '3 (LFTF)'],
  ['Moving ROF', '2'],
  ['Anti-Tank', '5'],
  ['Firepower', '5+'],
])}
${profile('Naval Gunfire', 'Weapon', [
  ['Range', 'UNLIMITED'],
  ['Halted ROF', 'ARTILLERY'],
  ['Moving ROF', 'ARTILLERY'],
  ['Anti-Tank', '4'],
  ['Firepower', 'AUTO'],
])}
${profile('Tiger SS Tank Platoon', 'Tank Unit', [
  ['Motivation', '2+'],
  ['Skill', '3+'],
  ['Is Hit On', '4+'],
  ['Armour Front', '9'],
  ['Armour Side &amp; Rear', '8'],
  ['Armour Top', '2'],
  ['Tactical', '10&quot;/25cm'],
  ['Terrain Dash', '12&quot;/30cm'],
  ['Cross Country Dash', '18&quot;/45cm'],
  ['Road Dash', '20&quot;/50cm'],
])}
${profile('Demolitions (500kg)', 'Weapon', [
  ['Range', '-'],
  ['Halted ROF', 'ARTILLERY'],
  ['Moving ROF', ''],
  ['Anti-Tank', '4'],
  ['Firepower', 'AUTO'],
])}
${profile('Unit Size', 'Weapon', [
  ['Range', ''],
  ['Halted ROF', ''],
])}
${profile('Command Card', 'Command Card', [['Description', 'x']])}
</sharedProfiles></catalogue>`;

describe('the BSData survey', () => {
  it('counts team and weapon profiles accepted and refused, each refusal by its reading rule', () => {
    const r = surveyCatalogue('test.cat', CATALOGUE);
    // The Motorcycles card rates its teams as the unit ("-"): accepted, its ratings the unit's.
    // The Tiger's bare 2+ is accepted with umpire's reading (readings.ts), and counted as one.
    expect(r.teams).toEqual({ accepted: 3, refused: 0 });
    expect(r.readings).toBe(1);
    expect(r.empty).toBe(1);
    // The empty "Unit Size" profile holds no weapon and is not counted; Command Cards are not profiles of teams.
    // Naval Gunfire's UNLIMITED range is read; a Range "-" is not.
    expect(r.weapons).toEqual({ accepted: 2, refused: 1 });
    expect(r.refusedBy).toEqual({ 'range (p. 26)': 1 });
    expect(r.examples['range (p. 26)']).toContain("the Range '-' is not a range");
  });
  it('names the rule from the sentence, not from the names in it', () => {
    expect(refusalRule("the Save 'Gun 3+' is not a score, in the Gun Unit profile '45mm Anti-Tank Company' of X")).toBe(
      'save (p. 39)',
    );
    expect(refusalRule("the Tank Unit profile 'T30' in T30 has no armour ratings")).toBe('armour (p. 39)');
  });
});
