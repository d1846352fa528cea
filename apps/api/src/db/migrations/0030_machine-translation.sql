CREATE TABLE "machine_translation_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"provider" text DEFAULT 'none' NOT NULL,
	"endpoint" text,
	"api_key" text,
	"glossary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"glossary_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"monthly_budget_chars" integer DEFAULT 500000,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_translation_usage" (
	"month" text PRIMARY KEY NOT NULL,
	"chars" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "machine" boolean DEFAULT false NOT NULL;