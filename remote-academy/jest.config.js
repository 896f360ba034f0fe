module.exports = require('@lyceum/build/jest')(__dirname);
