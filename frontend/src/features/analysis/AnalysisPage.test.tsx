import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { ApiError, AuditsService, type AuditReport } from '../../api/client';
import { answer } from '../../../test/answer';
import { renderInApp } from '../../../test/render';
import { AnalysisReport } from './AnalysisPage';
import { bySeverity, scoreGrade } from './report';
// Loaded with these screens in the app (routes/lazy-page.ts): the defaults of their fixed texts.
import { DEFAULT_SITE_TEXTS } from '../../site/text-defaults';

const finding = (id: string, severity: 'critical' | 'warning' | 'notice', title: string, pages: string[], count = pages.length) => ({
  id,
  title,
  severity,
  weight: 3,
  fix: `Fix for ${title}.`,
  count,
  pages: pages.map((url) => ({ url, detail: `${id} here` })),
  penalty: 2,
});

/** A finished report as the API stores it: two critical issues, one warning, one notice. */
const DONE: AuditReport = {
  status: 'done',
  targetUrl: 'http://127.0.0.1:4567/',
  score: 62,
  pageCount: 12,
  findings: [
    finding('broken-internal-links', 'critical', 'Broken internal links', ['http://127.0.0.1:4567/a', 'http://127.0.0.1:4567/b'], 7),
    finding('title-missing', 'critical', 'Pages without a title', ['http://127.0.0.1:4567/c']),
    finding('image-alt', 'warning', 'Images without alt text', ['http://127.0.0.1:4567/']),
    finding('og-missing', 'notice', 'No Open Graph tags', ['http://127.0.0.1:4567/']),
  ],
  failure: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  startedAt: '2026-11-29T10:00:01.000Z',
  finishedAt: '2026-11-29T10:00:09.000Z',
  expiresAt: '2026-12-29T10:00:00.000Z',
} as AuditReport;

const PENDING = (status: 'queued' | 'running'): AuditReport =>
  ({ ...DONE, status, score: null, findings: null, pageCount: 0, startedAt: null, finishedAt: null }) as AuditReport;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the analysis report page', () => {
  it('follows the audit in a live region, asking again while it runs, then shows the report', async () => {
    const read = jest
      .spyOn(AuditsService, 'getAuditReport')
      .mockReturnValueOnce(answer(PENDING('queued')))
      .mockReturnValueOnce(answer(PENDING('running')))
      .mockReturnValue(answer(DONE));
    await renderInApp(() => <AnalysisReport token="tok_1" />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your analysis is about to start…');
    await screen.findByText('Checking your site’s pages…', undefined, { timeout: 4000 });
    // The same region says the end, so a screen reader that followed the progress hears it.
    await screen.findByText('Your analysis is ready.', undefined, { timeout: 4000 });
    expect(screen.getByRole('status')).toBe(status);
    expect(read).toHaveBeenCalledTimes(3);
    expect(read).toHaveBeenCalledWith({ token: 'tok_1' });
    // Done: no more asking.
    await new Promise((done) => setTimeout(done, 1700));
    expect(read).toHaveBeenCalledTimes(3);
  }, 15_000);

  it('shows the score with its verdict in words, the findings by severity with their pages and fixes, the PDF and the call to action', async () => {
    jest.spyOn(AuditsService, 'getAuditReport').mockReturnValue(answer(DONE));
    await renderInApp(() => <AnalysisReport token="tok_2" />);
    expect(await screen.findByRole('img', { name: 'Score 62 out of 100: Needs work' })).toHaveTextContent('62');
    expect(screen.getByText(/Pages checked: 12 · Critical issues: 2 · Warnings: 1 · Notices: 1/)).toBeInTheDocument();
    expect(screen.getAllByText('http://127.0.0.1:4567/')[0]).toHaveClass('site');

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Score', 'Critical issues (2)', 'Warnings (1)', 'Notices (1)']);
    const critical = screen.getByRole('region', { name: 'Critical issues (2)' });
    const items = within(critical)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === critical);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Broken internal links', 'Pages without a title']);
    expect(within(items[0]).getByText('Fix for Broken internal links.')).toBeInTheDocument();
    expect(within(items[0]).getByText('Pages affected: 7')).toBeInTheDocument();
    expect(within(items[0]).getByText('http://127.0.0.1:4567/b')).toBeInTheDocument();
    expect(within(items[0]).getByText('and 5 more')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Download the report (PDF)' })).toHaveAttribute('href', '/api/audit-reports/tok_2/report.pdf');
    const next = screen.getByRole('complementary', { name: 'What next' });
    expect(within(next).getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');
  });

  it('says why a failed audit has no report', async () => {
    jest
      .spyOn(AuditsService, 'getAuditReport')
      .mockReturnValue(answer({ ...PENDING('running'), status: 'failed', failure: 'The site did not answer.' } as AuditReport));
    await renderInApp(() => <AnalysisReport token="tok_3" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check this site: The site did not answer.');
    expect(screen.getByRole('status')).toHaveTextContent('The analysis could not be finished.');
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull();
  });

  it('shows the server’s message for an unknown or expired link', async () => {
    const message = 'This report does not exist or has expired.';
    jest
      .spyOn(AuditsService, 'getAuditReport')
      .mockReturnValue(
        answer(Promise.reject(new ApiError({ method: 'GET', url: '/x' }, { url: '/x', ok: false, status: 404, statusText: '', body: { message } }, message))),
      );
    await renderInApp(() => <AnalysisReport token="nope" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('groups findings by severity and grades scores', () => {
    const groups = bySeverity(DONE.findings!);
    expect(groups.critical.map((item) => item.id)).toEqual(['broken-internal-links', 'title-missing']);
    expect(groups.notice).toHaveLength(1);
    const grade = (score: number) => scoreGrade(score, DEFAULT_SITE_TEXTS).label;
    expect([grade(95), grade(90), grade(89), grade(50), grade(49)]).toEqual(['Good', 'Good', 'Needs work', 'Needs work', 'Poor']);
  });
});
