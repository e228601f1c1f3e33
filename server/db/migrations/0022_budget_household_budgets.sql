CREATE TABLE "household_budgets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"children_ages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"income_after_tax_ore" bigint,
	"fixed_costs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "household_budgets" ADD CONSTRAINT "household_budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;