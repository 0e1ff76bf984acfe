import { Alert, Anchor, Badge, Button, Group, List, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { AuditComparison, AuditRunRecord } from '../../api/client';
import { AuditsService } from '../../api/client';
import { useDateTime } from '../../site/dates';
import { AnchorLink } from '../../ui/links';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { WideTable } from '../../ui/WideTable';
import { isRunning, siteAuditKeys, siteAuditQueries } from './queries';
import { duration, RUN_STATUS, SEVERITY_LABEL, signed } from './status';

const route = getRouteApi('/_admin/audits/$id');

/** How many runs the compare list offers: the newest of the same address among them. */
const COMPARE_CANDIDATES = 100;

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** One audit: its figures, its findings, a re-run, and how it compares with another run of the same address. */
export function AuditScreen() {
  const { id } = route.useParams();
  const { compare } = route.useSearch();
  const run = useQuery(siteAuditQueries.one(id));
  const navigate = useNavigate({ from: '/audits/$id' });
  const when = useDateTime();
  const rerun = useSave({
    action: () => AuditsService.rerunAudit({ id }),
    message: (created) => `Audit of ${created.targetUrl} queued again`,
    changes: [siteAuditKeys.all],
    failureTitle: 'Not started',
  });
  return (
    <RemoteState remote={run}>
      {(current) => (
        <Stack maw={960}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            Audit of {current.targetUrl}
          </Title>
          <Group>
            <Badge variant="light" color={RUN_STATUS[current.status].color} styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
              {RUN_STATUS[current.status].label}
            </Badge>
            <Text size="sm" role="status">
              {isRunning(current) ? 'The crawl is under way: this screen updates by itself.' : ''}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure label="Score" value={current.score === null ? '—' : `${current.score} / 100`} />
            <Figure label="Pages checked" value={current.pageCount} />
            <Figure label="Issues" value={current.findings?.length ?? '—'} />
            <Figure label="Took" value={duration(current.durationMs)} />
          </SimpleGrid>
          <Text size="sm">
            Asked <time dateTime={String(current.createdAt)}>{when(new Date(current.createdAt))}</time>
            {current.requestedBy ? ` by ${current.requestedBy}` : ' by a visitor'}
            {current.leadId && (
              <>
                {' · '}
                <AnchorLink to="/view/$id" params={{ id: current.leadId }}>
                  The lead’s message
                </AnchorLink>
              </>
            )}
            {current.reportUrl && (
              <>
                {' · '}
                <Anchor href={current.reportUrl} target="_blank" rel="noopener">
                  The visitor’s report
                </Anchor>
              </>
            )}
          </Text>
          {current.failure && (
            <Alert color="red" title="The audit failed">
              {current.failure}
            </Alert>
          )}
          <Group>
            <Button
              onClick={async () => {
                const started = await rerun.save();
                if (started) await navigate({ to: '/audits/$id', params: { id: started.value._id }, search: { compare: id } });
              }}
              loading={rerun.saving}
              disabled={isRunning(current)}
            >
              Run again
            </Button>
            <AnchorLink to="/audits">All audits</AnchorLink>
          </Group>
          <Compare run={current} otherId={compare} onPick={(other) => navigate({ search: { compare: other ?? undefined }, replace: true })} />
          <Findings run={current} />
        </Stack>
      )}
    </RemoteState>
  );
}

function Findings({ run }: { run: AuditRunRecord }) {
  if (!run.findings) return null;
  if (run.findings.length === 0) return <Text>Every check passed.</Text>;
  return (
    <Stack gap="xs">
      <Title order={2}>Findings</Title>
      <WideTable minWidth={720} label="Findings">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Severity</Table.Th>
              <Table.Th scope="col">Check</Table.Th>
              <Table.Th scope="col">Pages</Table.Th>
              <Table.Th scope="col">Fix</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {run.findings.map((finding) => (
              <Table.Tr key={finding.id}>
                <Table.Td>{SEVERITY_LABEL[finding.severity]}</Table.Td>
                <Table.Td>
                  {finding.title}
                  <Text size="xs" c="gray.7">
                    {finding.id}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {finding.count}
                  {finding.pages[0] && (
                    <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                      {finding.pages[0].url}
                      {finding.count > 1 ? ' …' : ''}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{finding.fix}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </WideTable>
    </Stack>
  );
}

/** Picks another run of the same address and shows what changed between the older and the newer. */
function Compare({ run, otherId, onPick }: { run: AuditRunRecord; otherId: string | undefined; onPick: (id: string | null) => void }) {
  const when = useDateTime();
  const runs = useQuery(siteAuditQueries.list(1, COMPARE_CANDIDATES));
  const others = (runs.data?.items ?? []).filter((other) => other._id !== run._id && other.targetUrl === run.targetUrl && other.status === 'done');
  // The older run is "before" whichever was opened first.
  const [beforeId, afterId] = otherId
    ? new Date(others.find((other) => other._id === otherId)?.createdAt ?? 0) <= new Date(run.createdAt)
      ? [otherId, run._id]
      : [run._id, otherId]
    : [undefined, undefined];
  const comparison = useQuery({ ...siteAuditQueries.compare(beforeId ?? '', afterId ?? ''), enabled: Boolean(beforeId && run.status === 'done') });
  if (run.status !== 'done' || (others.length === 0 && !otherId)) return null;
  return (
    <Stack gap="xs">
      <Title order={2}>Compare</Title>
      <Select
        label="Compare with another run of this address"
        placeholder="Pick a run"
        data={others.map((other) => ({ value: other._id, label: `${when(new Date(other.createdAt))} · score ${other.score}` }))}
        value={otherId ?? null}
        onChange={onPick}
        clearable
        maw={420}
      />
      {beforeId && <RemoteState remote={comparison}>{(result) => <Comparison result={result} />}</RemoteState>}
    </Stack>
  );
}

function Comparison({ result }: { result: AuditComparison }) {
  const when = useDateTime();
  const titles = new Map([...(result.before.findings ?? []), ...(result.after.findings ?? [])].map((finding) => [finding.id, finding.title]));
  const named = (ids: string[]) => ids.map((id) => titles.get(id) ?? id);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text>
          Score {result.before.score} on <time dateTime={String(result.before.createdAt)}>{when(new Date(result.before.createdAt))}</time>, {result.after.score}{' '}
          on <time dateTime={String(result.after.createdAt)}>{when(new Date(result.after.createdAt))}</time>:{' '}
          <Text span fw={700}>
            {signed(result.scoreChange)}
          </Text>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <ChangeList title={`Fixed (${result.fixed.length})`} items={named(result.fixed)} />
          <ChangeList title={`New (${result.new.length})`} items={named(result.new)} />
          <ChangeList title={`Still there (${result.remaining.length})`} items={named(result.remaining)} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function ChangeList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <Title order={3} size="h5">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="gray.7">
          None
        </Text>
      ) : (
        <List size="sm">
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
