// The stylesheets a server-render bundle imports (collect-css-loader.cjs), kept in the order the
// bundle runs them, so the script that ran the bundle can write them into one file.
const KEY = Symbol.for('lyceum.server-styles');

/** Adds one stylesheet's text (called by the bundle's modules of the stylesheets). */
function addStyle(css) {
  (globalThis[KEY] ??= []).push(css);
}

/** Every stylesheet run so far in this process, as one text. */
function collectedStyles() {
  return (globalThis[KEY] ?? []).join('\n');
}

module.exports = { addStyle, collectedStyles };
