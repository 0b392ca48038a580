-- Facts about the database itself: 'demo' is written by the demo seed when it creates the
-- database, so demo accounts are only ever added to a database the demo made; 'link_secret' is a
-- non-production database's own secret for signed links, made once so that no published constant
-- can sign them.
CREATE TABLE "store_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
