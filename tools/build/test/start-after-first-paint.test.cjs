const assert = require('node:assert/strict');
const { test } = require('node:test');
const vm = require('node:vm');
const { FIRST_INPUT_EVENTS, startAfterFirstPaint } = require('../webpack-first-paint.cjs');

/** The mark of a page whose app waits for the visitor's first input. */
const AT_INPUT = { attribute: 'data-start', value: 'input' };

/** The preloads of the page's after-paint templates (two of them). */
const PRELOADS = ['preload 1', 'preload 2', 'preload 3', 'preload 4', 'preload 5'];

/**
 * Runs the inline starter in a fake page of this state; returns what it added to <head> and the
 * means to move the page on: parse, paint a frame, run the zero-delay timers, run the long
 * (picture wait) timer, load or fail a picture, report pictures painted (Element Timing).
 */
function page({
  readyState = 'complete',
  visibilityState = 'visible',
  pictures = [],
  elementTiming = true,
  preloadMs = 0,
  htmlAttributes = {},
} = {}) {
  const added = [];
  let clock = 0;
  const frames = [];
  const timers = [];
  const listeners = {};
  const observers = [];
  const templates = [
    { content: { childNodes: PRELOADS.slice(0, 2) } },
    { content: { childNodes: PRELOADS.slice(2) } },
  ];
  const images = pictures.map((state) => ({
    complete: state !== 'loading',
    naturalWidth: state === 'loaded' ? 1200 : 0,
    listeners: {},
    addEventListener(type, listener) {
      this.listeners[type] = listener;
    },
  }));
  const document = {
    readyState,
    visibilityState,
    head: {
      appendChild: (node) => {
        if (typeof node !== 'string') return added.push({ src: node.src, async: node.async });
        clock += preloadMs;
        added.push(node);
      },
    },
    documentElement: { getAttribute: (name) => htmlAttributes[name] ?? null },
    createElement: () => ({}),
    addEventListener: (type, listener) => (listeners[type] = listener),
    removeEventListener: (type, listener) => {
      if (listeners[type] === listener) delete listeners[type];
    },
    querySelectorAll: (selector) =>
      selector.startsWith('template[data-lyceum="after-paint"]') ? templates : images,
  };
  class PerformanceObserver {
    static supportedEntryTypes = elementTiming ? ['element', 'paint'] : ['paint'];
    constructor(callback) {
      this.callback = callback;
      this.connected = false;
      observers.push(this);
    }
    observe(options) {
      assert.deepEqual({ ...options }, { type: 'element', buffered: true });
      this.connected = true;
    }
    disconnect() {
      this.connected = false;
    }
  }
  const context = {
    document,
    PerformanceObserver,
    performance: { now: () => clock },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, delay = 0) => timers.push({ callback, delay }),
  };
  vm.runInNewContext(startAfterFirstPaint(['/main.js', '/second.js'], AT_INPUT), context);
  const runTimers = (long) => {
    const due = timers.filter((timer) => timer.delay > 0 === long);
    for (const timer of due) timers.splice(timers.indexOf(timer), 1);
    due.forEach((timer) => timer.callback());
  };
  return {
    added,
    images,
    parsed: () => listeners.DOMContentLoaded?.(),
    input: (type) => listeners[type]?.(),
    listening: (type) => type in listeners,
    frame: () => frames.splice(0).forEach((callback) => callback()),
    timers: () => runTimers(false),
    pictureWait: () => {
      assert.ok(
        timers.some((timer) => timer.delay === 1000),
        'a 1 s wait for the picture',
      );
      runTimers(true);
    },
    load: (index) => images[index].listeners.load(),
    fail: (index) => images[index].listeners.error(),
    report: (...indexes) =>
      observers
        .filter((observer) => observer.connected)
        .forEach((observer) =>
          observer.callback({ getEntries: () => indexes.map((i) => ({ element: images[i] })) }),
        ),
  };
}

