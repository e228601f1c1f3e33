ALTER TABLE "offer_products" ADD COLUMN "rate_type" text;--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD COLUMN "comment_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "supplier_ratings_supplier_idx" ON "supplier_ratings" USING btree ("supplier_id","created_at");--> statement-breakpoint
-- Consumer loans made before the rate type was asked for came from the demo banks, whose rates are variable.
UPDATE "offer_products" SET "rate_type" = 'variable' WHERE "product_sub_type" = 'consumer_loan' AND "rate_type" IS NULL;
