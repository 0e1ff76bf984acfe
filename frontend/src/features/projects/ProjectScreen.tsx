import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../ui/links';
import { RemoteState } from '../../ui/RemoteState';
import { WideTable } from '../../ui/WideTable';
import { AdminDeliverables } from './AdminDeliverables';
import { AdminReports } from './AdminReports';
import { projectQueries } from './queries';
import { StagesEditor } from './StagesEditor';
import { Thread } from './Thread';

const route = getRouteApi('/_admin/client-projects/$id');

/** One client's project in the back office: its stages to plan and the client's onboarding answers. */
export function ProjectScreen() {
  const { id } = route.useParams();
  const project = useQuery(projectQueries.one(id));
  return (
    <Stack>
      <AnchorLink to="/client-projects">All projects</AnchorLink>
      <RemoteState remote={project}>
        {(data) => (
          <Stack>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {data.packageName}: {data.customerEmail}
            </Title>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Order{' '}
              <AnchorLink to="/admin/payment-status/$id" params={{ id: data.orderId }}>
                {data.orderId}
              </AnchorLink>
              , opened {data.createdAt.slice(0, 10)}
            </Text>
            <Paper withBorder p="lg">
              <Title order={2} size="h3" mb="sm">
                Stages
              </Title>
              <StagesEditor key={data.updatedAt} project={data} />
            </Paper>
            <Thread
              projectId={data._id}
              words={{
                heading: 'Messages',
                none: 'No messages yet.',
                label: 'Message to the client',
                send: 'Send',
                sent: 'Sent: the client is mailed',
                attach: 'Attach a file',
                attachRule: 'PDF, PNG, JPEG, WebP, GIF, XLSX, DOCX, PPTX, ZIP, CSV or plain text; at most 20 MB. It is also listed among the deliverables.',
                attachment: (fileName, size) => `${fileName} (${size})`,
                author: (fromAgency) => (fromAgency ? 'Agency' : data.customerEmail),
              }}
            />
            <Paper withBorder p="lg">
              <AdminDeliverables projectId={data._id} />
            </Paper>
            <Paper withBorder p="lg">
              <AdminReports key={data.updatedAt} project={data} />
            </Paper>
            <Paper withBorder p="lg">
              <Title order={2} size="h3" mb="sm">
                Onboarding answers
              </Title>
              {data.questions.length === 0 ? (
                <Text>This offer asked no onboarding questions.</Text>
              ) : !data.answers ? (
                <Text>Not answered yet.</Text>
              ) : (
                <WideTable minWidth={320} label="Onboarding answers">
                  <Table data-testid="onboarding-answers">
                    <Table.Caption c="gray.7">Answered {data.answeredAt?.slice(0, 10)}</Table.Caption>
                    <Table.Tbody>
                      {data.questions.map((question, index) => (
                        <Table.Tr key={index}>
                          <Table.Th scope="row">{question.label}</Table.Th>
                          <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{data.answers?.[index] || '—'}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </WideTable>
              )}
            </Paper>
          </Stack>
        )}
      </RemoteState>
    </Stack>
  );
}
