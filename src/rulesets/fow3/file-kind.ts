/** Which kind of fow3 file a parsed YAML mapping is (cheap: no schema loaded). */
export type Fow3FileKind = 'arsenal' | 'force' | 'game' | 'demo-table';

/** Guess the kind of a fow3 file from its top-level keys. */
export function detectFow3Kind(data: Record<string, unknown>): Fow3FileKind | undefined {
  if ('stages' in data && 'objectives' in data) return 'demo-table';
  if ('sides' in data || 'umpire' in data) return 'game';
  if ('arsenal' in data || ('teams' in data && !('platoons' in data))) return 'arsenal';
  if ('platoons' in data) return 'force';
  return undefined;
}
