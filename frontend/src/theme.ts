import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Rankwell's deep teal: trustworthy, readable at AA contrast on white for text and buttons. */
const rankwell: MantineColorsTuple = ['#e6f7f5', '#cdeeea', '#9bddd4', '#65cbbd', '#3bbcaa', '#20b29e', '#0d8f7f', '#0a7769', '#066255', '#004d42'];

export const theme = createTheme({
  primaryColor: 'rankwell',
  primaryShade: 7,
  colors: { rankwell },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '800' },
  defaultRadius: 'md',
});
