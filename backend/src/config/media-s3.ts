/** Where the media library keeps its files when MEDIA_S3_URL names a bucket. */
export interface MediaS3Settings {
  /** the service's address, scheme included (https://s3.eu-west-1.amazonaws.com, http://127.0.0.1:9000) */
  endpoint: string;
  region: string;
  bucket: string;
  /** what every object's key starts with, ending in a slash ('media/') */
  prefix: string;
  /** the bucket in the path (endpoint/bucket/key), which every S3-compatible server answers, or in the host name */
  forcePathStyle: boolean;
  /** absent: the SDK's usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, an instance or task role) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** the URL with its secret replaced, for logs and messages */
  redacted: string;
}

const FORMAT =
  'MEDIA_S3_URL must look like https://ACCESS_KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX][?region=REGION&forcePathStyle=false] (s3:// stands for https://, http:// is for a server on a private network)';
const OPTIONS = new Set(['region', 'forcePathStyle']);
/** the region is in AWS's own endpoint names: s3.eu-west-1.amazonaws.com */
const AWS_REGION = /^s3[.-]([a-z0-9-]+)\.amazonaws\.com$/;
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The URL as logs may show it: the secret key is replaced, the access key id (a name, not a secret) kept. */
export function redactedS3Url(url: URL): string {
  if (!url.password) return url.toString();
  const shown = new URL(url.toString());
  shown.password = 'redacted';
  return shown.toString();
}

/**
 * Reads MEDIA_S3_URL. The host is the service's endpoint and the path's first segment the bucket,
 * so one form names AWS (https://KEY:SECRET@s3.eu-west-1.amazonaws.com/bucket), MinIO, Ceph,
 * Cloudflare R2, Backblaze B2 and the rest alike. Returns the settings or a message naming what is wrong.
 */
export function parseMediaS3Url(value: string): MediaS3Settings | { invalid: string } {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    // The value is not echoed: it may hold the secret key.
    return { invalid: `${FORMAT}; the value is not a URL` };
  }
  const redacted = redactedS3Url(url);
  const scheme = url.protocol === 's3:' ? 'https:' : url.protocol;
  if (scheme !== 'https:' && scheme !== 'http:') return { invalid: `${FORMAT}; ${url.protocol} is not s3:, https: or http:` };
  if (!url.hostname) return { invalid: `${FORMAT}; the host (the service's endpoint) is missing in ${redacted}` };
  const [bucket = '', ...rest] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (!BUCKET.test(bucket)) return { invalid: `${FORMAT}; "${bucket}" in ${redacted} is no bucket name (3 to 63 lower-case letters, digits, dots and dashes)` };
  for (const name of url.searchParams.keys()) {
    if (!OPTIONS.has(name)) return { invalid: `${FORMAT}; ${name} is not an option of MEDIA_S3_URL (region, forcePathStyle)` };
  }
  const pathStyle = url.searchParams.get('forcePathStyle') ?? 'true';
  if (pathStyle !== 'true' && pathStyle !== 'false') return { invalid: `${FORMAT}; forcePathStyle must be true or false` };
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (Boolean(user) !== Boolean(password)) return { invalid: `${FORMAT}; give both the access key and the secret in ${redacted}, or neither` };
  const region = url.searchParams.get('region') || AWS_REGION.exec(url.hostname)?.[1] || 'us-east-1';
  const prefix = rest.length > 0 ? `${rest.join('/')}/` : 'media/';
  return {
    endpoint: `${scheme}//${url.host}`,
    region,
    bucket,
    prefix,
    forcePathStyle: pathStyle === 'true',
    ...(user ? { credentials: { accessKeyId: user, secretAccessKey: password } } : {}),
    redacted,
  };
}
