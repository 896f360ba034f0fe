// jest cannot parse `import.meta`; tests get the same shape with plain file names.
const set = (format: string) =>
  [300, 600, 1200, 2400].map((width) => [`hero-${width}.${format}`, width] as const);

export const HERO_IMAGE = {
  width: 2400,
  height: 1350,
  avif: set('avif'),
  webp: set('webp'),
  png: set('png'),
};

export const OG_IMAGE_URL = 'https://lyceum.test/og-image.png';
