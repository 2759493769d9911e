/** Which Combat Infantry file a parsed YAML mapping is, from its top-level keys (cheap: no rule code). */
export const CI_FILE_KINDS = ['force', 'game', 'setup', 'lost-values', 'house-values', 'terrain'] as const;
export type CiFileKind = (typeof CI_FILE_KINDS)[number];

export function detectCiKind(data: Record<string, unknown>): CiFileKind | undefined {
  if ('blocks' in data && 'side' in data) return 'force';
  if ('umpire' in data && 'sides' in data) return 'dice' in data ? 'game' : 'setup';
  if ('values' in data) return 'lost-values';
  if ('house_values' in data) return 'house-values';
  if ('terrains' in data) return 'terrain';
  return undefined;
}
