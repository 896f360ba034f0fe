module.exports = require('./build/jest-preset.cjs')(__dirname);
