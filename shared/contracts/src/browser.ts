// What a browser bundle imports at run time (`@lyceum/contracts/constants`): constants, the error
// catalog, field rules, the language list, the public pages and the pages apps link to, free of
// the schema library.
export * from './constants.js';
export * from './errors.js';
export * from './languages.js';
export * from './rules.js';
export * from './tag-rules.js';
export * from './pages.js';
export * from './public-pages.js';
export * from './flashcard-rules.js';
export * from './vector-db-rules.js';
export * from './persona-rules.js';
