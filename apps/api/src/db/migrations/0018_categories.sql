CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"key" text NOT NULL,
	"emoji" text NOT NULL,
	"gradient" text NOT NULL,
	"position" integer NOT NULL,
	"in_nav" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_slug_redirects" (
	"site_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_slug_redirects_site_id_locale_slug_pk" PRIMARY KEY("site_id","locale","slug")
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	CONSTRAINT "category_translations_category_id_locale_pk" PRIMARY KEY("category_id","locale")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_slug_redirects" ADD CONSTRAINT "category_slug_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_site_key_idx" ON "categories" USING btree ("site_id","key");--> statement-breakpoint
CREATE INDEX "categories_site_position_idx" ON "categories" USING btree ("site_id","position");--> statement-breakpoint
CREATE INDEX "category_slug_redirects_category_idx" ON "category_slug_redirects" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_site_locale_slug_idx" ON "category_translations" USING btree ("site_id","locale","slug");--> statement-breakpoint
-- Seed: every existing site gets the eight styled categories it carries (sites.categories; null =
-- all eight), with the words and slugs the magazine served from code until now, so every URL keeps
-- answering. A frozen copy of @sitenet/i18n/default-categories at this migration (new sites read
-- that file; categories.test.ts checks the two agree).
INSERT INTO "categories" ("site_id", "key", "emoji", "gradient", "position", "in_nav")
SELECT s."id", d."key", d."emoji", d."gradient", d."position", d."in_nav"
FROM "sites" s CROSS JOIN (VALUES
  ('lifestyle', '🌿', 'linear-gradient(135deg, #fbcfe8 0%, #d8b4fe 100%)', 0, true),
  ('health', '💪', 'linear-gradient(135deg, #a7f3d0 0%, #5eead4 100%)', 1, true),
  ('money', '💰', 'linear-gradient(135deg, #fef08a 0%, #fcd34d 100%)', 2, true),
  ('home', '🏡', 'linear-gradient(135deg, #fed7aa 0%, #fdba74 100%)', 3, true),
  ('food', '🍳', 'linear-gradient(135deg, #fecaca 0%, #fda4af 100%)', 4, true),
  ('travel', '✈️', 'linear-gradient(135deg, #bfdbfe 0%, #a5b4fc 100%)', 5, true),
  ('technology', '💻', 'linear-gradient(135deg, #c7d2fe 0%, #a5f3fc 100%)', 6, false),
  ('career', '🚀', 'linear-gradient(135deg, #ddd6fe 0%, #99f6e4 100%)', 7, false)
) AS d("key", "emoji", "gradient", "position", "in_nav")
WHERE s."categories" IS NULL OR s."categories" @> jsonb_build_array(d."key");
--> statement-breakpoint
INSERT INTO "category_translations" ("category_id", "site_id", "locale", "name", "slug", "description")
SELECT c."id", c."site_id", t."locale", t."name", t."slug", t."description"
FROM "categories" c JOIN (VALUES
  ('lifestyle', 'en', 'Lifestyle', 'lifestyle', 'Small habits and smart routines that make every day a little easier.'),
  ('lifestyle', 'es', 'Estilo de vida', 'estilo-de-vida', 'Pequeños hábitos y rutinas inteligentes que hacen cada día un poco más fácil.'),
  ('lifestyle', 'ar', 'أسلوب الحياة', 'أسلوب-الحياة', 'عادات صغيرة وروتين ذكي يجعل كل يوم أسهل قليلًا.'),
  ('lifestyle', 'fr', 'Art de vivre', 'art-de-vivre', 'De petites habitudes et des routines malines pour se simplifier la vie.'),
  ('lifestyle', 'zh', '生活方式', '生活方式', '小习惯、好方法，让每一天都轻松一点。'),
  ('health', 'en', 'Health', 'health', 'Evidence-based advice for a stronger body and a calmer mind.'),
  ('health', 'es', 'Salud', 'salud', 'Consejos basados en la evidencia para un cuerpo más fuerte y una mente más tranquila.'),
  ('health', 'ar', 'الصحة', 'الصحة', 'نصائح قائمة على الأدلة العلمية لجسم أقوى وذهن أهدأ.'),
  ('health', 'fr', 'Santé', 'sante', 'Des conseils fondés sur la science pour un corps plus fort et un esprit plus serein.'),
  ('health', 'zh', '健康', '健康', '有科学依据的建议，助你拥有更强健的身体和更平静的内心。'),
  ('money', 'en', 'Money', 'money', 'Save more, spend wisely and make your money work for you.'),
  ('money', 'es', 'Dinero', 'dinero', 'Ahorra más, gasta con cabeza y haz que tu dinero trabaje para ti.'),
  ('money', 'ar', 'المال', 'المال', 'ادّخر أكثر، وأنفق بحكمة، واجعل مالك يعمل لصالحك.'),
  ('money', 'fr', 'Argent', 'argent', 'Épargner davantage, dépenser mieux et faire travailler son argent.'),
  ('money', 'zh', '理财', '理财', '多存一点，花得更明白，让钱为你工作。'),
  ('home', 'en', 'Home', 'home', 'Ideas to organise, repair and love the place you live in.'),
  ('home', 'es', 'Hogar', 'hogar', 'Ideas para ordenar, reparar y disfrutar del lugar donde vives.'),
  ('home', 'ar', 'المنزل', 'المنزل', 'أفكار لترتيب منزلك وإصلاحه والاستمتاع بالعيش فيه.'),
  ('home', 'fr', 'Maison', 'maison', 'Des idées pour ranger, réparer et aimer l’endroit où l’on vit.'),
  ('home', 'zh', '家居', '家居', '收纳、维修与布置灵感，让家更称心。'),
  ('food', 'en', 'Food', 'food', 'Easy recipes, kitchen shortcuts and eating well on a budget.'),
  ('food', 'es', 'Comida', 'comida', 'Recetas fáciles, trucos de cocina y comer bien sin gastar de más.'),
  ('food', 'ar', 'الطعام', 'الطعام', 'وصفات سهلة وحيل مطبخية وطعام صحي بتكلفة معقولة.'),
  ('food', 'fr', 'Cuisine', 'cuisine', 'Recettes faciles, astuces de cuisine et bien manger sans se ruiner.'),
  ('food', 'zh', '美食', '美食', '简单的食谱、厨房小窍门，花小钱也能吃得好。'),
  ('travel', 'en', 'Travel', 'travel', 'Plan better trips, pack lighter and travel for less.'),
  ('travel', 'es', 'Viajes', 'viajes', 'Planifica mejores viajes, viaja más ligero y gasta menos.'),
  ('travel', 'ar', 'السفر', 'السفر', 'خطّط لرحلات أفضل، وسافر بأمتعة أخف، وأنفق أقل.'),
  ('travel', 'fr', 'Voyage', 'voyage', 'Mieux préparer ses voyages, voyager léger et dépenser moins.'),
  ('travel', 'zh', '旅行', '旅行', '更好地规划行程，轻装出行，花得更少。'),
  ('technology', 'en', 'Technology', 'technology', 'Make your gadgets and apps work for you, not the other way round.'),
  ('technology', 'es', 'Tecnología', 'tecnologia', 'Haz que tus dispositivos y aplicaciones trabajen para ti, y no al revés.'),
  ('technology', 'ar', 'التقنية', 'التقنية', 'اجعل أجهزتك وتطبيقاتك تخدمك، لا العكس.'),
  ('technology', 'fr', 'Technologie', 'technologie', 'Mettre ses appareils et ses applications à son service, et non l’inverse.'),
  ('technology', 'zh', '科技', '科技', '让设备和应用为你所用，而不是被它们牵着走。'),
  ('career', 'en', 'Career', 'career', 'Grow at work, negotiate with confidence and find your next role.'),
  ('career', 'es', 'Carrera profesional', 'carrera-profesional', 'Crece en el trabajo, negocia con seguridad y encuentra tu próximo puesto.'),
  ('career', 'ar', 'المسيرة المهنية', 'المسيرة-المهنية', 'تطوّر في عملك، وفاوض بثقة، واعثر على وظيفتك التالية.'),
  ('career', 'fr', 'Carrière', 'carriere', 'Progresser au travail, négocier avec assurance et trouver son prochain poste.'),
  ('career', 'zh', '职场', '职场', '在工作中成长，自信谈判，找到下一份理想工作。')
) AS t("key", "locale", "name", "slug", "description") ON t."key" = c."key";
