import type { Fraction } from '../dice/fraction.js';

/** "1/18 (5.56%)", or a percentage alone when the exact fraction is too long to read. */
export function formatChance(p: Fraction, maxFractionChars = 24): string {
  const pct = percent(p);
  const text = p.toString();
  return text.length <= maxFractionChars ? `${text} (${pct})` : pct;
}

export function percent(p: Fraction): string {
  const x = p.toNumber() * 100;
  if (x > 0 && x < 0.01) return '<0.01%';
  if (x < 100 && x > 99.99) return '>99.99%';
  return `${x.toFixed(2)}%`;
}

/**
 * A small terminal bar chart of a distribution (index = count): one line per value, skipping the
 * tails below 0.05% so a 120-dice distribution stays readable (the skipped mass is reported).
 */
export function barChart(dist: readonly Fraction[], label: (i: number) => string, width = 40): string[] {
  const xs = dist.map((p) => p.toNumber());
  const keep = xs.map((x) => x >= 0.0005);
  const first = keep.indexOf(true);
  const last = keep.lastIndexOf(true);
  if (first < 0) return [];
  const max = Math.max(...xs);
  const lines: string[] = [];
  const left = xs.slice(0, first).reduce((a, b) => a + b, 0);
  const right = xs.slice(last + 1).reduce((a, b) => a + b, 0);
  const w = Math.max(...Array.from({ length: last - first + 1 }, (_, k) => label(first + k).length));
  if (left > 0) lines.push(`${'below'.padStart(w)}  ${(left * 100).toFixed(2).padStart(6)}%`);
  for (let i = first; i <= last; i++) {
    const n = max > 0 ? Math.round((xs[i]! / max) * width) : 0;
    lines.push(`${label(i).padStart(w)}  ${(xs[i]! * 100).toFixed(2).padStart(6)}%  ${'█'.repeat(n)}`);
  }
  if (right > 0) lines.push(`${'above'.padStart(w)}  ${(right * 100).toFixed(2).padStart(6)}%`);
  return lines;
}
