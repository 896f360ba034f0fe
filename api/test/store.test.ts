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
});
