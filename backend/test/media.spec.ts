import { describeMediaLibrary } from './media-library.js';

// The files in PostgreSQL (media_blob), as without MEDIA_S3_URL.
describeMediaLibrary('the media library', { env: () => ({}) });
