import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Actor } from '../audit/audit.service.js';
import { Changes } from '../changes/changes.service.js';
import { isCountryCode } from '../common/countries.js';
import type { PricingPackage } from '../pricing/pricing-package.entity.js';
import { TaxSettings } from './tax-settings.entity.js';
import type { TaxSettingsInput, TaxSettingsRecord } from './tax.dto.js';
import { priceWithTax, taxTreatment } from './treatment.js';
import { normaliseVatNumber, vatNumberProblem } from './vat-numbers.js';

export const TAX_RESPONSIBILITY =
  'You are responsible for these rates and for how VAT is charged: the product applies what you set here and checks VAT numbers only for their format (and with the EU’s VIES where it answers). Check them with your accountant.';

/** The price of an order as the customer pays it, and what its invoices say about VAT. */
export interface OrderTax {
  grossMinor: number;
  setupGrossMinor: number | null;
  rate: number;
  note: string | null;
  vatNumber: string | null;
}

@Injectable()
export class TaxService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: Changes,
  ) {}

  async settings(): Promise<TaxSettings> {
    return this.dataSource.getRepository(TaxSettings).findOneByOrFail({ id: 1 });
  }

  async read(): Promise<TaxSettingsRecord> {
    const { sellerCountry, pricesInclude, rates, version, updatedAt } = await this.settings();
    return { sellerCountry, pricesInclude, rates, version, updatedAt, responsibility: TAX_RESPONSIBILITY };
  }

  async update(input: TaxSettingsInput, actor: Actor | undefined, expectedVersion?: number): Promise<TaxSettingsRecord> {
    const rates = Object.entries(input.rates);
    const wrong = rates.filter(([country, rate]) => !isCountryCode(country) || !Number.isInteger(rate) || rate < 0 || rate > 10_000);
    if (wrong.length > 0) {
      throw new BadRequestException(`rates must map country codes to whole basis points from 0 to 10000 (2000 = 20 %): ${wrong.map(([c]) => c).join(', ')}`);
    }
    await this.changes.run({}, async (change) => {
      const repository = change.manager.getRepository(TaxSettings);
      const current = await repository.findOneOrFail({ where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      if (expectedVersion !== undefined && current.version !== expectedVersion) {
        throw new ConflictException(
          `The tax settings were changed by someone else since you opened them (version ${current.version}, yours ${expectedVersion}). Reload them.`,
        );
      }
      Object.assign(current, { sellerCountry: input.sellerCountry, pricesInclude: input.pricesInclude, rates: Object.fromEntries(rates) });
      await repository.save(current);
      await change.record(actor, {
        kind: 'pricing',
        action: 'update',
        subject: 'Tax settings',
        subjectId: null,
        detail: `seller ${input.sellerCountry ?? 'none'}, prices ${input.pricesInclude}, ${rates.length} rates`,
      });
    });
    return this.read();
  }

  /**
   * The VAT of an order, fixed when it is placed: the price PayPal is asked for includes it. A VAT
   * number must have its country's format (400 otherwise); with one, a business across a border
   * in a VAT area is reverse-charged.
   */
  async forOrder(offer: Pick<PricingPackage, 'priceMinor' | 'setupPriceMinor'>, country: string, vatNumberTyped: string | null | undefined): Promise<OrderTax> {
    const typed = vatNumberTyped?.trim() || null;
    if (typed) {
      const problem = vatNumberProblem(country, typed);
      if (problem) throw new BadRequestException(`customerVatNumber: ${problem}`);
    }
    const vatNumber = typed ? normaliseVatNumber(country, typed) : null;
    const settings = await this.settings();
    if (!settings.sellerCountry) return { grossMinor: offer.priceMinor, setupGrossMinor: offer.setupPriceMinor, rate: 0, note: null, vatNumber };
    const treatment = taxTreatment({ country: settings.sellerCountry }, { country, vatNumber }, settings.rates);
    const sellerRate = settings.rates[settings.sellerCountry] ?? 0;
    const gross = (price: number) => priceWithTax(price, { pricesInclude: settings.pricesInclude, sellerRate, rate: treatment.rate }).grossMinor;
    return {
      grossMinor: gross(offer.priceMinor),
      setupGrossMinor: offer.setupPriceMinor === null ? null : gross(offer.setupPriceMinor),
      rate: treatment.rate,
      note: treatment.note,
      vatNumber,
    };
  }
}
