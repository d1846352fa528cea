import { badRequest } from '../../lib/errors';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MachineTranslationSettings, UpdateMachineTranslationRequest } from '../../contract';
import { monthOf, readMtSettings, usageOf, writeMtSettings, type StoredMtSettings } from './store';

type Update = Omit<UpdateMachineTranslationRequest, 'endpoint'> & { endpoint: string | null };

/** The settings as the console sees them: whether a key is saved, never the key. */
export async function mtSettingsView(db: Db, clock: Clock, stored?: StoredMtSettings): Promise<MachineTranslationSettings> {
  const settings = stored ?? (await readMtSettings(db));
  const month = monthOf(clock.now());
  return {
    provider: settings.provider,
    endpoint: settings.endpoint,
    key_set: Boolean(settings.apiKey),
    glossary: settings.glossary,
    monthly_budget_chars: settings.monthlyBudgetChars,
    usage: { month, chars: await usageOf(db, month) },
  };
}

/**
 * Saves the settings: `key` left out keeps the saved one, empty or null clears it. DeepL cannot
 * work without a key, so choosing it without one (given or saved) is a 400 at `key`.
 */
export async function saveMtSettings(db: Db, clock: Clock, body: Update): Promise<{ before: StoredMtSettings; after: StoredMtSettings }> {
  const before = await readMtSettings(db);
  const apiKey = body.key === undefined ? before.apiKey : body.key || null;
  if (body.provider === 'deepl' && !apiKey) {
    throw badRequest('Invalid request body', { key: ['Enter the API key of your DeepL account'] });
  }
  const after: StoredMtSettings = {
    provider: body.provider,
    endpoint: body.endpoint,
    apiKey,
    glossary: body.glossary,
    glossaryIds: before.glossaryIds,
    monthlyBudgetChars: body.monthly_budget_chars,
  };
  await writeMtSettings(db, after, clock.now());
  return { before, after };
}

/** What the activity log shows of a change: the fields, with the key as "set"/"not set" only. */
export function mtChanges(before: StoredMtSettings, after: StoredMtSettings) {
  const view = (settings: StoredMtSettings) => ({
    provider: settings.provider,
    endpoint: settings.endpoint,
    key: settings.apiKey ? 'set' : 'not set',
    glossary: settings.glossary.map((entry) => `${entry.source_lang}>${entry.target_lang}: ${entry.terms.length} terms`).join('; '),
    monthly_budget_chars: settings.monthlyBudgetChars,
  });
  const old = view(before);
  const next = view(after);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of Object.keys(next) as (keyof typeof next)[]) {
    if (old[field] !== next[field]) changes[field] = { before: old[field], after: next[field] };
  }
  // A new key replacing another is a change too, though both read "set".
  if (before.apiKey && after.apiKey && before.apiKey !== after.apiKey) changes.key = { before: 'set', after: 'replaced' };
  return changes;
}
