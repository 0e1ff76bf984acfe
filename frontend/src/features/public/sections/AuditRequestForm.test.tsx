import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider, useParams } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, AuditsService } from '../../../api/client';
import { createAppState, type AppState } from '../../../app-state';
import type { SiteData } from '../../../site/types';
import { answer } from '../../../../test/answer';
import { render } from '../../../../test/render';
import { AuditRequestForm, siteAddress } from './AuditRequestForm';

/** The form on the home page, and the report route it leads to (which shows the token it was given). */
function renderForm(site: SiteData = {}) {
  const state: AppState = createAppState(site, null);
  const root = createRootRouteWithContext<{ state: AppState }>()({});
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <AuditRequestForm idPrefix="audit" /> });
  const Report = () => <p>report {useParams({ strict: false }).token}</p>;
  const report = createRoute({ getParentRoute: () => root, path: '/analysis/$token', component: Report });
  const router = createRouter({ routeTree: root.addChildren([home, report]), context: { state }, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  return router;
}

const refusal = (status: number, message: string) =>
  new ApiError({ method: 'POST', url: '/api/audit-requests' }, { url: '/api/audit-requests', ok: false, status, statusText: '', body: { message } }, message);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the free SEO analysis form', () => {
  it('asks for the address and e-mail, offers name and phone, and needs the consent box', async () => {
    renderForm();
    const form = await screen.findByRole('form', { name: 'Audit my site' });
    expect(within(form).getByRole('textbox', { name: /Your site’s address/ })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: /Email/ })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: 'Name (optional)' })).not.toBeRequired();
    expect(within(form).getByRole('textbox', { name: 'Phone (optional)' })).not.toBeRequired();
    const consent = within(form).getByRole('checkbox', { name: /Check this site and e-mail me the report\. We use what you send only to answer you/ });
    expect(consent).toBeRequired();
    // The spam trap is there for robots, hidden from people and from the tab order.
    const trap = form.querySelector('input[name=website]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden=true]')).not.toBeNull();
    expect(within(form).getByRole('button', { name: 'Audit my site' })).toBeInTheDocument();
  });

  it('sends what was typed with the consent and spam checks, then opens the report at its token', async () => {
    const request = jest.spyOn(AuditsService, 'requestAudit').mockReturnValue(answer({ token: 'tok_123-abc', message: 'Queued' }));
    const router = renderForm();
    const form = await screen.findByRole('form', { name: 'Audit my site' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: /address/ }), 'shop.example.com');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Phone (optional)' }), '+1 555 0100');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Audit my site' }));
    await screen.findByText('report tok_123-abc');
    expect(router.state.location.pathname).toBe('/analysis/tok_123-abc');
    expect(request).toHaveBeenCalledTimes(1);
    const { requestBody } = request.mock.calls[0][0];
    expect(requestBody).toEqual({
      url: 'https://shop.example.com',
      email: 'ada@example.com',
      number: '+1 555 0100',
      consent: true,
      website: '',
      elapsedMs: expect.any(Number),
    });
  });

  it('shows the server’s refusal and stays, keeping what was typed', async () => {
    jest
      .spyOn(AuditsService, 'requestAudit')
      .mockReturnValue(answer(Promise.reject(refusal(429, 'This site was analysed 3 times in the last hour. Please try again later.'))));
    const router = renderForm();
    const form = await screen.findByRole('form', { name: 'Audit my site' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: /address/ }), 'https://busy.example');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Audit my site' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This site was analysed 3 times in the last hour. Please try again later.');
    expect(router.state.location.pathname).toBe('/');
    expect(within(form).getByRole('textbox', { name: /address/ })).toHaveValue('https://busy.example');
    expect(within(form).getByRole('button', { name: 'Audit my site' })).toBeEnabled();
  });

  it('shows the agency’s own words where it edited them', async () => {
    renderForm({
      siteTexts: [{ _id: 't', auditHeading: 'Free site check', auditButton: 'Check my site', auditConsent: 'Yes, check it.', createdAt: '', updatedAt: '' }],
    } as SiteData);
    const form = await screen.findByRole('form', { name: 'Free site check' });
    expect(within(form).getByRole('button', { name: 'Check my site' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: /^Yes, check it\./ })).toBeInTheDocument();
  });

  it('adds https:// to an address typed without a scheme, and leaves one with a scheme alone', () => {
    expect(siteAddress('  example.com/shop ')).toBe('https://example.com/shop');
    expect(siteAddress('http://example.com')).toBe('http://example.com');
    expect(siteAddress('HTTPS://Example.com')).toBe('HTTPS://Example.com');
  });
});
