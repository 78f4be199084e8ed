ALTER TABLE "tech_profiles" ADD COLUMN "zips_merged_at" timestamp with time zone;--> statement-breakpoint
-- One ZIP list per Tech (issue 61 item 10): the column absorbs the profile text's "zips" key,
-- and a Tech whose text held ZIP codes is told once, on the editor, that the two lists are one.
UPDATE "tech_profiles" SET "zips" = ARRAY(
  SELECT DISTINCT z FROM (
    SELECT unnest("zips") AS z
    UNION SELECT jsonb_array_elements_text(CASE WHEN jsonb_typeof("text"->'zips') = 'array' THEN "text"->'zips' ELSE '[]'::jsonb END)
    UNION SELECT jsonb_array_elements_text(CASE WHEN jsonb_typeof("published"->'zips') = 'array' THEN "published"->'zips' ELSE '[]'::jsonb END)
  ) AS u ORDER BY z
), "zips_merged_at" = CASE
  WHEN jsonb_typeof("text"->'zips') = 'array' AND jsonb_array_length("text"->'zips') > 0 THEN now()
  WHEN jsonb_typeof("published"->'zips') = 'array' AND jsonb_array_length("published"->'zips') > 0 THEN now()
END, "text" = "text" - 'zips', "published" = CASE WHEN "published" IS NULL THEN NULL ELSE "published" - 'zips' END
WHERE "text" ? 'zips' OR "published" ? 'zips';
