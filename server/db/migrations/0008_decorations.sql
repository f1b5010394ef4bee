ALTER TABLE "cart_lines" ADD COLUMN "decorations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "decorations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- one decoration per position: the old columns held one method and design for a list of positions
-- (a text logo won over a logo id, as the code always read them)
UPDATE "cart_lines" SET "decorations" = (
	SELECT coalesce(jsonb_agg(jsonb_build_object(
		'position', p,
		'method', "method",
		'textLine', CASE WHEN coalesce("text_line", '') <> '' THEN "text_line" END,
		'font', CASE WHEN coalesce("text_line", '') <> '' THEN "font" END,
		'logoId', CASE WHEN coalesce("text_line", '') = '' THEN "logo_id" END
	) ORDER BY p), '[]'::jsonb)
	FROM unnest("positions") AS p
) WHERE "method" IS NOT NULL;--> statement-breakpoint
UPDATE "order_lines" SET "decorations" = (
	SELECT coalesce(jsonb_agg(jsonb_build_object(
		'position', p,
		'method', "method",
		'textLine', CASE WHEN coalesce("text_line", '') <> '' THEN "text_line" END,
		'font', CASE WHEN coalesce("text_line", '') <> '' THEN "font" END,
		'logoId', CASE WHEN coalesce("text_line", '') = '' THEN "logo_id" END,
		'logoName', CASE WHEN coalesce("text_line", '') = '' THEN "logo_name" END,
		'isPreviousLogo', "is_previous_logo"
	) ORDER BY p), '[]'::jsonb)
	FROM unnest("positions") AS p
) WHERE "method" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_logo_id_logos_id_fk";
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_logo_id_logos_id_fk";
--> statement-breakpoint
DROP INDEX "cart_lines_logo_idx";--> statement-breakpoint
DROP INDEX "order_lines_logo_idx";--> statement-breakpoint
ALTER TABLE "cart_lines" DROP COLUMN "method";--> statement-breakpoint
ALTER TABLE "cart_lines" DROP COLUMN "positions";--> statement-breakpoint
ALTER TABLE "cart_lines" DROP COLUMN "text_line";--> statement-breakpoint
ALTER TABLE "cart_lines" DROP COLUMN "font";--> statement-breakpoint
ALTER TABLE "cart_lines" DROP COLUMN "logo_id";--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "method";--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "positions";--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "text_line";--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "font";--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "logo_id";--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "logo_name";--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "is_previous_logo";
