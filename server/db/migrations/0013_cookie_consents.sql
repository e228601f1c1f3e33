CREATE TABLE "cookie_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"consent_id" text NOT NULL,
	"statistics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"text_version" integer NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
