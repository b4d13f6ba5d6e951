-- Issue 18 §1 (decision 050): a lesson's and a master's original language, and their texts in
-- other languages. Rows from before take the language their author registered in.
ALTER TABLE "lessons" ADD COLUMN "language" varchar(2) DEFAULT 'uk' NOT NULL;--> statement-breakpoint
UPDATE "lessons" SET "language" = "users"."locale" FROM "users" WHERE "users"."id" = "lessons"."master_id" AND "users"."locale" in ('uk', 'ru', 'en', 'pl', 'fr', 'it', 'de', 'es');--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_language" CHECK ("lessons"."language" in ('uk', 'ru', 'en', 'pl', 'fr', 'it', 'de', 'es'));--> statement-breakpoint
CREATE INDEX "lessons_published_language_idx" ON "lessons" USING btree ("language") WHERE published;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "language" varchar(2) DEFAULT 'uk' NOT NULL;--> statement-breakpoint
UPDATE "profiles" SET "language" = "users"."locale" FROM "users" WHERE "users"."id" = "profiles"."user_id" AND "users"."locale" in ('uk', 'ru', 'en', 'pl', 'fr', 'it', 'de', 'es');--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_language" CHECK ("profiles"."language" in ('uk', 'ru', 'en', 'pl', 'fr', 'it', 'de', 'es'));--> statement-breakpoint
CREATE TABLE "lesson_translations" (
	"lesson_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" varchar(200) NOT NULL,
	"about" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_translations_lesson_id_language_pk" PRIMARY KEY("lesson_id","language"),
	CONSTRAINT "lesson_translations_language" CHECK ("lesson_translations"."language" in ('uk', 'ru', 'en', 'pl', 'fr', 'it', 'de', 'es'))
);
--> statement-breakpoint
ALTER TABLE "lesson_translations" ADD CONSTRAINT "lesson_translations_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_translations_language_idx" ON "lesson_translations" USING btree ("language","lesson_id");--> statement-breakpoint
CREATE TABLE "profile_translations" (
	"user_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"short_description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_translations_user_id_language_pk" PRIMARY KEY("user_id","language"),
	CONSTRAINT "profile_translations_language" CHECK ("profile_translations"."language" in ('uk', 'ru', 'en', 'pl', 'fr', 'it', 'de', 'es'))
);
--> statement-breakpoint
ALTER TABLE "profile_translations" ADD CONSTRAINT "profile_translations_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;
