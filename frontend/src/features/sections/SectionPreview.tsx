import { Grid, Group, MantineProvider, SegmentedControl, Stack, Text } from '@mantine/core';
import { useElementSize, useMounted } from '@mantine/hooks';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Component, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Frame, { useFrame } from 'react-frame-component';
import { mediaOf, type MediaMap } from '../../site/media';
import { mediaIdsIn, toSiteMedia } from '../media/draft-media';
import type { SiteData } from '../../site/types';
import { SiteOverrideProvider, useBrand, useSite } from '../../site/use-site';
import { themeFor } from '../../theme';
import { hasPreview, PREVIEWS, withDraft } from './previews';
import { sectionQueries } from './queries';
import { mediaQueries } from '../media/queries';
import { pricingQueries } from '../pricing/queries';

export type Draft = Record<string, unknown>;

/**
 * The frame is as wide as a phone or a desktop browser, so that Mantine's and the sections' media
 * queries (which read the viewport, here the frame's) lay the section out as those screens do. It is
 * then scaled down to fit the column.
 */
const DEVICES = {
  desktop: { label: 'Desktop', width: 1280, maxHeight: 1600 },
  phone: { label: 'Phone', width: 375, maxHeight: 812 },
} as const;
type Device = keyof typeof DEVICES;

/** The page's own stylesheets (Mantine's and the sections'), copied into the frame's head so the components look as on the site. */
function PageStyles() {
  const [sheets] = useState(() => [...document.head.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link[rel="stylesheet"], style')]);
  return sheets.map((sheet, index) =>
    sheet instanceof HTMLLinkElement ? <link key={index} rel="stylesheet" href={sheet.href} /> : <style key={index}>{sheet.textContent}</style>,
  );
}

/**
 * A half-typed draft the public components cannot draw (a package without its name, say) shows a
 * note in the frame instead of taking the editor's form down with it; the next keystroke tries again.
 */
export class DrawnOrNote extends Component<{ draft: unknown; children: ReactNode }, { failed: boolean; draft: unknown }> {
  state = { failed: false, draft: this.props.draft };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { draft: unknown }, state: { draft: unknown }) {
    return props.draft === state.draft ? null : { failed: false, draft: props.draft };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Text p="xl" c="gray.7">
        The preview cannot show this draft yet.
      </Text>
    );
  }
}

