import { Alert, Group } from '@mantine/core';
import { AnchorLink } from '../../ui/links';
import { TEXTS } from '../../texts';
import { useViewer } from '../../site/use-site';
import { landingOf } from './screens';

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

/** A member of the team on a screen their role does not open (by its address): said plainly, with the way to what it opens. */
export function NotAllowed() {
  const landing = landingOf(useViewer());
  return (
    <Alert color="red" role="alert" title="Not allowed" styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}>
      Your role does not allow this screen. The Owner of the site decides who may do what.
      {landing && (
        <Group mt="sm">
          <AnchorLink to={landing as '/admin'} c="dark.9" underline="always">
            Go to your back office
          </AnchorLink>
        </Group>
      )}
    </Alert>
  );
}
