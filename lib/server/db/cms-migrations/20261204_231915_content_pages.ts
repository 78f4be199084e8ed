import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_home_spanish_out_of_date" AS ENUM('hero');
  CREATE TYPE "payload"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__home_v_version_spanish_out_of_date" AS ENUM('hero');
  CREATE TYPE "payload"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__home_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "payload"."enum_about_spanish_out_of_date" AS ENUM('sections', 'talk');
  CREATE TYPE "payload"."enum_about_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__about_v_version_spanish_out_of_date" AS ENUM('sections', 'talk');
  CREATE TYPE "payload"."enum__about_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__about_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "payload"."enum_offerings_spanish_out_of_date" AS ENUM('summary', 'sections');
  CREATE TYPE "payload"."enum_offerings_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__offerings_v_version_spanish_out_of_date" AS ENUM('summary', 'sections');
  CREATE TYPE "payload"."enum__offerings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__offerings_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "payload"."enum_stay_safe_spanish_out_of_date" AS ENUM('title', 'lead', 'intro', 'never', 'check', 'caught', 'figures');
  CREATE TYPE "payload"."enum_stay_safe_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__stay_safe_v_version_spanish_out_of_date" AS ENUM('title', 'lead', 'intro', 'never', 'check', 'caught', 'figures');
  CREATE TYPE "payload"."enum__stay_safe_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__stay_safe_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "payload"."enum_accessibility_spanish_out_of_date" AS ENUM('title', 'lead', 'standard', 'checks', 'knownIssues', 'report', 'reviewed');
  CREATE TYPE "payload"."enum_accessibility_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__accessibility_v_version_spanish_out_of_date" AS ENUM('title', 'lead', 'standard', 'checks', 'knownIssues', 'report', 'reviewed');
  CREATE TYPE "payload"."enum__accessibility_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__accessibility_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "payload"."enum_policies_spanish_out_of_date" AS ENUM('title', 'intro', 'sections', 'englishGoverns');
  CREATE TYPE "payload"."enum_policies_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__policies_v_version_spanish_out_of_date" AS ENUM('title', 'intro', 'sections', 'englishGoverns');
  CREATE TYPE "payload"."enum__policies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__policies_v_published_locale" AS ENUM('en', 'es');
  CREATE TABLE "payload"."home_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_home_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"spanish_out_of_date_since" timestamp(3) with time zone,
  	"drafted_by" varchar,
  	"published_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_home_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."home_locales" (
  	"hero_kicker" varchar,
  	"hero_title" varchar,
  	"hero_lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload"."home_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer
  );
  
  CREATE TABLE "payload"."_home_v_version_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__home_v_version_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_spanish_out_of_date_since" timestamp(3) with time zone,
  	"version_drafted_by" varchar,
  	"version_published_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__home_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "payload"."enum__home_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."_home_v_locales" (
  	"version_hero_kicker" varchar,
  	"version_hero_title" varchar,
  	"version_hero_lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload"."_home_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer
  );
  
  CREATE TABLE "payload"."about_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line" varchar
  );
  
  CREATE TABLE "payload"."about_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "payload"."about_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_about_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."about" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"spanish_out_of_date_since" timestamp(3) with time zone,
  	"drafted_by" varchar,
  	"published_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_about_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."about_locales" (
  	"talk_heading" varchar,
  	"talk_before_phone" varchar,
  	"talk_after_phone" varchar,
  	"talk_contact_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload"."_about_v_version_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_about_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_about_v_version_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__about_v_version_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_about_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_spanish_out_of_date_since" timestamp(3) with time zone,
  	"version_drafted_by" varchar,
  	"version_published_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__about_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "payload"."enum__about_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."_about_v_locales" (
  	"version_talk_heading" varchar,
  	"version_talk_before_phone" varchar,
  	"version_talk_after_phone" varchar,
  	"version_talk_contact_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload"."offerings_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line" varchar
  );
  
  CREATE TABLE "payload"."offerings_sections_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line" varchar
  );
  
  CREATE TABLE "payload"."offerings_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar
  );
  
  CREATE TABLE "payload"."offerings_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_offerings_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."offerings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"spanish_out_of_date_since" timestamp(3) with time zone,
  	"drafted_by" varchar,
  	"published_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_offerings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."offerings_locales" (
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload"."_offerings_v_version_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_offerings_v_version_sections_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_offerings_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_offerings_v_version_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__offerings_v_version_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_offerings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_spanish_out_of_date_since" timestamp(3) with time zone,
  	"version_drafted_by" varchar,
  	"version_published_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__offerings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "payload"."enum__offerings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."_offerings_v_locales" (
  	"version_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload"."stay_safe_never_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"fact_text" varchar,
  	"fact_source_short" varchar,
  	"fact_source_publisher" varchar,
  	"fact_source_title" varchar,
  	"fact_source_year" numeric
  );
  
  CREATE TABLE "payload"."stay_safe_check_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line" varchar
  );
  
  CREATE TABLE "payload"."stay_safe_caught_steps_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "payload"."stay_safe_caught_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"fact_text" varchar,
  	"fact_source_short" varchar,
  	"fact_source_publisher" varchar,
  	"fact_source_title" varchar,
  	"fact_source_year" numeric
  );
  
  CREATE TABLE "payload"."stay_safe_figures_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"source_short" varchar,
  	"source_publisher" varchar,
  	"source_title" varchar,
  	"source_year" numeric
  );
  
  CREATE TABLE "payload"."stay_safe_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_stay_safe_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."stay_safe" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"spanish_out_of_date_since" timestamp(3) with time zone,
  	"drafted_by" varchar,
  	"published_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_stay_safe_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."stay_safe_locales" (
  	"title" varchar,
  	"lead" varchar,
  	"intro" varchar,
  	"never_heading" varchar,
  	"never_intro" varchar,
  	"check_heading" varchar,
  	"check_reference_example" varchar,
  	"caught_heading" varchar,
  	"caught_intro" varchar,
  	"figures_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload"."_stay_safe_v_version_never_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"fact_text" varchar,
  	"fact_source_short" varchar,
  	"fact_source_publisher" varchar,
  	"fact_source_title" varchar,
  	"fact_source_year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_stay_safe_v_version_check_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_stay_safe_v_version_caught_steps_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_stay_safe_v_version_caught_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"fact_text" varchar,
  	"fact_source_short" varchar,
  	"fact_source_publisher" varchar,
  	"fact_source_title" varchar,
  	"fact_source_year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_stay_safe_v_version_figures_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"source_short" varchar,
  	"source_publisher" varchar,
  	"source_title" varchar,
  	"source_year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_stay_safe_v_version_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__stay_safe_v_version_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_stay_safe_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_spanish_out_of_date_since" timestamp(3) with time zone,
  	"version_drafted_by" varchar,
  	"version_published_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__stay_safe_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "payload"."enum__stay_safe_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."_stay_safe_v_locales" (
  	"version_title" varchar,
  	"version_lead" varchar,
  	"version_intro" varchar,
  	"version_never_heading" varchar,
  	"version_never_intro" varchar,
  	"version_check_heading" varchar,
  	"version_check_reference_example" varchar,
  	"version_caught_heading" varchar,
  	"version_caught_intro" varchar,
  	"version_figures_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload"."accessibility_standard_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line" varchar
  );
  
  CREATE TABLE "payload"."accessibility_known_issues_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line" varchar
  );
  
  CREATE TABLE "payload"."accessibility_report_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line" varchar
  );
  
  CREATE TABLE "payload"."accessibility_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_accessibility_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."accessibility" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"spanish_out_of_date_since" timestamp(3) with time zone,
  	"drafted_by" varchar,
  	"published_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_accessibility_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."accessibility_locales" (
  	"title" varchar,
  	"lead" varchar,
  	"standard_heading" varchar,
  	"checks_heading" varchar,
  	"checks_axe" varchar,
  	"checks_keyboard" varchar,
  	"checks_lighthouse" varchar,
  	"known_issues_heading" varchar,
  	"known_issues_intro" varchar,
  	"report_heading" varchar,
  	"reviewed_heading" varchar,
  	"reviewed_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload"."_accessibility_v_version_standard_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_accessibility_v_version_known_issues_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_accessibility_v_version_report_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_accessibility_v_version_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__accessibility_v_version_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_accessibility_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_spanish_out_of_date_since" timestamp(3) with time zone,
  	"version_drafted_by" varchar,
  	"version_published_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__accessibility_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "payload"."enum__accessibility_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."_accessibility_v_locales" (
  	"version_title" varchar,
  	"version_lead" varchar,
  	"version_standard_heading" varchar,
  	"version_checks_heading" varchar,
  	"version_checks_axe" varchar,
  	"version_checks_keyboard" varchar,
  	"version_checks_lighthouse" varchar,
  	"version_known_issues_heading" varchar,
  	"version_known_issues_intro" varchar,
  	"version_report_heading" varchar,
  	"version_reviewed_heading" varchar,
  	"version_reviewed_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload"."policies_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line" varchar
  );
  
  CREATE TABLE "payload"."policies_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "payload"."policies_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_policies_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."policies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"spanish_out_of_date_since" timestamp(3) with time zone,
  	"drafted_by" varchar,
  	"published_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_policies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."policies_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"english_governs" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload"."_policies_v_version_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_policies_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_policies_v_version_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__policies_v_version_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_policies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_spanish_out_of_date_since" timestamp(3) with time zone,
  	"version_drafted_by" varchar,
  	"version_published_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__policies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "payload"."enum__policies_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."_policies_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_english_governs" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "payload"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload"."review_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_id" integer NOT NULL,
  	"token" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"created_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "home_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "about_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "offerings_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "stay_safe_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "accessibility_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "policies_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "review_links_id" integer;
  ALTER TABLE "payload"."home_spanish_out_of_date" ADD CONSTRAINT "home_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."home_locales" ADD CONSTRAINT "home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."home_rels" ADD CONSTRAINT "home_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."home_rels" ADD CONSTRAINT "home_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "payload"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_home_v_version_spanish_out_of_date" ADD CONSTRAINT "_home_v_version_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_home_v" ADD CONSTRAINT "_home_v_parent_id_home_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."home"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_home_v_locales" ADD CONSTRAINT "_home_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_home_v_rels" ADD CONSTRAINT "_home_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_home_v_rels" ADD CONSTRAINT "_home_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "payload"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."about_sections_paragraphs" ADD CONSTRAINT "about_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."about_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."about_sections" ADD CONSTRAINT "about_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."about_spanish_out_of_date" ADD CONSTRAINT "about_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."about_locales" ADD CONSTRAINT "about_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_about_v_version_sections_paragraphs" ADD CONSTRAINT "_about_v_version_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_about_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_about_v_version_sections" ADD CONSTRAINT "_about_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_about_v_version_spanish_out_of_date" ADD CONSTRAINT "_about_v_version_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_about_v" ADD CONSTRAINT "_about_v_parent_id_about_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."about"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_about_v_locales" ADD CONSTRAINT "_about_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."offerings_sections_paragraphs" ADD CONSTRAINT "offerings_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."offerings_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."offerings_sections_points" ADD CONSTRAINT "offerings_sections_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."offerings_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."offerings_sections" ADD CONSTRAINT "offerings_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."offerings_spanish_out_of_date" ADD CONSTRAINT "offerings_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."offerings_locales" ADD CONSTRAINT "offerings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_offerings_v_version_sections_paragraphs" ADD CONSTRAINT "_offerings_v_version_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_offerings_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_offerings_v_version_sections_points" ADD CONSTRAINT "_offerings_v_version_sections_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_offerings_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_offerings_v_version_sections" ADD CONSTRAINT "_offerings_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_offerings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_offerings_v_version_spanish_out_of_date" ADD CONSTRAINT "_offerings_v_version_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_offerings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_offerings_v" ADD CONSTRAINT "_offerings_v_parent_id_offerings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."offerings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_offerings_v_locales" ADD CONSTRAINT "_offerings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_offerings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."stay_safe_never_points" ADD CONSTRAINT "stay_safe_never_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."stay_safe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."stay_safe_check_paragraphs" ADD CONSTRAINT "stay_safe_check_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."stay_safe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."stay_safe_caught_steps_links" ADD CONSTRAINT "stay_safe_caught_steps_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."stay_safe_caught_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."stay_safe_caught_steps" ADD CONSTRAINT "stay_safe_caught_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."stay_safe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."stay_safe_figures_facts" ADD CONSTRAINT "stay_safe_figures_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."stay_safe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."stay_safe_spanish_out_of_date" ADD CONSTRAINT "stay_safe_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."stay_safe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."stay_safe_locales" ADD CONSTRAINT "stay_safe_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."stay_safe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_stay_safe_v_version_never_points" ADD CONSTRAINT "_stay_safe_v_version_never_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_stay_safe_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_stay_safe_v_version_check_paragraphs" ADD CONSTRAINT "_stay_safe_v_version_check_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_stay_safe_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_stay_safe_v_version_caught_steps_links" ADD CONSTRAINT "_stay_safe_v_version_caught_steps_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_stay_safe_v_version_caught_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_stay_safe_v_version_caught_steps" ADD CONSTRAINT "_stay_safe_v_version_caught_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_stay_safe_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_stay_safe_v_version_figures_facts" ADD CONSTRAINT "_stay_safe_v_version_figures_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_stay_safe_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_stay_safe_v_version_spanish_out_of_date" ADD CONSTRAINT "_stay_safe_v_version_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_stay_safe_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_stay_safe_v" ADD CONSTRAINT "_stay_safe_v_parent_id_stay_safe_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."stay_safe"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_stay_safe_v_locales" ADD CONSTRAINT "_stay_safe_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_stay_safe_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."accessibility_standard_paragraphs" ADD CONSTRAINT "accessibility_standard_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."accessibility"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."accessibility_known_issues_items" ADD CONSTRAINT "accessibility_known_issues_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."accessibility"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."accessibility_report_paragraphs" ADD CONSTRAINT "accessibility_report_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."accessibility"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."accessibility_spanish_out_of_date" ADD CONSTRAINT "accessibility_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."accessibility"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."accessibility_locales" ADD CONSTRAINT "accessibility_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."accessibility"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_accessibility_v_version_standard_paragraphs" ADD CONSTRAINT "_accessibility_v_version_standard_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_accessibility_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_accessibility_v_version_known_issues_items" ADD CONSTRAINT "_accessibility_v_version_known_issues_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_accessibility_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_accessibility_v_version_report_paragraphs" ADD CONSTRAINT "_accessibility_v_version_report_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_accessibility_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_accessibility_v_version_spanish_out_of_date" ADD CONSTRAINT "_accessibility_v_version_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_accessibility_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_accessibility_v" ADD CONSTRAINT "_accessibility_v_parent_id_accessibility_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."accessibility"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_accessibility_v_locales" ADD CONSTRAINT "_accessibility_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_accessibility_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."policies_sections_paragraphs" ADD CONSTRAINT "policies_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."policies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."policies_sections" ADD CONSTRAINT "policies_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."policies_spanish_out_of_date" ADD CONSTRAINT "policies_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."policies_locales" ADD CONSTRAINT "policies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_policies_v_version_sections_paragraphs" ADD CONSTRAINT "_policies_v_version_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_policies_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_policies_v_version_sections" ADD CONSTRAINT "_policies_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_policies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_policies_v_version_spanish_out_of_date" ADD CONSTRAINT "_policies_v_version_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_policies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_policies_v" ADD CONSTRAINT "_policies_v_parent_id_policies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."policies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_policies_v_locales" ADD CONSTRAINT "_policies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_policies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."review_links" ADD CONSTRAINT "review_links_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "payload"."services"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "home_spanish_out_of_date_order_idx" ON "payload"."home_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "home_spanish_out_of_date_parent_idx" ON "payload"."home_spanish_out_of_date" USING btree ("parent_id");
  CREATE UNIQUE INDEX "home_key_idx" ON "payload"."home" USING btree ("key");
  CREATE INDEX "home_updated_at_idx" ON "payload"."home" USING btree ("updated_at");
  CREATE INDEX "home_created_at_idx" ON "payload"."home" USING btree ("created_at");
  CREATE INDEX "home__status_idx" ON "payload"."home" USING btree ("_status");
  CREATE UNIQUE INDEX "home_locales_locale_parent_id_unique" ON "payload"."home_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_rels_order_idx" ON "payload"."home_rels" USING btree ("order");
  CREATE INDEX "home_rels_parent_idx" ON "payload"."home_rels" USING btree ("parent_id");
  CREATE INDEX "home_rels_path_idx" ON "payload"."home_rels" USING btree ("path");
  CREATE INDEX "home_rels_services_id_idx" ON "payload"."home_rels" USING btree ("services_id");
  CREATE INDEX "_home_v_version_spanish_out_of_date_order_idx" ON "payload"."_home_v_version_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "_home_v_version_spanish_out_of_date_parent_idx" ON "payload"."_home_v_version_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "_home_v_parent_idx" ON "payload"."_home_v" USING btree ("parent_id");
  CREATE INDEX "_home_v_version_version_key_idx" ON "payload"."_home_v" USING btree ("version_key");
  CREATE INDEX "_home_v_version_version_updated_at_idx" ON "payload"."_home_v" USING btree ("version_updated_at");
  CREATE INDEX "_home_v_version_version_created_at_idx" ON "payload"."_home_v" USING btree ("version_created_at");
  CREATE INDEX "_home_v_version_version__status_idx" ON "payload"."_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "payload"."_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "payload"."_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_snapshot_idx" ON "payload"."_home_v" USING btree ("snapshot");
  CREATE INDEX "_home_v_published_locale_idx" ON "payload"."_home_v" USING btree ("published_locale");
  CREATE INDEX "_home_v_latest_idx" ON "payload"."_home_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_home_v_locales_locale_parent_id_unique" ON "payload"."_home_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_rels_order_idx" ON "payload"."_home_v_rels" USING btree ("order");
  CREATE INDEX "_home_v_rels_parent_idx" ON "payload"."_home_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_v_rels_path_idx" ON "payload"."_home_v_rels" USING btree ("path");
  CREATE INDEX "_home_v_rels_services_id_idx" ON "payload"."_home_v_rels" USING btree ("services_id");
  CREATE INDEX "about_sections_paragraphs_order_idx" ON "payload"."about_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "about_sections_paragraphs_parent_id_idx" ON "payload"."about_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "about_sections_paragraphs_locale_idx" ON "payload"."about_sections_paragraphs" USING btree ("_locale");
  CREATE INDEX "about_sections_order_idx" ON "payload"."about_sections" USING btree ("_order");
  CREATE INDEX "about_sections_parent_id_idx" ON "payload"."about_sections" USING btree ("_parent_id");
  CREATE INDEX "about_sections_locale_idx" ON "payload"."about_sections" USING btree ("_locale");
  CREATE INDEX "about_spanish_out_of_date_order_idx" ON "payload"."about_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "about_spanish_out_of_date_parent_idx" ON "payload"."about_spanish_out_of_date" USING btree ("parent_id");
  CREATE UNIQUE INDEX "about_key_idx" ON "payload"."about" USING btree ("key");
  CREATE INDEX "about_updated_at_idx" ON "payload"."about" USING btree ("updated_at");
  CREATE INDEX "about_created_at_idx" ON "payload"."about" USING btree ("created_at");
  CREATE INDEX "about__status_idx" ON "payload"."about" USING btree ("_status");
  CREATE UNIQUE INDEX "about_locales_locale_parent_id_unique" ON "payload"."about_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_version_sections_paragraphs_order_idx" ON "payload"."_about_v_version_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_about_v_version_sections_paragraphs_parent_id_idx" ON "payload"."_about_v_version_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_about_v_version_sections_paragraphs_locale_idx" ON "payload"."_about_v_version_sections_paragraphs" USING btree ("_locale");
  CREATE INDEX "_about_v_version_sections_order_idx" ON "payload"."_about_v_version_sections" USING btree ("_order");
  CREATE INDEX "_about_v_version_sections_parent_id_idx" ON "payload"."_about_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_about_v_version_sections_locale_idx" ON "payload"."_about_v_version_sections" USING btree ("_locale");
  CREATE INDEX "_about_v_version_spanish_out_of_date_order_idx" ON "payload"."_about_v_version_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "_about_v_version_spanish_out_of_date_parent_idx" ON "payload"."_about_v_version_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "_about_v_parent_idx" ON "payload"."_about_v" USING btree ("parent_id");
  CREATE INDEX "_about_v_version_version_key_idx" ON "payload"."_about_v" USING btree ("version_key");
  CREATE INDEX "_about_v_version_version_updated_at_idx" ON "payload"."_about_v" USING btree ("version_updated_at");
  CREATE INDEX "_about_v_version_version_created_at_idx" ON "payload"."_about_v" USING btree ("version_created_at");
  CREATE INDEX "_about_v_version_version__status_idx" ON "payload"."_about_v" USING btree ("version__status");
  CREATE INDEX "_about_v_created_at_idx" ON "payload"."_about_v" USING btree ("created_at");
  CREATE INDEX "_about_v_updated_at_idx" ON "payload"."_about_v" USING btree ("updated_at");
  CREATE INDEX "_about_v_snapshot_idx" ON "payload"."_about_v" USING btree ("snapshot");
  CREATE INDEX "_about_v_published_locale_idx" ON "payload"."_about_v" USING btree ("published_locale");
  CREATE INDEX "_about_v_latest_idx" ON "payload"."_about_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_about_v_locales_locale_parent_id_unique" ON "payload"."_about_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "offerings_sections_paragraphs_order_idx" ON "payload"."offerings_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "offerings_sections_paragraphs_parent_id_idx" ON "payload"."offerings_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "offerings_sections_paragraphs_locale_idx" ON "payload"."offerings_sections_paragraphs" USING btree ("_locale");
  CREATE INDEX "offerings_sections_points_order_idx" ON "payload"."offerings_sections_points" USING btree ("_order");
  CREATE INDEX "offerings_sections_points_parent_id_idx" ON "payload"."offerings_sections_points" USING btree ("_parent_id");
  CREATE INDEX "offerings_sections_points_locale_idx" ON "payload"."offerings_sections_points" USING btree ("_locale");
  CREATE INDEX "offerings_sections_order_idx" ON "payload"."offerings_sections" USING btree ("_order");
  CREATE INDEX "offerings_sections_parent_id_idx" ON "payload"."offerings_sections" USING btree ("_parent_id");
  CREATE INDEX "offerings_sections_locale_idx" ON "payload"."offerings_sections" USING btree ("_locale");
  CREATE INDEX "offerings_spanish_out_of_date_order_idx" ON "payload"."offerings_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "offerings_spanish_out_of_date_parent_idx" ON "payload"."offerings_spanish_out_of_date" USING btree ("parent_id");
  CREATE UNIQUE INDEX "offerings_key_idx" ON "payload"."offerings" USING btree ("key");
  CREATE INDEX "offerings_updated_at_idx" ON "payload"."offerings" USING btree ("updated_at");
  CREATE INDEX "offerings_created_at_idx" ON "payload"."offerings" USING btree ("created_at");
  CREATE INDEX "offerings__status_idx" ON "payload"."offerings" USING btree ("_status");
  CREATE UNIQUE INDEX "offerings_locales_locale_parent_id_unique" ON "payload"."offerings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_offerings_v_version_sections_paragraphs_order_idx" ON "payload"."_offerings_v_version_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_offerings_v_version_sections_paragraphs_parent_id_idx" ON "payload"."_offerings_v_version_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_offerings_v_version_sections_paragraphs_locale_idx" ON "payload"."_offerings_v_version_sections_paragraphs" USING btree ("_locale");
  CREATE INDEX "_offerings_v_version_sections_points_order_idx" ON "payload"."_offerings_v_version_sections_points" USING btree ("_order");
  CREATE INDEX "_offerings_v_version_sections_points_parent_id_idx" ON "payload"."_offerings_v_version_sections_points" USING btree ("_parent_id");
  CREATE INDEX "_offerings_v_version_sections_points_locale_idx" ON "payload"."_offerings_v_version_sections_points" USING btree ("_locale");
  CREATE INDEX "_offerings_v_version_sections_order_idx" ON "payload"."_offerings_v_version_sections" USING btree ("_order");
  CREATE INDEX "_offerings_v_version_sections_parent_id_idx" ON "payload"."_offerings_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_offerings_v_version_sections_locale_idx" ON "payload"."_offerings_v_version_sections" USING btree ("_locale");
  CREATE INDEX "_offerings_v_version_spanish_out_of_date_order_idx" ON "payload"."_offerings_v_version_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "_offerings_v_version_spanish_out_of_date_parent_idx" ON "payload"."_offerings_v_version_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "_offerings_v_parent_idx" ON "payload"."_offerings_v" USING btree ("parent_id");
  CREATE INDEX "_offerings_v_version_version_key_idx" ON "payload"."_offerings_v" USING btree ("version_key");
  CREATE INDEX "_offerings_v_version_version_updated_at_idx" ON "payload"."_offerings_v" USING btree ("version_updated_at");
  CREATE INDEX "_offerings_v_version_version_created_at_idx" ON "payload"."_offerings_v" USING btree ("version_created_at");
  CREATE INDEX "_offerings_v_version_version__status_idx" ON "payload"."_offerings_v" USING btree ("version__status");
  CREATE INDEX "_offerings_v_created_at_idx" ON "payload"."_offerings_v" USING btree ("created_at");
  CREATE INDEX "_offerings_v_updated_at_idx" ON "payload"."_offerings_v" USING btree ("updated_at");
  CREATE INDEX "_offerings_v_snapshot_idx" ON "payload"."_offerings_v" USING btree ("snapshot");
  CREATE INDEX "_offerings_v_published_locale_idx" ON "payload"."_offerings_v" USING btree ("published_locale");
  CREATE INDEX "_offerings_v_latest_idx" ON "payload"."_offerings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_offerings_v_locales_locale_parent_id_unique" ON "payload"."_offerings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stay_safe_never_points_order_idx" ON "payload"."stay_safe_never_points" USING btree ("_order");
  CREATE INDEX "stay_safe_never_points_parent_id_idx" ON "payload"."stay_safe_never_points" USING btree ("_parent_id");
  CREATE INDEX "stay_safe_never_points_locale_idx" ON "payload"."stay_safe_never_points" USING btree ("_locale");
  CREATE INDEX "stay_safe_check_paragraphs_order_idx" ON "payload"."stay_safe_check_paragraphs" USING btree ("_order");
  CREATE INDEX "stay_safe_check_paragraphs_parent_id_idx" ON "payload"."stay_safe_check_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "stay_safe_check_paragraphs_locale_idx" ON "payload"."stay_safe_check_paragraphs" USING btree ("_locale");
  CREATE INDEX "stay_safe_caught_steps_links_order_idx" ON "payload"."stay_safe_caught_steps_links" USING btree ("_order");
  CREATE INDEX "stay_safe_caught_steps_links_parent_id_idx" ON "payload"."stay_safe_caught_steps_links" USING btree ("_parent_id");
  CREATE INDEX "stay_safe_caught_steps_links_locale_idx" ON "payload"."stay_safe_caught_steps_links" USING btree ("_locale");
  CREATE INDEX "stay_safe_caught_steps_order_idx" ON "payload"."stay_safe_caught_steps" USING btree ("_order");
  CREATE INDEX "stay_safe_caught_steps_parent_id_idx" ON "payload"."stay_safe_caught_steps" USING btree ("_parent_id");
  CREATE INDEX "stay_safe_caught_steps_locale_idx" ON "payload"."stay_safe_caught_steps" USING btree ("_locale");
  CREATE INDEX "stay_safe_figures_facts_order_idx" ON "payload"."stay_safe_figures_facts" USING btree ("_order");
  CREATE INDEX "stay_safe_figures_facts_parent_id_idx" ON "payload"."stay_safe_figures_facts" USING btree ("_parent_id");
  CREATE INDEX "stay_safe_figures_facts_locale_idx" ON "payload"."stay_safe_figures_facts" USING btree ("_locale");
  CREATE INDEX "stay_safe_spanish_out_of_date_order_idx" ON "payload"."stay_safe_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "stay_safe_spanish_out_of_date_parent_idx" ON "payload"."stay_safe_spanish_out_of_date" USING btree ("parent_id");
  CREATE UNIQUE INDEX "stay_safe_key_idx" ON "payload"."stay_safe" USING btree ("key");
  CREATE INDEX "stay_safe_updated_at_idx" ON "payload"."stay_safe" USING btree ("updated_at");
  CREATE INDEX "stay_safe_created_at_idx" ON "payload"."stay_safe" USING btree ("created_at");
  CREATE INDEX "stay_safe__status_idx" ON "payload"."stay_safe" USING btree ("_status");
  CREATE UNIQUE INDEX "stay_safe_locales_locale_parent_id_unique" ON "payload"."stay_safe_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_stay_safe_v_version_never_points_order_idx" ON "payload"."_stay_safe_v_version_never_points" USING btree ("_order");
  CREATE INDEX "_stay_safe_v_version_never_points_parent_id_idx" ON "payload"."_stay_safe_v_version_never_points" USING btree ("_parent_id");
  CREATE INDEX "_stay_safe_v_version_never_points_locale_idx" ON "payload"."_stay_safe_v_version_never_points" USING btree ("_locale");
  CREATE INDEX "_stay_safe_v_version_check_paragraphs_order_idx" ON "payload"."_stay_safe_v_version_check_paragraphs" USING btree ("_order");
  CREATE INDEX "_stay_safe_v_version_check_paragraphs_parent_id_idx" ON "payload"."_stay_safe_v_version_check_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_stay_safe_v_version_check_paragraphs_locale_idx" ON "payload"."_stay_safe_v_version_check_paragraphs" USING btree ("_locale");
  CREATE INDEX "_stay_safe_v_version_caught_steps_links_order_idx" ON "payload"."_stay_safe_v_version_caught_steps_links" USING btree ("_order");
  CREATE INDEX "_stay_safe_v_version_caught_steps_links_parent_id_idx" ON "payload"."_stay_safe_v_version_caught_steps_links" USING btree ("_parent_id");
  CREATE INDEX "_stay_safe_v_version_caught_steps_links_locale_idx" ON "payload"."_stay_safe_v_version_caught_steps_links" USING btree ("_locale");
  CREATE INDEX "_stay_safe_v_version_caught_steps_order_idx" ON "payload"."_stay_safe_v_version_caught_steps" USING btree ("_order");
  CREATE INDEX "_stay_safe_v_version_caught_steps_parent_id_idx" ON "payload"."_stay_safe_v_version_caught_steps" USING btree ("_parent_id");
  CREATE INDEX "_stay_safe_v_version_caught_steps_locale_idx" ON "payload"."_stay_safe_v_version_caught_steps" USING btree ("_locale");
  CREATE INDEX "_stay_safe_v_version_figures_facts_order_idx" ON "payload"."_stay_safe_v_version_figures_facts" USING btree ("_order");
  CREATE INDEX "_stay_safe_v_version_figures_facts_parent_id_idx" ON "payload"."_stay_safe_v_version_figures_facts" USING btree ("_parent_id");
  CREATE INDEX "_stay_safe_v_version_figures_facts_locale_idx" ON "payload"."_stay_safe_v_version_figures_facts" USING btree ("_locale");
  CREATE INDEX "_stay_safe_v_version_spanish_out_of_date_order_idx" ON "payload"."_stay_safe_v_version_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "_stay_safe_v_version_spanish_out_of_date_parent_idx" ON "payload"."_stay_safe_v_version_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "_stay_safe_v_parent_idx" ON "payload"."_stay_safe_v" USING btree ("parent_id");
  CREATE INDEX "_stay_safe_v_version_version_key_idx" ON "payload"."_stay_safe_v" USING btree ("version_key");
  CREATE INDEX "_stay_safe_v_version_version_updated_at_idx" ON "payload"."_stay_safe_v" USING btree ("version_updated_at");
  CREATE INDEX "_stay_safe_v_version_version_created_at_idx" ON "payload"."_stay_safe_v" USING btree ("version_created_at");
  CREATE INDEX "_stay_safe_v_version_version__status_idx" ON "payload"."_stay_safe_v" USING btree ("version__status");
  CREATE INDEX "_stay_safe_v_created_at_idx" ON "payload"."_stay_safe_v" USING btree ("created_at");
  CREATE INDEX "_stay_safe_v_updated_at_idx" ON "payload"."_stay_safe_v" USING btree ("updated_at");
  CREATE INDEX "_stay_safe_v_snapshot_idx" ON "payload"."_stay_safe_v" USING btree ("snapshot");
  CREATE INDEX "_stay_safe_v_published_locale_idx" ON "payload"."_stay_safe_v" USING btree ("published_locale");
  CREATE INDEX "_stay_safe_v_latest_idx" ON "payload"."_stay_safe_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_stay_safe_v_locales_locale_parent_id_unique" ON "payload"."_stay_safe_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "accessibility_standard_paragraphs_order_idx" ON "payload"."accessibility_standard_paragraphs" USING btree ("_order");
  CREATE INDEX "accessibility_standard_paragraphs_parent_id_idx" ON "payload"."accessibility_standard_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "accessibility_standard_paragraphs_locale_idx" ON "payload"."accessibility_standard_paragraphs" USING btree ("_locale");
  CREATE INDEX "accessibility_known_issues_items_order_idx" ON "payload"."accessibility_known_issues_items" USING btree ("_order");
  CREATE INDEX "accessibility_known_issues_items_parent_id_idx" ON "payload"."accessibility_known_issues_items" USING btree ("_parent_id");
  CREATE INDEX "accessibility_known_issues_items_locale_idx" ON "payload"."accessibility_known_issues_items" USING btree ("_locale");
  CREATE INDEX "accessibility_report_paragraphs_order_idx" ON "payload"."accessibility_report_paragraphs" USING btree ("_order");
  CREATE INDEX "accessibility_report_paragraphs_parent_id_idx" ON "payload"."accessibility_report_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "accessibility_report_paragraphs_locale_idx" ON "payload"."accessibility_report_paragraphs" USING btree ("_locale");
  CREATE INDEX "accessibility_spanish_out_of_date_order_idx" ON "payload"."accessibility_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "accessibility_spanish_out_of_date_parent_idx" ON "payload"."accessibility_spanish_out_of_date" USING btree ("parent_id");
  CREATE UNIQUE INDEX "accessibility_key_idx" ON "payload"."accessibility" USING btree ("key");
  CREATE INDEX "accessibility_updated_at_idx" ON "payload"."accessibility" USING btree ("updated_at");
  CREATE INDEX "accessibility_created_at_idx" ON "payload"."accessibility" USING btree ("created_at");
  CREATE INDEX "accessibility__status_idx" ON "payload"."accessibility" USING btree ("_status");
  CREATE UNIQUE INDEX "accessibility_locales_locale_parent_id_unique" ON "payload"."accessibility_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_accessibility_v_version_standard_paragraphs_order_idx" ON "payload"."_accessibility_v_version_standard_paragraphs" USING btree ("_order");
  CREATE INDEX "_accessibility_v_version_standard_paragraphs_parent_id_idx" ON "payload"."_accessibility_v_version_standard_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_accessibility_v_version_standard_paragraphs_locale_idx" ON "payload"."_accessibility_v_version_standard_paragraphs" USING btree ("_locale");
  CREATE INDEX "_accessibility_v_version_known_issues_items_order_idx" ON "payload"."_accessibility_v_version_known_issues_items" USING btree ("_order");
  CREATE INDEX "_accessibility_v_version_known_issues_items_parent_id_idx" ON "payload"."_accessibility_v_version_known_issues_items" USING btree ("_parent_id");
  CREATE INDEX "_accessibility_v_version_known_issues_items_locale_idx" ON "payload"."_accessibility_v_version_known_issues_items" USING btree ("_locale");
  CREATE INDEX "_accessibility_v_version_report_paragraphs_order_idx" ON "payload"."_accessibility_v_version_report_paragraphs" USING btree ("_order");
  CREATE INDEX "_accessibility_v_version_report_paragraphs_parent_id_idx" ON "payload"."_accessibility_v_version_report_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_accessibility_v_version_report_paragraphs_locale_idx" ON "payload"."_accessibility_v_version_report_paragraphs" USING btree ("_locale");
  CREATE INDEX "_accessibility_v_version_spanish_out_of_date_order_idx" ON "payload"."_accessibility_v_version_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "_accessibility_v_version_spanish_out_of_date_parent_idx" ON "payload"."_accessibility_v_version_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "_accessibility_v_parent_idx" ON "payload"."_accessibility_v" USING btree ("parent_id");
  CREATE INDEX "_accessibility_v_version_version_key_idx" ON "payload"."_accessibility_v" USING btree ("version_key");
  CREATE INDEX "_accessibility_v_version_version_updated_at_idx" ON "payload"."_accessibility_v" USING btree ("version_updated_at");
  CREATE INDEX "_accessibility_v_version_version_created_at_idx" ON "payload"."_accessibility_v" USING btree ("version_created_at");
  CREATE INDEX "_accessibility_v_version_version__status_idx" ON "payload"."_accessibility_v" USING btree ("version__status");
  CREATE INDEX "_accessibility_v_created_at_idx" ON "payload"."_accessibility_v" USING btree ("created_at");
  CREATE INDEX "_accessibility_v_updated_at_idx" ON "payload"."_accessibility_v" USING btree ("updated_at");
  CREATE INDEX "_accessibility_v_snapshot_idx" ON "payload"."_accessibility_v" USING btree ("snapshot");
  CREATE INDEX "_accessibility_v_published_locale_idx" ON "payload"."_accessibility_v" USING btree ("published_locale");
  CREATE INDEX "_accessibility_v_latest_idx" ON "payload"."_accessibility_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_accessibility_v_locales_locale_parent_id_unique" ON "payload"."_accessibility_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "policies_sections_paragraphs_order_idx" ON "payload"."policies_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "policies_sections_paragraphs_parent_id_idx" ON "payload"."policies_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "policies_sections_paragraphs_locale_idx" ON "payload"."policies_sections_paragraphs" USING btree ("_locale");
  CREATE INDEX "policies_sections_order_idx" ON "payload"."policies_sections" USING btree ("_order");
  CREATE INDEX "policies_sections_parent_id_idx" ON "payload"."policies_sections" USING btree ("_parent_id");
  CREATE INDEX "policies_sections_locale_idx" ON "payload"."policies_sections" USING btree ("_locale");
  CREATE INDEX "policies_spanish_out_of_date_order_idx" ON "payload"."policies_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "policies_spanish_out_of_date_parent_idx" ON "payload"."policies_spanish_out_of_date" USING btree ("parent_id");
  CREATE UNIQUE INDEX "policies_key_idx" ON "payload"."policies" USING btree ("key");
  CREATE INDEX "policies_updated_at_idx" ON "payload"."policies" USING btree ("updated_at");
  CREATE INDEX "policies_created_at_idx" ON "payload"."policies" USING btree ("created_at");
  CREATE INDEX "policies__status_idx" ON "payload"."policies" USING btree ("_status");
  CREATE UNIQUE INDEX "policies_locales_locale_parent_id_unique" ON "payload"."policies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_policies_v_version_sections_paragraphs_order_idx" ON "payload"."_policies_v_version_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_policies_v_version_sections_paragraphs_parent_id_idx" ON "payload"."_policies_v_version_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_policies_v_version_sections_paragraphs_locale_idx" ON "payload"."_policies_v_version_sections_paragraphs" USING btree ("_locale");
  CREATE INDEX "_policies_v_version_sections_order_idx" ON "payload"."_policies_v_version_sections" USING btree ("_order");
  CREATE INDEX "_policies_v_version_sections_parent_id_idx" ON "payload"."_policies_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_policies_v_version_sections_locale_idx" ON "payload"."_policies_v_version_sections" USING btree ("_locale");
  CREATE INDEX "_policies_v_version_spanish_out_of_date_order_idx" ON "payload"."_policies_v_version_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "_policies_v_version_spanish_out_of_date_parent_idx" ON "payload"."_policies_v_version_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "_policies_v_parent_idx" ON "payload"."_policies_v" USING btree ("parent_id");
  CREATE INDEX "_policies_v_version_version_key_idx" ON "payload"."_policies_v" USING btree ("version_key");
  CREATE INDEX "_policies_v_version_version_updated_at_idx" ON "payload"."_policies_v" USING btree ("version_updated_at");
  CREATE INDEX "_policies_v_version_version_created_at_idx" ON "payload"."_policies_v" USING btree ("version_created_at");
  CREATE INDEX "_policies_v_version_version__status_idx" ON "payload"."_policies_v" USING btree ("version__status");
  CREATE INDEX "_policies_v_created_at_idx" ON "payload"."_policies_v" USING btree ("created_at");
  CREATE INDEX "_policies_v_updated_at_idx" ON "payload"."_policies_v" USING btree ("updated_at");
  CREATE INDEX "_policies_v_snapshot_idx" ON "payload"."_policies_v" USING btree ("snapshot");
  CREATE INDEX "_policies_v_published_locale_idx" ON "payload"."_policies_v" USING btree ("published_locale");
  CREATE INDEX "_policies_v_latest_idx" ON "payload"."_policies_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_policies_v_locales_locale_parent_id_unique" ON "payload"."_policies_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "review_links_service_idx" ON "payload"."review_links" USING btree ("service_id");
  CREATE UNIQUE INDEX "review_links_token_idx" ON "payload"."review_links" USING btree ("token");
  CREATE INDEX "review_links_updated_at_idx" ON "payload"."review_links" USING btree ("updated_at");
  CREATE INDEX "review_links_created_at_idx" ON "payload"."review_links" USING btree ("created_at");
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_home_fk" FOREIGN KEY ("home_id") REFERENCES "payload"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_about_fk" FOREIGN KEY ("about_id") REFERENCES "payload"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offerings_fk" FOREIGN KEY ("offerings_id") REFERENCES "payload"."offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stay_safe_fk" FOREIGN KEY ("stay_safe_id") REFERENCES "payload"."stay_safe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accessibility_fk" FOREIGN KEY ("accessibility_id") REFERENCES "payload"."accessibility"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policies_fk" FOREIGN KEY ("policies_id") REFERENCES "payload"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_links_fk" FOREIGN KEY ("review_links_id") REFERENCES "payload"."review_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_home_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("home_id");
  CREATE INDEX "payload_locked_documents_rels_about_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("about_id");
  CREATE INDEX "payload_locked_documents_rels_offerings_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("offerings_id");
  CREATE INDEX "payload_locked_documents_rels_stay_safe_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("stay_safe_id");
  CREATE INDEX "payload_locked_documents_rels_accessibility_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("accessibility_id");
  CREATE INDEX "payload_locked_documents_rels_policies_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("policies_id");
  CREATE INDEX "payload_locked_documents_rels_review_links_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("review_links_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."home_spanish_out_of_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."home" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."home_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."home_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_home_v_version_spanish_out_of_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_home_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_home_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_home_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."about_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."about_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."about_spanish_out_of_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."about" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."about_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_about_v_version_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_about_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_about_v_version_spanish_out_of_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_about_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_about_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."offerings_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."offerings_sections_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."offerings_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."offerings_spanish_out_of_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."offerings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."offerings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_offerings_v_version_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_offerings_v_version_sections_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_offerings_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_offerings_v_version_spanish_out_of_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_offerings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_offerings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."stay_safe_never_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."stay_safe_check_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."stay_safe_caught_steps_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."stay_safe_caught_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."stay_safe_figures_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."stay_safe_spanish_out_of_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."stay_safe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."stay_safe_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_stay_safe_v_version_never_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_stay_safe_v_version_check_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_stay_safe_v_version_caught_steps_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_stay_safe_v_version_caught_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_stay_safe_v_version_figures_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_stay_safe_v_version_spanish_out_of_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_stay_safe_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_stay_safe_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."accessibility_standard_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."accessibility_known_issues_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."accessibility_report_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."accessibility_spanish_out_of_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."accessibility" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."accessibility_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_accessibility_v_version_standard_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_accessibility_v_version_known_issues_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_accessibility_v_version_report_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_accessibility_v_version_spanish_out_of_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_accessibility_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_accessibility_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."policies_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."policies_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."policies_spanish_out_of_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."policies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."policies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_policies_v_version_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_policies_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_policies_v_version_spanish_out_of_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_policies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_policies_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."review_links" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload"."home_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."home" CASCADE;
  DROP TABLE "payload"."home_locales" CASCADE;
  DROP TABLE "payload"."home_rels" CASCADE;
  DROP TABLE "payload"."_home_v_version_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."_home_v" CASCADE;
  DROP TABLE "payload"."_home_v_locales" CASCADE;
  DROP TABLE "payload"."_home_v_rels" CASCADE;
  DROP TABLE "payload"."about_sections_paragraphs" CASCADE;
  DROP TABLE "payload"."about_sections" CASCADE;
  DROP TABLE "payload"."about_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."about" CASCADE;
  DROP TABLE "payload"."about_locales" CASCADE;
  DROP TABLE "payload"."_about_v_version_sections_paragraphs" CASCADE;
  DROP TABLE "payload"."_about_v_version_sections" CASCADE;
  DROP TABLE "payload"."_about_v_version_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."_about_v" CASCADE;
  DROP TABLE "payload"."_about_v_locales" CASCADE;
  DROP TABLE "payload"."offerings_sections_paragraphs" CASCADE;
  DROP TABLE "payload"."offerings_sections_points" CASCADE;
  DROP TABLE "payload"."offerings_sections" CASCADE;
  DROP TABLE "payload"."offerings_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."offerings" CASCADE;
  DROP TABLE "payload"."offerings_locales" CASCADE;
  DROP TABLE "payload"."_offerings_v_version_sections_paragraphs" CASCADE;
  DROP TABLE "payload"."_offerings_v_version_sections_points" CASCADE;
  DROP TABLE "payload"."_offerings_v_version_sections" CASCADE;
  DROP TABLE "payload"."_offerings_v_version_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."_offerings_v" CASCADE;
  DROP TABLE "payload"."_offerings_v_locales" CASCADE;
  DROP TABLE "payload"."stay_safe_never_points" CASCADE;
  DROP TABLE "payload"."stay_safe_check_paragraphs" CASCADE;
  DROP TABLE "payload"."stay_safe_caught_steps_links" CASCADE;
  DROP TABLE "payload"."stay_safe_caught_steps" CASCADE;
  DROP TABLE "payload"."stay_safe_figures_facts" CASCADE;
  DROP TABLE "payload"."stay_safe_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."stay_safe" CASCADE;
  DROP TABLE "payload"."stay_safe_locales" CASCADE;
  DROP TABLE "payload"."_stay_safe_v_version_never_points" CASCADE;
  DROP TABLE "payload"."_stay_safe_v_version_check_paragraphs" CASCADE;
  DROP TABLE "payload"."_stay_safe_v_version_caught_steps_links" CASCADE;
  DROP TABLE "payload"."_stay_safe_v_version_caught_steps" CASCADE;
  DROP TABLE "payload"."_stay_safe_v_version_figures_facts" CASCADE;
  DROP TABLE "payload"."_stay_safe_v_version_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."_stay_safe_v" CASCADE;
  DROP TABLE "payload"."_stay_safe_v_locales" CASCADE;
  DROP TABLE "payload"."accessibility_standard_paragraphs" CASCADE;
  DROP TABLE "payload"."accessibility_known_issues_items" CASCADE;
  DROP TABLE "payload"."accessibility_report_paragraphs" CASCADE;
  DROP TABLE "payload"."accessibility_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."accessibility" CASCADE;
  DROP TABLE "payload"."accessibility_locales" CASCADE;
  DROP TABLE "payload"."_accessibility_v_version_standard_paragraphs" CASCADE;
  DROP TABLE "payload"."_accessibility_v_version_known_issues_items" CASCADE;
  DROP TABLE "payload"."_accessibility_v_version_report_paragraphs" CASCADE;
  DROP TABLE "payload"."_accessibility_v_version_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."_accessibility_v" CASCADE;
  DROP TABLE "payload"."_accessibility_v_locales" CASCADE;
  DROP TABLE "payload"."policies_sections_paragraphs" CASCADE;
  DROP TABLE "payload"."policies_sections" CASCADE;
  DROP TABLE "payload"."policies_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."policies" CASCADE;
  DROP TABLE "payload"."policies_locales" CASCADE;
  DROP TABLE "payload"."_policies_v_version_sections_paragraphs" CASCADE;
  DROP TABLE "payload"."_policies_v_version_sections" CASCADE;
  DROP TABLE "payload"."_policies_v_version_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."_policies_v" CASCADE;
  DROP TABLE "payload"."_policies_v_locales" CASCADE;
  DROP TABLE "payload"."review_links" CASCADE;
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_home_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_about_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offerings_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stay_safe_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_accessibility_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_policies_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_links_fk";
  
  DROP INDEX "payload"."payload_locked_documents_rels_home_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_about_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_offerings_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_stay_safe_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_accessibility_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_policies_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_review_links_id_idx";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "home_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "about_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "offerings_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "stay_safe_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "accessibility_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "policies_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "review_links_id";
  DROP TYPE "payload"."enum_home_spanish_out_of_date";
  DROP TYPE "payload"."enum_home_status";
  DROP TYPE "payload"."enum__home_v_version_spanish_out_of_date";
  DROP TYPE "payload"."enum__home_v_version_status";
  DROP TYPE "payload"."enum__home_v_published_locale";
  DROP TYPE "payload"."enum_about_spanish_out_of_date";
  DROP TYPE "payload"."enum_about_status";
  DROP TYPE "payload"."enum__about_v_version_spanish_out_of_date";
  DROP TYPE "payload"."enum__about_v_version_status";
  DROP TYPE "payload"."enum__about_v_published_locale";
  DROP TYPE "payload"."enum_offerings_spanish_out_of_date";
  DROP TYPE "payload"."enum_offerings_status";
  DROP TYPE "payload"."enum__offerings_v_version_spanish_out_of_date";
  DROP TYPE "payload"."enum__offerings_v_version_status";
  DROP TYPE "payload"."enum__offerings_v_published_locale";
  DROP TYPE "payload"."enum_stay_safe_spanish_out_of_date";
  DROP TYPE "payload"."enum_stay_safe_status";
  DROP TYPE "payload"."enum__stay_safe_v_version_spanish_out_of_date";
  DROP TYPE "payload"."enum__stay_safe_v_version_status";
  DROP TYPE "payload"."enum__stay_safe_v_published_locale";
  DROP TYPE "payload"."enum_accessibility_spanish_out_of_date";
  DROP TYPE "payload"."enum_accessibility_status";
  DROP TYPE "payload"."enum__accessibility_v_version_spanish_out_of_date";
  DROP TYPE "payload"."enum__accessibility_v_version_status";
  DROP TYPE "payload"."enum__accessibility_v_published_locale";
  DROP TYPE "payload"."enum_policies_spanish_out_of_date";
  DROP TYPE "payload"."enum_policies_status";
  DROP TYPE "payload"."enum__policies_v_version_spanish_out_of_date";
  DROP TYPE "payload"."enum__policies_v_version_status";
  DROP TYPE "payload"."enum__policies_v_published_locale";`)
}
