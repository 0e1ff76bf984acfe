import Negotiator from 'negotiator';

type PageEncoding = 'br' | 'gzip' | 'identity';

/** Smallest first: when the client likes two forms as much, it gets the smaller one. */
const BY_SIZE: readonly PageEncoding[] = ['br', 'gzip', 'identity'];

/**
 * The choice per Accept-Encoding header, remembered: parsing the header showed in the profile of a
 * kept page's answer (bench/profile-pages.mjs), and the same few headers come every time.
 */
const CHOSEN = new Map<string, PageEncoding>();
const CHOSEN_KEPT = 64;

/**
 * Which form of a page to send, by RFC 9110's rules for Accept-Encoding (negotiator implements
 * them): `q=0` refuses a coding, `*` stands for every coding the header does not name, identity
 * is acceptable unless refused by name or by `*`, and the highest q wins. Without the header the
 * page goes as it is. When the client refuses every form, it still gets the page as it is: the
 * RFC lets a server answer so rather than fail.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (acceptEncoding === undefined) return 'identity';
  let chosen = CHOSEN.get(acceptEncoding);
  if (chosen === undefined) {
    chosen =
      (new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(BY_SIZE, { preferred: BY_SIZE }) as PageEncoding | undefined) ?? 'identity';
    // Browsers send a handful of different headers; odd ones empty the memo rather than grow it.
    if (CHOSEN.size >= CHOSEN_KEPT) CHOSEN.clear();
    CHOSEN.set(acceptEncoding, chosen);
  }
  return chosen;
}
