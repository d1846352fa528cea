/** The spec's "logged only" failures go through here, so tests can silence or assert them. */
export const logger = {
  error: (message: string, detail?: unknown) => console.error(`[admin] ${message}`, detail ?? ''),
  warn: (message: string, detail?: unknown) => console.warn(`[admin] ${message}`, detail ?? ''),
};
