module.exports = require('@lyceum/platform/jest')(__dirname);
