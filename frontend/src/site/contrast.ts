/** WCAG 2.2 contrast of a #rrggbb colour with white, as the server checks it before saving a primary colour. */
export function contrastWithWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** WCAG AA for normal text: white button labels on the primary colour. */
export const AA_TEXT_CONTRAST = 4.5;
