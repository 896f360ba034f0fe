// The first paint comes before the app: index.html's inline starter adds the app's scripts, and
// the preloads of what it needs before its first render, only once the browser has painted the
// page (and its boot picture).
const { AFTER_PAINT } = require('./page-markers.cjs');

/** The files of a chunk that the browser fetches: its scripts and its stylesheets. */
const STARTUP_FILE = /\.(js|css)$/;

/**
 * Preloads, from index.html's after-paint template (page-markers.cjs, so once the page's starter
 * runs, together with the entry), the scripts (and stylesheets) the app needs before its first
 * render: the chunks of the entry's own async imports (`import('./bootstrap')`) and of the shared
 * modules it provides that those chunks consume, directly or through another such module. A
 * provided library only later code needs (TanStack Query, loaded with the first remote page) is
 * not preloaded. Without it the browser finds them only after main.js has run. (Consume
 * fallbacks are skipped: with `loaded-first` the provided copies are the ones used.)
 */
class PreloadStartupChunksPlugin {
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      const hooks = this.HtmlWebpackPlugin.getHooks(compilation);
      hooks.alterAssetTagGroups.tap('PreloadStartupChunksPlugin', (data) => {
        const { chunkGraph } = compilation;
        const files = new Set();
        const addFiles = (chunk) => {
          for (const file of chunk.files) if (STARTUP_FILE.test(file)) files.add(file);
        };
        /** Share key → the chunks that provide it. */
        const provided = new Map();
        const startup = [];
        for (const entrypoint of compilation.entrypoints.values()) {
          for (const chunk of entrypoint.chunks) {
            // The entry's own files too, first: the starter adds its script after the preloads.
            addFiles(chunk);
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type === 'consume-shared-module') continue;
              for (const block of module.blocks ?? []) {
                const chunks = chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];
                if (module.type === 'provide-module') provided.set(module._name, chunks);
                else startup.push(...chunks);
              }
            }
          }
        }
        // The startup chunks, then every provided module they consume, until none is new.
        const seen = new Set();
        while (startup.length > 0) {
          const chunk = startup.pop();
          if (seen.has(chunk)) continue;
          seen.add(chunk);
          addFiles(chunk);
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.type === 'consume-shared-module') {
              startup.push(...(provided.get(module.options.shareKey) ?? []));
            }
          }
        }
        const publicPath = data.publicPath ?? '/';
        const links = [...files].map(
          (file) =>
            `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="${publicPath}${file}">`,
        );
        if (links.length > 0) {
          data.headTags.push(
            this.HtmlWebpackPlugin.createHtmlTagObject(
              'template',
              { [AFTER_PAINT.attribute]: AFTER_PAINT.value },
              links.join(''),
            ),
          );
        }
        return data;
      });
    });
  }
}

/* global document, requestAnimationFrame */
/**
 * The page's starter, run inline as it is written here (so in the syntax every browser reads):
 * it starts the app once the document is parsed and the browser has painted a first frame, by
 * moving the after-paint templates' content (`templates`, a selector) into <head>, then adding the
 * entry scripts (`sources`, in order). A `defer` script or a preload in the page would start at
 * once, sharing the network and the main thread with the first paint. Where the page shows a
 * picture marked `elementtiming` (the boot shell's), the starter also waits until the browser
 * reports that picture painted (Element Timing); where Element Timing is missing, until it has
 * loaded and a frame is painted; it stops waiting when the picture fails or after
 * `pictureWaitMs`. A hidden tab, which paints no frame, starts at once. A page whose <html> carries
 * `atInput` (`[attribute, value, events]`: a prerendered page that reads whole without the app)
 * starts it at the first of those events instead (FIRST_INPUT_EVENTS), whatever was painted.
 */
