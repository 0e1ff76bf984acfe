import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ProjectsService, type DeliverableRecord } from '../../api/client';
import { fillIn } from '../../site/fill-in';
import { useHydrated } from '../../site/use-hydrated';
import { useSiteTexts } from '../../site/use-site';
import { useSave } from '../../ui/save';
import { projectKeys, projectQueries } from './queries';

/** The client's answer to an approval asked: approve, or ask for changes saying which. */
function ApprovalForm({ deliverable }: { deliverable: DeliverableRecord }) {
  const texts = useSiteTexts();
  const hydrated = useHydrated();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const decide = useSave({
    action: (decision: 'approved' | 'changes') =>
      ProjectsService.decideApproval({ id: deliverable._id, requestBody: { decision, comment: comment || undefined } }),
    message: (_result, decision) => (decision === 'approved' ? texts.approvalApproved : fillIn(texts.approvalChangesAsked, { comment })),
    changes: [projectKeys.all],
  });
  return (
    <Stack gap="xs" mt="xs">
      <Text fw={700}>{texts.approvalAsked}</Text>
      <Textarea
        label={texts.approvalCommentLabel}
        value={comment}
        maxLength={2000}
        autosize
        minRows={2}
        error={missing ? texts.approvalCommentRequired : undefined}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <Group>
        <Button disabled={!hydrated} loading={decide.saving} onClick={() => void decide.save('approved')}>
          {texts.approvalApprove}
        </Button>
        <Button
          variant="default"
          disabled={!hydrated}
          loading={decide.saving}
          onClick={() => {
            setMissing(!comment.trim());
            if (comment.trim()) void decide.save('changes');
          }}
        >
          {texts.approvalChanges}
        </Button>
      </Group>
    </Stack>
  );
}

/** What the agency delivered on the client's project: files to download, links, approvals. */
export function Deliverables({ projectId }: { projectId: string }) {
  const texts = useSiteTexts();
  const list = useQuery(projectQueries.deliverables(projectId));
  const items = list.data ?? [];
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h3" mb="sm">
        {texts.deliverablesHeading}
      </Title>
      {items.length === 0 && <Text>{texts.deliverablesNone}</Text>}
      <Stack gap="md">
        {items.map((item) => (
          <div key={item._id} data-testid="deliverable">
            <Group gap="sm" wrap="wrap">
              <Text fw={700}>{item.title}</Text>
              <Text size="sm" c="gray.7">
                {fillIn(texts.deliveredOn, { date: item.createdAt.slice(0, 10) })}
              </Text>
              {item.downloadUrl && (
                <Anchor href={item.downloadUrl} download aria-label={`${texts.deliverableDownload}: ${item.title}`}>
                  {texts.deliverableDownload}
                </Anchor>
              )}
              {item.url && (
                <Anchor href={item.url} target="_blank" rel="noopener noreferrer" aria-label={`${texts.deliverableOpenLink}: ${item.title}`}>
                  {texts.deliverableOpenLink}
                </Anchor>
              )}
              {item.approval === 'approved' && (
                <Badge color="teal" variant="light" styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
                  {texts.approvalApproved}
                </Badge>
              )}
            </Group>
            {item.approval === 'changes' && <Text size="sm">{fillIn(texts.approvalChangesAsked, { comment: item.approvalComment ?? '' })}</Text>}
            {item.approval === 'requested' && <ApprovalForm deliverable={item} />}
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
