import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAdminRoute } from '../../../test/admin-route';
import { answer } from '../../../test/answer';
import { TaxService, type TaxSettingsRecord } from '../../api/client';
import { TaxSettingsScreen } from './TaxSettingsScreen';

const SETTINGS: TaxSettingsRecord = {
  sellerCountry: 'GB',
  pricesInclude: 'net',
  rates: { GB: 2000, DE: 1900, FR: 2000 },
  responsibility: 'You, not this software, answer for the rates and the treatment your invoices show.',
  updatedAt: '2026-11-28T10:00:00.000Z',
  version: 3,
};

let update: jest.SpiedFunction<typeof TaxService.updateTaxSettings>;
beforeEach(() => {
  jest.spyOn(TaxService, 'getTaxSettings').mockReturnValue(answer(SETTINGS));
  update = jest.spyOn(TaxService, 'updateTaxSettings').mockReturnValue(answer({ ...SETTINGS, version: 4 }));
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the tax settings screen', () => {
  it('says who answers for the figures and lists the rates by country name, in percent', async () => {
    renderAdminRoute('/tax-settings', TaxSettingsScreen, '/tax-settings');
    expect(await screen.findByText(SETTINGS.responsibility, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['France', 'Germany', 'United Kingdom']);
    expect((screen.getByLabelText('VAT rate in Germany (%)') as HTMLInputElement).value).toBe('19');
  });

  it('saves an edited rate in basis points, naming the version it loaded', async () => {
    renderAdminRoute('/tax-settings', TaxSettingsScreen, '/tax-settings');
    const germany = await screen.findByLabelText('VAT rate in Germany (%)', undefined, { timeout: 5000 });
    fireEvent.change(germany, { target: { value: '19.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0]).toEqual({
      requestBody: { sellerCountry: 'GB', pricesInclude: 'net', rates: { GB: 2000, DE: 1950, FR: 2000 } },
      ifMatch: '3',
    });
  });
});
