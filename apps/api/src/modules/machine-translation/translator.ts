import { MT_BUDGET_MESSAGE, type MtGlossary } from '../../contract';
import type { AppContext } from '../../lib/context';
import { HttpError } from '../../lib/errors';
import { MachineTranslationError, NOT_SET_UP_MESSAGE, type SegmentFailure } from './errors';
import { protect, restore, type Protected } from './protect';
import { deeplProvider } from './providers/deepl';
import { libreTranslateProvider } from './providers/libretranslate';
import { ProviderError, type Provider } from './providers/provider';
import { glossaryFor } from './glossary';
import { monthOf, readMtSettings, releaseChars, reserveChars, usageOf, type StoredMtSettings } from './store';

/** What the pretranslate job plugs in: one translation per text, in order, or a MachineTranslationError. */
export type SegmentTranslator = (texts: string[], from: string, to: string, options: { html: boolean }) => Promise<string[]>;

/** One segment's result: its translation, or why there is none. */
export type SegmentOutcome = { ok: true; text: string } | { ok: false; message: string; budget?: true };

export interface TranslatorOptions {
  /** Per provider call (default 15 s). */
  timeoutMs?: number;
  /** Calls per batch, the first included (default 3). */
  tries?: number;
  /** The first wait between tries, doubled each time (default 500 ms). */
  backoffMs?: number;
}

type MtContext = Pick<AppContext, 'db' | 'clock'>;

/** A request's limits: DeepL takes at most 50 texts and 128 KiB; 30 KB keeps each call short. */
const MAX_TEXTS = 50;
const MAX_BYTES = 30_000;
/** A provider's Retry-After is honoured up to this many seconds. */
const MAX_RETRY_AFTER = 10;

function providerOf(settings: StoredMtSettings): Provider | null {
  if (settings.provider === 'none' || !settings.endpoint) return null;
  if (settings.provider === 'deepl') return settings.apiKey ? deeplProvider(settings.endpoint, settings.apiKey) : null;
  return libreTranslateProvider(settings.endpoint, settings.apiKey);
}

/** The translator of the network's provider, or null when none is set up (the caller says how to set one up). */
export async function machineTranslator(ctx: MtContext, options: TranslatorOptions = {}): Promise<SegmentTranslator | null> {
  const settings = await readMtSettings(ctx.db);
  if (!providerOf(settings)) return null;
  return (texts, from, to, { html }) => translateTexts(ctx, texts, from, to, { html }, options);
}

/** The translator of the network's provider; a 422 that says how to set one up when there is none. */
export async function requireMachineTranslator(ctx: MtContext, options: TranslatorOptions = {}): Promise<SegmentTranslator> {
  const translator = await machineTranslator(ctx, options);
  if (!translator) throw new HttpError(422, NOT_SET_UP_MESSAGE, { error: NOT_SET_UP_MESSAGE });
  return translator;
}

/** Every text translated, or a MachineTranslationError naming each segment that failed (nothing half-done returned). */
export async function translateTexts(
  ctx: MtContext,
  texts: string[],
  from: string,
  to: string,
  { html }: { html: boolean },
  options: TranslatorOptions = {},
): Promise<string[]> {
  const outcomes = await translateSegments(ctx, texts, from, to, { html }, options);
  const failures: SegmentFailure[] = [];
  outcomes.forEach((outcome, index) => {
    if (!outcome.ok) failures.push({ index, message: outcome.message });
  });
  if (failures.length === 0) return outcomes.map((outcome) => (outcome as { text: string }).text);
  if (outcomes.every((outcome) => outcome.ok || outcome.budget)) throw new MachineTranslationError(422, MT_BUDGET_MESSAGE, failures);
  throw new MachineTranslationError(502, `Machine translation failed for ${failures.length} of ${texts.length} segments: ${failures[0]!.message}`, failures);
}

/**
 * Each text's outcome, for a job that reports per segment: texts are protected (placeholders,
 * do-not-translate terms), batched, counted against the month's budget before they are sent, and
 * sent with a timeout and retries (network errors, timeouts, 429 and 5xx; never another 4xx).
 * Throws only when nothing can be tried: no provider set up, or the whole job over the budget.
 */
