import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RemoteState } from '../../ui/RemoteState';
import { WideTable } from '../../ui/WideTable';
import { AnchorLink } from '../../ui/links';
import { projectQueries } from './queries';

/** Every client's project: the offer, the customer, the stage under way, whether onboarding is answered. */
export function ProjectsScreen() {
  const list = useQuery(projectQueries.list());
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Client projects</Title>
        <AnchorLink to="/client-projects-setup">Stages and questions per offer</AnchorLink>
      </Group>
      <RemoteState remote={list}>
        {(page) =>
          page.items.length === 0 ? (
            <Text>No projects yet: one opens when an order is paid or a retainer starts.</Text>
          ) : (
            <WideTable minWidth={640} label="Client projects">
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Customer</Table.Th>
                    <Table.Th scope="col">Offer</Table.Th>
                    <Table.Th scope="col">Stage</Table.Th>
                    <Table.Th scope="col">Onboarding</Table.Th>
                    <Table.Th scope="col">Unread</Table.Th>
                    <Table.Th scope="col">Opened</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((project) => (
                    <Table.Tr key={project._id}>
                      <Table.Td>
                        <AnchorLink to="/client-projects/$id" params={{ id: project._id }}>
                          {project.customerEmail}
                        </AnchorLink>
                      </Table.Td>
                      <Table.Td>{project.packageName}</Table.Td>
                      <Table.Td>{project.stages[project.currentStage]?.name}</Table.Td>
                      <Table.Td>{project.questions.length === 0 ? '—' : project.answeredAt ? 'Answered' : 'Waiting'}</Table.Td>
                      <Table.Td>{project.unreadMessages || '—'}</Table.Td>
                      <Table.Td>{project.createdAt.slice(0, 10)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </WideTable>
          )
        }
      </RemoteState>
    </Stack>
  );
}
