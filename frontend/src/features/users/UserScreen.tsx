import { Button, Select, Stack, TextInput, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UsersService } from '../../api/client';
import { TEXTS } from '../../texts';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { userKeys, userQueries } from './queries';

const route = getRouteApi('/_admin/admin-user/$id');

export function UserScreen() {
  const { id } = route.useParams();
  const user = useQuery(userQueries.one(id));
  return <RemoteState remote={user}>{(current) => <UserForm key={current._id} id={id} email={current.userEmail} role={current.userRole} />}</RemoteState>;
}

function UserForm({ id, email, role }: { id: string; email: string; role: 'Admin' | 'User' }) {
  const [userEmail, setEmail] = useState(email);
  const [userRole, setRole] = useState<string | null>(role);
  const update = useSave({
    action: () => UsersService.updateUser({ id, requestBody: { userEmail, userRole: userRole === 'User' ? 'User' : 'Admin' } }),
    message: TEXTS.userUpdated,
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
          <Select label="Role" data={['Admin', 'User']} value={userRole} onChange={setRole} />
          <Button type="submit" w="fit-content" loading={update.saving}>
            Save
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
