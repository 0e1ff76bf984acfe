import { Alert, Button, FileInput, Group, List, Modal, Paper, Radio, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage, RedirectsService, withSession, type RedirectInput, type RedirectRecord } from '../../api/client';
import { useDateTime } from '../../site/dates';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { SearchField } from '../../ui/SearchField';
import { WideTable } from '../../ui/WideTable';
import { REDIRECTS_PAGE_SIZE, validateRedirectsSearch, type RedirectsSearch } from './search';
import { redirectKeys, redirectQueries } from './queries';

const route = getRouteApi('/_admin/redirects');

type Code = RedirectInput['statusCode'];
const CODES: { value: Code; label: string; description: string }[] = [
  { value: 301, label: '301 Moved permanently', description: 'The page lives at the target now; search engines move its ranking there.' },
  { value: 302, label: '302 Found (temporary)', description: 'Visitors go to the target for now; search engines keep the old address.' },
  { value: 410, label: '410 Gone', description: 'The page was removed for good; visitors see a short “Gone” page.' },
];

/** Old addresses of the site and where their visitors go, with how often each is still followed. */
export function RedirectsScreen() {
  const search = validateRedirectsSearch(route.useSearch() as Record<string, unknown>);
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const list = useQuery(redirectQueries.list({ search: search.search, page, pageSize: REDIRECTS_PAGE_SIZE }));
  const [editing, setEditing] = useState<RedirectRecord | 'new' | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Redirects</Title>
        <Button onClick={() => setEditing('new')}>Add a redirect</Button>
      </Group>
      <Text c="gray.7">
        Send visitors and search engines from an old address to its new one, or tell them a page is gone. A redirect answers before any page, with or without
        the old path’s trailing slash.
      </Text>
      <SearchField
        label="Search by path or target"
        value={search.search}
        onSearch={(value) => navigate({ search: (current: RedirectsSearch) => ({ ...current, page: undefined, search: value }), replace: true })}
        width={320}
      />
      <RemoteState remote={list}>
        {(result) => (
          <>
            {result.items.length === 0 ? (
              <Text>{search.search ? 'No redirect matches this search.' : 'No redirects yet.'}</Text>
            ) : (
              <RedirectsTable items={result.items} onEdit={setEditing} />
            )}
            <Pager
              page={page}
              pageSize={REDIRECTS_PAGE_SIZE}
              total={result.total}
              onChange={(next) => navigate({ search: (current: RedirectsSearch) => ({ ...current, page: next > 1 ? next : undefined }) })}
              label="Redirect pages"
            />
          </>
        )}
      </RemoteState>
      <ImportRedirects />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add a redirect' : 'Edit the redirect'}
        closeButtonProps={{ 'aria-label': 'Close' }}
        size="lg"
      >
        {editing !== null && <RedirectForm redirect={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

function RedirectsTable({ items, onEdit }: { items: RedirectRecord[]; onEdit: (redirect: RedirectRecord) => void }) {
  const when = useDateTime();
  return (
    <WideTable minWidth={760} label="Redirects">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Old path</Table.Th>
            <Table.Th>Goes to</Table.Th>
            <Table.Th>Code</Table.Th>
            <Table.Th>Hits</Table.Th>
            <Table.Th>Last hit</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((redirect) => (
            <Table.Tr key={redirect.id}>
              <Table.Td style={{ wordBreak: 'break-all' }}>
                {redirect.source}
                {redirect.note && (
                  <Text size="xs" c="gray.7">
                    {redirect.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{redirect.target ?? 'Gone'}</Table.Td>
              <Table.Td>{redirect.statusCode}</Table.Td>
              <Table.Td>{redirect.hits}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{redirect.lastHitAt ? when(new Date(redirect.lastHitAt)) : 'Never'}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button variant="subtle" size="compact-sm" onClick={() => onEdit(redirect)} aria-label={`Edit the redirect of ${redirect.source}`}>
                    Edit
                  </Button>
                  <ConfirmDelete
                    label={`Delete the redirect of ${redirect.source}`}
                    title="Delete this redirect?"
                    action={() => RedirectsService.deleteRedirect({ id: redirect.id })}
                    changes={[redirectKeys.all]}
                  >
                    Delete the redirect of {redirect.source}? Visitors of the old address will get whatever the site answers there (usually “page not found”).
                  </ConfirmDelete>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}

/** The add and edit form: the server checks every rule again (loops, chains, private targets). */
function RedirectForm({ redirect, onDone }: { redirect?: RedirectRecord; onDone: () => void }) {
  const [source, setSource] = useState(redirect?.source ?? '');
  const [target, setTarget] = useState(redirect?.target ?? '');
  const [code, setCode] = useState<Code>(redirect?.statusCode ?? 301);
  const [note, setNote] = useState(redirect?.note ?? '');
  const save = useSave({
    action: (input: RedirectInput) =>
      redirect ? RedirectsService.updateRedirect({ id: redirect.id, requestBody: input }) : RedirectsService.addRedirect({ requestBody: input }),
    message: (saved) => `The redirect of ${saved.source} is saved`,
    changes: [redirectKeys.all],
  });
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const input = { source, target: code === 410 ? null : target, statusCode: code, note };
        if (await save.save(input)) onDone();
      }}
    >
      <Stack>
        <TextInput
          label="Old path"
          description="A path of this site, starting with / (for example /old-pricing/)"
          required
          value={source}
          onChange={(event) => setSource(event.currentTarget.value)}
          maxLength={500}
        />
        <Radio.Group label="Answer" value={String(code)} onChange={(value) => setCode(Number(value) as Code)}>
          <Stack gap="xs" mt="xs">
            {CODES.map((option) => (
              <Radio key={option.value} value={String(option.value)} label={option.label} description={option.description} />
            ))}
          </Stack>
        </Radio.Group>
        {code !== 410 && (
          <TextInput
            label="Target"
            description="A path of this site (/pricing/) or an address elsewhere starting with https://"
            required
            value={target}
            onChange={(event) => setTarget(event.currentTarget.value)}
            maxLength={2000}
          />
        )}
        <TextInput
          label="Note"
          description="Why it exists, for the next admin (optional)"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={300}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.saving}>
            Save redirect
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type ImportOutcome = { ok: true; message: string } | { ok: false; lines: string[] };

/** A CSV of source,target,code rows, pasted or read from a file: all of it is imported, or nothing and each refused line is named. */
function ImportRedirects() {
  const [csv, setCsv] = useState('');
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [pending, { open: start, close: stop }] = useDisclosure(false);
  const client = useQueryClient();
  const send = async () => {
    start();
    try {
      const result = await withSession(() => RedirectsService.importRedirects({ requestBody: { csv } }));
      setOutcome({ ok: true, message: result.message });
      setCsv('');
      await client.invalidateQueries({ queryKey: redirectKeys.all });
    } catch (error) {
      const message = errorMessage(error);
      const body = (error as { body?: { message?: string | string[] } }).body;
      setOutcome({ ok: false, lines: Array.isArray(body?.message) ? body.message : [message] });
    } finally {
      stop();
    }
  };
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h3" mb="xs">
        Import from CSV
      </Title>
      <Text c="gray.7" size="sm" mb="sm">
        One redirect per line: <code>source,target,code</code> (a first line with these names is skipped; code 301 when left out; target empty for 410). Either
        every line is imported, or none and each refused line is named.
      </Text>
      <Stack>
        <FileInput
          label="CSV file"
          description="Or paste the lines below"
          accept=".csv,text/csv,text/plain"
          clearable
          maw={360}
          onChange={async (file) => setCsv(file ? await file.text() : '')}
        />
        <Textarea label="CSV" autosize minRows={4} maxRows={12} value={csv} onChange={(event) => setCsv(event.currentTarget.value)} spellCheck={false} />
        <Group>
          <Button onClick={send} loading={pending} disabled={!csv.trim()}>
            Import redirects
          </Button>
        </Group>
        {outcome?.ok === true && (
          <Alert color="teal" role="status" title="Imported">
            {outcome.message}
          </Alert>
        )}
        {outcome?.ok === false && (
          <Alert color="red" role="alert" title={outcome.lines[0]}>
            <List size="sm">
              {outcome.lines.slice(1).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
