CREATE TABLE "interface_strings" (
	"site_id" integer NOT NULL,
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"target" text NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "interface_strings_site_id_locale_key_pk" PRIMARY KEY("site_id","locale","key"),
	CONSTRAINT "interface_strings_state_check" CHECK ("interface_strings"."state" in ('machine', 'reviewed'))
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "interface_strings_seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "interface_strings" ADD CONSTRAINT "interface_strings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interface_strings" ADD CONSTRAINT "interface_strings_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;