function starter(sources, templates, pictureWaitMs, sliceMs, atInput) {
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var nodes = [];
    document.querySelectorAll(templates).forEach(function (template) {
      nodes = nodes.concat(Array.prototype.slice.call(template.content.childNodes));
    });
    // Each preload costs the browser some work as it is added (a request to start): they are
    // added in slices of `sliceMs`, a task each, then the entry scripts.
    (function add() {
      var until = performance.now() + sliceMs;
      while (nodes.length > 0) {
        document.head.appendChild(nodes.shift());
        if (nodes.length > 0 && performance.now() >= until) return setTimeout(add, 0);
      }
      sources.forEach(function (source) {
        var script = document.createElement('script');
        script.src = source;
        script.async = false;
        document.head.appendChild(script);
      });
    })();
  }
  function afterFrame() {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  function atFirstInput() {
    var events = atInput[2];
    function input() {
      events.forEach(function (type) {
        document.removeEventListener(type, input, true);
      });
      load();
    }
    events.forEach(function (type) {
      document.addEventListener(type, input, { capture: true, passive: true });
    });
  }
  function start() {
    if (atInput && document.documentElement.getAttribute(atInput[0]) === atInput[1]) {
      return atFirstInput();
    }
    if (document.visibilityState === 'hidden') return load();
    var waiting = Array.prototype.slice.call(document.querySelectorAll('img[elementtiming]'));
    if (waiting.length === 0) return afterFrame();
    setTimeout(load, pictureWaitMs);
    var timed =
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes || []).indexOf('element') !== -1;
    var observer = null;
    function painted(picture, failed) {
      var at = waiting.indexOf(picture);
      if (at === -1) return;
      waiting.splice(at, 1);
      if (waiting.length > 0) return;
      if (observer) observer.disconnect();
      if (timed && !failed) load();
      else afterFrame();
    }
    waiting.slice().forEach(function (picture) {
      if (picture.complete && (!timed || !picture.naturalWidth)) return painted(picture, true);
      picture.addEventListener('error', function () {
        painted(picture, true);
      });
      if (!timed) {
        picture.addEventListener('load', function () {
          painted(picture, true);
        });
      }
    });
    if (timed && waiting.length > 0) {
      observer = new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) {
          painted(entry.element, false);
        });
      });
      observer.observe({ type: 'element', buffered: true });
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

/** The longest the starter waits for the boot picture's paint before starting the app anyway. */
const PICTURE_WAIT_MS = 1000;

/** The starter's longest task adding preloads before it lets the browser run others. */
const SLICE_MS = 5;

/**
 * What counts as the visitor's first input: a pointer moved or pressed, a touch, a key, a focus,
 * and a field's value changed without a key or a pointer (by voice control, say).
 */
const FIRST_INPUT_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'input',
  'change',
];

/**
 * The inline script of a page whose entry scripts are `sources`: `starter`, called; with
 * `atInput` (`{ attribute, value }` of <html>), such a page waits for the first input.
 */
function startAfterFirstPaint(sources, atInput) {
  const templates = `template[${AFTER_PAINT.attribute}="${AFTER_PAINT.value}"]`;
  const input = atInput
    ? JSON.stringify([atInput.attribute, atInput.value, FIRST_INPUT_EVENTS])
    : 'null';
  return `(${starter})(${JSON.stringify(sources)},${JSON.stringify(templates)},${PICTURE_WAIT_MS},${SLICE_MS},${input});`;
}

/** Replaces index.html's entry `<script defer>` tags by `startAfterFirstPaint`, at the body's end. */
class StartAfterFirstPaintPlugin {
  /**
   * @param {unknown} HtmlWebpackPlugin
   * @param {{ attribute: string, value: string }} [atInput] the mark of a page whose app waits for
   *   the visitor's first input
   */
  constructor(HtmlWebpackPlugin, atInput) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.atInput = atInput;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartAfterFirstPaintPlugin', (compilation) => {
      const hooks = this.HtmlWebpackPlugin.getHooks(compilation);
      hooks.alterAssetTagGroups.tap('StartAfterFirstPaintPlugin', (data) => {
        const isEntry = (tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const sources = [...data.headTags, ...data.bodyTags]
          .filter(isEntry)
          .map((tag) => tag.attributes.src);
        if (sources.length === 0) return data;
        data.headTags = data.headTags.filter((tag) => !isEntry(tag));
        data.bodyTags = [
          ...data.bodyTags.filter((tag) => !isEntry(tag)),
          this.HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            {},
            startAfterFirstPaint(sources, this.atInput),
          ),
        ];
        return data;
      });
    });
  }
}

module.exports = {
  FIRST_INPUT_EVENTS,
  PreloadStartupChunksPlugin,
  StartAfterFirstPaintPlugin,
  startAfterFirstPaint,
};
