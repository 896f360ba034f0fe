// Written by hand, not generated: webpack resolves each `new URL(..., import.meta.url)` to a hashed
// asset under the remote's own public path, so the images load from wherever the remote is served.
// The files come from `scripts/generate-images.mjs` (run before the build).

export const HERO_IMAGE = {
  width: 2400,
  height: 1350,
  avif: [
    [new URL('./generated/hero-300.avif', import.meta.url).href, 300],
    [new URL('./generated/hero-600.avif', import.meta.url).href, 600],
    [new URL('./generated/hero-1200.avif', import.meta.url).href, 1200],
    [new URL('./generated/hero-2400.avif', import.meta.url).href, 2400],
  ],
  webp: [
    [new URL('./generated/hero-300.webp', import.meta.url).href, 300],
    [new URL('./generated/hero-600.webp', import.meta.url).href, 600],
    [new URL('./generated/hero-1200.webp', import.meta.url).href, 1200],
    [new URL('./generated/hero-2400.webp', import.meta.url).href, 2400],
  ],
  png: [
    [new URL('./generated/hero-300.png', import.meta.url).href, 300],
    [new URL('./generated/hero-600.png', import.meta.url).href, 600],
    [new URL('./generated/hero-1200.png', import.meta.url).href, 1200],
    [new URL('./generated/hero-2400.png', import.meta.url).href, 2400],
  ],
} as const satisfies ResponsiveImage;

/** Absolute URL (on the remote's origin) of the 1200×630 social-sharing image. */
export const OG_IMAGE_URL = new URL('./generated/og-image.png', import.meta.url).href;

export interface ResponsiveImage {
  width: number;
  height: number;
  avif: ReadonlyArray<readonly [string, number]>;
  webp: ReadonlyArray<readonly [string, number]>;
  png: ReadonlyArray<readonly [string, number]>;
}
