import type { ResponsiveImage } from '../../../lib/hero-image';

const srcSet = (set: ResponsiveImage['png']) => set.map(([url, w]) => `${url} ${w}w`).join(', ');

interface BackgroundPictureProps {
  image: ResponsiveImage;
  className?: string;
  /** Above the fold: load eagerly with high priority (the LCP candidate); elsewhere lazily. */
  priority?: boolean;
}

/** A decorative, full-bleed background; width/height are set so nothing shifts while it loads. */
export function BackgroundPicture({ image, className, priority = false }: BackgroundPictureProps) {
  const fallback = image.png.find(([, w]) => w === 1200) ?? image.png[0];
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes="100vw" />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes="100vw" />
      <img
        src={fallback?.[0]}
        srcSet={srcSet(image.png)}
        sizes="100vw"
        width={image.width}
        height={image.height}
        alt=""
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
