import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MailKind } from '../../api/client';
import { RemoteState } from '../../ui/RemoteState';
import { mailQueries } from './queries';

/** How wide the reader's window is: a desktop client's reading pane, or a phone. */
const WIDTHS = { desktop: '100%', phone: '375px' } as const;
type Width = keyof typeof WIDTHS;

function Preview({ kind, width }: { kind: MailKind; width: Width }) {
  const preview = useQuery(mailQueries.preview(kind));
  return (
    <RemoteState remote={preview}>
      {(mail) => (
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={700}>Subject: {mail.subject}</Text>
            {!mail.transactional && <Badge variant="light">Carries an unsubscribe link</Badge>}
          </Group>
          {/* sandbox="" runs no script and opens nothing: the mail is looked at, never acted in. */}
          <iframe
            sandbox=""
            srcDoc={mail.html}
            title={`The mail “${mail.subject}” as HTML`}
            style={{
              width: WIDTHS[width],
              maxWidth: '100%',
              height: 720,
              border: '1px solid var(--mantine-color-gray-4)',
              borderRadius: 4,
              background: '#fff',
            }}
          />
          <Title order={2} size="h4">
            Plain text
          </Title>
          <Text
            component="pre"
            ff="monospace"
            size="sm"
            p="sm"
            bg="gray.0"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
          >
            {mail.text}
          </Text>
        </Stack>
      )}
    </RemoteState>
  );
}

/** Every mail the site sends, as it looks today with the agency's logo, colour and address. */
export function MailPreviewScreen() {
  const kinds = useQuery(mailQueries.kinds());
  const [chosen, setChosen] = useState<MailKind | null>(null);
  const [width, setWidth] = useState<Width>('desktop');
  return (
    <Stack>
      <Title order={1}>Mail preview</Title>
      <Text c="gray.7">
        Every mail the site sends, with the logo, primary colour and address from Brand & site. The people, orders and links in them are made up.
      </Text>
      <RemoteState remote={kinds}>
        {(list) => {
          const kind = chosen ?? list[0]?.kind;
          return (
            <Stack>
              <Group align="end">
                <Select
                  label="Mail"
                  data={list.map((item) => ({ value: item.kind, label: item.title }))}
                  value={kind ?? null}
                  onChange={(value) => value && setChosen(value as MailKind)}
                  allowDeselect={false}
                  w={420}
                  maw="100%"
                />
                <div role="group" aria-label="Width">
                  <Button.Group>
                    {(['desktop', 'phone'] as const).map((option) => (
                      <Button key={option} variant={width === option ? 'filled' : 'default'} aria-pressed={width === option} onClick={() => setWidth(option)}>
                        {option === 'desktop' ? 'Desktop' : 'Phone (375 px)'}
                      </Button>
                    ))}
                  </Button.Group>
                </div>
              </Group>
              {kind && <Preview kind={kind} width={width} />}
            </Stack>
          );
        }}
      </RemoteState>
    </Stack>
  );
}
