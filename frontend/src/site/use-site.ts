import { useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { AppState } from '../app-state';
import { brandOfState, siteTextsOf, type Brand, type SiteTexts } from './brand';
import type { SiteData, Viewer } from './types';

function useAppState(): AppState {
  return useRouteContext({ from: '__root__' }).state;
}

/** The public content the server rendered the page from. */
export function useSite(): SiteData {
  return useAppState().site;
}

/** The agency's name, marks and contact details (Brand & site), with their stand-ins. */
export function useBrand(): Brand {
  return brandOfState(useAppState());
}

/** The site's fixed texts (eyebrows, badges, the thanks page), as edited or by default. */
export function useSiteTexts(): SiteTexts {
  return siteTextsOf(useSite());
}

/** Who is signed in; re-renders when they sign in or out. */
export function useViewer(): Viewer | null {
  const state = useAppState();
  return useSyncExternalStore(state.subscribe, state.getViewer, state.getViewer);
}

export function useSetViewer(): (viewer: Viewer | null) => void {
  return useAppState().setViewer;
}
