import { Global, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityMetadata, type EntityTarget, type ObjectLiteral } from 'typeorm';

type Keys<T> = Extract<keyof T, string>;

/** A field of a document that may name a library image: an image address, or a rich-text body whose image nodes do. */
export interface MediaUseField<T> {
  /** the entity's property (coverImage, body…), also the field's name in the API */
  field: Keys<T>;
  /** how the back office names it (Cover image, Body…) */
  label: string;
  /** a rich-text body (jsonb): every image node's src, at any depth, is a use */
  richText?: boolean;
  /** a list of images (jsonb array of `{ src }`, a gallery): each item's src is a use */
  imageList?: boolean;
  /** jsonb holding records of sections and rich text (a page's blocks): every string in it, at any depth, may be a use */
  anyString?: boolean;
}

/**
 * A kind of document whose fields may hold library images, so the library can tell where an image
 * is used (and refuse to delete it while it is): its entity, how a row is named and ordered, and
 * its image fields. Columns are found from the entity's mapping, so no table is named twice.
 */
export interface MediaUseSource<T extends ObjectLiteral = ObjectLiteral> {
  /** the key and the title the library shows (sitePages, Pages) */
  section: string;
  sectionTitle: string;
  entity: EntityTarget<T>;
  /** the property that names a row (its title, its name) */
  label: Keys<T>;
  fields: readonly MediaUseField<T>[];
  /** the order of its rows in a list of uses: properties, or SQL on the alias `doc` */
  orderBy: readonly Keys<T>[] | { sql: string };
  /** the label as shown, when the stored one is a key */
  recordLabel?: (label: string) => string;
  /** where its uses list among the other kinds', smallest first */
  order: number;
  /**
   * The back office's route that edits a row, as the frontend's route tree spells it: `$id` stands for
   * the row's id (`/case-study-admin/$id`), or none for one screen of them all (`/blog-terms`). The
   * library links each use there, so a new kind edits no frontend file for it.
   */
  editor: string;
}

/** The address of the screen that edits a row of this kind. */
export const editorPathOf = (source: Pick<MediaUseSource, 'editor'>, id: string): string => source.editor.replace('$id', encodeURIComponent(id));

/** A source ready to ask: its query reads the uses of every image asked about at once (`$1`: a pattern per image). */
export interface MediaUseQuery {
  source: MediaUseSource;
  fieldLabels: Readonly<Record<string, string>>;
  /** rows of the record's id and label, the field and its value */
  sql: string;
}

/** The src of each image node of a rich-text body, at any depth (as richTextMediaIds reads them), as a set of rows in SQL. */
const imageSrcsOf = (column: string) => `jsonb_path_query(${column}, 'strict $.** ? (@.type == "image").attrs.src', '{}', true)`;

/** Every string at any depth of a jsonb value (an image field of a record, an image node's src), as a set of rows in SQL. */
const stringsOf = (column: string) => `jsonb_path_query(${column}, 'strict $.** ? (@.type() == "string")', '{}', true)`;

function queryOf(source: MediaUseSource, metadata: EntityMetadata): string {
  const column = (property: string) => {
    const found = metadata.findColumnWithPropertyName(property);
    if (!found) throw new Error(`${metadata.name} has no column ${property} (media uses of ${source.section})`);
    return `doc."${found.databaseName}"`;
  };
  if (metadata.primaryColumns.length !== 1) throw new Error(`Media uses need a one-column key: ${metadata.name}`);
  const id = `doc."${metadata.primaryColumns[0].databaseName}"`;
  const uses = source.fields.map(({ field, richText, imageList, anyString }, index) =>
    richText || anyString
      ? `SELECT ${index + 1} AS position, '${field}' AS field, src #>> '{}' AS value FROM ${(anyString ? stringsOf : imageSrcsOf)(column(field))} AS src`
      : imageList
        ? `SELECT ${index + 1} AS position, '${field}' AS field, item ->> 'src' AS value FROM jsonb_array_elements(${column(field)}) AS item`
        : `SELECT ${index + 1} AS position, '${field}' AS field, ${column(field)} AS value`,
  );
  const orderBy = 'sql' in source.orderBy ? source.orderBy.sql : [...source.orderBy.map(column), id].join(', ');
  return `SELECT ${id} AS id, ${column(source.label)} AS label, use.field, use.value
          FROM "${metadata.tableName}" doc
          CROSS JOIN LATERAL (${uses.join(' UNION ALL ')}) AS use
          WHERE use.value ILIKE ANY($1)
          ORDER BY ${orderBy}, use.position`;
}

/**
 * The kinds of documents outside the site's sections that may use a library image. Each module
 * registers its own in onModuleInit; the media library asks them all, in their `order`.
 */
@Injectable()
export class MediaUseRegistry {
  private readonly sources: MediaUseSource[] = [];
  private compiled?: MediaUseQuery[];

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  register<T extends ObjectLiteral>(source: MediaUseSource<T>): void {
    if (this.sources.some((known) => known.section === source.section)) throw new Error(`Media uses of ${source.section} are registered twice`);
    this.sources.push(source as unknown as MediaUseSource);
    this.sources.sort((a, b) => a.order - b.order);
    this.compiled = undefined;
  }

  /** Every registered kind with its query, made once (the entities' mapping is known by then). */
  all(): readonly MediaUseQuery[] {
    this.compiled ??= this.sources.map((source) => ({
      source,
      fieldLabels: Object.fromEntries(source.fields.map(({ field, label }) => [field, label])),
      sql: queryOf(source, this.dataSource.getMetadata(source.entity)),
    }));
    return this.compiled;
  }
}

/** One registry for the whole application, like the page data's. */
@Global()
@Module({ providers: [MediaUseRegistry], exports: [MediaUseRegistry] })
export class MediaUsesModule {}
