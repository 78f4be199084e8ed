import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "payload"."review_links_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"home_id" integer,
  	"about_id" integer,
  	"offerings_id" integer,
  	"stay_safe_id" integer,
  	"accessibility_id" integer,
  	"policies_id" integer,
  	"tiers_id" integer
  );
  
  ALTER TABLE "payload"."review_links" ALTER COLUMN "service_id" DROP NOT NULL;
  ALTER TABLE "payload"."review_links_rels" ADD CONSTRAINT "review_links_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."review_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."review_links_rels" ADD CONSTRAINT "review_links_rels_home_fk" FOREIGN KEY ("home_id") REFERENCES "payload"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."review_links_rels" ADD CONSTRAINT "review_links_rels_about_fk" FOREIGN KEY ("about_id") REFERENCES "payload"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."review_links_rels" ADD CONSTRAINT "review_links_rels_offerings_fk" FOREIGN KEY ("offerings_id") REFERENCES "payload"."offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."review_links_rels" ADD CONSTRAINT "review_links_rels_stay_safe_fk" FOREIGN KEY ("stay_safe_id") REFERENCES "payload"."stay_safe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."review_links_rels" ADD CONSTRAINT "review_links_rels_accessibility_fk" FOREIGN KEY ("accessibility_id") REFERENCES "payload"."accessibility"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."review_links_rels" ADD CONSTRAINT "review_links_rels_policies_fk" FOREIGN KEY ("policies_id") REFERENCES "payload"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."review_links_rels" ADD CONSTRAINT "review_links_rels_tiers_fk" FOREIGN KEY ("tiers_id") REFERENCES "payload"."tiers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "review_links_rels_order_idx" ON "payload"."review_links_rels" USING btree ("order");
  CREATE INDEX "review_links_rels_parent_idx" ON "payload"."review_links_rels" USING btree ("parent_id");
  CREATE INDEX "review_links_rels_path_idx" ON "payload"."review_links_rels" USING btree ("path");
  CREATE INDEX "review_links_rels_home_id_idx" ON "payload"."review_links_rels" USING btree ("home_id");
  CREATE INDEX "review_links_rels_about_id_idx" ON "payload"."review_links_rels" USING btree ("about_id");
  CREATE INDEX "review_links_rels_offerings_id_idx" ON "payload"."review_links_rels" USING btree ("offerings_id");
  CREATE INDEX "review_links_rels_stay_safe_id_idx" ON "payload"."review_links_rels" USING btree ("stay_safe_id");
  CREATE INDEX "review_links_rels_accessibility_id_idx" ON "payload"."review_links_rels" USING btree ("accessibility_id");
  CREATE INDEX "review_links_rels_policies_id_idx" ON "payload"."review_links_rels" USING btree ("policies_id");
  CREATE INDEX "review_links_rels_tiers_id_idx" ON "payload"."review_links_rels" USING btree ("tiers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."review_links_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload"."review_links_rels" CASCADE;
  ALTER TABLE "payload"."review_links" ALTER COLUMN "service_id" SET NOT NULL;`)
}
