import type { CSSProperties } from 'react';
import { altOf, fallbackFormat, fallbackSrc, focalPosition, isSvg, libraryImage, mediaOf, modernSources, slotSize, srcSet } from './media';
import { useSite } from './use-site';

export interface ResponsiveImageProps {
  /** the image field's value: a library image's `/media/{id}` or any other URL */
  src: string;
  /** the slot's width in the layout, for the browser to choose a variant (`sizes`) */
  sizes: string;
  /** the slot's size as the layout draws it */
  width: number;
  height: number;
  /**
   * How the slot sizes the image: `width` (the default) fills the slot's width at the image's own
   * proportions; `height` has a fixed height (a logo); `crop` is a fixed box the image covers, where
   * the focal point decides what stays in view.
   */
  sizing?: 'width' | 'height' | 'crop';
  /** the largest image of the first view: fetched first and never lazily */
  priority?: boolean;
  /** false for an image in the first view that is not the largest (fetched at once, at normal priority) */
  lazy?: boolean;
  /** what a URL that is not a library image says (a library image says its own alt text) */
  alt?: string;
  /** how the slot draws it (size, fit, corners): the image has no styles of its own */
  className?: string;
  style?: CSSProperties;
}

/**
 * The demo artwork shipped with the site (frontend/public/images): each file's shapes take the
 * theme's brand shades (`--mantine-color-brand-N`, its own teal where they are not set).
 */
const SHIPPED_ART = /^\/images\/(about|banner|counter(-two)?|feature-\d|icon-[a-z]+|person-\d|video)\.svg$/;

/**
 * An image field as the public pages show it. A library image becomes a `<picture>` with AVIF and
 * WebP variants and a JPEG/PNG fallback, `srcset` and `sizes` so a phone downloads a phone's
 * width, the item's own proportions as width and height (no layout shift), its alt text and its
 * focal point where the slot crops. Any other URL stays a plain image, as pasted.
 */
export function ResponsiveImage({
  src,
  sizes,
  width,
  height,
  sizing = 'width',
  priority = false,
  lazy = true,
  alt = '',
  className,
  style,
}: ResponsiveImageProps) {
  const item = libraryImage(src, mediaOf(useSite()));
  const timing = priority ? { fetchPriority: 'high' as const } : { loading: lazy ? ('lazy' as const) : undefined, decoding: 'async' as const };
  if (!item && SHIPPED_ART.test(src)) {
    // Drawn through <use>, the artwork's shapes inherit the page's brand colour variables, which an <img> would not see.
    const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return (
      <svg {...label} width={width} height={height} viewBox={`0 0 ${width} ${height}`} className={className} style={style}>
        <use href={`${src}#art`} width="100%" height="100%" />
      </svg>
    );
  }
  if (!item) return <img src={src} alt={alt} width={width} height={height} {...timing} className={className} style={style} />;

  const shown = { src: fallbackSrc(item), alt: altOf(item), ...slotSize(item, { width, height, sizing }), ...timing, className };
  // The centre is where a crop keeps anyway: no style for it.
  const placed = sizing === 'crop' && (item.focalX !== 0.5 || item.focalY !== 0.5) ? { ...style, objectPosition: focalPosition(item) } : style;
  if (isSvg(item)) return <img {...shown} style={placed} />;
  return (
    // display: contents, so the picture adds no box and the image sits in the layout as a plain one would.
    <picture style={{ display: 'contents' }}>
      {modernSources(item).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img {...shown} srcSet={srcSet(item, fallbackFormat(item))} sizes={sizes} style={placed} />
    </picture>
  );
}
