import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createAppState } from '../../app-state';
import { createAppRouter } from '../../router';
import { SECTION_PAGE_COPY } from './page-copy';
import { EDITED_ELSEWHERE, SECTION_EDITORS, SECTION_PAGES } from './placement';

/** The public sections the server sends with the site (GET /api/site), from the committed API description. */
function publicSections(): string[] {
  const spec = JSON.parse(readFileSync(new URL('../../../../openapi/openapi.json', import.meta.url), 'utf8')) as {
    components: { schemas: { SiteDto: { properties: Record<string, unknown> } } };
  };
  return Object.keys(spec.components.schemas.SiteDto.properties);
}

/** The paths of the app's route tree (its paths exist once a router is built from it). */
const routePaths = () => Object.keys(createAppRouter(createAppState({}, null)).routesByPath);

describe('where sections are edited', () => {
  const sections = publicSections();

  it('reads the public sections from the API description', () => {
    expect(sections).toContain('banner');
    expect(sections.length).toBeGreaterThan(20);
  });

  it.each(sections)('lets an Admin edit the public section %s from some back-office page', (key) => {
    if (key in EDITED_ELSEWHERE) return;
    const pages = SECTION_PAGES.filter((page) => page.sections.some((placement) => placement.key === key));
    expect(pages.map((page) => page.path)).not.toEqual([]);
    expect(SECTION_EDITORS.some((placement) => placement.key === key)).toBe(true);
  });

  it('gives every section page and every editor a route', () => {
    const paths = routePaths();
    for (const page of SECTION_PAGES) expect(paths).toContain(page.path);
    for (const editor of SECTION_EDITORS) expect(paths).toContain(editor.editor);
    for (const path of Object.values(EDITED_ELSEWHERE)) expect(paths).toContain(path);
  });

  it('says on every page what it edits', () => {
    for (const page of SECTION_PAGES) expect(SECTION_PAGE_COPY[page.path].description.length).toBeGreaterThan(10);
  });
});
