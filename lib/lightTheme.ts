import { colorDeclarations, tokens, type Palette } from './theme';

// Apart from lib/theme.ts because only the server reads it (GlobalStyle, the head's metas): lib/theme.ts
// also reaches the browser (lib/chatTab.ts), and the light palette need not go with it.

/**
 * The light theme: the same names, designed for warm paper rather than inverted. The dark theme's
 * text colour becomes the page and its page colour the text. Lime is a fill here (`accentFill`,
 * with `accentInk` on it): as text on paper it would be 1.1:1, so `accent`, the colour of accent
 * text, rings and rules, is a deep olive of the same hue. Every text colour holds 4.5:1 on `bg`,
 * `surface` and `surfaceRaised` (__tests__/lib/theme.test.ts). Pictures, the lightbox's scrim and
 * the social images keep their colours.
 */
export const lightColor = {
  bg: '#f4f1ea',
  surface: '#fbfaf6',
  surfaceRaised: '#e9e5da',
  line: '#d6d1c4',
  text: '#121217',
  muted: '#55515f',
  accent: '#456000',
  accentFill: '#d4ff5a',
  accentInk: '#0b0b0f',
  violet: '#5a45d1',
  sand: '#85560f',
  danger: '#b3261e',
  success: '#0f6e3d',
  textSoft: '#34323d',
  lineStrong: '#b8b2a3',
  accentPale: '#5a7800',
  prose: '#26242e',
  faint: '#625e6c',
  lineHover: '#9c9686',
  dangerSoft: '#9c1f1a',
  scrim: '#050508',
  // Shadows on paper: a warm grey, so they lift a card instead of staining the page.
  black: '#4f4838',
  white: '#ffffff',
  // The footage is dark: on paper it becomes a faint texture under the text.
  veil: '#f4f1eadb',
} satisfies Palette;

/** The light theme's colours, declared over the dark ones where the light theme applies (GlobalStyle); their tints follow them. */
export const lightVariables = colorDeclarations(lightColor);

/** The browser's bar colour per theme: `<meta name="theme-color">` per `prefers-color-scheme`, and what the switch writes. */
export const themeColors = { dark: tokens.color.bg, light: lightColor.bg };
