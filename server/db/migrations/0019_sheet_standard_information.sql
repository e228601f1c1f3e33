ALTER TABLE "offer_products" ADD COLUMN "rate_fixed_months" smallint;--> statement-breakpoint
ALTER TABLE "offer_products" ADD COLUMN "early_repayment_fee_percent" numeric(7, 4);