import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { answer } from '../../../test/answer';
import { renderAdminRoute } from '../../../test/admin-route';
import { AccountService, type PasskeyDto } from '../../api/client';
import { PasskeysPanel } from './PasskeysPanel';
// Loaded with the account page in the app (routes/lazy-page.ts): the defaults of its fixed texts.
import '../../site/text-defaults';

afterEach(() => {
  jest.restoreAllMocks();
});

const passkey = (name: string): PasskeyDto => ({ id: 'p1', name, createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: null }) as PasskeyDto;

describe('the account page’s passkeys', () => {
  it('renames a passkey in its row: an empty name is refused before sending, a new one is saved and listed', async () => {
    const names = ['Phone', 'Work laptop'];
    jest.spyOn(AccountService, 'getPasskeys').mockImplementation(() => answer([passkey(names[0])]));
    const rename = jest.spyOn(AccountService, 'renamePasskey').mockImplementation(() => {
      names.shift();
      return answer(passkey('Work laptop'));
    });
    renderAdminRoute('/account', PasskeysPanel, '/account');

    const table = await screen.findByRole('table', { name: 'Your passkeys' });
    fireEvent.click(within(table).getByRole('button', { name: 'Rename the passkey Phone' }));
    const field = within(table).getByRole('textbox', { name: 'New name' });
    expect((field as HTMLInputElement).value).toBe('Phone');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(table).getByRole('button', { name: 'Save' }));
    await screen.findByText('Give the passkey a name, such as the device it is on.');
    expect(rename).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: ' Work laptop ' } });
    fireEvent.click(within(table).getByRole('button', { name: 'Save' }));
    await screen.findByText('The passkey is renamed “Work laptop”.');
    expect(rename).toHaveBeenCalledWith({ id: 'p1', requestBody: { name: 'Work laptop' } });
    await within(table).findByRole('button', { name: 'Rename the passkey Work laptop' });
    expect(within(table).queryByRole('textbox', { name: 'New name' })).toBeNull();
  });

  it('cancels a rename without sending anything', async () => {
    jest.spyOn(AccountService, 'getPasskeys').mockImplementation(() => answer([passkey('Phone')]));
    const rename = jest.spyOn(AccountService, 'renamePasskey');
    renderAdminRoute('/account', PasskeysPanel, '/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename the passkey Phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'Rename the passkey Phone' });
    expect(rename).not.toHaveBeenCalled();
  });
});
