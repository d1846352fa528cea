import {
  readNetworkSettings,
  readSiteSettings,
  SITE_PAGES,
  type NetworkSettings,
  type NetworkSettingsResponse,
  type SiteSettings,
  type SiteSettingsResponse,
} from '../../contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { sanitizeHtml } from '../posts/sanitize-html';
import { SettingsStore, type StoredSettings } from './store';

/** Every page's HTML through the posts' sanitizer, with the policy the magazine applies again on render. */
function sanitizePages(settings: SiteSettings): SiteSettings {
  const pages = { ...settings.pages };
  for (const name of SITE_PAGES) {
    pages[name] = Object.fromEntries(
      Object.entries(settings.pages[name]).map(([code, text]) => [code, { title: text.title, html: sanitizeHtml(text.html) }]),
    );
  }
  return { ...settings, pages };
}

const stamp = (stored: StoredSettings) => stored.updatedAt?.toISOString() ?? null;

/** Site and network settings: read with every default filled in, saved with the optimistic version. */
export class SettingsService {
  private readonly store: SettingsStore;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.store = new SettingsStore(db);
  }

  async site(siteId: number): Promise<SiteSettingsResponse> {
    return toSiteResponse(await this.store.readSite(siteId));
  }

  async saveSite(siteId: number, version: number, settings: SiteSettings): Promise<SiteSettingsResponse> {
    const clean = sanitizePages(settings);
    return toSiteResponse(await this.store.writeSite(siteId, version, clean, this.clock.now()));
  }

  async network(): Promise<NetworkSettingsResponse> {
    return toNetworkResponse(await this.store.readNetwork());
  }

  async saveNetwork(version: number, settings: NetworkSettings): Promise<NetworkSettingsResponse> {
    return toNetworkResponse(await this.store.writeNetwork(version, settings, this.clock.now()));
  }
}

/** The network settings as read now (auth reads the session lifetime through a memo of this). */
export async function currentNetworkSettings(db: Db): Promise<NetworkSettings> {
  return readNetworkSettings((await new SettingsStore(db).readNetwork()).data);
}

function toSiteResponse(stored: StoredSettings): SiteSettingsResponse {
  return { settings: readSiteSettings(stored.data), version: stored.version, updated_at: stamp(stored) };
}

function toNetworkResponse(stored: StoredSettings): NetworkSettingsResponse {
  return { settings: readNetworkSettings(stored.data), version: stored.version, updated_at: stamp(stored) };
}
