/**
 * WCAG 2.2 contrast between two sRGB colours written #rrggbb (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
 * A few lines of arithmetic the standard spells out, so no library.
 */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal-size text: white button labels on the primary colour must reach it. */
export const AA_TEXT_CONTRAST = 4.5;

export const readsWhiteTextAtAA = (hex: string) => HEX_COLOR.test(hex) && contrastRatio(hex, '#ffffff') >= AA_TEXT_CONTRAST;
