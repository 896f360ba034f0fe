const assert = require('node:assert/strict');
const { test } = require('node:test');
const vm = require('node:vm');
const { startAfterFirstPaint } = require('../webpack-config.cjs');

/** Runs the inline starter in a page of this state; returns what it did, step by step. */
function page({ readyState = 'complete', visibilityState = 'visible' } = {}) {
  const appended = [];
  const frames = [];
  const timers = [];
  const listeners = {};
  const document = {
    readyState,
    visibilityState,
    head: { appendChild: (script) => appended.push({ src: script.src, async: script.async }) },
    createElement: () => ({}),
    addEventListener: (type, listener) => (listeners[type] = listener),
  };
  const context = {
    document,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => timers.push(callback),
  };
  vm.runInNewContext(startAfterFirstPaint(['/main.js', '/second.js']), context);
  const run = (queue) => queue.splice(0).forEach((callback) => callback());
  return {
    appended,
    parsed: () => listeners.DOMContentLoaded?.(),
    frame: () => run(frames),
    timers: () => run(timers),
  };
}

const loaded = [
  { src: '/main.js', async: false },
  { src: '/second.js', async: false },
];

test('the entry scripts load in order after a frame has been painted, not before', () => {
  const shown = page();
  assert.deepEqual(shown.appended, []);
  shown.frame();
  assert.deepEqual(shown.appended, [], 'still inside the frame: nothing painted yet');
  shown.timers();
  assert.deepEqual(shown.appended, loaded);
});

test('while the document is parsed, the wait starts once it is', () => {
  const parsing = page({ readyState: 'loading' });
  parsing.frame();
  parsing.timers();
  assert.deepEqual(parsing.appended, []);
  parsing.parsed();
  parsing.frame();
  parsing.timers();
  assert.deepEqual(parsing.appended, loaded);
});

test('a hidden tab, which paints no frame, loads them at once', () => {
  assert.deepEqual(page({ visibilityState: 'hidden' }).appended, loaded);
});
