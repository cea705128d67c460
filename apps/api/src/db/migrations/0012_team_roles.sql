CREATE TABLE "team_roles" (
	"account_id" integer NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" integer,
	CONSTRAINT "team_roles_account_id_role_pk" PRIMARY KEY("account_id","role"),
	CONSTRAINT "team_roles_role_known" CHECK (role in ('moderator', 'finance', 'support', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "team_roles" ADD CONSTRAINT "team_roles_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_roles" ADD CONSTRAINT "team_roles_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;