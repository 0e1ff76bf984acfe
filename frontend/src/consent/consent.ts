/**
 * The consent banner, a module of its own that the server writes into a page only when something
 * on it waits for consent: an analytics or tracking tool that sets cookies, or an embedded service
 * that does (a booking tool, a map). It imports nothing of the app, so the first visit's bundle
 * stays as it is; the tools and the banner's words come from the server, in the script tag's
 * `data-consent`. Embeds learn the choice from `CONSENT_EVENTS`.
 */
import type { ConsentTool } from './tools';

/**
 * As consent-events.ts, which the embeds import: written out here, since a module this entry
 * shared with the app would be put in a chunk of the app's and make the banner load it first
 * (consent.test.ts holds the two equal).
 */
export const CONSENT_EVENTS = { changed: 'consent:changed', open: 'consent:open' } as const;
export const CONSENT_STORAGE_KEY = 'analytics-consent';

interface ConsentConfig {
  tools: ConsentTool[];
  texts: { label: string; text: string; accept: string; decline: string; settings?: string; privacy?: { text: string; href: string } };
}

/** The cookies the tools set on this site (Google's _ga…, Matomo's _pk_…, Meta's _fbp…), removed when consent is withdrawn. */
export const TOOL_COOKIES = /^(_ga|_gid|_gat|_pk_|mtm_|_fbp|_fbc|_clck|_clsk|_hj|_gcl)/;

/**
 * The tools' loaders are a chunk fetched once the visitor has accepted and only where a tool is on:
 * a page that asks consent for an embed alone (a booking page) carries none of their code.
 */
const loadTools = (config: ConsentConfig) => {
  if (config.tools.length) void import('./tools').then(({ loadTool }) => config.tools.forEach(loadTool));
};

function readChoice(): string | null {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(choice: 'granted' | 'denied'): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

function button(label: string, primary: boolean, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  // #1f2937 on white and white on #1f2937 contrast 14.7:1; both buttons weigh the same, so declining is as easy as accepting.
  element.style.cssText = `font:inherit;font-weight:600;padding:10px 20px;min-height:44px;border-radius:6px;cursor:pointer;border:2px solid #1f2937;${
    primary ? 'background:#1f2937;color:#fff' : 'background:#fff;color:#1f2937'
  }`;
  element.addEventListener('click', onClick);
  return element;
}

function showBanner(config: ConsentConfig): void {
  const banner = document.createElement('div');
  banner.setAttribute('role', 'region');
  banner.setAttribute('aria-label', config.texts.label);
  banner.dataset.consentBanner = '';
  banner.style.cssText =
    'position:fixed;inset:auto 0 0 0;z-index:1000;background:#fff;color:#1f2937;border-top:1px solid #6b7280;box-shadow:0 -4px 16px rgba(0,0,0,.15);padding:16px;display:flex;flex-wrap:wrap;gap:12px 16px;align-items:center;justify-content:center;font-family:system-ui,sans-serif;font-size:16px;line-height:1.5';
  const text = document.createElement('p');
  text.textContent = config.texts.text;
  text.style.cssText = 'margin:0;max-width:60ch';
  // What the cookies are for is told on the privacy page; the server links it only once it is published.
  if (config.texts.privacy) {
    const link = document.createElement('a');
    link.href = config.texts.privacy.href;
    link.textContent = config.texts.privacy.text;
    link.style.cssText = 'color:#1f2937;text-decoration:underline;font-weight:600';
    text.append(' ', link);
  }
  const close = (choice: 'granted' | 'denied') => {
    const before = readChoice();
    remember(choice);
    banner.remove();
    document.documentElement.style.scrollPaddingBottom = window.matchMedia(FLOATING).matches ? SETTINGS_ROOM : '';
    if (choice === 'granted' && before !== 'granted') loadTools(config);
    window.dispatchEvent(new CustomEvent(CONSENT_EVENTS.changed, { detail: choice }));
    // Withdrawn: the tools' cookies go, and the page loads again without the tools and embeds.
    if (choice === 'denied' && before === 'granted') {
      forgetToolCookies();
      location.reload();
    }
  };
  const actions = document.createElement('div');
  actions.style.cssText = 'display:flex;gap:12px';
  actions.append(
    button(config.texts.accept, true, () => close('granted')),
    button(config.texts.decline, false, () => close('denied')),
  );
  banner.append(text, actions);
  document.body.append(banner);
  // A control scrolled into view by the keyboard must not end up under the banner (WCAG 2.4.11).
  document.documentElement.style.scrollPaddingBottom = `${banner.offsetHeight}px`;
}

/** The tools' own cookies on this site, removed when consent is withdrawn. */
function forgetToolCookies(): void {
  const domains = ['', location.hostname, `.${location.hostname.split('.').slice(-2).join('.')}`];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (!TOOL_COOKIES.test(name)) continue;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
  }
}

/**
 * "Cookie settings", on every page where the banner may show: the choice can be changed as easily
 * as it was given (GDPR art. 7(3)). Outside the app's root, so it never meets React's hydration.
 */
/** Room kept at the bottom so a control scrolled into view is never under the settings button (WCAG 2.4.11). */
const SETTINGS_ROOM = '48px';

function openBanner(config: ConsentConfig): void {
  if (!document.querySelector('[data-consent-banner]')) showBanner(config);
  document.querySelector<HTMLButtonElement>('[data-consent-banner] button')?.focus();
}

/** From this width the button floats in the page's margin; on a narrower screen it would sit on the content's text. */
const FLOATING = '(min-width: 48em)';

function settingsButton(config: ConsentConfig): void {
  const settings = button(config.texts.settings ?? 'Cookie settings', false, () => openBanner(config));
  settings.dataset.consentSettings = '';
  settings.style.cssText += ';z-index:999;padding:4px 12px;min-height:32px;font-size:14px;font-weight:500';
  document.body.append(settings);
  // A phone has no margin to float it in: it ends the page, after the footer, like a footer link.
  const place = (floating: boolean) => {
    Object.assign(settings.style, floating ? { position: 'fixed', left: '8px', bottom: '8px', margin: '0' } : { position: 'static', margin: '8px 16px 16px' });
    document.documentElement.style.scrollPaddingBottom = floating ? SETTINGS_ROOM : '';
  };
  const wide = window.matchMedia(FLOATING);
  place(wide.matches);
  wide.addEventListener('change', (change) => place(change.matches));
}

const tag = document.querySelector<HTMLScriptElement>('script[data-consent]');
const config = tag?.dataset.consent ? (JSON.parse(tag.dataset.consent) as ConsentConfig) : undefined;
if (config) {
  settingsButton(config);
  // An embed's "change your choice" opens the same banner.
  window.addEventListener(CONSENT_EVENTS.open, () => openBanner(config));
  const choice = readChoice();
  if (choice === 'granted') loadTools(config);
  else if (choice !== 'denied') showBanner(config);
}
