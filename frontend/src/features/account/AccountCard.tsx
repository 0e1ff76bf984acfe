import { Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicLayout } from '../../layout/PublicLayout';

/** An account page: one card with its title, on the public site. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicLayout>
      <Container size={440} py={72}>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Title order={1} size="h2" mb="lg" ta="center">
            {title}
          </Title>
          {children}
        </Paper>
      </Container>
    </PublicLayout>
  );
}
