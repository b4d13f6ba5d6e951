-- Issue 14: search folds the letters Unicode does not decompose (Polish ł, German ß, French æ and œ),
-- as foldForSearch (app/server/catalog/search-text.ts) now does; text stored folded the old way is
-- folded again so that `rytual` finds `Rytuał`.
UPDATE "lessons" SET "search_text" = replace(replace(replace(replace("search_text", 'ł', 'l'), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe') WHERE "search_text" ~ '[łßæœ]';--> statement-breakpoint
UPDATE "profiles" SET "search_text" = replace(replace(replace(replace("search_text", 'ł', 'l'), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe') WHERE "search_text" ~ '[łßæœ]';
