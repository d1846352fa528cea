/**
 * The accent colours a site may choose (ACCENT_COLORS in the contract: the shared Mantine
 * theme's palette names), as the magazine's primary tokens. Light: Mantine's shade 8 or 9 (darker
 * where that is needed for white text at WCAG AA on buttons) and 0; dark: shades 3 / 2 / a deep tint.
 */
const SHADES: Record<string, { light: [string, string, string]; dark: [string, string, string] }> = {
  indigo: { light: ['#3b5bdb', '#364fc7', '#edf2ff'], dark: ['#91a7ff', '#bac8ff', '#23284a'] },
  blue: { light: ['#1971c2', '#1864ab', '#e7f5ff'], dark: ['#74c0fc', '#a5d8ff', '#0f2a44'] },
  cyan: { light: ['#0b7285', '#095c6b', '#e3fafc'], dark: ['#66d9e8', '#99e9f2', '#0b3038'] },
  teal: { light: ['#087f5b', '#066649', '#e6fcf5'], dark: ['#63e6be', '#96f2d7', '#0b3b2e'] },
  green: { light: ['#237032', '#1d5e2a', '#ebfbee'], dark: ['#8ce99a', '#b2f2bb', '#12361a'] },
  lime: { light: ['#4b7a0a', '#3f6608', '#f4fce3'], dark: ['#c0eb75', '#d8f5a2', '#26360b'] },
  yellow: { light: ['#946200', '#7a5000', '#fff9db'], dark: ['#ffe066', '#ffec99', '#3a3008'] },
  orange: { light: ['#bf400d', '#a3360b', '#fff4e6'], dark: ['#ffc078', '#ffd8a8', '#3d250b'] },
  red: { light: ['#c92a2a', '#b02525', '#fff5f5'], dark: ['#ffa8a8', '#ffc9c9', '#3d1616'] },
  pink: { light: ['#c2255c', '#a61e4d', '#fff0f6'], dark: ['#faa2c1', '#fcc2d7', '#3d1627'] },
  grape: { light: ['#9c36b5', '#862e9c', '#f8f0fc'], dark: ['#e599f7', '#eebefa', '#33163b'] },
  violet: { light: ['#7048e8', '#6741d9', '#f3f0ff'], dark: ['#b197fc', '#d0bfff', '#261d48'] },
};

/**
 * The stylesheet that gives the page the site's accent: rendered by the server into <head>
 * (outside the hydrated root, so no hydration can disagree). Null: the magazine's own colours.
 */
export function accentCss(color: string | null | undefined): string | null {
  const shades = color ? SHADES[color] : undefined;
  if (!shades) return null;
  const tokens = ([primary, strong, soft]: [string, string, string]) =>
    `--c-primary:${primary};--c-primary-strong:${strong};--c-primary-soft:${soft}`;
  return `:root{${tokens(shades.light)}}:root[data-theme='dark']{${tokens(shades.dark)}}`;
}
