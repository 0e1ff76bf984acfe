import { describe, expect, it } from '@jest/globals';
import type { MediaRecord } from '../../api/client';
import { altProblem, fileProblem, formatBytes, labelOf, sendable, uploadQueue, type QueuedFile } from './upload-queue';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('the upload queue', () => {
  it('takes the library’s image types, by type or (when the system gives none) by extension', () => {
    expect(fileProblem(file('photo.jpg', 'image/jpeg'))).toBeUndefined();
    expect(fileProblem(file('logo.svg', 'image/svg+xml'))).toBeUndefined();
    expect(fileProblem(file('still.avif', ''))).toBeUndefined();
    expect(fileProblem(file('notes.pdf', 'application/pdf'))).toBe('Not an image the library takes (JPEG, PNG, WebP, AVIF, GIF or SVG)');
    expect(fileProblem(file('photo.tiff', 'image/tiff'))).toMatch(/Not an image/);
    expect(fileProblem({ name: 'huge.jpg', type: 'image/jpeg', size: 20 * 1024 * 1024 + 1 })).toBe('The file is larger than 20 MB');
    expect(fileProblem({ name: 'edge.jpg', type: 'image/jpeg', size: 20 * 1024 * 1024 })).toBeUndefined();
  });

  it('requires alt text unless the image is marked decorative', () => {
    expect(altProblem({ alt: '  ', decorative: false })).toMatch(/Describe the image/);
    expect(altProblem({ alt: '', decorative: true })).toBeUndefined();
    expect(altProblem({ alt: 'Our office in Berlin', decorative: false })).toBeUndefined();
    expect(altProblem({ alt: 'x'.repeat(301), decorative: false })).toBe('At most 300 characters');
  });

  it('queues several files at once, refusing at once those that cannot go', () => {
    const queue = uploadQueue([], { type: 'add', files: [file('a.jpg', 'image/jpeg'), file('b.pdf', 'application/pdf'), file('c.png', 'image/png')] });
    expect(queue.map((item) => [item.file.name, item.status])).toEqual([
      ['a.jpg', 'ready'],
      ['b.pdf', 'refused'],
      ['c.png', 'ready'],
    ]);
    expect(new Set(queue.map((item) => item.key)).size).toBe(3);
  });

  it('sends only described (or decorative) files, and shows what is missing once the admin tried', () => {
    let queue: QueuedFile[] = uploadQueue([], { type: 'add', files: [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg'), file('c.jpg', 'image/jpeg')] });
    const [a, b] = queue;
    queue = uploadQueue(queue, { type: 'describe', key: a.key, alt: 'A consultant at a laptop' });
    queue = uploadQueue(queue, { type: 'decorative', key: b.key, decorative: true });
    expect(sendable(queue).map((item) => item.file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(queue.every((item) => !item.checked)).toBe(true);
    queue = uploadQueue(queue, { type: 'check' });
    expect(queue.every((item) => item.checked)).toBe(true);
  });

  it('follows each file’s progress to done, or to the server’s refusal, which can be tried again', () => {
    let queue = uploadQueue([], { type: 'add', files: [file('a.jpg', 'image/jpeg')] });
    const key = queue[0].key;
    queue = uploadQueue(queue, { type: 'describe', key, alt: 'Team' });
    queue = uploadQueue(queue, { type: 'start', key });
    queue = uploadQueue(queue, { type: 'progress', key, sent: 0.4 });
    expect(queue[0]).toMatchObject({ status: 'uploading', progress: 0.4 });
    // Progress never goes back.
    queue = uploadQueue(queue, { type: 'progress', key, sent: 0.2 });
    expect(queue[0].progress).toBe(0.4);
    // A file being sent stays listed.
    expect(uploadQueue(queue, { type: 'remove', key })).toHaveLength(1);
    queue = uploadQueue(queue, { type: 'failed', key, message: 'The image is larger than 40 megapixels' });
    expect(queue[0]).toMatchObject({ status: 'failed', error: 'The image is larger than 40 megapixels', progress: 0 });
    expect(sendable(queue)).toHaveLength(1);
    queue = uploadQueue(queue, { type: 'start', key });
    expect(queue[0].error).toBeUndefined();
    const record = { id: 'm1', url: '/media/m1' } as MediaRecord;
    queue = uploadQueue(queue, { type: 'done', key, record });
    expect(queue[0]).toMatchObject({ status: 'done', progress: 1, record });
    expect(sendable(queue)).toHaveLength(0);
    expect(uploadQueue(queue, { type: 'clearDone' })).toEqual([]);
  });

  it('labels a file by its name without the extension, and sizes it in kB or MB', () => {
    expect(labelOf('team-photo.final.jpg')).toBe('team-photo.final');
    expect(labelOf('.hidden')).toBe('.hidden');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(48_300)).toBe('48 kB');
    expect(formatBytes(2_450_000)).toBe('2.5 MB');
    expect(formatBytes(14_700_000)).toBe('15 MB');
  });
});
