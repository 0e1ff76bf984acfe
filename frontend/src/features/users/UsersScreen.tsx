import { Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AnchorLink } from '../../ui/links';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { useQuery } from '@tanstack/react-query';
import { UsersService, type UserListRecord } from '../../api/client';
import { TEXTS } from '../../texts';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { userKeys, userQueries } from './queries';
import { ROLE_OPTIONS, type UserRole } from './roles';
import { TeamRule } from './TeamRule';
import { useViewer } from '../../site/use-site';

const ACCOUNT_BADGES = {
  verified: { color: 'teal', label: 'Verified' },
  unverified: { color: 'yellow', label: 'Not verified yet' },
  none: { color: 'gray', label: 'No account yet' },
} as const;

const COLUMNS: DataColumn<UserListRecord>[] = [
  { header: 'E-mail', cell: (user) => user.userEmail },
  { header: 'Role', cell: (user) => (user.isOwner ? `${user.userRole} (Owner)` : user.userRole) },
  {
    header: 'Account',
    cell: (user) => (
      <Badge variant="light" color={ACCOUNT_BADGES[user.account].color} styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
        {ACCOUNT_BADGES[user.account].label}
      </Badge>
    ),
  },
];

/** Only the Owner changes roles; the others read the roster. */
const EDIT_COLUMN: DataColumn<UserListRecord> = {
  header: 'Action',
  cell: (user) => (
    <AnchorLink to="/admin-user/$id" params={{ id: user._id }}>
      Edit
    </AnchorLink>
  ),
};

export function UsersScreen() {
  const users = useQuery(userQueries.list());
  const isOwner = useViewer()?.permissions?.includes('team') === true;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<UserRole>('Admin');
  const add = useSave({
    action: (userEmail: string) => UsersService.addUser({ requestBody: { userEmail, userRole: role } }),
    message: TEXTS.userAdded,
    changes: [userKeys.all],
  });
  return (
    <Stack maw={720}>
      <Title order={1}>Admin users</Title>
      <Text c="gray.7">
        An address on this list gives its account the role once the account has confirmed the address through the link we e-mail at sign-up. The Owner alone
        adds members and changes roles; a change of role signs the member out everywhere.
      </Text>
      {isOwner && (
        <form
          aria-label="Add admin"
          onSubmit={async (event: FormEvent) => {
            event.preventDefault();
            if (await add.save(email)) setEmail('');
          }}
        >
          <Group align="end">
            <TextInput
              label="Admin's e-mail address"
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              w={320}
              maw="100%"
            />
            <Select
              label="Role"
              data={ROLE_OPTIONS}
              value={role}
              onChange={(value) => setRole((value as UserRole | null) ?? 'Admin')}
              allowDeselect={false}
              w={320}
              maw="100%"
            />
            <Button type="submit" loading={add.saving}>
              Add
            </Button>
          </Group>
        </form>
      )}
      <TeamRule isOwner={isOwner} />
      <RemoteState remote={users}>
        {(list) => <DataTable label="Roster" minWidth={480} columns={isOwner ? [...COLUMNS, EDIT_COLUMN] : COLUMNS} rows={list} rowKey={(user) => user._id} />}
      </RemoteState>
    </Stack>
  );
}
