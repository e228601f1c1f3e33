CREATE TABLE "mitid_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mitid_identities" ADD CONSTRAINT "mitid_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mitid_identities_subject_idx" ON "mitid_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "mitid_identities_user_idx" ON "mitid_identities" USING btree ("user_id");