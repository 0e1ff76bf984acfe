import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CaseStudiesService, type CaseStudyRecord } from '../../api/client';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { caseStudyKeys, caseStudyQueries } from './queries';

const when = (at: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

/** The study's last saves, each with a way back to its content (address and publication stay). */
export function CaseStudyHistory({ study }: { study: CaseStudyRecord }) {
  const client = useQueryClient();
  const revisions = useQuery(caseStudyQueries.revisions(study.id));
  const restore = useSave({
    action: (revisionId: string) => CaseStudiesService.restoreCaseStudyRevision({ id: study.id, revision: revisionId, ifMatch: String(study.version) }),
    message: 'The revision is back: its content is saved as the newest version',
    changes: [caseStudyKeys.all],
  });
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="case-study-history">
      <Stack gap="sm">
        <Title order={2} size="h3" id="case-study-history">
          History
        </Title>
        <Text size="sm" c="gray.7">
          The last 50 saves. Restoring one brings back its content and search appearance; the address and whether it is published stay as they are.
        </Text>
        <RemoteState remote={revisions}>
          {(list) => (
            <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((revision) => (
                <Group key={revision.id} component="li" justify="space-between" wrap="wrap">
                  <Text size="sm">
                    Version {revision.version} · {when(revision.createdAt)}
                    {revision.actorEmail && ` · ${revision.actorEmail}`} · “{revision.title}”
                  </Text>
                  {revision.version === study.version ? (
                    <Text size="sm" c="gray.7">
                      Current
                    </Text>
                  ) : (
                    <Button
                      size="xs"
                      variant="default"
                      loading={restore.saving}
                      aria-label={`Restore version ${revision.version}`}
                      onClick={() =>
                        void restore.save(revision.id).then((result) => result && client.setQueryData(caseStudyQueries.one(study.id).queryKey, result.value))
                      }
                    >
                      Restore
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </RemoteState>
      </Stack>
    </Paper>
  );
}
