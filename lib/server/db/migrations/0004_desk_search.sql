-- The staff desk's search (docs/product.md §15.13, lib/server/desk/search.ts).
-- Each index is built on the very expression the search queries, so every
-- term is an index lookup on both engines; text_pattern_ops lets LIKE 'abc%'
-- use a btree whatever the database's collation.
CREATE INDEX IF NOT EXISTS "bookings_reference_code_idx" ON "bookings" (right("reference", 6));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_phone_key_idx" ON "bookings" (reverse(regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_first_name_idx" ON "bookings" (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_last_name_idx" ON "bookings" (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_email_idx" ON "bookings" (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_created_idx" ON "bookings" ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_reference_code_idx" ON "messages" (right("reference", 6));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_phone_key_idx" ON "messages" (reverse(regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_name_idx" ON "messages" (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_last_word_idx" ON "messages" (lower(substring("name" from '\S+$')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_email_idx" ON "messages" (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_created_idx" ON "messages" ("created_at");
