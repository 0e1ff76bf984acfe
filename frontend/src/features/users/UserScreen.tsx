import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UsersService } from '../../api/client';
import { TEXTS } from '../../texts';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { userKeys, userQueries } from './queries';
import { ROLE_OPTIONS, type UserRole } from './roles';

const route = getRouteApi('/_admin/admin-user/$id');

export function UserScreen() {
  const { id } = route.useParams();
  const user = useQuery(userQueries.one(id));
  return (
    <RemoteState remote={user}>
      {(current) => (
        <UserForm
          key={`${current._id}:${current.userRole}:${current.isOwner}`}
          id={id}
          email={current.userEmail}
          role={current.userRole}
          isOwner={current.isOwner}
        />
      )}
    </RemoteState>
  );
}

function UserForm({ id, email, role, isOwner }: { id: string; email: string; role: UserRole; isOwner: boolean }) {
  const [userEmail, setEmail] = useState(email);
  const [userRole, setRole] = useState<UserRole>(role);
  const update = useSave({
    action: () => UsersService.updateUser({ id, requestBody: { userEmail, userRole } }),
    message: TEXTS.userUpdated,
    changes: [userKeys.all],
  });
  const transfer = useSave({
    action: () => UsersService.transferOwnership({ id }),
    message: 'Ownership moved',
    changes: [userKeys.all],
  });
  return (
    <Stack maw={480}>
      <Title order={1}>Edit admin user</Title>
      <form
        onSubmit={async (event: FormEvent) => {
          event.preventDefault();
          await update.save();
        }}
      >
        <Stack>
          <TextInput label="E-mail address" type="email" required value={userEmail} onChange={(e) => setEmail(e.currentTarget.value)} />
          <Select label="Role" data={ROLE_OPTIONS} value={userRole} onChange={(value) => setRole((value as UserRole | null) ?? role)} allowDeselect={false} />
          <Button type="submit" w="fit-content" loading={update.saving}>
            Save
          </Button>
        </Stack>
      </form>
      {isOwner ? (
        <Text c="gray.7">This member is the Owner: make another member Owner before changing this entry.</Text>
      ) : (
        <Group>
          <Button variant="default" onClick={() => void transfer.save()} loading={transfer.saving}>
            Make this member the Owner
          </Button>
        </Group>
      )}
    </Stack>
  );
}
