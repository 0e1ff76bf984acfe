/**
 * How each embed provider's frame looks and what it may do, by the origin of its src. The server's
 * registry (backend/src/embeds/providers.ts) is the one that accepts an address and builds the src;
 * this is its presentation half, which providers.test.ts holds equal to it.
 */
export interface EmbedLook {
  id: string;
  label: string;
  frameOrigins: readonly string[];
  setsCookies: boolean;
  aspect?: string;
  height?: number;
  sandbox: string;
  allow?: string;
  referrerPolicy: 'strict-origin-when-cross-origin' | 'no-referrer';
}

const BOOKING = {
  setsCookies: true,
  height: 700,
  sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;
const PLAYER = {
  setsCookies: false,
  aspect: '16 / 9',
  sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;
const MAP = { aspect: '4 / 3', sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox', referrerPolicy: 'no-referrer' } as const;

export const EMBED_LOOKS: readonly EmbedLook[] = [
  { id: 'calendly', label: 'Calendly', frameOrigins: ['https://calendly.com'], ...BOOKING },
  { id: 'cal', label: 'Cal.com', frameOrigins: ['https://cal.com'], ...BOOKING },
  { id: 'hubspot', label: 'HubSpot Meetings', frameOrigins: ['https://meetings.hubspot.com', 'https://meetings-eu1.hubspot.com'], ...BOOKING },
  {
    id: 'youtube',
    label: 'YouTube',
    frameOrigins: ['https://www.youtube-nocookie.com'],
    ...PLAYER,
    allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
  },
  { id: 'vimeo', label: 'Vimeo', frameOrigins: ['https://player.vimeo.com'], ...PLAYER, allow: 'autoplay; fullscreen; picture-in-picture' },
  { id: 'googleMaps', label: 'Google Maps', frameOrigins: ['https://www.google.com'], setsCookies: true, ...MAP, allow: 'fullscreen' },
  { id: 'openStreetMap', label: 'OpenStreetMap', frameOrigins: ['https://www.openstreetmap.org'], setsCookies: false, ...MAP },
];

/** The provider of a src the server built; undefined for anything else, which is then not framed at all. */
export function embedLook(src: string): EmbedLook | undefined {
  let origin: string;
  try {
    const url = new URL(src);
    if (url.protocol !== 'https:') return undefined;
    origin = url.origin;
  } catch {
    return undefined;
  }
  return EMBED_LOOKS.find((look) => look.frameOrigins.includes(origin));
}
