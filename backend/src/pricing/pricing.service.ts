import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { exponentOf, formatMinor, toMajor, toMinor } from '../common/money.js';
import { AuditService, changedFields, changeSummary, type Actor } from '../audit/audit.service.js';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors.js';
import { PricingPackage, POINT_FIELDS } from './pricing-package.entity.js';
import type { PricingFields } from './pricing.dto.js';
import { Changes, type ChangeScope } from '../changes/changes.service.js';
import type { ContentChange } from '../webhooks/events.js';

/** A price change shows on the pricing page at once: the site version moves with it. */
const PRICES_CHANGE: ChangeScope = { moves: ['site'] };
/** Instances starting together seed one at a time. */
const SEED_LOCK = 7302;

type PricingView = Omit<PricingPackage, 'priceMinor' | 'setupPriceMinor'> & {
  packagePrice: number;
  setupPrice: number | null;
} & Partial<Record<(typeof POINT_FIELDS)[number], string>>;

function toView(row: PricingPackage): PricingView {
  const { priceMinor, setupPriceMinor, ...rest } = row;
  return {
    ...rest,
    packagePrice: toMajor(priceMinor, row.currency),
    setupPrice: setupPriceMinor === null ? null : toMajor(setupPriceMinor, row.currency),
    // The spec's clients read the first ten points under its field names.
    ...Object.fromEntries(POINT_FIELDS.map((field, index) => [field, row.points[index] ?? ''])),
  };
}

/** What visitors get: no archive mark or version (GET /api/site is every visitor's first request). */
function toPublicView(row: PricingPackage): PricingView {
  const { archivedAt: _archivedAt, version: _version, ...view } = toView(row);
  return view as PricingView;
}

type OfferFields = Pick<
  PricingPackage,
  'packageName' | 'description' | 'currency' | 'priceMinor' | 'billing' | 'periods' | 'setupPriceMinor' | 'packageButtonText' | 'points' | 'featured' | 'listed'
> &
  Partial<Pick<PricingPackage, 'position'>>;

/**
 * The stored fields of an offer as sent. What the validators cannot see is refused here with a
 * 400: a price with more decimals than its currency takes, a term or setup fee on a one-off.
 * Points come from `points`, else from the spec's ten fields (empty ones left out).
 */
export function offerFields(input: PricingFields): OfferFields {
  const currency = input.currency ?? 'USD';
  const billing = input.billing ?? 'once';
  const minor = (amount: number, field: string) => {
    const value = toMinor(amount, currency);
    if (value === null) {
      const decimals = exponentOf(currency);
      throw new BadRequestException(`${field} has more decimals than ${currency} takes (${decimals === 0 ? 'none' : `at most ${decimals}`})`);
    }
    return value;
  };
  const periods = input.periods ?? null;
  const setupPrice = input.setupPrice ?? null;
  if (billing === 'once' && (periods !== null || setupPrice !== null)) {
    throw new BadRequestException('periods and setupPrice belong to a recurring package (billing month, quarter or year)');
  }
  const points = input.points ?? POINT_FIELDS.map((field) => input[field]?.trim() ?? '').filter((point) => point !== '');
  return {
    packageName: input.packageName.trim(),
    description: input.description ?? '',
    currency,
    priceMinor: minor(input.packagePrice, 'packagePrice'),
    billing,
    periods,
    setupPriceMinor: setupPrice === null ? null : minor(setupPrice, 'setupPrice'),
    packageButtonText: input.packageButtonText,
    points: points.map((point) => point.trim()),
    featured: input.featured ?? false,
    listed: input.listed ?? true,
    ...(input.position === undefined ? {} : { position: input.position }),
  };
}

/** content.changed for an offer: integrators follow the pricing page (section `pricings`) as every other section. */
const offerChange = (action: string, row: PricingPackage, fields: string[]): ContentChange => ({
  section: 'pricings',
  action,
  recordId: row._id,
  changedFields: fields,
  record: toView(row) as Record<string, unknown>,
});

