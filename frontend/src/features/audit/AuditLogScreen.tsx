import { Autocomplete, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, type ChangeEvent } from 'react';
import type { AuditEntryRecord, AuditKindInfo } from '../../api/client';
import { useDateTime } from '../../site/dates';
import { RemoteState } from '../../ui/RemoteState';
import { choiceParam } from '../../ui/search';
import { DataTable } from '../../ui/DataTable';
import { AUDIT_PAGE_SIZE, dateParam, isEmail, validateAuditSearch, type AuditKind, type AuditSearch } from './search';
import { useAddressField } from '../../ui/address-field';
import { userQueries } from '../users/queries';
import { auditQueries } from './queries';

const route = getRouteApi('/_admin/audit-log');

/** How each recorded action reads; an action not listed reads as the log wrote it. */
const ACTIONS: Record<string, string> = {
  create: 'added',
  update: 'edited',
  delete: 'deleted',
  move: 'moved',
  hide: 'hidden',
  show: 'shown again',
  restore: 'restored',
  archive: 'archived',
  import: 'imported',
  revoke: 'revoked',
  publish: 'published',
  unpublish: 'unpublished',
  schedule: 'scheduled',
  'payment-status': 'payment status changed',
  'order-status': 'order status changed',
  'vies-check': 'VAT number checked with VIES',
  promote: 'made Admin',
  claim: 'taken back by the address’s owner',
};

type ChangeSearch = (next: AuditSearch, options?: { replace?: boolean }) => void;

/** The admin filter: addresses from the roster to pick from, or any address typed in full (past admins are in the log too). */
function ActorFilter({ search, onSearch }: { search: AuditSearch; onSearch: ChangeSearch }) {
  const users = useQuery(userQueries.list());
  const fromAddress = search.actor ?? '';
  const [actor, setActor] = useAddressField(fromAddress);
  const send = useDebouncedCallback((value: string) => {
    const typed = value.trim();
    if (typed && !isEmail(typed)) return;
    onSearch({ ...search, pages: undefined, actor: typed || undefined }, { replace: true });
  }, 300);
  const typed = actor.trim();
  return (
    <Autocomplete
      label="Admin e-mail"
      placeholder="Anyone"
      data={[...new Set((users.data ?? []).map((user) => user.userEmail))]}
      value={actor}
      onChange={(value) => {
        setActor(value);
        send(value);
      }}
      error={typed && !isEmail(typed) && typed !== fromAddress ? 'Type the whole address, or pick one' : undefined}
      w={260}
      maw="100%"
    />
  );
}

function Filters({ search, onSearch, options }: { search: AuditSearch; onSearch: ChangeSearch; options: KindOptions }) {
  const date = (name: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) =>
    onSearch({ ...search, pages: undefined, [name]: dateParam(event.currentTarget.value) }, { replace: true });
  return (
    <Group align="start">
      <ActorFilter search={search} onSearch={onSearch} />
      <Select
        label="Kind of change"
        placeholder="All"
        clearable
        data={options.data}
        value={search.kind ?? null}
        onChange={(value) => onSearch({ ...search, pages: undefined, kind: choiceParam(value, options.kinds) })}
        w={220}
      />
      {/* Side by side on a phone too. */}
      <Group gap="sm" align="start">
        <TextInput label="From" type="date" value={search.from ?? ''} onChange={date('from')} w={160} />
        <TextInput label="To (included)" type="date" value={search.to ?? ''} onChange={date('to')} w={160} />
      </Group>
    </Group>
  );
}

function Entries({ entries, empty, labels }: { entries: AuditEntryRecord[]; empty: string; labels: ReadonlyMap<string, string> }) {
  const when = useDateTime();
  return (
    <DataTable
      label="Audit log"
      minWidth={760}
      striped
      columns={[
        { header: 'When', style: { whiteSpace: 'nowrap' }, cell: (entry) => when(new Date(entry.createdAt)) },
        { header: 'Who', cell: (entry) => entry.actorEmail ?? '—' },
        {
          header: 'What',
          cell: (entry) => (
            <>
              {labels.get(entry.kind) ?? entry.kind}: {ACTIONS[entry.action] ?? entry.action}
            </>
          ),
        },
        { header: 'Subject', cell: (entry) => entry.subject },
        { header: 'Detail', cell: (entry) => entry.detail ?? '' },
      ]}
      rows={entries}
      rowKey={(entry) => entry.id}
      empty={empty}
    />
  );
}

/** Every change an admin made, newest first, filtered by who, what and when; paged Newer/Older by the log's cursors. */
export function AuditLogScreen() {
  // The kinds come from the server, where each module registers its own with its label.
  const kinds = useQuery(auditQueries.kinds());
  return <RemoteState remote={kinds}>{(known) => <AuditLog kinds={known} />}</RemoteState>;
}

/** The kinds as the filter offers them; made once per answer, as Mantine's Select wants stable options. */
interface KindOptions {
  data: { value: string; label: string }[];
  kinds: AuditKind[];
  labels: ReadonlyMap<string, string>;
}

function AuditLog({ kinds }: { kinds: AuditKindInfo[] }) {
  const options = useMemo<KindOptions>(
    () => ({
      data: kinds.map(({ kind, label }) => ({ value: kind, label })),
      kinds: kinds.map(({ kind }) => kind),
      labels: new Map(kinds.map(({ kind, label }) => [kind, label])),
    }),
    [kinds],
  );
  const address = validateAuditSearch(route.useSearch() as Record<string, unknown>);
  // A kind this screen does not know (an old or mistyped link) is left out, as the address's other malformed parts are.
  const search = { ...address, kind: choiceParam(address.kind, options.kinds) };
  const navigate = route.useNavigate();
  const onSearch: ChangeSearch = (next, options) => navigate({ search: next, replace: options?.replace });
  const { actor, kind, from, to, pages = [] } = search;
  const backwards = from !== undefined && to !== undefined && from > to;
  const log = useQuery({ ...auditQueries.log({ actor, kind, from, to, after: pages.at(-1) }, AUDIT_PAGE_SIZE), enabled: !backwards });
  const filtered = actor !== undefined || kind !== undefined || from !== undefined || to !== undefined;
  return (
    <Stack>
      <Title order={1}>Audit log</Title>
      <Text c="gray.7">Every change an admin made in the back office, newest first.</Text>
      <Filters search={search} onSearch={onSearch} options={options} />
      {backwards ? (
        <Text c="red.9" role="alert">
          The From date is after the To date: choose dates in order.
        </Text>
      ) : (
        <RemoteState remote={log}>
          {(page) => (
            <>
              <Entries entries={page.items} labels={options.labels} empty={filtered ? 'No change matches these filters.' : 'No change recorded yet.'} />
              <Group justify="space-between" role="navigation" aria-label="Audit log pages">
                <Button
                  variant="default"
                  size="xs"
                  disabled={pages.length === 0}
                  onClick={() => onSearch({ ...search, pages: pages.length > 1 ? pages.slice(0, -1) : undefined })}
                >
                  Newer
                </Button>
                <Button variant="default" size="xs" disabled={!page.next} onClick={() => page.next && onSearch({ ...search, pages: [...pages, page.next] })}>
                  Older
                </Button>
              </Group>
            </>
          )}
        </RemoteState>
      )}
    </Stack>
  );
}
