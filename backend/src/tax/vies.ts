import { EU_MEMBER_STATES } from './rates.js';

export type ViesCheck = { status: 'valid'; name: string | null; address: string | null } | { status: 'invalid' } | { status: 'unavailable'; reason: string };

/** The prefixes VIES answers for: the member states (Greece as EL) and Northern Ireland's XI. */
const VIES_PREFIXES: ReadonlySet<string> = new Set([...EU_MEMBER_STATES.map((country) => (country === 'GR' ? 'EL' : country)), 'XI']);

/** The EU's VIES REST API (a deployment's default; see VIES_URL). */
export const VIES_REST_API = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

/** The part of VIES's answer read here; anything may be missing or of another type. */
type ViesAnswer = { valid?: unknown; name?: unknown; address?: unknown; userError?: unknown; errorWrappers?: { error?: unknown }[] };

const unavailable = (reason: string): ViesCheck => ({ status: 'unavailable', reason });

/** VIES writes "---" where a member state does not disclose a trader's name or address. */
const disclosed = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' && value.trim() !== '---' ? value.trim() : null);

function parsed(text: string): ViesAnswer | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as ViesAnswer) : null;
  } catch {
    return null;
  }
}

/** The error VIES reports instead of an answer: in errorWrappers, or as a userError other than the verdict itself. */
function errorOf(answer: ViesAnswer): string | null {
  const wrapped = Array.isArray(answer.errorWrappers) ? answer.errorWrappers.find((wrapper) => typeof wrapper?.error === 'string')?.error : undefined;
  if (typeof wrapped === 'string') return wrapped;
  if (typeof answer.userError === 'string' && !['VALID', 'INVALID'].includes(answer.userError)) return answer.userError;
  return null;
}

/**
 * Whether the EU's VIES knows a VAT number (prefix included). It never throws and never blocks
 * for long: VIES and the member states behind it are often down, so anything short of a plain
 * yes or no is "unavailable", for the caller to record and check again later.
 */
export async function checkVies(vatNumber: string, options: { baseUrl?: string; timeoutMs?: number } = {}): Promise<ViesCheck> {
  const { baseUrl = VIES_REST_API, timeoutMs = 5000 } = options;
  const number = vatNumber.toUpperCase().replace(/[\s.-]/g, '');
  const countryCode = number.slice(0, 2);
  if (!VIES_PREFIXES.has(countryCode)) return unavailable(`VIES does not cover VAT numbers starting with ${countryCode || 'nothing'}`);
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}/check-vat-number`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ countryCode, vatNumber: number.slice(2) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    // fetch says only "fetch failed"; the system's code (ECONNREFUSED, ENOTFOUND) is in its cause.
    const { name, message, cause } = error as { name?: string; message?: string; cause?: { code?: string } };
    if (name === 'TimeoutError') return unavailable(`VIES did not answer within ${timeoutMs} ms`);
    return unavailable(`VIES could not be reached: ${cause?.code ?? message ?? String(error)}`);
  }
  const answer = parsed(text);
  const error = answer && errorOf(answer);
  if (error) return unavailable(`VIES could not check the number: ${error}`);
  if (!response.ok) return unavailable(`VIES answered HTTP ${response.status}`);
  if (!answer) return unavailable('VIES answered with something other than a JSON object');
  if (answer.valid === true) return { status: 'valid', name: disclosed(answer.name), address: disclosed(answer.address) };
  if (answer.valid === false) return { status: 'invalid' };
  return unavailable('VIES answered without saying whether the number is valid');
}
