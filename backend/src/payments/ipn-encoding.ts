/**
 * PayPal encodes a notification in the charset its `charset` field names, windows-1252 unless the
 * account says otherwise, and verification posts the same bytes back. So the raw text is kept as
 * it came, and read here byte by byte in the charset it declares.
 */
export function readNotification(raw: string): URLSearchParams {
  const pairs = raw
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    });
  const declared = pairs.find(([name]) => name === 'charset')?.[1];
  const decoder = decoderFor(declared ? decodeURIComponent(declared) : 'windows-1252');
  return new URLSearchParams(pairs.map(([name, value]) => [decode(name, decoder), decode(value, decoder)]));
}

type Decoder = (bytes: Uint8Array) => string;

/**
 * Node's TextDecoder reads windows-1252 (and the labels WHATWG maps to it) as Latin-1, losing €
 * and the other characters at 0x80–0x9F, so those are read from the table here.
 */
const WINDOWS_1252_LABELS = ['windows-1252', 'cp1252', 'x-cp1252', 'iso-8859-1', 'latin1', 'l1', 'us-ascii', 'ascii'];
const readWindows1252: Decoder = (bytes) => String.fromCharCode(...bytes).replace(/[\x80-\x9f]/g, (char) => CP1252_EXTRA[char.charCodeAt(0) - 0x80]);

function decoderFor(charset: string): Decoder {
  const label = charset.trim().toLowerCase();
  if (WINDOWS_1252_LABELS.includes(label)) return readWindows1252;
  try {
    const decoder = new TextDecoder(label);
    return (bytes) => decoder.decode(bytes);
  } catch {
    // An unknown label: PayPal's default, which reads any byte.
    return readWindows1252;
  }
}

function decode(text: string, decoder: Decoder): string {
  const bytes: number[] = [];
  const plain = text.replace(/\+/g, ' ');
  for (let i = 0; i < plain.length; i++) {
    const hex = plain[i] === '%' ? plain.slice(i + 1, i + 3) : '';
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(plain[i], 'utf8'));
  }
  return decoder(Uint8Array.from(bytes));
}

/** The characters windows-1252 puts at 0x80–0x9F; the rest of 0x00–0xFF is Latin-1. */
const CP1252_EXTRA = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** A form body in windows-1252, as PayPal sends by default (the simulator's messages); a character it lacks becomes "?". */
export function encodeWindows1252(fields: Record<string, string>): string {
  const byte = (char: string): number => {
    const code = char.codePointAt(0)!;
    const extra = CP1252_EXTRA.indexOf(char);
    if (extra >= 0) return 0x80 + extra;
    return code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : 0x3f;
  };
  const encode = (text: string) =>
    [...text]
      .map((char) => {
        const value = byte(char);
        return /[A-Za-z0-9*\-._]/.test(char) ? char : value === 0x20 ? '+' : `%${value.toString(16).toUpperCase().padStart(2, '0')}`;
      })
      .join('');
  return Object.entries(fields)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
}
