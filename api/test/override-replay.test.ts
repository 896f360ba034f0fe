import { replayOverrides, SCRIPTED_ANSWERS } from '../scripts/override-replay';
import { buildTestApp, tokenFor, userIdOf, type TestApp } from './helper';

describe('learning from overrides over a scripted challenge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open' });
  });
  afterAll(() => t.close());

  it('needs fewer overrides when the same 200 answers are played again', async () => {
    await tokenFor(t.app, 'replayer', 'replayer@lyceum.test');
    const { first, second } = await replayOverrides(t.app.db, await userIdOf(t.app, 'replayer'));
    expect(first.answers).toBe(SCRIPTED_ANSWERS);
    expect(SCRIPTED_ANSWERS).toBe(200);
    // Both kinds of override happen the first time: answers the check missed, and near misses
    // it let through; every one of them is learned, so the replay needs none.
    expect(first.toRight).toBeGreaterThan(0);
    expect(first.toWrong).toBeGreaterThan(0);
    expect(second).toEqual({ answers: 200, overrides: 0, toRight: 0, toWrong: 0 });
  }, 60_000);
});
