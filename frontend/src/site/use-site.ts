import { useRouteContext } from '@tanstack/react-router';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppState } from '../app-state';
import { brandOf, siteTextsOf, type Brand, type SiteTexts } from './brand';
import { formatMoney, formatPrice } from './price';
import type { SiteData, Viewer } from './types';

function useAppState(): AppState {
  return useRouteContext({ from: '__root__' }).state;
}

/**
 * Site content that stands in for the saved one: the back office's preview (SectionPreview) renders
 * the public sections with an unsaved draft through it. Kept this small because every visit loads it.
 */
const SiteOverride = createContext<SiteData | undefined>(undefined);
export const SiteOverrideProvider = SiteOverride.Provider;

/** The public content the server rendered the page from, or the draft a preview shows. */
export function useSite(): SiteData {
  const site = useAppState().site;
  return useContext(SiteOverride) ?? site;
}

/** The agency's name, marks and contact details (Brand & site), with their stand-ins. */
export function useBrand(): Brand {
  return brandOf(useSite(), useAppState().publicUrl);
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

/**
 * Amounts written the site's way (its Brand & site locale): `money` for exact amounts in any
 * currency with PayPal's decimals, `price` for a package's price (USD keeps the spec's `$99`).
 */
export function useMoney() {
  const locale = useBrand().locale || undefined;
  return {
    money: (amount: number | string, currency: string) => formatMoney(amount, currency, locale),
    price: (price: number, currency?: string) => formatPrice(price, currency, locale),
  };
}

/**
 * Tells the server's render that the page shows an embed with this src, so the page's CSP frames
 * its origin and the consent banner comes when it waits for consent. Nothing in the browser.
 */
export function useReportEmbed(src: string): void {
  useAppState().embeds?.add(src);
}

/** Whether this is the back office's preview of a draft, where nothing of another site is loaded. */
export function useIsPreview(): boolean {
  return useContext(SiteOverride) !== undefined;
}
