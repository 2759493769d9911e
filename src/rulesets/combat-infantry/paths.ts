import { fileURLToPath } from 'node:url';

/** The bundled Combat Infantry data (scenarios/combat-infantry), from src/ or dist/. */
export function bundledDir(): string {
  return fileURLToPath(new URL('../../../scenarios/combat-infantry/', import.meta.url));
}

export function bundledFile(name: string): string {
  return bundledDir() + name;
}