const fieldsOf = (row: PricingPackage) => ({
  packageName: row.packageName,
  description: row.description,
  currency: row.currency,
  packagePrice: row.priceMinor,
  billing: row.billing,
  periods: row.periods,
  setupPrice: row.setupPriceMinor,
  packageButtonText: row.packageButtonText,
  points: row.points.join('\n'),
  featured: row.featured,
  listed: row.listed,
  position: row.position,
});

/** The package's fields as the audit log names them: the offer editor's labels, amounts in the currency's units. */
const AUDIT_LABELS: Record<keyof ReturnType<typeof fieldsOf>, string> = {
  packageName: 'Package name',
  description: 'Description',
  currency: 'Currency',
  packagePrice: 'Price',
  billing: 'Billing',
  periods: 'Number of payments',
  setupPrice: 'First period’s price',
  packageButtonText: 'Button text',
  points: 'Points',
  featured: 'Featured',
  listed: 'Listed on the pricing page',
  position: 'Place on the pricing page',
};
const auditedFieldsOf = (row: PricingPackage) => ({
  ...fieldsOf(row),
  packagePrice: `${formatMinor(row.priceMinor, row.currency)} ${row.currency}`,
  setupPrice: row.setupPriceMinor === null ? null : `${formatMinor(row.setupPriceMinor, row.currency)} ${row.currency}`,
});

