CREATE TABLE "newsletter_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" text DEFAULT 'unconfirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "imported" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_unsubscribe_tokens" ADD CONSTRAINT "newsletter_unsubscribe_tokens_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_unsubscribe_subscriber_idx" ON "newsletter_unsubscribe_tokens" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_site_status_idx" ON "newsletter_subscribers" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "newsletter_status_sent_idx" ON "newsletter_subscribers" USING btree ("status","confirm_sent_at");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash");