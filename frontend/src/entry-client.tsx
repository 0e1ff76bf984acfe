import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppState } from './app-state';
import { createAppRouter } from './router';

const router = createAppRouter(createAppState({}, null));

hydrateRoot(document, <RouterClient router={router} />);
