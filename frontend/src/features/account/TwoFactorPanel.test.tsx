import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { answer } from '../../../test/answer';
import { renderAdminRoute } from '../../../test/admin-route';
import { AccountService } from '../../api/client';
import { TwoFactorPanel } from './TwoFactorPanel';
// Loaded with the account page in the app (routes/lazy-page.ts): the defaults of its fixed texts.
import '../../site/text-defaults';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the account page’s two-factor sign-in', () => {
  it('sets up an app: the password first, then the key, then a code turns it on and shows the recovery codes once', async () => {
    const states = [
      { totp: false, pending: false, recoveryCodesLeft: 0 },
      { totp: false, pending: true, recoveryCodesLeft: 0 },
      { totp: true, pending: false, recoveryCodesLeft: 10 },
    ];
    jest.spyOn(AccountService, 'getTwoFactor').mockImplementation(() => answer(states.shift() ?? { totp: true, pending: false, recoveryCodesLeft: 10 }));
    const start = jest
      .spyOn(AccountService, 'startTotp')
      .mockImplementation(() => answer({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' }));
    const confirm = jest.spyOn(AccountService, 'confirmTotp').mockImplementation(() => answer({ recoveryCodes: ['abcd-efgh-jkmn', 'pqrs-tuvw-xyz2'] }));
    renderAdminRoute('/account', TwoFactorPanel, '/account');

    await screen.findByText(/^Off:/);
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await screen.findByText('Password is Required');
    expect(start).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'long-secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await screen.findByText('JBSWY3DPEHPK3PXP');
    expect(start).toHaveBeenCalledWith({ requestBody: { currentPassword: 'long-secret-pass' } });

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['abcd-efgh-jkmn', 'pqrs-tuvw-xyz2']);
    expect(confirm).toHaveBeenCalledWith({ requestBody: { code: '123456' } });
    await screen.findByText(/^On:/);
    screen.getByRole('button', { name: 'Turn off' });
  });
});
