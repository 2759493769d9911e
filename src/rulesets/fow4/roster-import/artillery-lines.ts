/**
 * A weapon's ARTILLERY or SALVO line and its direct-fire line are one weapon (p. 49): BSData names
 * the pair "M7 Priest (105mm)" and "M7 Priest (105mm) Direct Fire", "SU-76 (76mm, Artillery)" and
 * "SU-76 (76mm, Direct Fire)", or "15cm infantry gun [Indirect]" and "[Direct]".
 */
import { norm } from './names.js';
import type { TeamDraft } from './profiles.js';

/** "M7 Priest (105mm) Direct Fire", "SU-76 (76mm, Artillery)", "15cm infantry gun [Indirect]" -> the weapon's own name. */
function baseName(n: string): string {
  return norm(
    n
      .replace(/[[(]\s*(direct( fire)?|indirect( fire)?|artillery|salvo|bombardment)\s*[\])]/gi, ' ')
      .replace(/,\s*(direct( fire)?|indirect( fire)?|artillery|salvo)\s*\)/gi, ')')
      .replace(/\b(direct fire|indirect fire|artillery|salvo)\b/gi, ' '),
  );
}

/** The name a joined weapon keeps: the direct-fire line's, without its "Direct Fire" words. */
function directName(n: string): string {
  return n
    .replace(/\s*[[(]\s*direct( fire)?\s*[\])]/gi, '')
    .replace(/,\s*direct( fire)?\s*\)/gi, ')')
    .replace(/\s+direct fire\s*$/i, '')
    .trim();
}

/** An ARTILLERY or SALVO line joins the direct-fire line of the same weapon, else stands alone (ROF 0). */
export function joinArtillery(d: TeamDraft): void {
  for (const a of d.weapons.filter((w) => w.artilleryOnly)) {
    a.artillery = { ...a.artillery!, ...(a.rules.length > 0 ? { rules: [...a.rules] } : {}) };
    const direct = d.weapons.find((w) => !w.artilleryOnly && !w.artillery && baseName(w.name) === baseName(a.name));
    if (direct) {
      direct.artillery = a.artillery;
      direct.name = directName(direct.name);
      direct.unplaced.push(...a.unplaced.filter((u) => !direct.unplaced.some((x) => x.name === u.name)));
      d.weapons.splice(d.weapons.indexOf(a), 1);
    } else {
      a.rules = [];
      a.name = directName(a.name.replace(/\s*[[(]\s*(artillery|indirect( fire)?)\s*[\])]/i, ''));
      delete a.artilleryOnly;
    }
  }
  for (const w of d.weapons) delete w.artilleryOnly;
}
