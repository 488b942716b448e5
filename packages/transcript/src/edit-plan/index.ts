export * from './plan.js';
export * from './time-map.js';
