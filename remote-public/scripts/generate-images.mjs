// Renders the landing page's background from the SVG in ../assets into the responsive set the
// page serves through <picture>: widths 300/600/1200/2400, each in AVIF, WebP and PNG, so every
// screen gets a size near its own in the best format it reads; plus the 1200×630 social-sharing
// image. Output is git-ignored (src/lib/generated); webpack picks it up from there. Run by
// `pnpm --filter remote-public images` before the build.
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'assets/hero-background.svg');
const outDir = path.join(root, 'src/lib/generated');

export const WIDTHS = [300, 600, 1200, 2400];
const FORMATS = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 72 }),
  png: (image) => image.png({ palette: true, quality: 80, compressionLevel: 9 }),
};

async function isFresh(target, sourceTime) {
  try {
    return (await stat(target)).mtimeMs >= sourceTime;
  } catch {
    return false;
  }
}

async function main() {
  const svg = await readFile(source);
  const sourceTime = (await stat(source)).mtimeMs;
  const force = process.argv.includes('--force');
  await mkdir(outDir, { recursive: true });
  // Rasterise once at full size, then resize: identical pixels at every width.
  const master = await sharp(svg, { density: 72 }).resize(2400).png().toBuffer();
  const jobs = [];
  for (const width of WIDTHS) {
    for (const [format, encode] of Object.entries(FORMATS)) {
      const target = path.join(outDir, `hero-${width}.${format}`);
      if (!force && (await isFresh(target, sourceTime))) continue;
      jobs.push(
        encode(sharp(master).resize(width))
          .toFile(target)
          .then(() => target),
      );
    }
  }
  const og = path.join(outDir, 'og-image.png');
  if (force || !(await isFresh(og, sourceTime))) {
    jobs.push(
      sharp(master)
        .resize(1200, 630, { fit: 'cover', position: 'right' })
        .png({ palette: true, compressionLevel: 9 })
        .toFile(og)
        .then(() => og),
    );
  }
  const written = await Promise.all(jobs);
  console.log(written.length ? `images: wrote ${written.length} files` : 'images: up to date');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
