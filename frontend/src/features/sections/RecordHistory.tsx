import { Button, Group, List, Modal, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ContentService, type RevisionDto, type SectionDefinitionDto } from '../../api/client';
import { useDateTime } from '../../site/dates';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import type { SectionRecord } from './sections-client';
import { sectionKeys, sectionQueries } from './queries';

const ACTIONS: Record<RevisionDto['action'], string> = {
  create: 'Added',
  update: 'Edited',
  delete: 'Deleted',
  move: 'Moved',
  hide: 'Hidden',
  show: 'Shown again',
  restore: 'Restored',
};

/** A value as the history quotes it: on one line, cut short. */
function quoted(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'empty';
  const line = String(value).replace(/\s+/g, ' ').trim();
  return `“${line.length > 60 ? `${line.slice(0, 59)}…` : line}”`;
}

/** One changed field, in the words of the editor's label, from what to what. */
function fieldChange(definition: SectionDefinitionDto, revision: RevisionDto, name: string): string {
  const { before, after } = revision;
  if (name === 'position') return `Position: ${before?.position ?? '—'} → ${after?.position ?? '—'}`;
  if (name === 'hidden') return `Visibility: ${before?.hidden ? 'hidden' : 'shown'} → ${after?.hidden ? 'hidden' : 'shown'}`;
  const label = definition.fields.find((field) => field.name === name)?.label ?? name;
  // An added or deleted record has one side only: its fields are listed, not compared.
  if (!before || !after) return label;
  return `${label}: ${quoted(before.fields[name])} → ${quoted(after.fields[name])}`;
}

/** What a revision changed: each field by the editor's label, and from what to what. */
export function changedLabels(definition: SectionDefinitionDto, revision: RevisionDto): string[] {
  return revision.changed.map((name) => fieldChange(definition, revision, name));
}

function Changes({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <>—</>;
  if (lines.length === 1) return <>{lines[0]}</>;
  return (
    <List size="sm" spacing={2}>
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}

const columns = (
  definition: SectionDefinitionDto,
  when: (date: Date) => string,
  restoreButton: (revision: RevisionDto) => ReactNode,
): DataColumn<RevisionDto>[] => [
  { header: 'When', cell: (revision) => when(new Date(revision.createdAt)) },
  { header: 'Who', cell: (revision) => revision.actorEmail ?? '—' },
  { header: 'What', cell: (revision) => ACTIONS[revision.action] },
  { header: 'Changed', cell: (revision) => <Changes lines={changedLabels(definition, revision)} /> },
  {
    header: 'Action',
    // Newest first: the first row is the record as it stands, nothing to restore.
    cell: (revision, index) =>
      index === 0 ? (
        <Text size="sm" c="gray.7">
          What it holds now
        </Text>
      ) : (
        restoreButton(revision)
      ),
  },
];

/**
 * The record's history, newest first: when, who, what, and which fields from what to what. Any earlier version can be
 * brought back (after a confirmation); the restore is itself a version, so it can be undone too.
 */
export function RecordHistory({ definition, id, onRestored }: { definition: SectionDefinitionDto; id: string; onRestored: (record: SectionRecord) => void }) {
  const revisions = useQuery(sectionQueries.revisions(definition.key, id));
  const when = useDateTime();
  const [chosen, setChosen] = useState<RevisionDto | null>(null);
  const restore = useSave({
    action: async (revisionId: string): Promise<SectionRecord> => ContentService.restoreRevision({ key: definition.key, revisionId }),
    message: `${definition.title}: the earlier version is back`,
    changes: [sectionKeys.section(definition.key)],
    failureTitle: 'Not restored',
  });
  const described = (revision: RevisionDto) =>
    `${ACTIONS[revision.action].toLowerCase()} ${when(new Date(revision.createdAt))}${revision.actorEmail ? ` by ${revision.actorEmail}` : ''}`;
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h3" mb="sm">
        History
      </Title>
      <RemoteState remote={revisions}>
        {(list) => (
          <DataTable
            label="History"
            minWidth={640}
            columns={columns(definition, when, (revision) => (
              <Button variant="light" size="compact-sm" onClick={() => setChosen(revision)} aria-label={`Restore this version (${described(revision)})`}>
                Restore this version
              </Button>
            ))}
            rows={list}
            rowKey={(revision) => revision.id}
            empty="No changes recorded yet."
          />
        )}
      </RemoteState>
      <Modal opened={chosen !== null} onClose={() => setChosen(null)} title="Restore this version?" closeButtonProps={{ 'aria-label': 'Close' }} centered>
        {chosen && (
          <Text mb="lg">
            The {definition.title.toLowerCase()} gets back what it held {chosen.after ? 'after' : 'before'} it was {described(chosen)}. What it holds now stays
            in the history, so you can bring it back too.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setChosen(null)}>
            Cancel
          </Button>
          <Button
            loading={restore.saving}
            onClick={async () => {
              if (!chosen) return;
              const done = await restore.save(chosen.id);
              if (!done) return;
              setChosen(null);
              onRestored(done.value);
            }}
          >
            Restore
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
