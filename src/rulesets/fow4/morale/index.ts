export * from './spirits.js';
export * from './lastStand.js';
export * from './formation.js';
export * from './victory.js';
