// webpack's import.meta.webpackContext, used by each app's locales/index.ts.
interface ImportMeta {
  webpackContext(
    request: string,
    options?: { recursive?: boolean; regExp?: RegExp },
  ): { keys(): string[]; (id: string): unknown };
}
