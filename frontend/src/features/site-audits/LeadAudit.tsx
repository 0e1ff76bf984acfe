import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { LeadAuditSummary } from '../../api/client';
import { AnchorLink } from '../../ui/links';
import { RUN_STATUS } from './status';

/** A lead that came from the free analysis: its site's score, its worst issues and the report the visitor got. */
export function LeadAudit({ audit }: { audit: LeadAuditSummary }) {
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby="lead-audit">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="lead-audit">
            Free SEO analysis
          </Title>
          <Badge variant="light" color={RUN_STATUS[audit.status].color} styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
            {RUN_STATUS[audit.status].label}
          </Badge>
        </Group>
        <Text>
          <b>Score:</b> {audit.score === null ? '—' : `${audit.score} / 100`}
        </Text>
        {audit.topIssues.length > 0 && (
          <>
            <Text fw={700}>Top issues</Text>
            <List size="sm">
              {audit.topIssues.map((issue) => (
                <List.Item key={issue}>{issue}</List.Item>
              ))}
            </List>
          </>
        )}
        <Group>
          <AnchorLink to="/audits/$id" params={{ id: audit._id }}>
            Audit details
          </AnchorLink>
          {audit.reportUrl && (
            <Anchor href={audit.reportUrl} target="_blank" rel="noopener">
              The visitor’s report
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
