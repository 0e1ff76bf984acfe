import { useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { AppState } from '../app-state';
import type { SiteData, Viewer } from './types';

function useAppState(): AppState {
  return useRouteContext({ from: '__root__' }).state;
}

/** The public content the server rendered the page from. */
export function useSite(): SiteData {
  return useAppState().site;
}

/** Who is signed in; re-renders when they sign in or out. */
export function useViewer(): Viewer | null {
  const state = useAppState();
  return useSyncExternalStore(state.subscribe, state.getViewer, state.getViewer);
}

export function useSetViewer(): (viewer: Viewer | null) => void {
  return useAppState().setViewer;
}
