import { Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { UsersService } from '../../api/client';
import { read } from '../../api/queries';
import { useSave } from '../../ui/save';

const teamSettingsKey = ['team-settings'] as const;

/** The Owner's rule: every member of the team signs in with a second factor (the Owner's own first). */
export function TeamRule({ isOwner }: { isOwner: boolean }) {
  const settings = useQuery({ queryKey: teamSettingsKey, queryFn: read(() => UsersService.getTeamSettings()) });
  const save = useSave({
    action: (requireTwoFactor: boolean) => UsersService.updateTeamSettings({ requestBody: { requireTwoFactor } }),
    message: (result) => (result.requireTwoFactor ? 'Two-factor sign-in is now required of the team' : 'Two-factor sign-in is no longer required'),
    changes: [teamSettingsKey],
    failureTitle: 'Not changed',
  });
  if (!settings.data) return null;
  return (
    <>
      <Switch
        label="Require two-factor sign-in of every member of the team"
        checked={settings.data.requireTwoFactor}
        disabled={!isOwner || save.saving}
        onChange={(event) => void save.save(event.currentTarget.checked)}
      />
      <Text size="sm" c="gray.7">
        While on, a member without an authenticator app is sent to their account page to set one up before any screen of the back office opens. Set up your own
        first.
      </Text>
    </>
  );
}
