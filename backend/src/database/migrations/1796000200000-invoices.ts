import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEEDED_STANDARD_RATES } from '../../tax/rates.js';

/**
 * Tax and invoices (issue 42).
 *
 * - `tax_settings`: the seller's country and whether prices are entered net or gross, and the VAT
 *   rate per customer country the owner keeps (seeded with the EU's standard rates and the UK's).
 *   Until a country is set no VAT is charged, as before.
 * - Orders keep the buyer's company and VAT number, and the VAT treatment fixed when ordering
 *   (rate and note): the price PayPal is asked for includes it.
 * - `invoice`: invoices and credit notes, each a complete snapshot (seller, buyer, lines, amounts)
 *   so nothing changed later rewrites one; a trigger refuses any update or delete. Numbers come
 *   from `invoice_series`, one row per series whose lock makes concurrent payments take turns, in
 *   the paying transaction: a rolled-back payment takes its number back, so there are no gaps.
 *   No foreign key to the order: an order may be deleted or anonymised, its invoices are kept.
 */
export class Invoices1796000200000 implements MigrationInterface {
  name = 'Invoices1796000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "tax_settings" (
      "id" smallint NOT NULL DEFAULT 1,
      "seller_country" varchar(2),
      "prices_include" varchar(5) NOT NULL DEFAULT 'net',
      "rates" jsonb NOT NULL,
      "version" int NOT NULL DEFAULT 1,
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_tax_settings" PRIMARY KEY ("id"),
      CONSTRAINT "tax_settings_singleton_check" CHECK ("id" = 1),
      CONSTRAINT "tax_settings_prices_include_check" CHECK ("prices_include" IN ('net', 'gross'))
    )`);
    await queryRunner.query(`INSERT INTO "tax_settings" ("id", "rates") VALUES (1, $1)`, [JSON.stringify(SEEDED_STANDARD_RATES)]);
    await queryRunner.query(`ALTER TABLE "customer_order"
      ADD "customer_company" varchar(200),
      ADD "customer_vat_number" varchar(20),
      ADD "vat_rate" int NOT NULL DEFAULT 0,
      ADD "tax_note" varchar(200),
      ADD "vies_status" varchar(12),
      ADD CONSTRAINT "customer_order_vat_rate_check" CHECK ("vat_rate" >= 0),
      ADD CONSTRAINT "customer_order_vies_status_check" CHECK ("vies_status" IN ('valid', 'invalid', 'unavailable'))`);
    await queryRunner.query(`CREATE TABLE "invoice_series" (
      "series" varchar(20) NOT NULL,
      "last" int NOT NULL,
      CONSTRAINT "PK_invoice_series" PRIMARY KEY ("series")
    )`);
    await queryRunner.query(`CREATE TABLE "invoice" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "number" varchar(30) NOT NULL,
      "kind" varchar(12) NOT NULL,
      "order_id" uuid NOT NULL,
      "payment_txn_id" varchar(64) NOT NULL,
      "refers_to" uuid,
      "issued_on" date NOT NULL,
      "currency" varchar(3) NOT NULL,
      "net_minor" bigint NOT NULL,
      "vat_rate" int NOT NULL,
      "vat_minor" bigint NOT NULL,
      "gross_minor" bigint NOT NULL,
      "tax_note" varchar(200),
      "document" jsonb NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_invoice" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_invoice_number" UNIQUE ("number"),
      CONSTRAINT "UQ_invoice_payment_kind" UNIQUE ("payment_txn_id", "kind"),
      CONSTRAINT "invoice_refers_to_fkey" FOREIGN KEY ("refers_to") REFERENCES "invoice" ("id"),
      CONSTRAINT "invoice_kind_check" CHECK ("kind" IN ('invoice', 'credit-note')),
      CONSTRAINT "invoice_sums_check" CHECK ("net_minor" + "vat_minor" = "gross_minor"),
      CONSTRAINT "invoice_credit_note_check" CHECK (("kind" = 'credit-note') = ("refers_to" IS NOT NULL))
    )`);
    await queryRunner.query(`CREATE INDEX "invoice_order" ON "invoice" ("order_id")`);
    await queryRunner.query(`CREATE INDEX "invoice_newest" ON "invoice" ("created_at", "id")`);
    await queryRunner.query(`CREATE FUNCTION invoice_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'an issued invoice is never changed or deleted: issue a credit note' USING ERRCODE = 'integrity_constraint_violation';
      END
    $$`);
    await queryRunner.query(`CREATE TRIGGER "invoice_immutable" BEFORE UPDATE OR DELETE ON "invoice" FOR EACH ROW EXECUTE FUNCTION invoice_immutable()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "invoice"`);
    await queryRunner.query(`DROP FUNCTION invoice_immutable()`);
    await queryRunner.query(`DROP TABLE "invoice_series"`);
    await queryRunner.query(
      `ALTER TABLE "customer_order" DROP COLUMN "vies_status", DROP COLUMN "tax_note", DROP COLUMN "vat_rate", DROP COLUMN "customer_vat_number", DROP COLUMN "customer_company"`,
    );
    await queryRunner.query(`DROP TABLE "tax_settings"`);
  }
}
