import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** What the road to the bucket does with a request: pass it on, or drop the connection (a network fault, not an S3 answer). */
export type Fault = (request: IncomingMessage) => 'pass' | 'drop';

export interface LocalBucket {
  /** MEDIA_S3_URL for a bucket reached through the road below */
  url: string;
  /** MEDIA_S3_URL with the credentials or the bucket changed */
  urlWith(change: { credentials?: string; bucket?: string }): string;
  /** the bucket's object keys, read straight from the server */
  keys(): Promise<string[]>;
  /** deletes an object behind the app's back */
  remove(key: string): Promise<void>;
  /** PutObject requests that reached the server */
  puts: number;
  fault: Fault;
  close(): Promise<void>;
}

const CREDENTIALS = 'S3RVER:S3RVER';

/**
 * A real S3-compatible server (s3rver, files in a temporary folder) on loopback, with a bucket
 * "media", reached through an HTTP relay whose `fault` can drop requests as a network that fails
 * would. The app under test speaks S3 to it over HTTP, as to any bucket.
 */
export async function startLocalBucket(): Promise<LocalBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'rankwell-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'media' }] });
  const { port: s3Port } = await s3.run();
  const direct = new S3Client({
    endpoint: `http://127.0.0.1:${s3Port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const bucket: LocalBucket = {
    url: '',
    urlWith: () => '',
    puts: 0,
    fault: () => 'pass',
    async keys() {
      const listed = await direct.send(new ListObjectsV2Command({ Bucket: 'media' }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async remove(key) {
      await direct.send(new DeleteObjectCommand({ Bucket: 'media', Key: key }));
    },
    async close() {
      await new Promise((done) => relay.close(done));
      relay.closeAllConnections();
      direct.destroy();
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
  const relay: Server = createServer((incoming, outgoing) => {
    if (bucket.fault(incoming) === 'drop') {
      incoming.socket.destroy();
      return;
    }
    if (incoming.method === 'PUT' && !incoming.url?.endsWith('/media')) bucket.puts++;
    const onward = request({ host: '127.0.0.1', port: s3Port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    onward.on('error', () => outgoing.destroy());
    incoming.pipe(onward);
  });
  await new Promise<void>((done) => relay.listen(0, '127.0.0.1', done));
  const relayPort = (relay.address() as AddressInfo).port;
  bucket.urlWith = ({ credentials = CREDENTIALS, bucket: name = 'media' }) => `http://${credentials}@127.0.0.1:${relayPort}/${name}?region=us-east-1`;
  bucket.url = bucket.urlWith({});
  return bucket;
}