export async function translateSegments(
  ctx: MtContext,
  texts: string[],
  from: string,
  to: string,
  { html }: { html: boolean },
  options: TranslatorOptions = {},
): Promise<SegmentOutcome[]> {
  const settings = await readMtSettings(ctx.db);
  const provider = providerOf(settings);
  if (!provider) throw new MachineTranslationError(422, NOT_SET_UP_MESSAGE);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const tries = Math.max(1, options.tries ?? 3);
  const backoffMs = options.backoffMs ?? 500;

  const terms = termsFor(settings.glossary, from, to);
  const outcomes: SegmentOutcome[] = texts.map(() => ({ ok: true, text: '' }));
  const pending: { index: number; sent: Protected }[] = [];
  texts.forEach((text, index) => {
    // Nothing to translate in whitespace: it stays as it is, and costs nothing.
    if (text.trim() === '') outcomes[index] = { ok: true, text };
    else pending.push({ index, sent: protect(text, html, terms) });
  });
  if (pending.length === 0) return outcomes;

  const month = monthOf(ctx.clock.now());
  const total = pending.reduce((sum, item) => sum + item.sent.text.length, 0);
  if (settings.monthlyBudgetChars !== null && (await usageOf(ctx.db, month)) + total > settings.monthlyBudgetChars) {
    throw new MachineTranslationError(422, MT_BUDGET_MESSAGE);
  }

  const call = <T>(run: (signal: AbortSignal) => Promise<T>) => withRetries(run, { timeoutMs, tries, backoffMs });
  const glossaryId = await glossaryFor(ctx.db, settings, provider, from, to, terms, call);

  for (const batch of batches(pending)) {
    const chars = batch.reduce((sum, item) => sum + item.sent.text.length, 0);
    // Counted before sending, atomically: another job may have used the rest of the budget meanwhile.
    if (!(await reserveChars(ctx.db, month, chars, settings.monthlyBudgetChars))) {
      for (const item of batch) outcomes[item.index] = { ok: false, message: MT_BUDGET_MESSAGE, budget: true };
      continue;
    }
    try {
      const replies = await call((signal) =>
        provider.translate({ texts: batch.map((item) => item.sent.text), from, to, html: batch[0]!.sent.html, glossaryId }, signal),
      );
      batch.forEach((item, position) => {
        const restored = restore(replies[position]!, item.sent);
        outcomes[item.index] = 'text' in restored ? { ok: true, text: restored.text } : { ok: false, message: restored.error };
      });
    } catch (error) {
      // No translation came back: the characters were not translated and do not count.
      await releaseChars(ctx.db, month, chars);
      const message = error instanceof ProviderError ? error.message : 'the provider call failed';
      for (const item of batch) outcomes[item.index] = { ok: false, message };
    }
  }
  return outcomes;
}

/** The do-not-translate terms of a pair: the exact codes first, else the base languages (`pt-BR` -> `pt`). */
function termsFor(glossary: MtGlossary[], from: string, to: string): string[] {
  const base = (code: string) => code.split('-')[0]!.toLowerCase();
  const exact = glossary.find((entry) => entry.source_lang === from && entry.target_lang === to);
  const loose = glossary.find((entry) => base(entry.source_lang) === base(from) && base(entry.target_lang) === base(to));
  return (exact ?? loose)?.terms ?? [];
}

/** Texts of one kind (HTML or not) together, at most MAX_TEXTS and about MAX_BYTES a request. */
function batches<T extends { sent: Protected }>(items: T[]): T[][] {
  const result: T[][] = [];
  for (const kind of [true, false]) {
    let current: T[] = [];
    let bytes = 0;
    for (const item of items.filter((candidate) => candidate.sent.html === kind)) {
      const size = Buffer.byteLength(item.sent.text);
      if (current.length > 0 && (current.length >= MAX_TEXTS || bytes + size > MAX_BYTES)) {
        result.push(current);
        current = [];
        bytes = 0;
      }
      current.push(item);
      bytes += size;
    }
    if (current.length > 0) result.push(current);
  }
  return result;
}

/** Runs one provider call with its timeout, retrying what may pass on a second try, waiting longer each time. */
async function withRetries<T>(
  run: (signal: AbortSignal) => Promise<T>,
  { timeoutMs, tries, backoffMs }: Required<TranslatorOptions>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run(AbortSignal.timeout(timeoutMs));
    } catch (error) {
      const retryable = error instanceof ProviderError && error.retryable;
      if (!retryable || attempt >= tries) throw error;
      const asked = error.retryAfter !== undefined ? Math.min(error.retryAfter, MAX_RETRY_AFTER) * 1000 : 0;
      await new Promise((resolve) => setTimeout(resolve, Math.max(asked, backoffMs * 2 ** (attempt - 1))));
    }
  }
}
