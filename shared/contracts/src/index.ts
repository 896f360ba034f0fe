export * from './admin.js';
export * from './browser.js';
export * from './common.js';
export * from './contact.js';
export * from './health.js';
export * from './newsletter.js';
export * from './users.js';
export * from './flashcards.js';
