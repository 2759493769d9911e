/**
 * The Combat Infantry built-in opponent in words (`?` at the prompt, docs/combat-infantry.md),
 * and where a game keeps which sides it plays (the game file's `play`).
 */
import type { CiGameState } from '../schema/game.js';

export const DOCTRINE: readonly string[] = [
  'Doctrines (--opponent side:doctrine): cautious (default: keeps its units in cover, fires at any shot worth 0.15 steps, assaults at 65% or better to win) or aggressive (closes on the objective, keeps its squads moving unless a shot is worth 0.5 steps, assaults at 40% or better).',
  'Fire: values every shot its units may take as enemy steps expected removed (dice x chance per die at the modified F, halved against 2D; a bombardment also counts its chance of friendly fire), fires the best first and prints it with the runner-up. Guns, mortars, machine guns and HQs fire at anything worth 0.1 steps; an off-board bombardment waits for a shot worth 0.5. No shot at F0 or less.',
  'Move: weighs every hex each unit may end in against staying and digging in: progress to its goal (Last Stand: the attacker closes on the objective, the defender keeps within one hex of it), its best shot from there next turn, and the enemy fire the hex is open to; moves the unit that gains most, one at a time, and never over a stacking limit. It plans without the enemy minefields it has not found.',
  "Assault: moves into an enemy hex only when the units that can join the assault win it in its doctrine's share of 200 seeded runs of the real assault; in the assault its units fire, never retreat (guns hold).",
  'Supply: activates an HQ when it raises two units, or one while the HQ keeps a step; deploys it one hex first only where it reaches more units; each step to the unit missing most steps.',
  "Hits, Morale, retreats: a tied hit goes to its weakest non-HQ unit; it uses an HQ's Morale when it is higher; a retreating, repulsed or withdrawing unit goes where the least enemy fire reaches, nearest its goal; after winning an assault it stays in the hex unless a neighbour is clearly safer.",
  'Not used by it: Walking Fire, mortar smoke, engineer smoke and bridge demolition, air strikes (docs/combat-infantry.md).',
  "It never asks whose side is a bot, and asks you nothing about the table: the hex map is the table. In its turn you answer only your own side's choices (which of your tied units takes a hit, your HQ's Morale, where your units retreat, fire or retreat in its assaults).",
];

export function botsOf(s: CiGameState): readonly string[] {
  return s.play?.bots ?? [];
}

export function withBots(s: CiGameState, o: Readonly<Record<string, string>>): CiGameState {
  const { play: _p, ...rest } = s;
  const names = Object.keys(o);
  return names.length ? { ...rest, play: { bots: names, doctrines: { ...o } } } : rest;
}
