import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ProjectReportRecord } from '../../api/client';
import { fillIn } from '../../site/fill-in';
import { useSiteTexts } from '../../site/use-site';
import { projectQueries } from './queries';

/** The words a report is shown with: the site texts on the client's page, the agency's own in the back office. */
export interface ReportWords {
  title: (site: string, date: string) => string;
  score: (score: number) => string;
  change: (points: number) => string;
  running: string;
  failed: (reason: string) => string;
  newIssues: string;
  fixedIssues: string;
  openIssues: string;
  noIssues: string;
  /** the link to a finished report's PDF */
  pdf: string;
}

/** A finished report's PDF, served to whoever reads the report (the project's client and the agency). */
export const reportPdfUrl = (report: ProjectReportRecord) => `/api/project/${report.projectId}/reports/${report._id}/pdf`;

const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** One site report: its score and trend, what is new and fixed since the last one, and what to fix. */
export function SiteReport({ report, words, level = 3 }: { report: ProjectReportRecord; words: ReportWords; level?: 3 | 4 }) {
  const done = report.status === 'done';
  const earlier = report.scoreChange !== null;
  return (
    <Stack gap="xs" data-testid="site-report">
      <Title order={level} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {words.title(host(report.siteUrl), (report.finishedAt ?? report.createdAt).slice(0, 10))}
      </Title>
      {report.status === 'failed' && <Text>{words.failed(report.failure ?? '')}</Text>}
      {!done && report.status !== 'failed' && <Text>{words.running}</Text>}
      {done && (
        <>
          <Group gap="sm" wrap="wrap">
            <Badge size="lg" variant="light" color="blue.9">
              {words.score(report.score ?? 0)}
            </Badge>
            {earlier && <Text data-testid="report-trend">{words.change(report.scoreChange!)}</Text>}
          </Group>
          {earlier && report.newIssues.length > 0 && (
            <div>
              <Text fw={700}>{words.newIssues}</Text>
              <List size="sm">
                {report.newIssues.map((issue) => (
                  <List.Item key={issue.id}>{issue.title}</List.Item>
                ))}
              </List>
            </div>
          )}
          {report.fixedIssues.length > 0 && (
            <div>
              <Text fw={700}>{words.fixedIssues}</Text>
              <List size="sm">
                {report.fixedIssues.map((issue) => (
                  <List.Item key={issue.id}>{issue.title}</List.Item>
                ))}
              </List>
            </div>
          )}
          {/* A link of its own line, told apart by more than its colour (axe). */}
          <Anchor href={reportPdfUrl(report)} size="sm" style={{ alignSelf: 'flex-start' }}>
            {words.pdf}
          </Anchor>
          <div>
            <Text fw={700}>{words.openIssues}</Text>
            {report.issues.length === 0 ? (
              <Text size="sm">{words.noIssues}</Text>
            ) : (
              <List size="sm">
                {report.issues.map((issue) => (
                  <List.Item key={issue.id}>
                    <Text span size="sm" fw={600}>
                      {issue.title}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {issue.fix}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </div>
        </>
      )}
    </Stack>
  );
}

/** The client's site reports on their project page, newest first. */
export function SiteReports({ projectId }: { projectId: string }) {
  const texts = useSiteTexts();
  const list = useQuery(projectQueries.reports(projectId));
  const items = list.data ?? [];
  const words: ReportWords = {
    title: (site, date) => fillIn(texts.reportOf, { site, date }),
    score: (score) => fillIn(texts.reportScore, { score: String(score) }),
    change: (points) => (points === 0 ? texts.reportSame : fillIn(points > 0 ? texts.reportUp : texts.reportDown, { points: String(Math.abs(points)) })),
    running: texts.reportRunning,
    failed: (reason) => fillIn(texts.reportFailed, { reason }),
    newIssues: texts.reportNewIssues,
    fixedIssues: texts.reportFixedIssues,
    openIssues: texts.reportOpenIssues,
    noIssues: texts.reportNoIssues,
    pdf: texts.reportPdf,
  };
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h3" mb="sm">
        {texts.reportsHeading}
      </Title>
      {items.length === 0 && <Text>{texts.reportsNone}</Text>}
      <Stack gap="lg">
        {items.map((report) => (
          <SiteReport key={report._id} report={report} words={words} />
        ))}
      </Stack>
    </Paper>
  );
}
