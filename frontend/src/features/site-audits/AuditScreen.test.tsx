import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdminRoute } from '../../../test/admin-route';
import { answer } from '../../../test/answer';
import { AuditsService, type AuditComparison, type AuditFinding, type AuditRunRecord } from '../../api/client';
import { AuditScreen } from './AuditScreen';

const finding = (id: string, title: string): AuditFinding => ({
  id,
  title,
  severity: 'critical',
  weight: 5,
  fix: `Fix ${title}.`,
  count: 1,
  pages: [{ url: 'https://shop.example/' }],
  penalty: 4,
});

const run = (id: string, createdAt: string, score: number, findings: AuditFinding[]): AuditRunRecord => ({
  _id: id,
  targetUrl: 'https://shop.example/',
  status: 'done',
  score,
  pageCount: 9,
  findings,
  failure: null,
  createdAt,
  startedAt: createdAt,
  finishedAt: createdAt,
  expiresAt: null,
  durationMs: 4200,
  requestedBy: 'owner@agency.example',
  leadId: 'lead-1',
  reportUrl: null,
});

const OLDER = run('run-old', '2026-11-01T10:00:00.000Z', 61, [finding('title-missing', 'Pages without a title'), finding('https-missing', 'No HTTPS')]);
const NEWER = run('run-new', '2026-11-28T10:00:00.000Z', 80, [finding('https-missing', 'No HTTPS'), finding('image-alt', 'Images without alt text')]);

afterEach(() => {
  jest.restoreAllMocks();
});

function serve(...runs: AuditRunRecord[]) {
  jest.spyOn(AuditsService, 'getAudit').mockImplementation(({ id }) => answer(runs.find((one) => one._id === id)!));
  jest.spyOn(AuditsService, 'getAudits').mockReturnValue(answer({ items: runs, total: runs.length, page: 1, pageSize: 100 }));
}

describe('an audit in the back office', () => {
  it('shows its figures, its lead and its findings', async () => {
    serve(NEWER, OLDER);
    renderAdminRoute('/audits/$id', AuditScreen, '/audits/run-new');
    expect(await screen.findByRole('heading', { name: 'Audit of https://shop.example/', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('80 / 100')).toBeInTheDocument();
    expect(screen.getByText('4 s')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The lead’s message' })).toHaveAttribute('href', '/view/lead-1');
    const rows = within(screen.getByRole('region', { name: 'Findings' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SeverityCheckPagesFix',
      expect.stringContaining('No HTTPS'),
      expect.stringContaining('Images without alt text'),
    ]);
  });

  it('compares the older run (before) with the newer (after), whichever of the two is open', async () => {
    serve(NEWER, OLDER);
    const comparison: AuditComparison = {
      before: OLDER,
      after: NEWER,
      scoreChange: 19,
      fixed: ['title-missing'],
      new: ['image-alt'],
      remaining: ['https-missing'],
    };
    const compare = jest.spyOn(AuditsService, 'compareAudits').mockReturnValue(answer(comparison));
    renderAdminRoute('/audits/$id', AuditScreen, '/audits/run-new?compare=run-old');
    expect(await screen.findByText('+19')).toBeInTheDocument();
    expect(compare).toHaveBeenCalledWith({ id: 'run-old', otherId: 'run-new' });
    expect(screen.getByRole('heading', { name: 'Fixed (1)' }).nextElementSibling).toHaveTextContent('Pages without a title');
    expect(screen.getByRole('heading', { name: 'New (1)' }).nextElementSibling).toHaveTextContent('Images without alt text');
    expect(screen.getByRole('heading', { name: 'Still there (1)' }).nextElementSibling).toHaveTextContent('No HTTPS');
  });

  it('runs the address again and opens the new run compared with this one', async () => {
    serve(OLDER);
    const queued: AuditRunRecord = { ...OLDER, _id: 'run-next', status: 'queued', score: null, findings: null };
    const rerun = jest.spyOn(AuditsService, 'rerunAudit').mockReturnValue(answer(queued));
    jest.spyOn(AuditsService, 'getAudit').mockImplementation(({ id }) => answer(id === 'run-next' ? queued : OLDER));
    const router = renderAdminRoute('/audits/$id', AuditScreen, '/audits/run-old');
    fireEvent.click(await screen.findByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audits/run-next'));
    expect(router.state.location.search).toEqual({ compare: 'run-old' });
    expect(rerun).toHaveBeenCalledWith({ id: 'run-old' });
    expect(await screen.findByText('The crawl is under way: this screen updates by itself.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run again' })).toBeDisabled();
  });
});
