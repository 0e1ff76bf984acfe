/**
 * What each tool's own snippet does, written here: the page's CSP allows no inline script for it.
 * The server names the tools (backend/src/seo/analytics.ts and tracking.ts, which also allow their
 * origins); each is loaded only after the visitor accepts.
 */
export type ConsentTool =
  { tool: 'ga4' | 'gtm' | 'metaPixel' | 'linkedin' | 'clarity' | 'hotjar'; id: string } | { tool: 'matomo'; url: string; siteId: string };

type Queue = unknown[] & { push(...items: unknown[]): number };
type QueueFunction = ((...args: unknown[]) => void) & { q?: unknown[]; queue?: unknown[]; push?: unknown; loaded?: boolean; version?: string };
const toolWindow = window as unknown as {
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  _paq?: Queue;
  fbq?: QueueFunction;
  _fbq?: QueueFunction;
  _linkedin_data_partner_ids?: string[];
  lintrk?: QueueFunction;
  clarity?: QueueFunction;
  hj?: QueueFunction;
  _hjSettings?: { hjid: number; hjsv: number };
};

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** A function that queues its calls until the vendor's script arrives and takes them over. */
function queueFunction(): QueueFunction {
  const queued: QueueFunction = function (...args: unknown[]) {
    (queued.q ??= []).push(args);
  };
  return queued;
}

function loadGoogle(tool: 'ga4' | 'gtm', id: string): void {
  const dataLayer = (toolWindow.dataLayer ??= [] as unknown as Queue);
  if (tool === 'gtm') {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
    return;
  }
  // gtag reads the arguments object itself, not an array of them.
  toolWindow.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  toolWindow.gtag('js', new Date());
  toolWindow.gtag('config', id);
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

function loadMetaPixel(id: string): void {
  // Meta's snippet: fbq queues its calls in `queue` until fbevents.js calls them through callMethod.
  const fbq = function (...args: unknown[]) {
    const self = fbq as QueueFunction & { callMethod?: (...args: unknown[]) => void };
    if (self.callMethod) self.callMethod(...args);
    else (self.queue ??= []).push(args);
  } as QueueFunction;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  toolWindow.fbq = toolWindow._fbq = fbq;
  loadScript('https://connect.facebook.net/en_US/fbevents.js');
  fbq('init', id);
  fbq('track', 'PageView');
}

export function loadTool(config: ConsentTool): void {
  switch (config.tool) {
    case 'matomo': {
      const queue = (toolWindow._paq ??= [] as unknown as Queue);
      queue.push(['trackPageView'], ['enableLinkTracking'], ['setTrackerUrl', `${config.url}matomo.php`], ['setSiteId', config.siteId]);
      loadScript(`${config.url}matomo.js`);
      return;
    }
    case 'ga4':
    case 'gtm':
      return loadGoogle(config.tool, config.id);
    case 'metaPixel':
      return loadMetaPixel(config.id);
    case 'linkedin':
      (toolWindow._linkedin_data_partner_ids ??= []).push(config.id);
      toolWindow.lintrk ??= queueFunction();
      loadScript('https://snap.licdn.com/li.lms-analytics/insight.min.js');
      return;
    case 'clarity':
      toolWindow.clarity ??= queueFunction();
      loadScript(`https://www.clarity.ms/tag/${encodeURIComponent(config.id)}`);
      return;
    case 'hotjar':
      toolWindow.hj ??= queueFunction();
      toolWindow._hjSettings = { hjid: Number(config.id), hjsv: 6 };
      loadScript(`https://static.hotjar.com/c/hotjar-${encodeURIComponent(config.id)}.js?sv=6`);
      return;
  }
}
