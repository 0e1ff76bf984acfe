import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderAdminRoute } from '../../../test/admin-route';
import { answer } from '../../../test/answer';
import { ProjectsService, type ProjectRecord, type ProjectReportRecord } from '../../api/client';
import { AdminReports } from './AdminReports';

const PROJECT_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const REPORT: ProjectReportRecord = {
  _id: '7a1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e60',
  projectId: PROJECT_ID,
  siteUrl: 'https://bakery.example/',
  scheduled: true,
  status: 'done',
  score: 82,
  scoreChange: 4,
  pageCount: 3,
  issues: [],
  newIssues: [],
  fixedIssues: [],
  failure: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  finishedAt: '2026-11-29T10:01:00.000Z',
};
const PROJECT = {
  _id: PROJECT_ID,
  siteUrl: null,
  reportSite: 'https://bakery.example/',
  reportSchedule: 'monthly',
  nextReportAt: null,
} as unknown as ProjectRecord;

let reports: ProjectReportRecord[];
beforeEach(() => {
  jest.spyOn(ProjectsService, 'getProjectReports').mockImplementation(() => answer(reports));
});
afterEach(() => {
  jest.restoreAllMocks();
});

const Screen = () => <AdminReports project={PROJECT} />;

describe("the agency's site reports", () => {
  it('link each finished report to its PDF, and to the audit only when the server gave its id (the audits permission)', async () => {
    reports = [{ ...REPORT, auditRunId: '8b1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e61' }];
    renderAdminRoute('/client-projects/$id', Screen, `/client-projects/${PROJECT_ID}`);
    const pdf = await screen.findByRole('link', { name: 'Download the report (PDF)' }, { timeout: 5000 });
    expect(pdf.getAttribute('href')).toBe(`/api/project/${PROJECT_ID}/reports/${REPORT._id}/pdf`);
    expect(screen.getByRole('link', { name: 'The audit' }).getAttribute('href')).toBe('/audits/8b1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e61');
  });

  it('offer no link to an audit page a projects-only member would be refused', async () => {
    reports = [REPORT];
    renderAdminRoute('/client-projects/$id', Screen, `/client-projects/${PROJECT_ID}`);
    await screen.findByRole('link', { name: 'Download the report (PDF)' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'The audit' })).toBeNull();
  });
});
