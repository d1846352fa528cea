/**
 * The page configuration the server writes into the HTML as
 * `<script id="app-config" type="application/json">{...}</script>` (no inline JS, so a strict
 * CSP holds). It decides which app the shell loads and where the API lives.
 */
export interface AppConfig {
  /** The admin console replaces the public site when true (SPEC section 1). */
  admin: boolean;
  /** Origin of the API, '' for same origin. */
  apiBaseUrl: string;
}

export const APP_CONFIG_ELEMENT_ID = 'app-config';

/** Parses the configuration text; anything missing or malformed means the magazine, same origin. */
export function parseAppConfig(text: string | null | undefined, fallbackApiBaseUrl = ''): AppConfig {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    raw = {};
  }
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    admin: value.admin === true,
    apiBaseUrl: typeof value.apiBaseUrl === 'string' ? value.apiBaseUrl : fallbackApiBaseUrl,
  };
}

export function readAppConfig(doc: Document, fallbackApiBaseUrl = ''): AppConfig {
  return parseAppConfig(doc.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent, fallbackApiBaseUrl);
}
