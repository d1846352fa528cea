-- Issue 16 (SEO per translation): meta title, meta description, share image and noindex as one
-- value ({ title, description, image_url, noindex }); null = none set (title, excerpt and featured
-- image stand in, indexed).
ALTER TABLE "post_translations" ADD COLUMN "seo" jsonb;