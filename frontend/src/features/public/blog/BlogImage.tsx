import type { SiteMedia } from '../../../api/client';
import { altOf, fallbackFormat, fallbackSrc, isSvg, modernSources, slotSize, srcSet } from '../../../site/media';

/**
 * A post's cover: a library image as `<picture>` with its AVIF/WebP variants and the proportions
 * of the image (no layout shift), any other address as a plain image. The library entry comes with
 * the post (the site snapshot does not hold posts' images).
 */
export function BlogImage(props: {
  src: string;
  alt: string;
  media: SiteMedia | null;
  sizes: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  const { src, alt, media, sizes, width, height, priority, className } = props;
  const timing = priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const };
  if (!media) return <img src={src} alt={alt} width={width} height={height} className={className} {...timing} />;
  const shown = { src: fallbackSrc(media), alt: alt || altOf(media), ...slotSize(media, { width, height, sizing: 'width' }), className, ...timing };
  if (isSvg(media)) return <img {...shown} />;
  return (
    <picture>
      {modernSources(media).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img {...shown} srcSet={srcSet(media, fallbackFormat(media))} sizes={sizes} />
    </picture>
  );
}
