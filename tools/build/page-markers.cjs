// Markers in a front-end's built index.html that the code serving the page relies on.

/**
 * The `<template data-lyceum="after-paint">` whose content the page's inline starter moves into
 * <head> once the first frame (and the boot picture, when there is one) has been painted: the
 * preloads of scripts and data, which would otherwise share the network and the main thread with
 * the first paint. The build puts the startup chunks' preloads in it; a server may add its own.
 */
const AFTER_PAINT = { attribute: 'data-lyceum', value: 'after-paint' };

/** The opening tag of the after-paint template, as written by the build or after minifying. */
const AFTER_PAINT_TAG = new RegExp(`<template ${AFTER_PAINT.attribute}="?${AFTER_PAINT.value}"?>`);

module.exports = { AFTER_PAINT, AFTER_PAINT_TAG };
