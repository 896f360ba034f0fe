import { createUseLiteEmbedder } from '../src/modules/vector-db/embedders/use-lite-embedder';

/** The one function of the WebAssembly global this test slows down (the API has no DOM types). */
interface WasmCompiler {
  instantiate(...args: unknown[]): Promise<unknown>;
}

// Its own file: the model's library keeps one engine per global scope, so here it starts fresh.
describe('embedded English model, WebAssembly backend starting late', () => {
  it('waits for the backend before turning the weights into tensors', async () => {
    // The backend compiles its WebAssembly module in the background; here that takes 1.5 s
    // longer, so the backend starts after the model's files are read.
    const wasm = (globalThis as unknown as { WebAssembly: WasmCompiler }).WebAssembly;
    const realInstantiate = wasm.instantiate.bind(wasm);
    const instantiate = jest
      .spyOn(wasm, 'instantiate')
      .mockImplementation(async (...args: unknown[]) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return realInstantiate(...args);
      });
    try {
      const [vector] = await createUseLiteEmbedder().embed(['The unexamined life']);
      expect(vector).toHaveLength(512);
      expect(instantiate).toHaveBeenCalled();
    } finally {
      instantiate.mockRestore();
    }
  });
});
