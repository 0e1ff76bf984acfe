import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider, type RouteComponent } from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer } from '../../../test/answer';
import { render } from '../../../test/render';
import { createAppState, type AppState } from '../../app-state';
import { AuthService, type SessionDto, type VerifiedDto } from '../../api/client';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { VerifyEmailPage } from './VerifyEmailPage';
// Loaded with these screens in the app (routes/lazy-page.ts): the defaults of their fixed texts.
import '../../site/text-defaults';

const ORDER = '/order-now/0b9e6c1e-4a4f-4a55-9d43-1f6f1c0b8a21';
const VIEWER = {
  id: 'a1',
  email: 'new@example.com',
  emailVerified: false,
  isAdmin: false,
  isOwner: false,
  role: null,
  permissions: [],
  mustEnrolTwoFactor: false,
  mustChangePassword: false,
};

/** The account pages at their paths, with the chosen offer's order page to arrive at. */
function renderAt(url: string) {
  const root = createRootRouteWithContext<{ state: AppState }>()({});
  const page = (path: string, component: RouteComponent) => createRoute({ getParentRoute: () => root, path, component });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/', () => <h1>Home</h1>),
      page('/login', LoginPage),
      page('/register', RegisterPage),
      page('/verify-email', VerifyEmailPage),
      page('/dashboard', () => <h1>Dashboard</h1>),
      page('/order-now/$id', () => <h1>Buying Your SEO Plan</h1>),
    ]),
    context: { state: createAppState({}, null) },
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

const signUp = async () => {
  fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'new@example.com' } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'long-secret-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe('signing up on the way to an order', () => {
  it('goes from the log-in page to sign-up with the chosen offer, sends it with the account and lands on its order form', async () => {
    const register = jest.spyOn(AuthService, 'register').mockImplementation(() => answer<SessionDto>({ viewer: VIEWER }));
    const router = renderAt(`/login?redirect=${encodeURIComponent(ORDER)}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    await signUp();
    await screen.findByRole('heading', { name: 'Buying Your SEO Plan' });
    expect(router.state.location.pathname).toBe(ORDER);
    expect(register).toHaveBeenCalledWith({ requestBody: { email: 'new@example.com', password: 'long-secret-pass', returnTo: ORDER } });
  });

  it('sends no return target that leads off the site, and lands on / as the spec says', async () => {
    const register = jest.spyOn(AuthService, 'register').mockImplementation(() => answer<SessionDto>({ viewer: VIEWER }));
    const router = renderAt(`/register?redirect=${encodeURIComponent('//evil.example/order-now/1')}`);
    await signUp();
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.location.pathname).toBe('/');
    expect(register).toHaveBeenCalledWith({ requestBody: { email: 'new@example.com', password: 'long-secret-pass' } });
  });

  it('offers to continue to the order once the address is confirmed', async () => {
    jest.spyOn(AuthService, 'verifyEmail').mockImplementation(() => answer<VerifiedDto>({ message: 'Your e-mail address is confirmed.', returnTo: ORDER }));
    jest.spyOn(AuthService, 'me').mockImplementation(() => answer<SessionDto>({ viewer: { ...VIEWER, emailVerified: true } }));
    const router = renderAt('/verify-email?token=link-token');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my e-mail address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is confirmed.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to your order' }));
    await screen.findByRole('heading', { name: 'Buying Your SEO Plan' });
    expect(router.state.location.pathname).toBe(ORDER);
  });

  it('leads to the dashboard when the confirmation names no order, or one off the site', async () => {
    jest
      .spyOn(AuthService, 'verifyEmail')
      .mockImplementation(() => answer<VerifiedDto>({ message: 'Your e-mail address is confirmed.', returnTo: 'https://evil.example/' }));
    jest.spyOn(AuthService, 'me').mockImplementation(() => answer<SessionDto>({ viewer: { ...VIEWER, emailVerified: true } }));
    renderAt('/verify-email?token=link-token');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my e-mail address' }));
    await screen.findByRole('status');
    expect(screen.queryByRole('button', { name: /Continue/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
