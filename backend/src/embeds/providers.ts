/**
 * The services a page may embed, one declaration each. An owner pastes an address or the
 * service's embed code; `parseEmbed` finds the address in it, lets only these providers through
 * and builds the iframe's src again from the parts it parsed (never the pasted string), so what
 * reaches a page is an address of the provider's own form. `frameOrigins` is what the page's CSP
 * allows for it (embed-policy.ts), nothing more.
 */
export interface EmbedProvider {
  id: string;
  label: string;
  /** every origin a src of this provider can have: the CSP's frame-src gets the one a src has */
  frameOrigins: readonly string[];
  /** the provider sets cookies (or similar storage) in its frame: the iframe waits for the visitor's consent */
  setsCookies: boolean;
  /** width / height of a video or map; a booking page has a fixed height instead */
  aspect?: string;
  height?: number;
  /** the iframe's sandbox and allow attributes: what the provider's widget needs to work, no more */
  sandbox: string;
  allow?: string;
  referrerPolicy: 'strict-origin-when-cross-origin' | 'no-referrer';
  /** the canonical src for a parsed address, or undefined when the address is not one of this provider's embeds */
  canonical(url: URL): string | undefined;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
/** A booking page's path: one or two segments of letters, digits, dots, dashes and underscores (a user, an event). */
const bookingPath = (url: URL, max = 2): string | undefined => {
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts.length < 1 || parts.length > max || !parts.every((part) => SEGMENT.test(part))) return undefined;
  return parts.join('/');
};
const isHost = (url: URL, ...hosts: string[]) => hosts.includes(url.hostname.toLowerCase());
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** A start time as YouTube writes it: 90, 90s or 1m30s. */
const seconds = (value: string | null): number | undefined => {
  const match = value ? /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,5})s?)?$/.exec(value) : null;
  if (!match || !value) return undefined;
  const total = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return total > 0 ? total : undefined;
};
const NUMBER = /^-?\d{1,3}(?:\.\d{1,10})?$/;
const OSM_LAYERS = ['mapnik', 'cyclosm', 'cyclemap', 'transportmap', 'hot'];
/** What booking pages need: their scripts, their own storage, the booking form, and opening a payment or calendar page. */
const BOOKING_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
  {
    id: 'calendly',
    label: 'Calendly',
    frameOrigins: ['https://calendly.com'],
    setsCookies: true,
    height: 700,
    sandbox: BOOKING_SANDBOX,
    referrerPolicy: 'strict-origin-when-cross-origin',
    canonical: (url) => {
      const path = isHost(url, 'calendly.com', 'www.calendly.com') ? bookingPath(url) : undefined;
      // Calendly's own cookie banner would stand in the way: the site's consent has been given already.
      return path && `https://calendly.com/${path}?embed_type=Inline&hide_gdpr_banner=1`;
    },
  },
  {
    id: 'cal',
    label: 'Cal.com',
    frameOrigins: ['https://cal.com'],
    setsCookies: true,
    height: 700,
    sandbox: BOOKING_SANDBOX,
    referrerPolicy: 'strict-origin-when-cross-origin',
    canonical: (url) => {
      // Cal.com's own embed page of a booking link; a pasted …/embed address is the same link.
      const link = new URL(url.href.replace(/\/embed\/?(?=$|[?#])/, ''));
      const path = isHost(url, 'cal.com', 'www.cal.com', 'app.cal.com') ? bookingPath(link) : undefined;
      return path && `https://cal.com/${path}/embed`;
    },
  },
  {
    id: 'hubspot',
    label: 'HubSpot Meetings',
    frameOrigins: ['https://meetings.hubspot.com', 'https://meetings-eu1.hubspot.com'],
    setsCookies: true,
    height: 700,
    sandbox: BOOKING_SANDBOX,
    referrerPolicy: 'strict-origin-when-cross-origin',
    canonical: (url) => {
      const host = url.hostname.toLowerCase();
      const path = isHost(url, 'meetings.hubspot.com', 'meetings-eu1.hubspot.com') ? bookingPath(url) : undefined;
      return path && `https://${host}/${path}?embed=true`;
    },
  },
  {
    id: 'youtube',
    label: 'YouTube',
    // The privacy-enhanced host sets no cookie until the visitor plays the video.
    frameOrigins: ['https://www.youtube-nocookie.com'],
    setsCookies: false,
    aspect: '16 / 9',
    sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
    allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
    // YouTube refuses to play in a frame that sends no referrer.
    referrerPolicy: 'strict-origin-when-cross-origin',
    canonical: (url) => {
      const parts = url.pathname.split('/').filter(Boolean);
      let id: string | undefined;
      if (isHost(url, 'youtu.be')) id = parts.length === 1 ? parts[0] : undefined;
      else if (isHost(url, 'youtube.com', 'www.youtube.com', 'm.youtube.com')) {
        if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
        else if (parts.length === 2 && ['embed', 'shorts', 'live'].includes(parts[0])) id = parts[1];
      } else if (isHost(url, 'youtube-nocookie.com', 'www.youtube-nocookie.com')) id = parts.length === 2 && parts[0] === 'embed' ? parts[1] : undefined;
      if (!id || !YOUTUBE_ID.test(id)) return undefined;
      const start = seconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
      return `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`;
    },
  },
  {
    id: 'vimeo',
    label: 'Vimeo',
    frameOrigins: ['https://player.vimeo.com'],
    // dnt=1: the player sets no cookie and sends no viewing data for tracking.
    setsCookies: false,
    aspect: '16 / 9',
    sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
    allow: 'autoplay; fullscreen; picture-in-picture',
    referrerPolicy: 'strict-origin-when-cross-origin',
    canonical: (url) => {
      const parts = url.pathname.split('/').filter(Boolean);
      let id: string | undefined;
      let hash: string | null = null;
      if (isHost(url, 'vimeo.com', 'www.vimeo.com') && parts.length >= 1 && parts.length <= 2) [id, hash] = [parts[0], parts[1] ?? null];
      else if (isHost(url, 'player.vimeo.com') && parts.length === 2 && parts[0] === 'video') [id, hash] = [parts[1], url.searchParams.get('h')];
      if (!id || !/^\d{1,12}$/.test(id) || (hash !== null && !/^[0-9a-f]{6,20}$/.test(hash))) return undefined;
      return `https://player.vimeo.com/video/${id}?dnt=1${hash ? `&h=${hash}` : ''}`;
    },
  },
  {
    id: 'googleMaps',
    label: 'Google Maps',
    frameOrigins: ['https://www.google.com'],
    setsCookies: true,
    aspect: '4 / 3',
    sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    allow: 'fullscreen',
    referrerPolicy: 'no-referrer',
    canonical: (url) => {
      // The "Embed a map" code of Google Maps' Share dialog: /maps/embed?pb=… (no API key needed).
      const pb = url.searchParams.get('pb');
      if (!isHost(url, 'www.google.com', 'google.com', 'maps.google.com') || url.pathname !== '/maps/embed' || !pb) return undefined;
      return /^[A-Za-z0-9!._%*-]{1,3000}$/.test(pb) ? `https://www.google.com/maps/embed?pb=${pb}` : undefined;
    },
  },
  {
    id: 'openStreetMap',
    label: 'OpenStreetMap',
    frameOrigins: ['https://www.openstreetmap.org'],
    setsCookies: false,
    aspect: '4 / 3',
    sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    referrerPolicy: 'no-referrer',
    canonical: (url) => {
      // The HTML of OpenStreetMap's Share panel: /export/embed.html?bbox=…&layer=…&marker=…
      if (!isHost(url, 'www.openstreetmap.org', 'openstreetmap.org') || url.pathname !== '/export/embed.html') return undefined;
      const bbox = (url.searchParams.get('bbox') ?? '').split(',');
      if (bbox.length !== 4 || !bbox.every((value) => NUMBER.test(value))) return undefined;
      const layer = url.searchParams.get('layer') ?? 'mapnik';
      if (!OSM_LAYERS.includes(layer)) return undefined;
      const marker = url.searchParams.get('marker')?.split(',');
      const markerPart = marker && marker.length === 2 && marker.every((value) => NUMBER.test(value)) ? `&marker=${marker.join('%2C')}` : '';
      return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join('%2C')}&layer=${layer}${markerPart}`;
    },
  },
];

export interface ParsedEmbed {
  provider: EmbedProvider;
  /** the iframe's src, built from the parsed parts */
  src: string;
  /** the one origin the page's frame-src gets for it */
  origin: string;
}

/** The longest paste accepted: an embed code with its styles, well within a form field. */
export const EMBED_INPUT_MAX = 4000;

const decodeAttribute = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * The address in what the owner pasted: the address itself, an iframe's src, the data-url of
 * Calendly's inline widget, the data-src of HubSpot's meetings container, or Cal.com's calLink.
 */
function addressIn(input: string): string | undefined {
  const trimmed = input.trim();
  if (!trimmed.includes('<') && !/\s/.test(trimmed) && !trimmed.includes('calLink')) return trimmed;
  const attribute = /\b(?:src|data-url|data-src)\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(trimmed);
  if (attribute) return decodeAttribute(attribute[1] ?? attribute[2]);
  const calLink = /calLink\s*["']?\s*:\s*["']([^"']+)["']/.exec(trimmed);
  return calLink ? `https://cal.com/${calLink[1]}` : undefined;
}

/** The provider and canonical src of a pasted address or embed code; undefined for anything else. */
export function parseEmbed(input: string): ParsedEmbed | undefined {
  if (input.length > EMBED_INPUT_MAX) return undefined;
  const address = addressIn(input);
  if (!address || /[\s\\\p{Cc}]/u.test(address)) return undefined;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return undefined;
  for (const provider of EMBED_PROVIDERS) {
    const src = provider.canonical(url);
    if (!src) continue;
    const origin = new URL(src).origin;
    // A declaration whose src leaves its own origins would widen the CSP: never used.
    return provider.frameOrigins.includes(origin) ? { provider, src, origin } : undefined;
  }
  return undefined;
}

/** A booking page's path in a pattern: one or two segments as bookingPath takes them, and the slash it may end with. */
const BOOKING_PATH = '/[A-Za-z0-9][A-Za-z0-9_.-]{0,99}(?:/[A-Za-z0-9][A-Za-z0-9_.-]{0,99})?/?';
const MAP_NUMBER = '-?\\d{1,3}(?:\\.\\d{1,10})?';
const COMMA = '(?:,|%2C)';
/**
 * Each provider's own address forms as a pattern, by its id: addresses its `canonical` takes (in
 * lowercase, without a query it ignores), so every address a pattern allows is taken. A `&` is a
 * query's separator; inside an embed code's attribute it may be written `&amp;`.
 */
const PROVIDER_FORMS: Record<string, string> = {
  calendly: `https://(?:www\\.)?calendly\\.com${BOOKING_PATH}`,
  // A path of "embed" alone is no booking link: the /embed Cal.com adds is taken off first.
  cal: `https://(?:www\\.|app\\.)?cal\\.com(?!/embed/?$)${BOOKING_PATH.replace(/\/\?$/, '')}(?:/embed)?/?`,
  hubspot: `https://meetings(?:-eu1)?\\.hubspot\\.com${BOOKING_PATH}`,
  youtube:
    'https://(?:youtu\\.be/[A-Za-z0-9_-]{11}|(?:www\\.|m\\.)?youtube\\.com/(?:watch\\?v=|(?:embed|shorts|live)/)[A-Za-z0-9_-]{11}|(?:www\\.)?youtube-nocookie\\.com/embed/[A-Za-z0-9_-]{11})',
  vimeo: 'https://(?:(?:www\\.)?vimeo\\.com/\\d{1,12}(?:/[0-9a-f]{6,20})?|player\\.vimeo\\.com/video/\\d{1,12}(?:\\?h=[0-9a-f]{6,20})?)',
  googleMaps: 'https://(?:www\\.|maps\\.)?google\\.com/maps/embed\\?pb=[A-Za-z0-9!._*-]{1,3000}',
  openStreetMap: `https://(?:www\\.)?openstreetmap\\.org/export/embed\\.html\\?bbox=${MAP_NUMBER}(?:${COMMA}${MAP_NUMBER}){3}(?:&layer=(?:${OSM_LAYERS.join('|')}))?(?:&marker=${MAP_NUMBER}${COMMA}${MAP_NUMBER})?`,
};
const ADDRESS_FORMS = EMBED_PROVIDERS.map((provider) => PROVIDER_FORMS[provider.id]).join('|');

/**
 * What the embed check takes, as the API's schema states it: a listed provider's address in one
 * of its own forms, or an iframe embed code whose src is one (as the providers' share dialogs give
 * it). Other embed codes (Calendly's data-url, HubSpot's data-src, Cal.com's calLink) and other
 * spellings of an address are taken too but left out of the pattern: every value it allows is
 * taken, which is what the schema promises. A pasted address naming calLink would be read as
 * Cal.com's code: none is allowed.
 */
export const EMBED_SCHEMA_PATTERN = `^(?:(?![\\s\\S]*calLink)(?:${ADDRESS_FORMS})|<iframe src="(?:${ADDRESS_FORMS.replaceAll('&', '&(?:amp;)?')})"(?: [a-z-]{1,20}(?:="[^"<>]{0,100}")?){0,5}>(?:</iframe>)?)$`;

/** What the owner is told when a paste is none of these. */
export const EMBED_PROBLEM = `must be the address or embed code of ${EMBED_PROVIDERS.map((provider) => provider.label).join(', ')} (https only)`;
