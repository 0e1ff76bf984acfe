import type { MediaRecord } from '../../api/client';
import { ACCEPTED_NAMES, ACCEPTED_TYPES, MEDIA_LIMITS } from './upload';

/** One file on its way into the library, with the description the admin gives it. */
export interface QueuedFile {
  key: string;
  file: File;
  alt: string;
  decorative: boolean;
  /** refused: a file that cannot go at all (its type or size), found before sending */
  status: 'ready' | 'uploading' | 'done' | 'failed' | 'refused';
  /** share of the file sent, 0 to 1 */
  progress: number;
  /** the server's refusal, or what the form found missing */
  error?: string;
  /** shown once the admin tried to send it without a description */
  checked: boolean;
  record?: MediaRecord;
}

export type QueueAction =
  | { type: 'add'; files: File[] }
  | { type: 'describe'; key: string; alt: string }
  | { type: 'decorative'; key: string; decorative: boolean }
  | { type: 'check' }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; sent: number }
  | { type: 'done'; key: string; record: MediaRecord }
  | { type: 'failed'; key: string; message: string }
  | { type: 'remove'; key: string }
  | { type: 'clearDone' };

let counter = 0;
const keyOf = (file: File) => `${file.name}-${file.size}-${file.lastModified}-${++counter}`;

/** Why a description cannot go: alt text is required unless the image is decorative. */
export function altProblem(item: Pick<QueuedFile, 'alt' | 'decorative'>): string | undefined {
  if (item.decorative) return undefined;
  const alt = item.alt.trim();
  if (!alt) return 'Describe the image, or tick “Decorative image” if it only decorates';
  if (alt.length > MEDIA_LIMITS.altLength) return `At most ${MEDIA_LIMITS.altLength} characters`;
  return undefined;
}

const ACCEPTED = new Set<string>(Object.keys(ACCEPTED_TYPES));
const EXTENSIONS = new Set<string>(Object.values(ACCEPTED_TYPES).flat());

/** Why a picked file cannot go at all (its type or size), before anything is sent. A file the system gives no type is judged by its extension (the server reads its bytes anyway). */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  const extension = /\.[^.]+$/.exec(file.name)?.[0].toLowerCase() ?? '';
  if (!(ACCEPTED.has(file.type) || (file.type === '' && EXTENSIONS.has(extension)))) return `Not an image the library takes (${ACCEPTED_NAMES})`;
  if (file.size > MEDIA_LIMITS.fileBytes) return 'The file is larger than 20 MB';
  return undefined;
}

/** A file's name without its extension: the label the server gives it too. */
export const labelOf = (name: string) => name.replace(/\.[^.]+$/, '') || name;

/** The files that can be sent now: described (or decorative) and not sent yet or refused before. */
export const sendable = (queue: readonly QueuedFile[]) => queue.filter((item) => (item.status === 'ready' || item.status === 'failed') && !altProblem(item));

const update = (queue: QueuedFile[], key: string, change: (item: QueuedFile) => Partial<QueuedFile>) =>
  queue.map((item) => (item.key === key ? { ...item, ...change(item) } : item));

export function uploadQueue(queue: QueuedFile[], action: QueueAction): QueuedFile[] {
  switch (action.type) {
    case 'add':
      return [
        ...queue,
        ...action.files.map((file): QueuedFile => {
          const problem = fileProblem(file);
          return { key: keyOf(file), file, alt: '', decorative: false, status: problem ? 'refused' : 'ready', progress: 0, error: problem, checked: false };
        }),
      ];
    case 'describe':
      return update(queue, action.key, () => ({ alt: action.alt }));
    case 'decorative':
      return update(queue, action.key, () => ({ decorative: action.decorative }));
    case 'check':
      return queue.map((item) => (item.status === 'ready' || item.status === 'failed' ? { ...item, checked: true } : item));
    case 'start':
      return update(queue, action.key, () => ({ status: 'uploading', progress: 0, error: undefined }));
    case 'progress':
      return update(queue, action.key, (item) => ({ progress: Math.max(item.progress, Math.min(1, action.sent)) }));
    case 'done':
      return update(queue, action.key, () => ({ status: 'done', progress: 1, record: action.record, error: undefined }));
    case 'failed':
      return update(queue, action.key, () => ({ status: 'failed', progress: 0, error: action.message }));
    case 'remove':
      return queue.filter((item) => item.key !== action.key || item.status === 'uploading');
    case 'clearDone':
      return queue.filter((item) => item.status !== 'done');
  }
}

/** A file's size as the library shows it: kB below a megabyte, MB above (1000-based, as file managers show them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`;
}
