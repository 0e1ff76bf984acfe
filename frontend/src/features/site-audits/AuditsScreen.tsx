import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AuditsService } from '../../api/client';
import { useDateTime } from '../../site/dates';
import { AnchorLink } from '../../ui/links';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { WideTable } from '../../ui/WideTable';
import { AUDITS_PAGE_SIZE, siteAuditKeys, siteAuditQueries } from './queries';
import { duration, RUN_STATUS } from './status';

const route = getRouteApi('/_admin/audits');

/** An Admin audits any public address: the run is queued and its screen follows it. */
function RunAudit() {
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const run = useSave({
    action: (address: string) => AuditsService.runAudit({ requestBody: { url: address } }),
    message: (created) => `Audit of ${created.targetUrl} queued`,
    changes: [siteAuditKeys.all],
    failureTitle: 'Not started',
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    const started = await run.save(url.trim());
    if (started) await navigate({ to: '/audits/$id', params: { id: started.value._id } });
  }
  return (
    <form onSubmit={submit} aria-label="Run an audit">
      <Group align="flex-end">
        <TextInput
          label="Site address"
          description="A public http(s) address; up to 50 pages from it are checked"
          placeholder="https://example.com"
          required
          type="url"
          maxLength={2048}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          w={420}
          maw="100%"
        />
        <Button type="submit" loading={run.saving}>
          Run an audit
        </Button>
      </Group>
    </form>
  );
}

/** The SEO audits: visitors' free analyses (each a lead) and those an Admin ran, newest first. */
export function AuditsScreen() {
  const { page = 1 } = route.useSearch();
  const navigate = useNavigate({ from: '/audits' });
  const list = useQuery(siteAuditQueries.list(page));
  const when = useDateTime();
  return (
    <Stack>
      <Title order={1}>Audits</Title>
      <Text c="gray.7" maw={720}>
        Every free SEO analysis a visitor asked for, with its lead, and the audits you ran. Open one to see its findings, run it again or compare two runs.
      </Text>
      <RunAudit />
      <RemoteState remote={list}>
        {(runs) =>
          runs.items.length === 0 ? (
            <Text>No audits yet: they appear when a visitor asks for the free analysis or you run one.</Text>
          ) : (
            <>
              <WideTable minWidth={760} label="Audits">
                <Table striped>
                  <Table.Caption c="gray.7">Audits, newest first</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Site</Table.Th>
                      <Table.Th scope="col">Status</Table.Th>
                      <Table.Th scope="col">Score</Table.Th>
                      <Table.Th scope="col">Pages</Table.Th>
                      <Table.Th scope="col">Asked by</Table.Th>
                      <Table.Th scope="col">Asked</Table.Th>
                      <Table.Th scope="col">Took</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {runs.items.map((run) => (
                      <Table.Tr key={run._id}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          <AnchorLink to="/audits/$id" params={{ id: run._id }} aria-label={`Audit of ${run.targetUrl}, ${when(new Date(run.createdAt))}`}>
                            {run.targetUrl}
                          </AnchorLink>
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={RUN_STATUS[run.status].color} styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
                            {RUN_STATUS[run.status].label}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{run.score ?? '—'}</Table.Td>
                        <Table.Td>{run.pageCount}</Table.Td>
                        <Table.Td>
                          {run.leadId ? (
                            <AnchorLink to="/view/$id" params={{ id: run.leadId }}>
                              Lead
                            </AnchorLink>
                          ) : (
                            (run.requestedBy ?? '—')
                          )}
                        </Table.Td>
                        <Table.Td>
                          <time dateTime={String(run.createdAt)}>{when(new Date(run.createdAt))}</time>
                        </Table.Td>
                        <Table.Td>{duration(run.durationMs)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </WideTable>
              <Pager
                page={page}
                pageSize={AUDITS_PAGE_SIZE}
                total={runs.total}
                label="Audit pages"
                onChange={(next) => navigate({ search: { page: next > 1 ? next : undefined } })}
              />
            </>
          )
        }
      </RemoteState>
    </Stack>
  );
}
