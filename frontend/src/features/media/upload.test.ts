import { afterEach, describe, expect, it } from '@jest/globals';
import { replaceMedia, sendFile, UploadFailure, uploadMedia } from './upload';

/** A stand-in for the browser's XMLHttpRequest that records what is sent and answers as told. */
class FakeRequest {
  static last: FakeRequest;
  static answer: { status: number; body: string } = { status: 201, body: '{}' };
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | undefined;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  status = 0;
  responseText = '';
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    queueMicrotask(() => {
      this.status = FakeRequest.answer.status;
      this.responseText = FakeRequest.answer.body;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const original = globalThis.XMLHttpRequest;
const photo = new File([new Uint8Array(200)], 'team.jpg', { type: 'image/jpeg' });

describe('sending a file', () => {
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });
  const fake = (status: number, body: string) => {
    FakeRequest.answer = { status, body };
    globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  };

  it('posts the description before the file, with the session’s cookies, and reports its progress', async () => {
    fake(201, JSON.stringify({ id: 'm1', url: '/media/m1' }));
    const progress: number[] = [];
    const record = await uploadMedia(photo, { alt: '  The team  ', decorative: false }, (sent) => progress.push(sent));
    const request = FakeRequest.last;
    expect([request.method, request.url, request.withCredentials, request.headers.Accept]).toEqual(['POST', '/api/media', true, 'application/json']);
    expect([...request.body!.keys()]).toEqual(['alt', 'decorative', 'file']);
    expect(request.body!.get('alt')).toBe('The team');
    expect(request.body!.get('decorative')).toBe('false');
    expect(progress).toEqual([0.25, 1]);
    expect(record).toEqual({ id: 'm1', url: '/media/m1' });
  });

  it('sends no alt text for a decorative image', async () => {
    fake(201, '{}');
    await uploadMedia(photo, { alt: 'ignored', decorative: true });
    expect(FakeRequest.last.body!.get('alt')).toBe('');
    expect(FakeRequest.last.body!.get('decorative')).toBe('true');
  });

  it('replaces an image’s file naming the version it was loaded at', async () => {
    fake(200, '{}');
    await replaceMedia('m1', photo, 4);
    expect([FakeRequest.last.method, FakeRequest.last.url, FakeRequest.last.headers['If-Match']]).toEqual(['PUT', '/api/media/m1/file', '4']);
  });

  it('fails with the server’s message, or with what the status says when the answer is no JSON', async () => {
    fake(400, JSON.stringify({ statusCode: 400, message: 'The file claims to be image/png but its bytes are JPEG' }));
    await expect(sendFile({ method: 'POST', url: '/api/media', fields: {}, file: photo })).rejects.toEqual(
      new UploadFailure(400, 'The file claims to be image/png but its bytes are JPEG'),
    );
    fake(413, '<html>Request Entity Too Large</html>');
    await expect(sendFile({ method: 'POST', url: '/api/media', fields: {}, file: photo })).rejects.toThrow('The file is larger than 20 MB');
  });
});
