// Replaces a stylesheet, in a bundle that renders markup on the server, with a module that hands
// its text to server-styles.cjs when it runs.
const path = require('node:path');

const registry = JSON.stringify(path.join(__dirname, 'server-styles.cjs'));

module.exports = function collectCss(source) {
  return `import { addStyle } from ${registry};\naddStyle(${JSON.stringify(source)});\n`;
};
