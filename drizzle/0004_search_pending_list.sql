-- Trigram indexes with a small pending list instead of none: every counted view rewrites a lessons
-- or profiles row into every index of its table, and writing trigrams through one by one cost
-- most of that update; a 64 kB list is merged in bulk and stays small enough for search plans
-- (docs/performance.md, "Catalog query plans").
DROP INDEX "lessons_search_idx";--> statement-breakpoint
DROP INDEX "profiles_search_idx";--> statement-breakpoint
CREATE INDEX "lessons_search_idx" ON "lessons" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=64) WHERE published;--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=64) WHERE is_listed;