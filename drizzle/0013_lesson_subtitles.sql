CREATE TABLE "lesson_subtitles" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"part" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_subtitles_part" CHECK ("lesson_subtitles"."part" in ('trailer', 'full')),
	CONSTRAINT "lesson_subtitles_language" CHECK ("lesson_subtitles"."language" in ('uk', 'ru', 'en', 'pl', 'fr', 'it', 'de', 'es'))
);
--> statement-breakpoint
ALTER TABLE "lesson_subtitles" ADD CONSTRAINT "lesson_subtitles_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_subtitles_lesson_part_language_idx" ON "lesson_subtitles" USING btree ("lesson_id","part","language");--> statement-breakpoint
CREATE INDEX "lesson_subtitles_language_idx" ON "lesson_subtitles" USING btree ("language","part","lesson_id");
