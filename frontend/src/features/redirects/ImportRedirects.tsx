import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, RedirectsService, withSession } from '../../api/client';
import { redirectKeys } from './queries';

type ImportOutcome = { ok: true; message: string } | { ok: false; lines: string[] };

/** A CSV of source,target,code rows, pasted or read from a file: all of it is imported, or nothing and each refused line is named. */
export function ImportRedirects() {
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
