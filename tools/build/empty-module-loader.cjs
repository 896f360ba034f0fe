// Replaces a module with an empty one: stylesheets in a bundle that renders markup on the server.
module.exports = function emptyModule() {
  return 'export {};';
};
