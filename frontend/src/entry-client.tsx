import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppState } from './app-state';
import { createAppRouter } from './router';

const router = createAppRouter(createAppState({}, null));

// The page is already visible as server-rendered HTML. Hydrating inside a transition lets React
// yield to the browser between components instead of blocking the main thread for the whole page
// at once (Lighthouse counts that as Total Blocking Time on a phone-speed CPU).
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />);
});
