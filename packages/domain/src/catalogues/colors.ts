/**
 * Semantic colour tokens used by the catalogues (the spec names states by
 * "success colour", "blue", "warning", "error", "dark"), with the hex value
 * the web theme uses for each.
 */
export const COLOR_TOKENS = {
  success: '#2E7D32',
  info: '#0288D1',
  blue: '#1565C0',
  warning: '#ED6C02',
  error: '#D32F2F',
  dark: '#424242',
  primary: '#670069',
  teal: '#00897B',
} as const;

export type ColorToken = keyof typeof COLOR_TOKENS;
