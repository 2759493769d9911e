/**
 * A side's arsenal option (`--shooter-arsenal`, `--target-arsenal`, `--attacker-arsenal`,
 * `--defender-arsenal`): arsenal ids ("british,german"), or an arsenal or force file (a .yaml, e.g.
 * one made by `umpire import`) whose teams that side's names are looked up in first.
 */
export function sideArsenal(text: string | undefined): { file?: string; only?: readonly string[] } {
  const t = text?.trim();
  if (!t) return {};
  if (/\.ya?ml$/i.test(t)) return { file: t };
  const only = t
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return only.length > 0 ? { only } : {};
}
