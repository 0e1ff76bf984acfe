import { Global, Injectable, Module } from '@nestjs/common';

/**
 * What a page shows beyond the site snapshot (a page's body, a post, a list of posts), found by
 * its path. `kind` names what it is ('page', 'post'…), so a route reads only the data it expects.
 */
export interface PageData {
  kind: string;
  data: unknown;
}

/** Finds the data of the paths under its prefix; undefined means no such page (the not-found page answers). */
export interface PageDataSource {
  resolve(path: string): Promise<PageData | undefined>;
}

/**
 * The sources of per-path page data, by path prefix ('/' for the site's pages at `/{slug}`,
 * '/blog/' for the blog). The renderer asks it only for paths whose frontend route declares that
 * it shows data of its own (`staticData.pageData`, reported by `pageAddress` as `data: true`), and
 * before a render enters the page cache: a path its source does not know renders the one shared
 * not-found page, so invented slugs add neither renders nor kept pages.
 *
 * Sources answer from the database as it is now; the page cache is kept per site version, so
 * every write a source reads from moves the version (Changes, `moves: ['site']`, in the write's transaction).
 */
@Injectable()
export class PageDataRegistry {
  private readonly sources: { prefix: string; source: PageDataSource }[] = [];

  /** A prefix ends with '/'; the longest registered prefix of a path answers for it. */
  register(prefix: string, source: PageDataSource): void {
    if (!prefix.startsWith('/') || !prefix.endsWith('/')) throw new Error(`A page data prefix starts and ends with "/": ${prefix}`);
    if (this.sources.some((entry) => entry.prefix === prefix)) throw new Error(`Page data for ${prefix} is registered twice`);
    this.sources.push({ prefix, source });
    this.sources.sort((a, b) => b.prefix.length - a.prefix.length);
  }

  /**
   * The data of a page's path (its address, as `pageAddress` gives it), or undefined when no source
   * knows it. The data is what the API would answer for it, as JSON: the page renders the types the
   * generated client declares (a date is its ISO text), on the server as after a client-side
   * navigation. Given the entities' `Date` objects, a post's `<time dateTime>` read
   * "Sat Nov 28 2026 10:40:20 GMT+0000 (Coordinated Universal Time)" in the server's time zone.
   */
  async resolve(path: string): Promise<PageData | undefined> {
    const entry = this.sources.find(({ prefix }) => path.startsWith(prefix));
    const found = await entry?.source.resolve(path);
    return found && { kind: found.kind, data: JSON.parse(JSON.stringify(found.data)) as unknown };
  }
}

/** One registry for the whole application: the modules with pages of their own register in it, the renderer reads it. */
@Global()
@Module({ providers: [PageDataRegistry], exports: [PageDataRegistry] })
export class PageDataModule {}