/** Inside the frame: Mantine themed with the draft's brand colour on the frame's document, and the frame's height reported up. */
function FrameContent({ savedColor, onHeight, children }: { savedColor?: string; onHeight: (height: number) => void; children: ReactNode }) {
  const { document: frameDocument, window: frameWindow } = useFrame();
  const draftColor = useBrand().primaryColor;
  // A colour still being typed (#1c4) is not one yet: the saved colour stands in.
  const primaryColor = draftColor && /^#[0-9a-f]{6}$/i.test(draftColor) ? draftColor : savedColor;
  const theme = useMemo(() => themeFor(primaryColor), [primaryColor]);
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!frameDocument) return;
    // The preview is a picture of the page: its links go nowhere and its forms (contact, newsletter)
    // send nothing. Stopped here, before React's listeners below the document see the event.
    const inert = (event: Event) => {
      if (event.type === 'click' && !(event.target as Partial<Element>).closest?.('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
    };
    frameDocument.addEventListener('click', inert, true);
    frameDocument.addEventListener('submit', inert, true);
    return () => {
      frameDocument.removeEventListener('click', inert, true);
      frameDocument.removeEventListener('submit', inert, true);
    };
  }, [frameDocument]);

  useEffect(() => {
    const element = content.current;
    const FrameResizeObserver = (frameWindow as (Window & typeof globalThis) | undefined)?.ResizeObserver;
    if (!element || !FrameResizeObserver) return;
    const observer = new FrameResizeObserver(() => onHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [frameWindow, onHeight]);

  return (
    <MantineProvider theme={theme} forceColorScheme="light" getRootElement={() => frameDocument?.documentElement}>
      <div ref={content}>{children}</div>
    </MantineProvider>
  );
}

/** The packages have their own API; every other section is read through the section API. */
function useSavedRecords(sectionKey: string): { _id: string }[] | undefined {
  const packages = sectionKey === 'pricings';
  const section = useQuery({ ...sectionQueries.list(sectionKey), enabled: !packages });
  const pricings = useQuery({ ...pricingQueries.list(), enabled: packages });
  return packages ? pricings.data : section.data?.records;
}

const dataOf = <T,>(results: { data: T }[]) => results.map((result) => result.data);

/**
 * The library images the draft shows, read fresh (an image picked or uploaded a moment ago is not
 * in the site read the page was loaded with), over the site read's own.
 */
function useDraftMedia(site: SiteData, draft: Draft | undefined): MediaMap {
  const ids = mediaIdsIn(Object.values(draft ?? {}));
  // `combine` keeps the same array until a result changes, so the map below is made again only
  // then, not on every render: the preview's frame re-renders from it.
  const fetched = useQueries({ queries: ids.map((id) => ({ ...mediaQueries.one(id), retry: false })), combine: dataOf });
  return useMemo(() => {
    const media = { ...mediaOf(site) };
    for (const item of fetched) if (item) media[item.id] = toSiteMedia(item);
    return media;
  }, [site, fetched]);
}

/**
 * A section of the public site as it will look with the draft saved, drawn by the public page's own
 * components (see PREVIEWS) inside a same-origin frame at phone or desktop width. It only reads: the
 * draft reaches the components through SiteOverrideProvider, and nothing is stored until Save.
 */
export function SectionPreview({ sectionKey, title, draft, editedId }: { sectionKey: string; title: string; draft: Draft | undefined; editedId?: string }) {
  const [device, setDevice] = useState<Device>('desktop');
  const [contentHeight, setContentHeight] = useState(480);
  const { ref: column, width: columnWidth } = useElementSize();
  // The frame is made in the browser only: a frame rendered on the server loads before React can listen for its load.
  const mounted = useMounted();
  const site = useSite();
  const savedColor = useBrand().primaryColor;
  // The section's saved records as they are now; the rest of the site as the page was loaded.
  const saved = useSavedRecords(sectionKey);
  // Typing stays quick: React renders the preview when it has time.
  const shown = useDeferredValue(draft);
  const media = useDraftMedia(site, shown);
  const previewSite = useMemo(() => {
    const records = (saved ?? site[sectionKey as keyof typeof site] ?? []) as { _id: string }[];
    return { ...site, media, [sectionKey]: withDraft(records, shown, editedId) };
  }, [site, media, saved, sectionKey, shown, editedId]);
  if (!hasPreview(sectionKey)) return null;

  const Section = PREVIEWS[sectionKey];
  const { width, maxHeight, label } = DEVICES[device];
  // The frame's border lies outside its width, so its document is exactly as wide as the device.
  const scale = columnWidth > 0 ? Math.min(1, columnWidth / (width + 2)) : 1;
  const height = Math.min(contentHeight, maxHeight);
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>Preview</Text>
        <SegmentedControl
          aria-label="Preview width"
          size="xs"
          value={device}
          onChange={(value) => setDevice(value as Device)}
          data={Object.entries(DEVICES).map(([value, { label }]) => ({ value, label }))}
        />
      </Group>
      <div ref={column} style={{ position: 'relative', height: (height + 2) * scale, overflow: 'hidden' }}>
        {mounted && (
          <Frame
            title={`Preview of ${title} at ${label.toLowerCase()} width`}
            initialContent={`<!DOCTYPE html><html lang="${site.siteIdentity?.[0]?.locale?.split('-')[0] || 'en'}" data-mantine-color-scheme="light"><head></head><body><div></div></body></html>`}
            head={<PageStyles />}
            style={{
              position: 'absolute',
              top: 0,
              left: '50%',
              width,
              height,
              boxSizing: 'content-box',
              border: '1px solid var(--mantine-color-gray-4)',
              transform: `translateX(-50%) scale(${scale})`,
              transformOrigin: 'top center',
            }}
          >
            <SiteOverrideProvider value={previewSite}>
              <FrameContent savedColor={savedColor} onHeight={setContentHeight}>
                <DrawnOrNote draft={shown}>
                  <Section />
                </DrawnOrNote>
              </FrameContent>
            </SiteOverrideProvider>
          </Frame>
        )}
      </div>
      <Text size="xs" c="gray.7">
        Shows what you type; nothing is stored until you save.
      </Text>
    </Stack>
  );
}

/**
 * A section's form beside its preview on wide screens, above it on narrow ones. The form reports its
 * draft through the callback it is given.
 */
export function WithPreview({
  sectionKey,
  title,
  editedId,
  children,
}: {
  sectionKey: string;
  title: string;
  editedId?: string;
  children: (onDraft: (draft: Draft) => void) => ReactNode;
}) {
  const [draft, setDraft] = useState<Draft>();
  if (!hasPreview(sectionKey)) return children(() => undefined);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 5 }}>{children(setDraft)}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <div style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-md))' }}>
          <SectionPreview sectionKey={sectionKey} title={title} draft={draft} editedId={editedId} />
        </div>
      </Grid.Col>
    </Grid>
  );
}
