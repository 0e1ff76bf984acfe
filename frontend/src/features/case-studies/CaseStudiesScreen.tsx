import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { CaseStudySummary } from '../../api/client';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { RemoteState } from '../../ui/RemoteState';
import { caseStudyQueries } from './queries';

/** Draft, scheduled or published, as the list and the editor name it. */
export const statusOf = (study: Pick<CaseStudySummary, 'status' | 'scheduled'>) =>
  study.status === 'draft' ? 'Draft' : study.scheduled ? 'Scheduled' : 'Published';

const COLOURS = { Draft: 'gray', Scheduled: 'violet', Published: 'teal' } as const;

const COLUMNS: DataColumn<CaseStudySummary>[] = [
  {
    header: 'Title',
    cell: (study) => (
      <Link to="/case-study-admin/$id" params={{ id: study.id }}>
        {study.title}
      </Link>
    ),
  },
  { header: 'Client', cell: (study) => study.client },
  { header: 'Industry', cell: (study) => study.industry },
  { header: 'Address', cell: (study) => `/case-studies/${study.slug}` },
  {
    header: 'Status',
    cell: (study) => {
      const status = statusOf(study);
      // Light badges with dark text: white on the filled teal or violet reads below AA.
      return (
        <Badge variant="light" color={COLOURS[status]} styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
          {status}
        </Badge>
      );
    },
  },
];

/** Every case study, drafts and scheduled ones too, the last saved first. */
export function CaseStudiesScreen() {
  const list = useQuery(caseStudyQueries.list());
  const navigate = useNavigate();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Case studies</Title>
        <Group>
          <Button component="a" href="/case-studies/" variant="default">
            View the list page
          </Button>
          <Button onClick={() => void navigate({ to: '/case-study-admin/$id', params: { id: 'new' } })}>Add a case study</Button>
        </Group>
      </Group>
      <RemoteState remote={list}>
        {(studies) =>
          studies.length === 0 ? (
            <Text>No case studies yet. Add one: the client, the challenge, what you did and the figures it brought.</Text>
          ) : (
            <DataTable label="Case studies" minWidth={720} columns={COLUMNS} rows={studies} rowKey={(study) => study.id} />
          )
        }
      </RemoteState>
    </Stack>
  );
}
