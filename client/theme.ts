import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Terracotta, the colour of a faded Manila jeepney sign: the shop's primary. */
const rust: MantineColorsTuple = [
  '#fdf1ec', '#f4dfd6', '#e8bcaa', '#dc967b', '#d27653', '#cc623a', '#c9572d', '#b14722', '#8a3b2e', '#6f2c1f',
];

/** Warm browns for text and dark surfaces. */
const walnut: MantineColorsTuple = [
  '#f8f2ea', '#ece1d2', '#d9c2a6', '#c5a177', '#b48650', '#a97439', '#a46b2c', '#8f5a21', '#6b4423', '#3d2b1f',
];

export const theme = createTheme({
  primaryColor: 'rust',
  primaryShade: { light: 8, dark: 6 },
  colors: { rust, walnut },
  black: '#3d2b1f',
  defaultRadius: 'sm',
  // Defined in page.css, so the server's first paint sets its text in the same face.
  fontFamily: 'var(--ukay-font-body)',
  headings: {
    // Defined in page.css, so the server's first paint writes the brand in the same face.
    fontFamily: 'var(--ukay-font-headings)',
    fontWeight: '700',
  },
  // Defaults that every screen, admin's too, would otherwise have to remember (WCAG 2.2 AA). Plain
  // objects rather than `Modal.extend`, which would bring the components into the app's entry.
  components: {
    // The × of a dialog or drawer is an icon alone: without a name a screen reader says "button".
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    FileInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Remove file' } } },
    ColorInput: { defaultProps: { eyeDropperButtonProps: { 'aria-label': 'Pick a colour from the screen' } } },
    // A link inside a sentence must not be told apart by its colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
  },
});
