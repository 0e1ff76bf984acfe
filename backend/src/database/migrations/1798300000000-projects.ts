import type { MigrationInterface, QueryRunner } from 'typeorm';

const SCOPES_BEFORE = ['content:read', 'content:write', 'orders:read', 'orders:write', 'messages:read', 'subscribers:read', 'audits:read', 'audits:write'];
const SCOPES_AFTER = [...SCOPES_BEFORE, 'projects:read', 'projects:write'];

const KINDS_BEFORE = [
  'content',
  'section',
  'pricing',
  'roster',
  'payment-email',
  'order',
  'message',
  'subscriber',
  'media',
  'account',
  'redirect',
  'api-key',
  'webhook',
  'blog',
  'page',
  'case-study',
  'site-audit',
];

const kindsCheck = (kinds: string[]) =>
  `ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${kinds.map((kind) => `'${kind}'`).join(', ')}))`;

const scopesCheck = (scopes: string[]) =>
  `ALTER TABLE "api_key" ADD CONSTRAINT "api_key_scopes_check" CHECK (cardinality("scopes") > 0 AND "scopes" <@ ARRAY[${scopes.map((scope) => `'${scope}'`).join(', ')}]::text[])`;

/**
 * The client portal (issue 46): a project per paid order or started retainer, with the stages the
 * agency planned and the onboarding questions of its offer, both copied from the offer's set-up
 * (`offer_portal`) when the project opens; the Admins' changes to them are in the audit log. A project goes with its customer's account. API keys
 * may be given the projects' two scopes.
 */
export class Projects1798300000000 implements MigrationInterface {
  name = 'Projects1798300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "offer_portal" (
      "package_id" uuid NOT NULL,
      "stages" jsonb NOT NULL,
      "questions" jsonb NOT NULL DEFAULT '[]',
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_offer_portal" PRIMARY KEY ("package_id"),
      CONSTRAINT "offer_portal_package_id_fkey" FOREIGN KEY ("package_id") REFERENCES "pricing_package" ("id") ON DELETE CASCADE,
      CONSTRAINT "offer_portal_stages_check" CHECK (jsonb_typeof("stages") = 'array'),
      CONSTRAINT "offer_portal_questions_check" CHECK (jsonb_typeof("questions") = 'array')
    )`);
    await queryRunner.query(`CREATE TABLE "project" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "order_id" uuid NOT NULL,
      "account_id" uuid NOT NULL,
      "package_name" varchar(80) NOT NULL,
      "package_id" uuid NOT NULL,
      "stages" jsonb NOT NULL,
      "current_stage" int NOT NULL DEFAULT 0,
      "questions" jsonb NOT NULL DEFAULT '[]',
      "answers" jsonb,
      "answered_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_project" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_project_order" UNIQUE ("order_id"),
      CONSTRAINT "project_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "customer_order" ("id") ON DELETE CASCADE,
      CONSTRAINT "project_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account" ("id") ON DELETE CASCADE,
      CONSTRAINT "project_stages_check" CHECK (jsonb_typeof("stages") = 'array'),
      CONSTRAINT "project_current_stage_check" CHECK ("current_stage" >= 0)
    )`);
    await queryRunner.query(`CREATE INDEX "project_account_newest" ON "project" ("account_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "project_newest" ON "project" ("created_at", "id")`);
    await queryRunner.query(`ALTER TABLE "api_key" DROP CONSTRAINT "api_key_scopes_check"`);
    await queryRunner.query(scopesCheck(SCOPES_AFTER));
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(kindsCheck([...KINDS_BEFORE, 'project']));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "audit_entry" WHERE "kind" = 'project'`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(kindsCheck(KINDS_BEFORE));
    await queryRunner.query(`DELETE FROM "api_key" WHERE "scopes" && ARRAY['projects:read', 'projects:write']::text[]`);
    await queryRunner.query(`ALTER TABLE "api_key" DROP CONSTRAINT "api_key_scopes_check"`);
    await queryRunner.query(scopesCheck(SCOPES_BEFORE));
    await queryRunner.query(`DROP TABLE "project"`);
    await queryRunner.query(`DROP TABLE "offer_portal"`);
  }
}
