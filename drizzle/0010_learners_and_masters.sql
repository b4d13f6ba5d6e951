-- Issue 16 item 5 (decision 037): whether a person works as a master or teaches; learners only buy
-- lessons and are never asked to fill a master profile. Existing accounts count as masters when
-- they already did something only a master does (any of the basic profile filled, a specialty, a portfolio
-- item, certificate, activity, lesson, become-teacher application or qualification request);
-- everyone else as a learner.
ALTER TABLE "users" ADD COLUMN "is_master" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" SET "is_master" = true WHERE
	EXISTS (SELECT 1 FROM "profiles" p WHERE p."user_id" = "users"."id" AND (p."is_listed" OR p."is_teacher" OR p."qualification_level" IS NOT NULL OR p."category_id" IS NOT NULL OR p."sub_category_id" IS NOT NULL OR p."short_description" <> ''))
	OR EXISTS (SELECT 1 FROM "master_skills" x WHERE x."user_id" = "users"."id")
	OR EXISTS (SELECT 1 FROM "portfolio_items" x WHERE x."user_id" = "users"."id")
	OR EXISTS (SELECT 1 FROM "certificates" x WHERE x."user_id" = "users"."id")
	OR EXISTS (SELECT 1 FROM "professional_activities" x WHERE x."user_id" = "users"."id")
	OR EXISTS (SELECT 1 FROM "lessons" x WHERE x."master_id" = "users"."id")
	OR EXISTS (SELECT 1 FROM "teacher_applications" x WHERE x."user_id" = "users"."id")
	OR EXISTS (SELECT 1 FROM "qualification_requests" x WHERE x."user_id" = "users"."id");
