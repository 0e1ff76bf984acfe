/**
 * A document exactly as the editor (frontend/src/features/rich-text, Tiptap) gives it from
 * `editor.getJSON()`: a heading, a paragraph with a link and bold text, an image of the library,
 * a table with a header row and a call to action. The editor's test loads it and checks the
 * editor hands back the same JSON (so this is the editor's real shape, default attrs included);
 * the server's test cleans and renders it and expects EDITOR_SAMPLE_HTML.
 */
export const EDITOR_SAMPLE_MEDIA_ID = '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';

export const EDITOR_SAMPLE = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'How we work' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'See our ' },
        { type: 'text', marks: [{ type: 'link', attrs: { href: '/pricing/', target: null, rel: null, class: null, title: null } }], text: 'packages' },
        { type: 'text', text: ' or the ' },
        {
          type: 'text',
          marks: [
            { type: 'link', attrs: { href: 'https://developers.google.com/search', target: '_blank', rel: null, class: null, title: null } },
            { type: 'bold' },
          ],
          text: 'guide',
        },
        { type: 'text', text: '.' },
      ],
    },
    { type: 'image', attrs: { src: `/media/${EDITOR_SAMPLE_MEDIA_ID}`, alt: 'Organic traffic doubled in six months', title: null, width: 1600, height: 900 } },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableHeader',
              attrs: { colspan: 1, rowspan: 1, colwidth: null, align: null },
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Plan' }] }],
            },
            {
              type: 'tableHeader',
              attrs: { colspan: 1, rowspan: 1, colwidth: null, align: null },
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Price' }] }],
            },
          ],
        },
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableCell',
              attrs: { colspan: 1, rowspan: 1, colwidth: null, align: null },
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Audit' }] }],
            },
            {
              type: 'tableCell',
              attrs: { colspan: 1, rowspan: 1, colwidth: null, align: null },
              content: [{ type: 'paragraph', content: [{ type: 'text', text: '$490' }] }],
            },
          ],
        },
      ],
    },
    { type: 'callToAction', attrs: { text: 'Ask for a free analysis', href: '/contact-us', variant: 'primary' } },
    { type: 'paragraph' },
  ],
};

/** What a page shows for EDITOR_SAMPLE, given the library's data of its image (EDITOR_SAMPLE_MEDIA). */
export const EDITOR_SAMPLE_MEDIA = {
  [EDITOR_SAMPLE_MEDIA_ID]: { hash: 'a1b2c3d4e5f60718', width: 1600, height: 900, widths: [640, 1280], formats: ['webp', 'png'] },
};

export const EDITOR_SAMPLE_HTML =
  '<h2 id="how-we-work">How we work</h2>' +
  '<p>See our <a href="/pricing/">packages</a> or the <a href="https://developers.google.com/search" rel="noopener noreferrer"><strong>guide</strong></a>.</p>' +
  '<figure class="rt-image"><picture>' +
  '<source type="image/webp" srcSet="/media/a1b2c3d4e5f60718-640.webp 640w, /media/a1b2c3d4e5f60718-1280.webp 1280w" sizes="(min-width: 48em) 736px, 100vw"/>' +
  '<img src="/media/a1b2c3d4e5f60718-1280.png" srcSet="/media/a1b2c3d4e5f60718-640.png 640w, /media/a1b2c3d4e5f60718-1280.png 1280w" sizes="(min-width: 48em) 736px, 100vw" width="1600" height="900" alt="Organic traffic doubled in six months" loading="lazy" decoding="async"/>' +
  '</picture></figure>' +
  '<div class="rt-table" role="region" aria-label="Table" tabindex="0"><table>' +
  '<thead><tr><th scope="col"><p>Plan</p></th><th scope="col"><p>Price</p></th></tr></thead>' +
  '<tbody><tr><td><p>Audit</p></td><td><p>$490</p></td></tr></tbody>' +
  '</table></div>' +
  '<p class="rt-cta"><a href="/contact-us" class="rt-cta-link rt-cta-primary">Ask for a free analysis</a></p>';