/** What the starter adds, in order: the templates' preloads, then the entry scripts. */
const started = [
  ...PRELOADS,
  { src: '/main.js', async: false },
  { src: '/second.js', async: false },
];

test('without a picture, the app starts after a frame has been painted, not before', () => {
  const shown = page();
  assert.deepEqual(shown.added, []);
  shown.frame();
  assert.deepEqual(shown.added, [], 'still inside the frame: nothing painted yet');
  shown.timers();
  assert.deepEqual(shown.added, started);
});

test('while the document is parsed, the wait starts once it is', () => {
  const parsing = page({ readyState: 'loading' });
  parsing.frame();
  parsing.timers();
  assert.deepEqual(parsing.added, []);
  parsing.parsed();
  parsing.frame();
  parsing.timers();
  assert.deepEqual(parsing.added, started);
});

test('a hidden tab, which paints no frame, starts at once', () => {
  assert.deepEqual(page({ visibilityState: 'hidden' }).added, started);
});

test('with a boot picture, the app starts once the browser reports it painted', () => {
  const shown = page({ pictures: ['loading'] });
  shown.frame();
  shown.timers();
  assert.deepEqual(shown.added, [], 'a frame without the picture is not enough');
  shown.report(0);
  assert.deepEqual(shown.added, started);
  shown.pictureWait();
  assert.deepEqual(shown.added, started, 'started once');
});

test('every marked picture is waited for', () => {
  const shown = page({ pictures: ['loading', 'loaded'] });
  shown.report(1);
  assert.deepEqual(shown.added, []);
  shown.report(0);
  assert.deepEqual(shown.added, started);
});

test('without Element Timing, the app starts a frame after the picture has loaded', () => {
  const shown = page({ pictures: ['loading'], elementTiming: false });
  shown.frame();
  shown.timers();
  assert.deepEqual(shown.added, []);
  shown.load(0);
  assert.deepEqual(shown.added, []);
  shown.frame();
  shown.timers();
  assert.deepEqual(shown.added, started);
});

test('a picture that fails to load, or already failed, is not waited for', () => {
  const failing = page({ pictures: ['loading'] });
  failing.fail(0);
  failing.frame();
  failing.timers();
  assert.deepEqual(failing.added, started);
  const failed = page({ pictures: ['failed'] });
  failed.frame();
  failed.timers();
  assert.deepEqual(failed.added, started);
});

test('a picture never reported painted holds the app back 1 s at most', () => {
  const shown = page({ pictures: ['loading'] });
  shown.frame();
  shown.timers();
  assert.deepEqual(shown.added, []);
  shown.pictureWait();
  assert.deepEqual(shown.added, started);
  shown.report(0);
  assert.deepEqual(shown.added, started, 'started once');
});

test('preloads are added in slices of 5 ms, a task each, then the entry scripts', () => {
  const shown = page({ preloadMs: 2 });
  shown.frame();
  shown.timers();
  assert.deepEqual(shown.added, PRELOADS.slice(0, 3), 'three preloads take 6 ms: the slice ends');
  shown.timers();
  assert.deepEqual(shown.added, started);
});

test('a page marked to wait for the first input starts at its first input of any kind', () => {
  for (const kind of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'change']) {
    assert.ok(FIRST_INPUT_EVENTS.includes(kind), `${kind} is a first input`);
  }
  for (const type of FIRST_INPUT_EVENTS) {
    const shown = page({ htmlAttributes: { 'data-start': 'input' }, visibilityState: 'hidden' });
    shown.frame();
    shown.timers();
    assert.deepEqual(shown.added, [], 'painted, hidden or not: it waits');
    shown.input(type);
    assert.deepEqual(shown.added, started);
    assert.equal(shown.listening(type), false, 'it stops listening');
  }
  const other = page({ htmlAttributes: { 'data-start': 'later' } });
  other.frame();
  other.timers();
  assert.deepEqual(other.added, started, 'another value is not the mark');
});
