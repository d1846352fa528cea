import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  contentArticleSchema,
  contentAuthorsSchema,
  contentSitesSchema,
  contentTagsSchema,
  serializeArticle,
  serializeJson,
  serializeTags,
  type ContentArticle,
  type ContentAuthor,
  type ContentSite,
  type ContentTag,
} from './file-format';

/** A content folder's posts, authors and tags (sites.json only in the demo folder). */
export interface ContentBundle {
  articles: ContentArticle[];
  authors: ContentAuthor[];
  /** tags.json; a folder without it (the demo's, one exported before tags) has none. */
  tags: ContentTag[];
}

/** A content file that cannot be used as it is (the message names the file and the field). */
export class ContentFileError extends Error {}

const ARTICLES = 'articles';
const AUTHORS = 'authors.json';
const SITES = 'sites.json';
const TAGS = 'tags.json';

const exists = (file: string) => access(file).then(() => true, () => false);

async function readJson<T extends z.ZodType>(file: string, schema: T): Promise<z.infer<T>> {
  const text = await readFile(file, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ContentFileError(`${file}: not valid JSON (${(error as Error).message})`, {
      cause: error,
    });
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ContentFileError(`${file}:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Reads and validates articles/*.json and authors.json; every article's key must be its file name. */
export async function readContentFolder(dir: string): Promise<ContentBundle> {
  const names = (await readdir(path.join(dir, ARTICLES)))
    .filter((name) => name.endsWith('.json'))
    .sort();
  const articles: ContentArticle[] = [];
  for (const name of names) {
    const file = path.join(dir, ARTICLES, name);
    const article = await readJson(file, contentArticleSchema);
    if (`${article.key}.json` !== name)
      throw new ContentFileError(`${file}: key "${article.key}" does not match the file name`);
    articles.push(article);
  }
  const authors = await readJson(path.join(dir, AUTHORS), contentAuthorsSchema);
  const tagsFile = path.join(dir, TAGS);
  const tags = (await exists(tagsFile)) ? await readJson(tagsFile, contentTagsSchema) : [];
  const keys = new Set(tags.map((tag) => tag.key));
  for (const article of articles) {
    const unknown = (article.tags ?? []).filter((key) => !keys.has(key));
    if (unknown.length > 0)
      throw new ContentFileError(`${path.join(dir, ARTICLES, `${article.key}.json`)}: unknown tag "${unknown[0]}" (add it to tags.json)`);
  }
  return { articles, authors, tags };
}

export async function readContentSites(dir: string): Promise<ContentSite[]> {
  return readJson(path.join(dir, SITES), contentSitesSchema);
}

/** Writes articles/<key>.json, authors.json and tags.json in their canonical form (the folder may exist). */
export async function writeContentFolder(dir: string, bundle: ContentBundle): Promise<void> {
  await mkdir(path.join(dir, ARTICLES), { recursive: true });
  for (const article of bundle.articles) {
    await writeFile(path.join(dir, ARTICLES, `${article.key}.json`), serializeArticle(article));
  }
  await writeFile(path.join(dir, AUTHORS), serializeJson(bundle.authors));
  await writeFile(path.join(dir, TAGS), serializeTags(bundle.tags));
}
