import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ProjectsService, type ProjectRecord, type ProjectReportingInput } from '../../api/client';
import { useHydrated } from '../../site/use-hydrated';
import { AnchorLink } from '../../ui/links';
import { useSave } from '../../ui/save';
import { projectKeys, projectQueries } from './queries';
import { SiteReport, type ReportWords } from './SiteReports';

const SCHEDULES: { value: ProjectReportingInput['schedule']; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'off', label: 'Off' },
];

const WORDS: ReportWords = {
  title: (site, date) => `${site}, ${date}`,
  score: (score) => `Score ${score}/100`,
  change: (points) => (points === 0 ? 'unchanged since the last report' : `${points > 0 ? 'up' : 'down'} ${Math.abs(points)} since the last report`),
  running: 'The audit is under way.',
  failed: (reason) => `The audit failed: ${reason}`,
  newIssues: 'New since the last report',
  fixedIssues: 'Fixed since the last report',
  openIssues: 'Issues',
  noIssues: 'No issue found.',
  pdf: 'Download the report (PDF)',
};

/** The project's site reports in the back office: the site and schedule, "Run a report now", and each report as the client reads it. */
export function AdminReports({ project }: { project: ProjectRecord }) {
  const hydrated = useHydrated();
  const list = useQuery(projectQueries.reports(project._id));
  const [siteUrl, setSiteUrl] = useState(project.siteUrl ?? '');
  const [schedule, setSchedule] = useState<ProjectReportingInput['schedule']>(project.reportSchedule);
  const save = useSave({
    action: () => ProjectsService.updateProjectReporting({ id: project._id, requestBody: { siteUrl: siteUrl.trim() || null, schedule } }),
    message: 'Reporting saved',
    changes: [projectKeys.all],
  });
  const run = useSave({
    action: () => ProjectsService.runProjectReport({ id: project._id }),
    message: 'Report started: the client is mailed when it is ready',
    changes: [projectKeys.all],
  });
  const reports = list.data ?? [];
  return (
    <Stack>
      <Title order={2} size="h3">
        Site reports
      </Title>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {project.reportSite ? `Audits ${project.reportSite}` : 'No site address yet: set one, or the client names it in the onboarding answers.'}
        {project.reportSchedule !== 'off' && project.nextReportAt ? ` Next scheduled report: ${project.nextReportAt.slice(0, 10)}.` : ''}
      </Text>
      <Group
        component="form"
        align="flex-end"
        wrap="wrap"
        onSubmit={(event) => {
          event.preventDefault();
          void save.save();
        }}
      >
        <TextInput
          label="Site address"
          description="Empty: the client’s onboarding answer"
          type="url"
          value={siteUrl}
          maxLength={2000}
          onChange={(event) => setSiteUrl(event.currentTarget.value)}
        />
        <NativeSelect
          label="Schedule"
          description="Retainers only"
          data={SCHEDULES}
          value={schedule}
          onChange={(event) => setSchedule(event.currentTarget.value as ProjectReportingInput['schedule'])}
        />
        <Button type="submit" variant="default" loading={save.saving} disabled={!hydrated}>
          Save
        </Button>
      </Group>
      <Group>
        <Button onClick={() => void run.save()} loading={run.saving} disabled={!hydrated || !project.reportSite}>
          Run a report now
        </Button>
      </Group>
      {reports.length === 0 && <Text>No report yet.</Text>}
      {reports.map((report) => (
        <Stack key={report._id} gap={4}>
          <SiteReport report={report} words={WORDS} />
          {/* The link stands on its own, not inside a line of text (told apart by more than its colour). */}
          <Group gap="sm">
            <Text size="sm" c="gray.7">
              {report.scheduled ? 'Scheduled' : 'Asked for'}
            </Text>
            {/* The run's page needs the audits permission: the server gives its id only to those who have it. */}
            {report.auditRunId && (
              <AnchorLink size="sm" to="/audits/$id" params={{ id: report.auditRunId }}>
                The audit
              </AnchorLink>
            )}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
