export * from './special-rules.js';
export * from './hit.js';
export * from './save-score.js';
export * from './firepower-test.js';
export * from './armour-save.js';
export * from './bailed-out.js';
export * from './team-save.js';
export * from './hit-save.js';
