import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors.js';
import { SiteVersion } from '../content/site-version.service.js';
import { PricingPackage, POINT_FIELDS } from './pricing-package.entity.js';
import type { PricingFields } from './pricing.dto.js';

type PricingView = Omit<PricingPackage, 'points' | 'position'> & Record<string, unknown>;

function toView(row: PricingPackage): PricingView {
  const { points, position: _position, ...rest } = row;
  return { ...rest, ...points };
}

@Injectable()
export class PricingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly siteVersion: SiteVersion,
  ) {}

  async list(): Promise<PricingView[]> {
    const rows = await this.dataSource.getRepository(PricingPackage).find({ order: { position: 'ASC', packagePrice: 'ASC' } });
    return rows.map(toView);
  }

  async findPackage(id: string): Promise<PricingPackage | null> {
    return this.dataSource.getRepository(PricingPackage).findOneBy({ _id: id });
  }

  async get(id: string): Promise<PricingView> {
    const row = await this.findPackage(id);
    if (!row) throw new NotFoundException(`Pricing package ${id} was not found`);
    return toView(row);
  }

  async update(id: string, input: PricingFields): Promise<PricingView> {
    try {
      const row = await this.dataSource.transaction(async (manager) => {
        const repository = manager.getRepository(PricingPackage);
        const existing = await repository.findOne({ where: { _id: id }, lock: { mode: 'pessimistic_write' } });
        if (!existing) return null;
        existing.packageName = input.packageName;
        existing.packagePrice = input.packagePrice;
        existing.packageButtonText = input.packageButtonText;
        existing.points = Object.fromEntries(POINT_FIELDS.map((field) => [field, input[field]])) as PricingPackage['points'];
        const saved = await repository.save(existing);
        await this.siteVersion.bump(manager);
        return saved;
      });
      this.siteVersion.forget();
      if (!row) throw new NotFoundException(`Pricing package ${id} was not found`);
      return toView(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException(`Another package is already named ${input.packageName}; each package name is used once`);
      }
      throw error;
    }
  }

  /** The three packages exist from the first start; existing packages are never overwritten. */
  async seedPackages(packages: PricingFields[]): Promise<number> {
    const seeded = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(7302)`);
      const repository = manager.getRepository(PricingPackage);
      if ((await repository.count()) > 0) return 0;
      await repository.save(
        packages.map((input, position) => ({
          packageName: input.packageName,
          packagePrice: input.packagePrice,
          packageButtonText: input.packageButtonText,
          points: Object.fromEntries(POINT_FIELDS.map((field) => [field, input[field]])) as PricingPackage['points'],
          position,
        })),
      );
      await this.siteVersion.bump(manager);
      return packages.length;
    });
    this.siteVersion.forget();
    return seeded;
  }
}
