import { describe, expect, it, jest } from '@jest/globals';
import { Button } from '@mantine/core';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { createAppState, type AppState } from '../app-state';
import { lazyPage, lazyPublicPage } from './lazy-page';

// The app's root draws no MantineProvider (RootDocument.tsx): the screens loaded through lazyPage
// bring their own, the public ones through lazyPublicPage none. Rendered here without the test
// wrapper's provider, as the app does.
async function show(component: ReturnType<typeof lazyPage>) {
  const root = createRootRouteWithContext<{ state: AppState }>()({});
  const router = createRouter({
    routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component })]),
    context: { state: createAppState({}, null) },
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
}

const screenModule = () => Promise.resolve({ Screen: () => <Button>Save the order</Button>, Plain: () => <p>A post</p> });

describe('screens loaded on demand', () => {
  it('draws a screen of Mantine components inside the provider it brings', async () => {
    await show(lazyPage(screenModule, 'Screen'));
    expect(await screen.findByRole('button', { name: 'Save the order' })).toBeInTheDocument();
  });

  it('draws a public screen without the provider, which a Mantine component there would miss', async () => {
    await show(lazyPublicPage(screenModule, 'Plain'));
    expect(await screen.findByText('A post')).toBeInTheDocument();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await show(lazyPublicPage(screenModule, 'Screen'));
    // The router's error boundary takes the screen's throw.
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the order' })).not.toBeInTheDocument();
    expect(String(errors.mock.calls.flat().find((value) => value instanceof Error))).toMatch(/MantineProvider was not found/);
    errors.mockRestore();
  });
});
