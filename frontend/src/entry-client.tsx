import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppState } from './app-state';
import { createAppRouter } from './router';

// The server drew the page for its route's own path (`/edit-team-text` for `/edit-team-text/`,
// `/pricing/` for `/Pricing`): the router starts from that path, or it would match the address as
// typed and draw something else than the server did (React's hydration error #418). Only a case or
// trailing-slash variant is taken up: the not-found page is drawn under a path of its own.
const drawn = document.documentElement.dataset.path;
const bare = (path: string) => path.toLowerCase().replace(/\/+$/, '');
if (drawn && drawn !== location.pathname && bare(drawn) === bare(location.pathname)) {
  history.replaceState(history.state, '', drawn + location.search + location.hash);
}

const router = createAppRouter(createAppState({}, null));

// The page is already visible as server-rendered HTML. Hydrating inside a transition lets React
// yield to the browser between components instead of blocking the main thread for the whole page
// at once (Lighthouse counts that as Total Blocking Time on a phone-speed CPU).
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />);
});
