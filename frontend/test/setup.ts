import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom/jest-globals';

// jsdom has no TextEncoder; the QR code of the two-factor set-up (qrcode) encodes with it, as browsers can.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks the layout APIs Mantine asks for.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.scrollTo = () => {};
  // Mantine's option lists scroll the chosen option into view.
  Element.prototype.scrollIntoView ??= () => {};
}

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() } });
}
