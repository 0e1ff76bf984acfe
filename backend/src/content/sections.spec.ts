import { describe, expect, it } from '@jest/globals';
import { DEMO_CONTENT } from '../site/demo-content.js';
import { SECTION_BY_KEY, type SectionContent } from './sections.js';

describe('section content is typed from the section declarations', () => {
  it('checks records field by field at compile time (npm run typecheck fails if these lines compile)', () => {
    const checked: SectionContent = {
      video: [
        { headingVideo: 'Watch', videoImage: '/video.png', videoLink: 'https://video.example/1' },
        // @ts-expect-error a misspelt field (videoLinks) is not a field of the video section
        { headingVideo: 'Watch', videoImage: '/video.png', videoLink: 'https://video.example/1', videoLinks: 'https://video.example/2' },
        // @ts-expect-error a required field (videoLink) is missing
        { headingVideo: 'Watch', videoImage: '/video.png' },
      ],
    };
    expect(Object.keys(checked)).toEqual(['video']);
  });

  it('has demo records only for declared sections', () => {
    expect(Object.keys(DEMO_CONTENT).filter((key) => !SECTION_BY_KEY.has(key))).toEqual([]);
  });
});
