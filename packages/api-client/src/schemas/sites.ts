import { z } from 'zod';
import { findLanguage } from '@sitenet/i18n/languages';
import { categorySchema } from './common';
import { languageCodeSchema, ORIGINAL_LANGUAGE } from './posts';
import { siteSchema } from './admin';

/*
 * Creating, editing, deleting and restoring a site (issue 19). Create and edit send the same
 * shape; delete names the domain again, so a site is never deleted by a slip of the hand.
 */

/** Days a deleted site can be restored; after them it is purged with its posts. */
export const SITE_RETENTION_DAYS = 30;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const HOST_NAME_MESSAGE =
  'Enter a host name like example.com or news.localhost: letters, digits and hyphens, without http://, port or path';

/**
 * A host name the public site answers on: lower-case labels of letters, digits and inner
 * hyphens, at most 253 characters, two labels at least (`example.com`, `news.localhost`) or
 * `localhost` itself; never an IP address (the last label is not all digits). Case is folded,
 * surrounding space trimmed; a scheme, port, path or trailing dot is refused, not stripped, so
 * what is stored is what was meant.
 */
export function isHostName(value: string): boolean {
  if (value.length === 0 || value.length > 253) return false;
  const labels = value.split('.');
  if (labels.length === 1) return value === 'localhost';
  if (!labels.every((label) => LABEL.test(label))) return false;
  return !/^\d+$/.test(labels[labels.length - 1]!);
}

export const hostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, HOST_NAME_MESSAGE)
  .refine(isHostName, HOST_NAME_MESSAGE);

const descriptionSchema = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((value) => (value ? value : null));

export const siteInputSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Name is required').max(100),
    domain: hostNameSchema,
    /** Further host names; each answers 301 to the same path on `domain`. */
    aliases: z.array(hostNameSchema).max(20).default([]),
    description: descriptionSchema,
    /** One of `languages`: listed first and marked default in the site's languages. */
    default_language: languageCodeSchema,
    /** The languages the site is published in; English (the posts' original) is one of them. */
    languages: z.array(languageCodeSchema).min(1, 'Choose at least one language').max(30),
    /** The categories the site carries; null = every category. */
    categories: z.array(categorySchema).min(1, 'Choose at least one category').nullable().default(null),
  })
  .superRefine((site, ctx) => {
    site.languages.forEach((code, index) => {
      if (!findLanguage(code)) ctx.addIssue({ code: 'custom', path: ['languages', index], message: `Unsupported language: ${code}` });
    });
    if (!site.languages.includes(ORIGINAL_LANGUAGE)) {
      ctx.addIssue({ code: 'custom', path: ['languages'], message: 'English is required: posts are written in English first' });
    }
    if (!site.languages.includes(site.default_language)) {
      ctx.addIssue({ code: 'custom', path: ['default_language'], message: 'The default language must be one of the site’s languages' });
    }
    const seen = new Set([site.domain]);
    site.aliases.forEach((alias, index) => {
      if (seen.has(alias)) {
        ctx.addIssue({
          code: 'custom',
          path: ['aliases', index],
          message: alias === site.domain ? 'An alias cannot be the site’s own domain' : 'This alias is listed twice',
        });
      }
      seen.add(alias);
    });
  })
  .transform((site) => ({
    ...site,
    languages: [...new Set(site.languages)],
    categories: site.categories ? [...new Set(site.categories)] : null,
  }));
export type SiteInput = z.input<typeof siteInputSchema>;
export type SiteValues = z.output<typeof siteInputSchema>;

/** The domain typed again: the delete happens only when it is the site's domain. */
export const deleteSiteRequestSchema = z.strictObject({
  confirm_domain: z.string().trim().toLowerCase().min(1, 'Type the site’s domain to confirm').max(253),
});
export type DeleteSiteRequest = z.input<typeof deleteSiteRequestSchema>;

/** `?deleted=true`: the deleted sites (restorable) instead of the live ones. */
export const sitesListQuerySchema = z.strictObject({
  deleted: z.enum(['true', 'false']).optional(),
});
export type SitesListQuery = z.infer<typeof sitesListQuerySchema>;

export const siteResponseSchema = z.object({ site: siteSchema });
export type SiteResponse = z.infer<typeof siteResponseSchema>;
