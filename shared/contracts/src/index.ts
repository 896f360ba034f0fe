export * from './common.js';
export * from './constants.js';
export * from './contact.js';
export * from './health.js';
export * from './newsletter.js';
export * from './users.js';
