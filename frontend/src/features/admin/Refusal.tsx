import { Alert, Group } from '@mantine/core';
import { AnchorLink } from '../../ui/links';
import { TEXTS } from '../../texts';

/** What a signed-in visitor who is not an Admin sees in the back office, with the ways back. */
export function Refusal() {
  return (
    <Alert color="red" role="alert" title="Back office" styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}>
      {TEXTS.noPermission}
      <Group mt="sm">
        <AnchorLink to="/dashboard" c="dark.9" underline="always">
          Go to your dashboard
        </AnchorLink>
        <AnchorLink to="/" c="dark.9" underline="always">
          Back to the site
        </AnchorLink>
      </Group>
    </Alert>
  );
}
