import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

/** The demo's deep teal, hand-tuned; an agency's own colour gets its shades derived below. */
export const DEFAULT_PRIMARY = '#0a7769';
const DEFAULT_SHADES: MantineColorsTuple = ['#e6f7f5', '#cdeeea', '#9bddd4', '#65cbbd', '#3bbcaa', '#20b29e', '#0d8f7f', '#0a7769', '#066255', '#004d42'];

/** Buttons and links use shade 7, the colour as chosen (its white-text contrast is checked when it is saved). */
const PRIMARY_SHADE = 7;

/** The colour mixed with white (amount > 0) or black (amount < 0), as #rrggbb. */
function mix(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const channels = [1, 3, 5].map((offset) => Math.round(parseInt(hex.slice(offset, offset + 2), 16) * (1 - weight) + target * weight));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Ten shades around the chosen colour: lighter tints for backgrounds, darker ones for text on light tints. */
export function shadesOf(primary: string): MantineColorsTuple {
  if (primary.toLowerCase() === DEFAULT_PRIMARY) return DEFAULT_SHADES;
  const tints = [0.9, 0.8, 0.62, 0.45, 0.3, 0.18, 0.08].map((amount) => mix(primary, amount));
  return [...tints, primary, mix(primary, -0.18), mix(primary, -0.35)] as unknown as MantineColorsTuple;
}

export function themeFor(primary = DEFAULT_PRIMARY): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: PRIMARY_SHADE,
    colors: { brand: shadesOf(primary) },
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '800' },
    defaultRadius: 'md',
    // Field descriptions in Mantine's dimmed grey read at 3.3:1 on white; gray.7 reaches WCAG AA.
    components: { InputWrapper: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } } },
  });
}

export const theme = themeFor();

let lastTheme = { primary: DEFAULT_PRIMARY, theme };
/** themeFor, the same object while the colour stays: what is derived from a theme can be kept per theme. */
export function themeOf(primary = DEFAULT_PRIMARY): MantineThemeOverride {
  if (lastTheme.primary !== primary) lastTheme = { primary, theme: themeFor(primary) };
  return lastTheme.theme;
}
