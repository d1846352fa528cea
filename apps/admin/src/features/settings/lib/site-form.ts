import {
  SITE_PAGES,
  type SitePageName,
  type SiteSettings,
  type UpdateSiteSettingsRequest,
} from '@sitenet/api-client';

/** The form's values: text fields as strings ('' = not set), a page entry for every site language. */
export interface SiteSettingsForm {
  identity: { tagline: string; logo_url: string; favicon_url: string; accent_color: string | null };
  contact: { email: string; phone: string; address: string; hours: string; social: Array<{ label: string; url: string }> };
  pages: Record<SitePageName, Record<string, { title: string; html: string }>>;
  seo: { title_template: string; share_image_url: string; noindex: boolean };
  features: { contact_form: boolean; newsletter: boolean };
}

const text = (value: string | null) => value ?? '';

export function toForm(settings: SiteSettings, languages: string[]): SiteSettingsForm {
  const pages = {} as SiteSettingsForm['pages'];
  for (const name of SITE_PAGES) {
    const codes = [...new Set([...languages, ...Object.keys(settings.pages[name])])];
    pages[name] = Object.fromEntries(
      codes.map((code) => [code, { title: settings.pages[name][code]?.title ?? '', html: settings.pages[name][code]?.html ?? '' }]),
    );
  }
  return {
    identity: {
      tagline: text(settings.identity.tagline),
      logo_url: text(settings.identity.logo_url),
      favicon_url: text(settings.identity.favicon_url),
      accent_color: settings.identity.accent_color,
    },
    contact: {
      email: text(settings.contact.email),
      phone: text(settings.contact.phone),
      address: text(settings.contact.address),
      hours: text(settings.contact.hours),
      social: settings.contact.social.map((link) => ({ ...link })),
    },
    pages,
    seo: {
      title_template: text(settings.seo.title_template),
      share_image_url: text(settings.seo.share_image_url),
      noindex: settings.seo.noindex,
    },
    features: { ...settings.features },
  };
}

/** Whether rich text has any words (an emptied editor leaves `<p></p>`). */
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/** The request: a page left empty in a language is no entry (the magazine's own text shows there). */
export function toRequest(form: SiteSettingsForm, version: number): UpdateSiteSettingsRequest {
  const pages = {} as Record<SitePageName, Record<string, { title: string; html: string }>>;
  for (const name of SITE_PAGES) {
    pages[name] = Object.fromEntries(
      Object.entries(form.pages[name]).filter(([, page]) => page.title.trim() !== '' || hasText(page.html)),
    );
  }
  return {
    version,
    settings: {
      identity: { ...form.identity, accent_color: (form.identity.accent_color || null) as SiteSettings['identity']['accent_color'] },
      contact: form.contact,
      pages,
      seo: form.seo,
      features: form.features,
    },
  };
}
