/** Which Panzerfaust file a parsed YAML mapping is, from its top-level keys (cheap: no rule code). */
export type PzFileKind = 'force' | 'game' | 'tables' | 'house-values';
export const PZ_FILE_KINDS: readonly PzFileKind[] = ['force', 'game', 'tables', 'house-values'];

export function detectPzKind(data: Record<string, unknown>): PzFileKind | undefined {
  if ('tables' in data && 'edition' in data) return 'tables';
  if ('house_values' in data && 'edition' in data) return 'house-values';
  if ('sides' in data && 'turn' in data) return 'game';
  if ('companies' in data) return 'force';
  return undefined;
}
