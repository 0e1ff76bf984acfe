import { Table } from '@mantine/core';
import { DeleteSubscriber } from './DeleteSubscriber';
import { useQuery } from '@tanstack/react-query';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';
import { WideTable } from '../../ui/WideTable';
import { useDateTime } from '../../site/dates';
import { subscriberQueries } from './queries';

/** Where the address was given: the sign-up form, in the footer of every page, and the page it was on. */
export const sourceOf = (page: string | null) => (page ? `Footer form on ${page}` : 'Not recorded (an older sign-up)');

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
  const signedUp = useDateTime();
  return (
    <RemoteState remote={subscribers}>
      {(result) => (
        <>
          <WideTable minWidth={640} label={`${name}, scrollable`}>
            <Table striped aria-label={name}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Sl No.</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Signed up</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.items.map((subscriber, index) => (
                  <Table.Tr key={subscriber._id}>
                    <Table.Td>{(page - 1) * pageSize + index + 1}</Table.Td>
                    <Table.Td>{subscriber.subemail}</Table.Td>
                    <Table.Td>{signedUp(new Date(subscriber.createdAt))}</Table.Td>
                    <Table.Td>{sourceOf(subscriber.consentPage)}</Table.Td>
                    <Table.Td>
                      <DeleteSubscriber subscriber={subscriber} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
          <Pager page={page} pageSize={pageSize} total={result.total} onChange={onPage} label={`${name} pages`} />
        </>
      )}
    </RemoteState>
  );
}
