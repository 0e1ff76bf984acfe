import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { CONSENT_EVENTS } from '../../../consent/consent-events';
import { useIsPreview, useReportEmbed, useSiteTexts } from '../../../site/use-site';
import type { EmbedState } from './embed-loader';
import { fillIn } from '../../../site/fill-in';
import { embedLook } from './providers';
import classes from './embed.module.css';

export interface EmbedProps {
  /** the src the server built for it (backend/src/embeds/providers.ts) */
  src: string;
  /** what the frame holds, for those who cannot see it: the frame's title and the placeholder's heading */
  title: string;
}

/**
 * A booking page, a video or a map of a known provider, shown as a placeholder until it may load:
 * as it comes near the viewport, and for a provider that sets cookies only after the visitor's
 * consent. The page costs nothing for it before then but this placeholder; the small module that
 * decides when (embed-loader.ts) is fetched after the page is drawn.
 */
export function Embed({ src, title }: EmbedProps) {
  const look = embedLook(src);
  useReportEmbed(src);
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<EmbedState>('waiting');
  const needsConsent = look?.setsCookies ?? true;
  // The back office's preview shows the placeholder only: its CSP frames nothing of another site.
  const preview = useIsPreview();
  const texts = useSiteTexts();
  useEffect(() => {
    const element = box.current;
    if (!element || !look || preview) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./embed-loader').then(({ watchEmbed }) => {
      if (!gone) stop = watchEmbed(element, needsConsent, setState);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [look, needsConsent, preview]);
  if (!look) return null;
  const size: CSSProperties = look.aspect ? { aspectRatio: look.aspect } : { height: `${look.height ?? 600}px` };
  if (state === 'load') {
    return (
      <div className={classes.frame} style={size}>
        <iframe
          src={src}
          title={title}
          loading="lazy"
          sandbox={look.sandbox}
          allow={look.allow}
          allowFullScreen={look.allow?.includes('fullscreen') || undefined}
          referrerPolicy={look.referrerPolicy}
          className={classes.iframe}
        />
      </div>
    );
  }
  const askConsent = () => window.dispatchEvent(new Event(CONSENT_EVENTS.open));
  const loadNow = () => setState(preview ? 'waiting' : 'load');
  return (
    <div ref={box} className={classes.placeholder} style={size} data-embed-placeholder={look.id}>
      <p className={classes.provider}>{look.label}</p>
      <p className={classes.title}>{title}</p>
      <p className={classes.note}>
        {fillIn(state === 'declined' ? texts.embedDeclined : needsConsent ? texts.embedAfterConsent : texts.embedWhenSeen, { provider: look.label })}
      </p>
      {state === 'declined' ? (
        <button type="button" className={classes.link} onClick={askConsent}>
          {texts.embedChangeChoice}
        </button>
      ) : (
        <button type="button" className={classes.button} onClick={needsConsent ? askConsent : loadNow}>
          {fillIn(texts.embedLoad, { provider: look.label })}
        </button>
      )}
    </div>
  );
}
