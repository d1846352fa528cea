/**
 * The contract's zod schemas and types (packages/api-client). Imported through the schema
 * entry points, not the package root: the root also exports browser fetch helpers that need DOM types.
 */
export * from '@sitenet/api-client/schemas/common';
export * from '@sitenet/api-client/schemas/admin';
export * from '@sitenet/api-client/schemas/public';
export * from '@sitenet/api-client/schemas/posts';
export * from '@sitenet/api-client/schemas/previews';
export * from '@sitenet/api-client/schemas/presence';
export * from '@sitenet/api-client/schemas/bulk-posts';
export * from '@sitenet/api-client/schemas/leads';
export * from '@sitenet/api-client/schemas/newsletters';
export * from '@sitenet/api-client/schemas/analytics';
export * from '@sitenet/api-client/schemas/dashboard';
export * from '@sitenet/api-client/schemas/sites';
export * from '@sitenet/api-client/schemas/people';
export * from '@sitenet/api-client/schemas/invites';
export * from '@sitenet/api-client/schemas/settings';
export * from '@sitenet/api-client/schemas/revisions';
export * from '@sitenet/api-client/schemas/offers';
export * from '@sitenet/api-client/schemas/conversions';
export * from '@sitenet/api-client/schemas/campaign-reports';
export * from '@sitenet/api-client/schemas/categories';
export * from '@sitenet/api-client/schemas/tags';
export * from '@sitenet/api-client/schemas/authors';
export * from '@sitenet/api-client/schemas/media';
export * from '@sitenet/api-client/schemas/translation-queue';
export * from '@sitenet/api-client/schemas/machine-translation';
export * from '@sitenet/api-client/schemas/translation-memory';
export * from '@sitenet/api-client/schemas/interface-strings';
