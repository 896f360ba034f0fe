import { createCircuitBreaker, withTimeout } from '../src/store/circuit-breaker';

/** A promise the test settles by hand, to hold a call in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('circuit breaker', () => {
  let now: number;
  let changes: string[];
  const breaker = () =>
    createCircuitBreaker({
      timeoutMs: 30,
      coolDownMs: 5000,
      now: () => now,
      onChange: (state) => changes.push(state),
    });
  const fallback = () => Promise.resolve('fallback');
  const down = jest.fn(() => Promise.reject(new Error('ECONNREFUSED')));

  beforeEach(() => {
    now = 1_000_000;
    changes = [];
    down.mockClear();
  });

  it('passes calls through while the remote side answers', async () => {
    const b = breaker();
    expect(await b.run(() => Promise.resolve('remote'), fallback)).toBe('remote');
    expect(b.state).toBe('closed');
    expect(changes).toEqual([]);
  });

  it('opens on one failure and then answers from the fallback without calling the remote side', async () => {
    const b = breaker();
    expect(await b.run(down, fallback)).toBe('fallback');
    expect(b.state).toBe('open');
    expect(changes).toEqual(['open']);

    const remote = jest.fn(() => Promise.resolve('remote'));
    now += 4999;
    expect(await b.run(remote, fallback)).toBe('fallback');
    expect(remote).not.toHaveBeenCalled();
  });

  it('opens when the remote side does not answer in time', async () => {
    const b = breaker();
    const started = performance.now();
    expect(await b.run(() => new Promise<string>(() => {}), fallback)).toBe('fallback');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(b.state).toBe('open');
  });

  it('lets one probe through after the cool-down, and closes when it succeeds', async () => {
    const b = breaker();
    await b.run(down, fallback);
    now += 5000;

    const probe = deferred<string>();
    const probing = b.run(() => probe.promise, fallback);
    expect(b.state).toBe('half-open');
    // While the probe is out, every other call still falls back.
    const other = jest.fn(() => Promise.resolve('remote'));
    expect(await b.run(other, fallback)).toBe('fallback');
    expect(other).not.toHaveBeenCalled();

    probe.resolve('remote');
    expect(await probing).toBe('remote');
    expect(b.state).toBe('closed');
    expect(await b.run(other, fallback)).toBe('remote');
    expect(changes).toEqual(['open', 'closed']);
  });

  it('starts another cool-down when the probe fails', async () => {
    const b = breaker();
    await b.run(down, fallback);
    now += 6000;
    expect(await b.run(down, fallback)).toBe('fallback');
    expect(down).toHaveBeenCalledTimes(2);
    expect(b.state).toBe('open');

    now += 4999;
    expect(await b.run(down, fallback)).toBe('fallback');
    expect(down).toHaveBeenCalledTimes(2);
    now += 1;
    await b.run(down, fallback);
    expect(down).toHaveBeenCalledTimes(3);
    expect(changes).toEqual(['open']);
  });

  it('is not closed by a slow call that was let through before it opened', async () => {
    const b = breaker();
    const slow = deferred<string>();
    const before = b.run(() => slow.promise, fallback);
    await b.run(down, fallback);
    slow.resolve('remote');
    expect(await before).toBe('remote');
    expect(b.state).toBe('open');
  });

  it('falls back when the work throws before returning a promise', async () => {
    const b = breaker();
    const value = await b.run(() => {
      throw new Error('not writeable');
    }, fallback);
    expect(value).toBe('fallback');
    expect(b.state).toBe('open');
  });
});

describe('withTimeout', () => {
  it('rejects after the time limit and resolves with an answer that comes in time', async () => {
    await expect(withTimeout(new Promise(() => {}), 10)).rejects.toThrow('no answer within 10 ms');
    await expect(withTimeout(Promise.resolve(1), 10)).resolves.toBe(1);
  });
});
