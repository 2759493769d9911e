/**
 * Reading Combat Infantry force files: the schema, then what a schema cannot say (block ids
 * unique, Unit IDs that fit the kind: a platoon digit for squads and PHQs, a company for every
 * company unit, an assigned company for battalion assets, p. 2 [Unit ID], p. 3 [Battalion
 * Weapons]).
 */
import type { Issue } from '../../game/issues.js';
import { loadResolvedFile, positionOf, type YamlSource } from '../../game/yaml-source.js';
import { checkWith } from '../../game/zod-issues.js';
import { ForceFileSchema, type ForceFile } from './schema/force.js';

type Path = (string | number)[];

export function resolveForce(
  src: YamlSource,
  data: unknown = src.data,
  base: Path = [],
): { ok: true; value: ForceFile } | { ok: false; issues: Issue[] } {
  const r = checkWith(ForceFileSchema, src, data, base);
  if (!r.ok) return r;
  const issues: Issue[] = [];
  const at = (path: Path, message: string, hint?: string) =>
    issues.push({ file: src.file, ...positionOf(src, [...base, ...path]), message, ...(hint ? { hint } : {}) });
  const seen = new Set<string>();
  r.value.blocks.forEach((b, i) => {
    if (seen.has(b.id.toLowerCase()))
      at(['blocks', i, 'id'], `two blocks are called '${b.id}'`, 'give each block its own id');
    seen.add(b.id.toLowerCase());
    const battalionKinds = ['engineer', 'at_gun', 'tank', 'artillery'];
    if (b.battalion || battalionKinds.includes(b.kind)) {
      if (!b.battalion)
        at(['blocks', i, 'kind'], `${b.id} is a ${b.kind}: a battalion asset; add battalion: true and assignedCompany`);
    } else if (!b.company) at(['blocks', i], `${b.id} needs its company letter (A, B or C; p. 2 [Unit ID])`);
    if ((b.kind === 'squad' || b.kind === 'phq') && b.platoon === undefined)
      at(['blocks', i], `${b.id} is a ${b.kind === 'squad' ? 'rifle squad' : 'PHQ'}: give its platoon (1-3)`);
    if (b.kind === 'chq' && b.steps !== 3) at(['blocks', i, 'steps'], `a CHQ has 3 steps plus Ø (L17), not ${b.steps}`);
    if (b.kind === 'phq' && b.steps !== 2) at(['blocks', i, 'steps'], `a PHQ has 2 steps plus Ø (L17), not ${b.steps}`);
  });
  return issues.length > 0 ? { ok: false, issues } : r;
}

export function loadForceFile(path: string): ForceFile {
  return loadResolvedFile(path, 'Combat Infantry force', (src) => resolveForce(src));
}
