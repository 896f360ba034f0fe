import { yieldingPlugin } from './runtime-plugin';

/** Whether `promise` settles while only microtasks run (no task in between). */
async function settlesWithinMicrotasks(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  return settled;
}

describe('the yielding runtime plugin', () => {
  const plugin = yieldingPlugin();
  const hooks = ['beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory'] as const;

  it.each(hooks)('%s lets a task run before the remote goes on', async (hook) => {
    const run = plugin[hook] as unknown as () => Promise<unknown>;
    const waiting = run();
    expect(await settlesWithinMicrotasks(waiting)).toBe(false);
    // Given to the runtime, the hook changes nothing it passes on.
    await expect(waiting).resolves.toBeUndefined();
  });
});
