/**
 * When an embed's frame may load, a module of its own: fetched only by a page that shows an embed,
 * after it is drawn. A frame that needs no consent loads as it comes near the viewport; one whose
 * provider sets cookies waits for the visitor's Accept in the consent banner as well, and shows
 * that it was declined (the banner can be opened again from it).
 */
import { CONSENT_EVENTS, consentChoice, type ConsentChoice } from '../../../consent/consent-events';

export type EmbedState = 'waiting' | 'declined' | 'load';

/** Near enough to start loading, so the frame is ready when the visitor scrolls to it. */
const AHEAD = '300px 0px';

export function watchEmbed(element: Element, needsConsent: boolean, update: (state: EmbedState) => void): () => void {
  let observer: IntersectionObserver | undefined;
  const whenSeen = () => {
    if (observer) return;
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        update('load');
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
  };
  if (!needsConsent) {
    whenSeen();
    return () => observer?.disconnect();
  }
  const follow = (choice: ConsentChoice | null) => {
    if (choice === 'granted') whenSeen();
    else {
      observer?.disconnect();
      observer = undefined;
      update(choice === 'denied' ? 'declined' : 'waiting');
    }
  };
  const changed = (event: Event) => follow((event as CustomEvent<ConsentChoice>).detail);
  window.addEventListener(CONSENT_EVENTS.changed, changed);
  follow(consentChoice());
  return () => {
    window.removeEventListener(CONSENT_EVENTS.changed, changed);
    observer?.disconnect();
  };
}
