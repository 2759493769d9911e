/** Which kind of fow4 file a parsed YAML mapping is (cheap: no schema loaded). */
export type Fow4FileKind = 'arsenal' | 'force' | 'game' | 'demo-table';

/** Guess the kind of a fow4 file from its top-level keys. */
export function detectFow4Kind(data: Record<string, unknown>): Fow4FileKind | undefined {
  if ('stages' in data && 'objectives' in data) return 'demo-table';
  if ('sides' in data || 'umpire' in data) return 'game';
  if ('arsenal' in data || ('teams' in data && !('formations' in data))) return 'arsenal';
  if ('formations' in data || 'support' in data) return 'force';
  return undefined;
}
