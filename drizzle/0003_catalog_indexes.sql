-- The catalog lists' indexes as EXPLAIN at 10,000 lessons and 2,000 masters asked for them
-- (docs/performance.md, "Catalog query plans"): partial indexes over published lessons and listed
-- profiles in each ordering's directions, trigram indexes without a pending list, country/city.
DROP INDEX "lessons_published_newest_idx";--> statement-breakpoint
DROP INDEX "lessons_published_level_idx";--> statement-breakpoint
DROP INDEX "lessons_published_views_idx";--> statement-breakpoint
DROP INDEX "lessons_published_rating_idx";--> statement-breakpoint
DROP INDEX "lessons_published_price_idx";--> statement-breakpoint
DROP INDEX "lessons_category_idx";--> statement-breakpoint
DROP INDEX "lessons_sub_category_idx";--> statement-breakpoint
DROP INDEX "lessons_search_idx";--> statement-breakpoint
DROP INDEX "profiles_listed_teacher_idx";--> statement-breakpoint
DROP INDEX "profiles_listed_level_idx";--> statement-breakpoint
DROP INDEX "profiles_search_idx";--> statement-breakpoint
CREATE INDEX "profiles_listed_master_idx" ON "profiles" USING btree ("is_teacher" DESC NULLS FIRST,"rating","review_count","user_id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "profiles_listed_sub_category_idx" ON "profiles" USING btree ("sub_category_id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "users_country_idx" ON "users" USING btree ("country");--> statement-breakpoint
CREATE INDEX "users_city_lower_idx" ON "users" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "lessons_published_newest_idx" ON "lessons" USING btree ("published_at","id") WHERE published;--> statement-breakpoint
CREATE INDEX "lessons_published_level_idx" ON "lessons" USING btree ("level","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE published;--> statement-breakpoint
CREATE INDEX "lessons_published_views_idx" ON "lessons" USING btree ("views","id") WHERE published;--> statement-breakpoint
CREATE INDEX "lessons_published_rating_idx" ON "lessons" USING btree ("rating","review_count","id") WHERE published;--> statement-breakpoint
CREATE INDEX "lessons_published_price_idx" ON "lessons" USING btree ("price_cents","id") WHERE published;--> statement-breakpoint
CREATE INDEX "lessons_category_idx" ON "lessons" USING btree ("category_id") WHERE published;--> statement-breakpoint
CREATE INDEX "lessons_sub_category_idx" ON "lessons" USING btree ("sub_category_id") WHERE published;--> statement-breakpoint
CREATE INDEX "lessons_search_idx" ON "lessons" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE published;--> statement-breakpoint
CREATE INDEX "profiles_listed_teacher_idx" ON "profiles" USING btree ("is_teacher","rating","review_count","user_id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "profiles_listed_level_idx" ON "profiles" USING btree ("qualification_level") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE is_listed;