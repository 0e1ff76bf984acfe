import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../test/render';
import { ApiError } from '../../api/client';
import { MailedLinkPage } from './MailedLinkPage';

const ASKED = 'Open this link in the browser where you are signed in to your account, or choose a new password to confirm the address.';
const refusal = (status: number, message: string) =>
  new ApiError({ method: 'POST', url: '' }, { url: '', ok: false, status, statusText: '', body: { message } }, '');

/** The page a confirmation link opens, with a server that asks for a password once (403) and then takes it. */
async function renderLink(answer: (password: string | undefined) => Promise<string>) {
  const calls: (string | undefined)[] = [];
  await renderInApp(() => (
    <MailedLinkPage
      token="link-token"
      title="Confirm your e-mail address"
      intro="Confirm that the address you signed up with is yours."
      action="Confirm my e-mail address"
      noToken="Open the link from the e-mail we sent you."
      passwordStep={{ label: 'New password', autoComplete: 'new-password', check: (password) => (password.length >= 6 ? null : 'Minimum 6 Characters') }}
      confirm={(_token, password) => {
        calls.push(password);
        return answer(password);
      }}
      footer={null}
    />
  ));
  return calls;
}

describe('a mailed link opened where the account is not signed in', () => {
  it('asks for the password the server asks for, checks it, and confirms with it', async () => {
    const calls = await renderLink(async (password) => {
      if (password === undefined) throw refusal(403, ASKED);
      return 'Your e-mail address is confirmed.';
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my e-mail address' }));
    await screen.findByText(ASKED);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my e-mail address' }));
    await screen.findByText('Minimum 6 Characters');
    expect(calls).toEqual([undefined]);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'owner-chosen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my e-mail address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is confirmed.');
    expect(calls).toEqual([undefined, 'owner-chosen']);
  });

  it('shows a refused password under the field and keeps the field', async () => {
    await renderLink(async (password) => {
      if (password === undefined) throw refusal(403, ASKED);
      throw refusal(400, 'Your current password is not correct.');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my e-mail address' }));
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'a-guess-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my e-mail address' }));
    await screen.findByText('Your current password is not correct.');
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('asks for nothing when the server confirms at once', async () => {
    await renderLink(async () => 'Your e-mail address is confirmed.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my e-mail address' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('confirmed'));
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
