import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer } from '../../../test/answer';
import { render } from '../../../test/render';
import { createAppState, type AppState } from '../../app-state';
import { AuditService, UsersService, type AuditEntryRecord } from '../../api/client';
import { AuditLogScreen } from './AuditLogScreen';
import { validateAuditSearch } from './search';

const entry = (n: number): AuditEntryRecord => ({
  id: String(n),
  createdAt: `2026-03-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  actorEmail: 'ada@example.com',
  actorId: null,
  kind: 'content',
  action: 'update',
  subject: `Team members: Sofia ${n}`,
  subjectId: null,
  detail: 'teamMemberName',
});

/** The audit log under its real route id, in a router whose address the test reads. */
function renderLog(url: string) {
  const root = createRootRouteWithContext<{ state: AppState }>()({});
  const admin = createRoute({ getParentRoute: () => root, id: '_admin' });
  const log = createRoute({ getParentRoute: () => admin, path: '/audit-log', validateSearch: validateAuditSearch, component: AuditLogScreen });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([admin.addChildren([log])]), history, context: { state: createAppState({}, null) } });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return history;
}

beforeEach(() => {
  jest.spyOn(UsersService, 'getUsers').mockResolvedValue([]);
  // The kinds as the server registers them: the screen names and offers those it is told of.
  jest.spyOn(AuditService, 'getAuditKinds').mockResolvedValue([
    { kind: 'content', label: 'Site content' },
    { kind: 'pricing', label: 'Pricing' },
    { kind: 'case-study', label: 'Case studies' },
  ]);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the audit log', () => {
  it('keeps only well-formed filters from the address', () => {
    expect(validateAuditSearch({ actor: ' ada@example.com ', kind: 'pricing', from: '2026-03-01', to: '2026-03-31', pages: ['abc_-1'] })).toEqual({
      actor: 'ada@example.com',
      kind: 'pricing',
      from: '2026-03-01',
      to: '2026-03-31',
      pages: ['abc_-1'],
    });
    expect(validateAuditSearch({ actor: 'ada', kind: 'Every kind!', from: '2026-02-30', to: '31/03/2026', pages: ['a b'] })).toEqual({});
  });

  it('leaves out a kind it does not know (an old or mistyped link) and asks for every kind', async () => {
    const getLog = jest.spyOn(AuditService, 'getAuditLog').mockResolvedValue({ items: [entry(3)], next: null });
    renderLog('/audit-log?kind=everything');
    await screen.findByRole('table', { name: 'Audit log' });
    expect(getLog).toHaveBeenLastCalledWith({ pageSize: 20 });
    expect(getLog.mock.calls.at(-1)?.[0]).not.toHaveProperty('kind', 'everything');
  });

  it('asks for what a shared link names, and shows the filters it used', async () => {
    const getLog = jest.spyOn(AuditService, 'getAuditLog').mockResolvedValue({ items: [entry(2)], next: null });
    renderLog('/audit-log?actor=ada%40example.com&kind=content&from=2026-03-01&to=2026-03-31');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('Team members: Sofia 2')).toBeInTheDocument();
    expect(within(table).getByText('Site content: edited')).toBeInTheDocument();
    expect(getLog).toHaveBeenLastCalledWith({ actor: 'ada@example.com', kind: 'content', from: '2026-03-01', to: '2026-03-31', pageSize: 20 });
    expect(screen.getByRole('combobox', { name: 'Admin e-mail' })).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To (included)')).toHaveValue('2026-03-31');
  });

  it('names each entry by the label the server registered for its kind', async () => {
    jest.spyOn(AuditService, 'getAuditLog').mockResolvedValue({ items: [{ ...entry(4), kind: 'case-study', action: 'publish' }], next: null });
    renderLog('/audit-log?kind=case-study');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('Case studies: published')).toBeInTheDocument();
    expect(AuditService.getAuditLog).toHaveBeenLastCalledWith({ kind: 'case-study', pageSize: 20 });
  });

  it('puts each filter in the address and the request, starting again from the newest', async () => {
    const getLog = jest.spyOn(AuditService, 'getAuditLog').mockResolvedValue({ items: [entry(1)], next: 'cursor1' });
    const history = renderLog('/audit-log');
    await screen.findByRole('table', { name: 'Audit log' });
    expect(getLog).toHaveBeenLastCalledWith({ pageSize: 20 });

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(getLog).toHaveBeenLastCalledWith({ after: 'cursor1', pageSize: 20 }));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(getLog).toHaveBeenLastCalledWith({ from: '2026-03-01', pageSize: 20 }));
    fireEvent.change(screen.getByLabelText('To (included)'), { target: { value: '2026-03-05' } });
    await waitFor(() => expect(getLog).toHaveBeenLastCalledWith({ from: '2026-03-01', to: '2026-03-05', pageSize: 20 }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Admin e-mail' }), { target: { value: 'bo@example.com' } });
    await waitFor(() => expect(getLog).toHaveBeenLastCalledWith({ actor: 'bo@example.com', from: '2026-03-01', to: '2026-03-05', pageSize: 20 }));
    // (jsdom runs no CSS transitions, so the open list never shows: its options count as hidden.)
    const kind = screen.getByRole('combobox', { name: 'Kind of change' });
    fireEvent.click(kind);
    const options = document.getElementById(kind.getAttribute('aria-controls') ?? '');
    fireEvent.click(within(options!).getByRole('option', { name: 'Pricing', hidden: true }));
    await waitFor(() =>
      expect(getLog).toHaveBeenLastCalledWith({ actor: 'bo@example.com', kind: 'pricing', from: '2026-03-01', to: '2026-03-05', pageSize: 20 }),
    );
    const address = new URLSearchParams(history.location.search);
    expect(Object.fromEntries(address)).toEqual({ actor: 'bo@example.com', kind: 'pricing', from: '2026-03-01', to: '2026-03-05' });
  });

  it('sends no half-typed address, which the API would refuse', async () => {
    const getLog = jest.spyOn(AuditService, 'getAuditLog').mockResolvedValue({ items: [entry(1)], next: null });
    renderLog('/audit-log');
    await screen.findByRole('table', { name: 'Audit log' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Admin e-mail' }), { target: { value: 'bo@exa' } });
    await screen.findByText('Type the whole address, or pick one');
    await new Promise((done) => setTimeout(done, 400));
    expect(getLog.mock.calls.every(([query]) => query.actor === undefined)).toBe(true);
  });

  it('pages Older and back Newer by the cursors the log gave, and says when nothing matches', async () => {
    const getLog = jest
      .spyOn(AuditService, 'getAuditLog')
      .mockImplementation(({ after }) => answer(after === 'c1' ? { items: [entry(1)], next: null } : { items: [entry(2)], next: 'c1' }));
    renderLog('/audit-log');
    await screen.findByText('Team members: Sofia 2');
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('Team members: Sofia 1');
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByText('Team members: Sofia 2');
    expect(getLog).toHaveBeenLastCalledWith({ pageSize: 20 });

    getLog.mockResolvedValue({ items: [], next: null });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01-01' } });
    await screen.findByText('No change matches these filters.');
  });
});
