CREATE TABLE "offer_clicks" (
	"id" text PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"tip_id" text NOT NULL,
	"locale" text NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"site_id" integer,
	"name" text NOT NULL,
	"destination_url" text NOT NULL,
	"destinations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"template" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"commission_model" text NOT NULL,
	"commission_rate" numeric(14, 4) NOT NULL,
	"commission_currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"on_inactive" text DEFAULT 'fallback' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"contact" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_clicks" ADD CONSTRAINT "offer_clicks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_clicks_offer_time_idx" ON "offer_clicks" USING btree ("offer_id","clicked_at");--> statement-breakpoint
CREATE INDEX "offer_clicks_offer_post_idx" ON "offer_clicks" USING btree ("offer_id","post_id","tip_id");--> statement-breakpoint
CREATE INDEX "offers_site_idx" ON "offers" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "offers_partner_idx" ON "offers" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "posts_tips_meta_idx" ON "posts" USING gin ("tips_meta" jsonb_path_ops);