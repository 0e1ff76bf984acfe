import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer } from '../../../test/answer';
import { render } from '../../../test/render';
import { createAppState, type AppState } from '../../app-state';
import { AccountService, ApiError, AuthService, type SessionDto } from '../../api/client';
import { LoginPage } from './LoginPage';
// Loaded with these screens in the app (routes/lazy-page.ts): the defaults of their fixed texts.
import '../../site/text-defaults';

const VIEWER = {
  id: 'a1',
  email: 'jo@example.com',
  emailVerified: true,
  isAdmin: false,
  isOwner: false,
  role: null,
  permissions: [],
  mustEnrolTwoFactor: false,
  mustChangePassword: false,
};

function renderLogin() {
  const root = createRootRouteWithContext<{ state: AppState }>()({});
  const state = createAppState({}, null);
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Home</h1> }),
      createRoute({ getParentRoute: () => root, path: '/login', component: LoginPage }),
    ]),
    context: { state },
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  render(<RouterProvider router={router} />);
  return { router, state };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('signing in with a second factor', () => {
  it('asks for the code after a right password, checks it is there, and signs in with it', async () => {
    jest
      .spyOn(AuthService, 'login')
      .mockImplementation(() => answer<SessionDto>({ viewer: null, secondFactor: { token: 'challenge-1', methods: ['totp', 'recovery'] } }));
    const second = jest
      .spyOn(AuthService, 'loginSecondFactor')
      .mockImplementationOnce(
        () =>
          Promise.reject(
            new ApiError({ method: 'POST', url: '' }, { url: '', ok: false, status: 401, statusText: '', body: { message: 'That code is not right.' } }, 'x'),
          ) as never,
      )
      .mockImplementationOnce(() => answer<SessionDto>({ viewer: VIEWER }));
    const { router, state } = renderLogin();
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'jo@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'long-secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByText('Enter the 6-digit code your authenticator app shows, or one of your recovery codes.');
    expect(state.getViewer()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Code is Required');
    expect(second).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('alert');
    expect(second).toHaveBeenLastCalledWith({ requestBody: { token: 'challenge-1', code: '123456' } });

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'abcd-efgh-jkmn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(state.getViewer()).toMatchObject({ email: 'jo@example.com' });
  });

  it('asks a member whose password predates the team’s rule for a new one of 12 characters before going on', async () => {
    const member = { ...VIEWER, isAdmin: true, role: 'Bookkeeping', permissions: ['orders:read'] } as unknown as SessionDto['viewer'];
    jest.spyOn(AuthService, 'login').mockImplementation(() => answer<SessionDto>({ viewer: { ...member!, mustChangePassword: true } }));
    const change = jest.spyOn(AccountService, 'changePassword').mockImplementation(() => answer({ message: 'Your password is changed.' }));
    jest.spyOn(AuthService, 'me').mockImplementation(() => answer<SessionDto>({ viewer: member }));
    const { router, state } = renderLogin();
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'jo@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'short-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByText(/Your password predates the team's rule/);
    expect(screen.getByText(/At least 12 characters/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'eleven-char' } });
    fireEvent.click(screen.getByRole('button', { name: /Change password/i }));
    await screen.findByText('Members of the team need a password of at least 12 characters.');
    expect(change).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'a-longer-password' } });
    fireEvent.click(screen.getByRole('button', { name: /Change password/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The password the sign-in was made with is the current one: not asked again.
    expect(change).toHaveBeenCalledWith({ requestBody: { currentPassword: 'short-pass', newPassword: 'a-longer-password' } });
    expect(state.getViewer()).toMatchObject({ mustChangePassword: false });
  });
});
