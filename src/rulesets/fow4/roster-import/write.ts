/**
 * The imported force and arsenal as YAML files that read like hand-written ones: the
 * `yaml-language-server` schema line first, short lines in flow style, and every special rule the
 * importer could not place written as a comment on the line of its team or unit.
 */
import { Document, isMap, isScalar, isSeq, type Node, type Pair, type YAMLMap } from 'yaml';
import type { Unplaced } from './profiles.js';
import type { ImportedRoster, UnitDoc } from './import.js';

/** One sentence per rule that was not placed, e.g. "Slow Firing (roster line 40): not a rule umpire knows". */
export function unplacedText(u: Unplaced): string {
  if (u.why === 'reading') return `${u.name} (roster line ${u.line}); check it against the card`;
  return u.why === 'unknown'
    ? `${u.name} (roster line ${u.line}): not a rule umpire knows`
    : u.why === 'weapon-rule-on-unit'
      ? `${u.name} (roster line ${u.line}): a weapon rule the roster gives the whole unit; add it to the weapon's rules`
      : `${u.name} (roster line ${u.line}): the roster gives it to the whole unit and no team of it is one it belongs to`;
}

function comment(all: readonly Unplaced[] | undefined): string | undefined {
  // Each rule once (its first line), however many lines of the unit name it.
  const once = all?.filter((u, i) => all.findIndex((x) => x.name.toLowerCase() === u.name.toLowerCase()) === i) ?? [];
  const list = once.filter((u) => u.why !== 'reading');
  const readings = once.filter((u) => u.why === 'reading');
  const parts = [
    ...(list.length > 0
      ? [
          `not imported: ${list.map((u) => `${u.name} (roster line ${u.line}${u.why === 'weapon-rule-on-unit' ? ', weapon rule: add it to the weapon' : ''})`).join('; ')}`,
        ]
      : []),
    // umpire's readings of values in no card's form (readings.ts): the player checks them.
    ...(readings.length > 0
      ? [`read by umpire, check the card: ${readings.map((u) => `${u.name} (roster line ${u.line})`).join('; ')}`]
      : []),
  ];
  return parts.length > 0 ? ` ${parts.join(' | ')}` : undefined;
}

function notImportedLine(n: number): string[] {
  return n > 0 ? [`${n} special rule${n === 1 ? ' was' : 's were'} not imported: see the comments.`] : [];
}

function valueOf(map: YAMLMap, key: string): Node | undefined {
  const pair = map.items.find((p) => isScalar(p.key) && p.key.value === key) as Pair<unknown, Node> | undefined;
  return pair?.value ?? undefined;
}

function flowAll(node: unknown): void {
  if (isMap(node) || isSeq(node)) node.flow = true;
}

function header(schemaRef: string, lines: readonly string[]): string {
  return [` yaml-language-server: $schema=${schemaRef}`, '', ...lines.map((l) => ` ${l}`)].join('\n');
}

/** The force file's text. `schemaRef` is the path or URL of schemas/fow4/force.schema.json. */
export function forceYaml(imp: ImportedRoster, schemaRef: string): string {
  const doc = new Document(imp.force);
  doc.commentBefore = header(schemaRef, [
    `Imported by \`umpire import\` from ${imp.roster.file}${imp.roster.gameSystem ? ` (${imp.roster.gameSystem})` : ''}.`,
    'Team profiles are in the arsenal file named under `arsenals`.',
    ...notImportedLine(imp.unplaced.filter((u) => u.why !== 'reading').length),
    ...(imp.unplaced.some((u) => u.why === 'reading')
      ? ["Some values are read by umpire where the data prints them in no card's form: see the comments."]
      : []),
  ]);
  const units: [YAMLMap, UnitDoc][] = [];
  const root = doc.contents as YAMLMap;
  const formations = valueOf(root, 'formations');
  if (isSeq(formations)) {
    formations.items.forEach((f, i) => {
      if (!isMap(f)) return;
      const data = imp.force.formations[i]!;
      const hq = valueOf(f, 'hq');
      if (isMap(hq)) units.push([hq, data.hq]);
      const list = valueOf(f, 'units');
      if (isSeq(list)) list.items.forEach((u, j) => isMap(u) && units.push([u, data.units[j]!]));
    });
  }
  const support = valueOf(root, 'support');
  if (isSeq(support)) support.items.forEach((u, j) => isMap(u) && units.push([u, imp.force.support[j]!]));
  for (const [node, data] of units) {
    const teams = valueOf(node, 'teams');
    if (isSeq(teams)) teams.items.forEach(flowAll);
    flowAll(valueOf(node, 'ratings'));
    flowAll(valueOf(node, 'rules'));
    const transport = valueOf(node, 'transport');
    if (isMap(transport)) {
      const tt = valueOf(transport, 'teams');
      if (isSeq(tt)) tt.items.forEach(flowAll);
      flowAll(valueOf(transport, 'ratings'));
    }
    const name = valueOf(node, 'name');
    const c = comment(data._unplaced);
    if (c && isScalar(name)) name.comment = c;
  }
  flowAll(valueOf(root, 'arsenals'));
  return doc.toString({ lineWidth: 0 });
}

/** The arsenal file's text. `schemaRef` is the path or URL of schemas/fow4/arsenal.schema.json. */
export function arsenalYaml(imp: ImportedRoster, schemaRef: string): string {
  const doc = new Document(imp.arsenal);
  doc.commentBefore = header(schemaRef, [
    `Team profiles made by \`umpire import\` from the roster ${imp.roster.file}.`,
    'Values are as the roster prints them; ratings are in the force file, per unit.',
  ]);
  const teams = valueOf(doc.contents as YAMLMap, 'teams');
  if (isSeq(teams)) {
    teams.items.forEach((t, i) => {
      if (!isMap(t)) return;
      const weapons = valueOf(t, 'weapons');
      if (isSeq(weapons)) weapons.items.forEach(flowAll);
      flowAll(valueOf(t, 'rules'));
      flowAll(valueOf(t, 'speeds'));
      const c = comment(imp.arsenal.teams[i]!._unplaced);
      const name = valueOf(t, 'name');
      if (c && isScalar(name)) name.comment = c;
    });
  }
  return doc.toString({ lineWidth: 0 });
}