@Injectable()
export class PricingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: Changes,
    private readonly audit: AuditService,
  ) {}

  /** The packages on offer; an Admin's read (withArchived) adds the archived ones, marked. */
  async list(options: { withArchived?: boolean } = {}): Promise<PricingView[]> {
    const rows = await this.dataSource.getRepository(PricingPackage).find({
      // An Admin sees every offer; visitors the listed ones on offer (an unlisted one is ordered by its link).
      where: options.withArchived ? {} : { archivedAt: IsNull(), listed: true },
      order: { position: 'ASC', priceMinor: 'ASC' },
    });
    return rows.map(options.withArchived ? toView : toPublicView);
  }

  async findPackage(id: string): Promise<PricingPackage | null> {
    return this.dataSource.getRepository(PricingPackage).findOneBy({ _id: id });
  }

  async get(id: string): Promise<PricingView> {
    const row = await this.findPackage(id);
    if (!row) throw new NotFoundException(`Pricing package ${id} was not found`);
    return toView(row);
  }

  async update(id: string, input: PricingFields, actor?: Actor, expectedVersion?: number): Promise<PricingView> {
    const fields = offerFields(input);
    try {
      const row = await this.changes.run(PRICES_CHANGE, async (change) => {
        const { manager } = change;
        const repository = manager.getRepository(PricingPackage);
        const existing = await repository.findOne({ where: { _id: id }, lock: { mode: 'pessimistic_write' } });
        if (!existing) return null;
        if (expectedVersion !== undefined && existing.version !== expectedVersion) {
          throw new ConflictException(
            `The ${existing.packageName} package was changed by someone else since you opened it (version ${existing.version}, yours ${expectedVersion}). Reload it and apply your changes again.`,
          );
        }
        const before = fieldsOf(existing);
        const audited = auditedFieldsOf(existing);
        // Orders and subscriptions keep what they were sold at: a price change applies to new orders only.
        Object.assign(existing, fields);
        const saved = await repository.save(existing);
        await this.audit.record(manager, actor, {
          kind: 'pricing',
          action: 'update',
          subject: `Package: ${saved.packageName}`,
          subjectId: id,
          detail: changeSummary(audited, auditedFieldsOf(saved), AUDIT_LABELS) || 'no field changed',
        });
        await change.emit('content.changed', offerChange('update', saved, changedFields(before, fieldsOf(saved))));
        return saved;
      });
      if (!row) throw new NotFoundException(`Pricing package ${id} was not found`);
      return toView(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException(`Another package is already named ${input.packageName}; each package name is used once`);
      }
      throw error;
    }
  }

  /** A new offer, placed after the others unless it names its place. */
  async create(input: PricingFields, actor?: Actor): Promise<PricingView> {
    const fields = offerFields(input);
    try {
      const row = await this.changes.run(PRICES_CHANGE, async (change) => {
        const { manager } = change;
        const repository = manager.getRepository(PricingPackage);
        const [{ next }]: [{ next: number }] = await manager.query(`SELECT coalesce(max(position) + 1, 0)::int AS next FROM pricing_package`);
        const saved = await repository.save(repository.create({ position: next, ...fields }));
        await this.audit.record(manager, actor, { kind: 'pricing', action: 'create', subject: `Package: ${saved.packageName}`, subjectId: saved._id });
        await change.emit('content.changed', offerChange('create', saved, Object.keys(fieldsOf(saved))));
        return saved;
      });
      return toView(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException(`Another package is already named ${input.packageName}; each package name is used once`);
      }
      throw error;
    }
  }

  /**
   * Deletes a package nobody ordered. A package with orders is archived instead: gone from /pricing/
   * and from new orders, still named (with its price) on the orders it has, and can be offered again.
   */
  async remove(id: string, actor?: Actor): Promise<'deleted' | 'archived'> {
    return this.changes.run(PRICES_CHANGE, async (change) => {
      const { manager } = change;
      const existing = await manager.getRepository(PricingPackage).findOne({ where: { _id: id }, lock: { mode: 'pessimistic_write' } });
      if (!existing || existing.archivedAt) throw new NotFoundException(`Pricing package ${id} was not found`);
      // New orders of this package lock its row (FOR KEY SHARE through the foreign key), so none slips in between.
      const [{ orders }]: [{ orders: number }] = await manager.query(`SELECT count(*)::int AS orders FROM customer_order WHERE package_id = $1`, [id]);
      const outcome = orders > 0 ? 'archived' : 'deleted';
      if (outcome === 'archived') await manager.getRepository(PricingPackage).update({ _id: id }, { archivedAt: new Date() });
      else await manager.getRepository(PricingPackage).delete({ _id: id });
      await this.audit.record(manager, actor, {
        kind: 'pricing',
        action: outcome === 'archived' ? 'archive' : 'delete',
        subject: `Package: ${existing.packageName}`,
        subjectId: id,
        detail: outcome === 'archived' ? `${orders} order(s) keep it` : null,
      });
      await change.emit('content.changed', {
        section: 'pricings',
        action: outcome === 'archived' ? 'archive' : 'delete',
        recordId: id,
        changedFields: [],
        record: null,
      });
      return outcome;
    });
  }

  /** Offers an archived package again. */
  async unarchive(id: string, actor?: Actor): Promise<PricingView> {
    const row = await this.changes.run(PRICES_CHANGE, async (change) => {
      const { manager } = change;
      const existing = await manager.getRepository(PricingPackage).findOne({ where: { _id: id }, lock: { mode: 'pessimistic_write' } });
      if (!existing?.archivedAt) throw new NotFoundException(`No archived pricing package ${id}`);
      existing.archivedAt = null;
      const saved = await manager.getRepository(PricingPackage).save(existing);
      await this.audit.record(manager, actor, { kind: 'pricing', action: 'restore', subject: `Package: ${saved.packageName}`, subjectId: id });
      await change.emit('content.changed', offerChange('restore', saved, ['archivedAt']));
      return saved;
    });
    return toView(row);
  }

  /** The three packages exist from the first start; existing packages are never overwritten. */
  async seedPackages(packages: PricingFields[]): Promise<number> {
    return this.changes.run({ locks: [SEED_LOCK] }, async (change) => {
      const repository = change.manager.getRepository(PricingPackage);
      if ((await repository.count()) > 0) return 0;
      await repository.save(packages.map((input, position) => repository.create({ ...offerFields(input), position })));
      change.move('site');
      return packages.length;
    });
  }
}
