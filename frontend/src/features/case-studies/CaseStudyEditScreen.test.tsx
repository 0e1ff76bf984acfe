import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CASE_STUDY_TEXTS } from '../../../../backend/src/case-studies/texts';
import { renderAdminRoute } from '../../../test/admin-route';
import { answer } from '../../../test/answer';
import { ApiError, CaseStudiesService, type CaseStudyRecord, type CaseStudyRevisionSummary } from '../../api/client';
import { CaseStudyEditScreen } from './CaseStudyEditScreen';

const text = (value: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }] });

const study = (changes: Partial<CaseStudyRecord> = {}): CaseStudyRecord => ({
  id: 's1',
  slug: 'outdoor-shop',
  title: 'Outdoor shop triples organic traffic',
  client: 'Trailhead Outfitters',
  industry: 'E-commerce',
  services: ['Technical SEO'],
  challenge: text('Thin category pages.'),
  approach: text('We rebuilt them.'),
  results: [{ figure: '+240 %', label: 'organic traffic in 9 months' }],
  quote: null,
  coverImage: '',
  coverImageAlt: '',
  gallery: [],
  excerpt: '',
  status: 'published',
  scheduled: false,
  publishedAt: '2026-03-01T10:00:00.000Z',
  seoTitle: '',
  seoDescription: '',
  socialImage: '',
  socialImageAlt: '',
  noindex: false,
  canonicalUrl: '',
  version: 3,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...changes,
});

let stored = study();

beforeEach(() => {
  stored = study();
  jest.spyOn(CaseStudiesService, 'getCaseStudyForEdit').mockImplementation(() => answer(stored));
  jest.spyOn(CaseStudiesService, 'getCaseStudyRevisions').mockImplementation(() =>
    answer<CaseStudyRevisionSummary[]>([
      { id: '12', version: 3, title: stored.title, actorEmail: 'owner@example.com', createdAt: '2026-03-02T10:00:00.000Z' },
      { id: '11', version: 2, title: 'Outdoor shop: the first draft', actorEmail: 'owner@example.com', createdAt: '2026-03-01T10:00:00.000Z' },
    ]),
  );
});
afterEach(() => {
  jest.restoreAllMocks();
});

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the case study editor', () => {
  it('publishes a new study with its client, industry, results and no quote, then opens it', async () => {
    const add = jest.spyOn(CaseStudiesService, 'addCaseStudy').mockImplementation(() => answer(study({ id: 'new-id' })));
    const router = renderAdminRoute('/case-study-admin/$id', CaseStudyEditScreen, '/case-study-admin/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'Law firm leads' } });
    fireEvent.change(field('Client'), { target: { value: 'Smith & Co' } });
    fireEvent.change(field('Industry'), { target: { value: 'Legal services' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a result' }));
    fireEvent.change(field('Figure 1'), { target: { value: '×3' } });
    fireEvent.change(field('What figure 1 measures'), { target: { value: 'leads from search' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add.mock.calls[0]![0].requestBody).toMatchObject({
      title: 'Law firm leads',
      client: 'Smith & Co',
      industry: 'Legal services',
      results: [{ figure: '×3', label: 'leads from search' }],
      quote: null,
      status: 'published',
      publishedAt: null,
      slug: undefined,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/case-study-admin/new-id'));
  });

  it('takes a study back to a draft naming the version it loaded, and sends a quote once it has an author', async () => {
    const update = jest.spyOn(CaseStudiesService, 'updateCaseStudy').mockImplementation(() => answer(study({ status: 'draft', version: 4 })));
    renderAdminRoute('/case-study-admin/$id', CaseStudyEditScreen, '/case-study-admin/s1');
    await screen.findByRole('textbox', { name: /^Title/ });
    fireEvent.change(field('What the client said'), { target: { value: 'They knew what to fix first.' } });
    fireEvent.change(field('Who said it'), { target: { value: 'Ana Ruiz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith({
      id: 's1',
      ifMatch: '3',
      requestBody: expect.objectContaining({ status: 'draft', quote: { text: 'They knew what to fix first.', author: 'Ana Ruiz', role: '' } }),
    });
  });

  it('says when someone else saved first, and keeps what was typed', async () => {
    const refusal = new ApiError(
      { method: 'PUT', url: '/api/case-studies/manage/{id}' },
      { url: '/api/case-studies/manage/s1', ok: false, status: 409, statusText: 'Conflict', body: { message: CASE_STUDY_TEXTS.stale(3, 4) } },
      'Conflict',
    );
    jest.spyOn(CaseStudiesService, 'updateCaseStudy').mockRejectedValue(refusal);
    renderAdminRoute('/case-study-admin/$id', CaseStudyEditScreen, '/case-study-admin/s1');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Reload theirs' })).toBeVisible();
    expect(field('Title')).toHaveValue('Mine');
  });

  it('previews the unsaved texts without saving, sending only them', async () => {
    const preview = jest
      .spyOn(CaseStudiesService, 'previewCaseStudy')
      .mockImplementation(() => answer({ challengeHtml: '<p>Thin category pages.</p>', approachHtml: '<p>We rebuilt them.</p>' }));
    const update = jest.spyOn(CaseStudiesService, 'updateCaseStudy');
    renderAdminRoute('/case-study-admin/$id', CaseStudyEditScreen, '/case-study-admin/s1');
    await screen.findByRole('textbox', { name: /^Title/ });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const region = await screen.findByRole('region', { name: 'Preview' });
    expect(region).toHaveTextContent('We rebuilt them.');
    expect(preview).toHaveBeenCalledWith({ requestBody: { challenge: stored.challenge, approach: stored.approach } });
    expect(update).not.toHaveBeenCalled();
  });

  it('restores an earlier version from the history, naming the version loaded, and shows what came back', async () => {
    const restore = jest
      .spyOn(CaseStudiesService, 'restoreCaseStudyRevision')
      .mockImplementation(() => answer((stored = study({ title: 'Outdoor shop: the first draft', version: 4 }))));
    renderAdminRoute('/case-study-admin/$id', CaseStudyEditScreen, '/case-study-admin/s1');
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Current')).toBeVisible();
    fireEvent.click(await within(history).findByRole('button', { name: 'Restore version 2' }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith({ id: 's1', revision: '11', ifMatch: '3' }));
    await waitFor(() => expect(field('Title')).toHaveValue('Outdoor shop: the first draft'));
  });
});
