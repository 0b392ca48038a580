-- One counter every catalogue change moves on, so each API process of a fleet notices another's
-- change within a fraction of a second and drops its cached catalogue answers.
CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
