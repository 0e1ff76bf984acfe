import { Table } from '@mantine/core';
import { DeleteSubscriber } from './DeleteSubscriber';
import { useQuery } from '@tanstack/react-query';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';
import { subscriberQueries } from './queries';

/** Newsletter sign-ups, paged by the server; the caller keeps the page (in the address). */
export function SubscribersTable({
  pageSize,
  page,
  onPage,
  pending = false,
}: {
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** the sign-ups still waiting for their confirmation link, instead of the subscribers */
  pending?: boolean;
}) {
  const subscribers = useQuery(subscriberQueries.list(page, pageSize, pending ? 'Pending' : undefined));
  const name = pending ? 'Waiting for confirmation' : 'Subscribers';
  return (
    <RemoteState remote={subscribers}>
      {(result) => (
        <>
          <Table striped aria-label={name}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sl No.</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.items.map((subscriber, index) => (
                <Table.Tr key={subscriber._id}>
                  <Table.Td>{(page - 1) * pageSize + index + 1}</Table.Td>
                  <Table.Td>{subscriber.subemail}</Table.Td>
                  <Table.Td>
                    <DeleteSubscriber subscriber={subscriber} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pager page={page} pageSize={pageSize} total={result.total} onChange={onPage} label={`${name} pages`} />
        </>
      )}
    </RemoteState>
  );
}
