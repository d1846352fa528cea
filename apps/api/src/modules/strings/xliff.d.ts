// The xliff package ships no types: the two functions this module uses.
declare module 'xliff' {
  export interface XliffJs {
    sourceLanguage?: string;
    targetLanguage?: string;
    resources?: Record<string, Record<string, { source?: unknown; target?: unknown }>>;
  }
  export function js2xliff(js: XliffJs): Promise<string>;
  export function xliff2js(xliff: string): Promise<XliffJs>;
}
