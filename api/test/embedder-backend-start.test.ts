import { guardedModelThread } from './model-thread';

// The model's library keeps one engine per thread: a thread of its own starts it fresh.
describe('embedded English model, WebAssembly backend starting late', () => {
  it('waits for the backend before turning the weights into tensors', async () => {
    // The backend compiles its WebAssembly module in the background; here that takes 1.5 s
    // longer, so the backend starts after the model's files are read.
    const thread = guardedModelThread({ lateBackendMs: 1500 });
    try {
      const reply = await thread.ask(['The unexamined life']);
      expect(reply).toMatchObject({ id: 1, vectors: [expect.any(Array)] });
      if ('vectors' in reply) expect(reply.vectors[0]).toHaveLength(512);
      expect(thread.replies).toContainEqual({ delayed: 'instantiate' });
    } finally {
      await thread.close();
    }
  });
});
