import { paths } from '../config/paths';

const PROBE_ORIGIN = 'http://probe.invalid';

/** Decodes repeatedly so `%252F%252F` cannot hide a `//` behind two rounds of encoding. */
function decodeLayers(value: string): string[] {
  const layers = [value];
  let current = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    layers.push(next);
    current = next;
  }
  return layers;
}

function isSafeLayer(value: string): boolean {
  // Browsers drop tabs and newlines inside URLs, so "/\t/evil.com" would become "//evil.com".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.includes('\\')) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The page to open after sign-in: only a path on this origin is accepted; anything that could
 * leave the site (`//evil.com`, `https://evil.com`, `/\evil.com`, `javascript:`, and their
 * percent-encoded forms) falls back to the dashboard.
 */
export function safeRedirectTarget(target: string | null | undefined): string {
  if (!target) return paths.dashboard;
  const trimmed = target.trim();
  if (!decodeLayers(trimmed).every(isSafeLayer)) return paths.dashboard;
  // Never bounce back to the sign-in page itself.
  if (trimmed === paths.login || trimmed.startsWith(`${paths.login}?`)) return paths.dashboard;
  return trimmed;
}
