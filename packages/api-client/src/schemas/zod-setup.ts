import { z } from 'zod';

/*
 * zod compiles object parsers with `new Function` and probes for it when the first object schema
 * is created. The apps run under a CSP without 'unsafe-eval', where that probe is reported as a
 * violation on every page: in a browser, parse without the compiler (the API keeps it).
 */
if ('document' in globalThis) z.config({ jitless: true });
