import { createMemoryStore } from '../src/store/store';

describe('in-process store', () => {
  it('counts within a window and forgets when it ends', async () => {
    let now = 1_000_000;
    const store = createMemoryStore(() => now);
    expect(await store.incr('k', 60)).toBe(1);
    expect(await store.incr('k', 60)).toBe(2);
    now += 59_000;
    expect(await store.incr('k', 60)).toBe(3);
    now += 2_000;
    expect(await store.incr('k', 60)).toBe(1);
    await store.set('v', 'x', 10);
    expect(await store.get('v')).toBe('x');
    now += 11_000;
    expect(await store.get('v')).toBeNull();
    await store.close();
  });

  it('tells how long a window has left', async () => {
    let now = 1_000_000;
    const store = createMemoryStore(() => now);
    expect(await store.hit('h', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    now += 15_000;
    expect(await store.hit('h', 60_000)).toEqual({ count: 2, ttlMs: 45_000 });
    now += 45_000;
    expect(await store.hit('h', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    await store.close();
  });

  it('drops the oldest keys past its size bound', async () => {
    const store = createMemoryStore(Date.now, 3);
    for (const key of ['a', 'b', 'c', 'd']) await store.set(key, key);
    expect(await store.get('a')).toBeNull();
    expect(await store.get('b')).toBe('b');
    expect(await store.get('d')).toBe('d');
    await store.close();
  });
});
