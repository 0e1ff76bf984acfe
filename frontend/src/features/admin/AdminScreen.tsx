import { Container, Title } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';

export function AdminScreen() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Container size="lg" py={48}>
      <Title order={1}>Admin {path}</Title>
    </Container>
  );
}
