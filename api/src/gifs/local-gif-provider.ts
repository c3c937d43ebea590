import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Gif, GifSearchResponse, Locale } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { gifCatalogue } from '../db/schema';
import { GIF_DRAWINGS } from './gif-drawings';
import { GIF_PAGE_SIZE, nextCursor, offsetOfCursor } from './gif-cursor';
import type { GifProvider } from './gif-provider';
import { tagsForQuery } from './gif-search-terms';

/** Where /gifs/<file> serves the catalogue's files from (web/static-routes.ts). */
const LOCAL_GIF_URL_PREFIX = '/gifs/';
const ID_PREFIX = 'local:';

/** The featured order (an empty search): the drawings' own order, their most chatted-about first. */
const FEATURED = GIF_DRAWINGS.map((drawing) => drawing.slug);

const COLUMNS = {
  slug: gifCatalogue.slug,
  title: gifCatalogue.title,
  file: gifCatalogue.file,
  previewFile: gifCatalogue.previewFile,
  width: gifCatalogue.width,
  height: gifCatalogue.height,
};

type Row = { slug: string; title: string; file: string; previewFile: string; width: number; height: number };

function toGif(row: Row): Gif {
  return {
    id: `${ID_PREFIX}${row.slug}`,
    url: `${LOCAL_GIF_URL_PREFIX}${row.file}`,
    preview_url: `${LOCAL_GIF_URL_PREFIX}${row.previewFile}`,
    width: row.width,
    height: row.height,
    title: row.title,
  };
}

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * The local catalogue (GIF_PROVIDER=local, the default): the member's words become English tags
 * (gif-search-terms.ts), and the GIFs carrying most of those tags come first, then by id. Files
 * are this api's own (`/gifs/<file>`), so no search leaves the server.
 */
export function createLocalGifProvider(db: Db): GifProvider {
  return {
    name: 'local',
    async search({ q, locale, page }: { q: string; locale: Locale; page?: string | undefined }): Promise<GifSearchResponse> {
      const offset = offsetOfCursor(page);
      const query = db.select(COLUMNS).from(gifCatalogue);
      let rows: Row[];
      if (q.trim() === '') {
        rows = await query
          .orderBy(sql`array_position(${textArray(FEATURED)}, ${gifCatalogue.slug}) NULLS LAST`, asc(gifCatalogue.id))
          .limit(GIF_PAGE_SIZE + 1)
          .offset(offset);
      } else {
        const tags = tagsForQuery(q, locale);
        if (tags.length === 0) return { gifs: [], next: null };
        const wanted = textArray(tags);
        const matched = sql`(SELECT count(*) FROM unnest(${gifCatalogue.tags}) AS tag WHERE tag = ANY(${wanted}))`;
        rows = await query
          .where(sql`${gifCatalogue.tags} && ${wanted}`)
          .orderBy(desc(matched), asc(gifCatalogue.id))
          .limit(GIF_PAGE_SIZE + 1)
          .offset(offset);
      }
      const gifs = rows.slice(0, GIF_PAGE_SIZE).map(toGif);
      return { gifs, next: nextCursor(offset, gifs.length, rows.length > GIF_PAGE_SIZE) };
    },

    async get(id: string): Promise<Gif | null> {
      if (!id.startsWith(ID_PREFIX)) return null;
      const [row] = await db
        .select(COLUMNS)
        .from(gifCatalogue)
        .where(eq(gifCatalogue.slug, id.slice(ID_PREFIX.length)));
      return row ? toGif(row) : null;
    },
  };
}
