// The pages of the public site, each declared once. The public remote renders them, the host
// routes them (at the root, and under /<language> for the languages a page has), the static server
// and nginx send the public remote's preload hints on them, the build writes sitemap.xml from them
// and the journeys visit them.
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from './languages.js';

/** How sitemap.xml lists a page (each of its languages is one `<url>`). */
export interface SitemapListing {
  changefreq: 'weekly' | 'monthly';
  priority: string;
}

export interface PublicPage {
  /** The page's name in code. */
  key: string;
  /**
   * Its route under the site's root, in React Router's syntax: '' is the landing, `:token` a
   * segment taken from an e-mailed link.
   */
  path: string;
  /**
   * The languages it has an address in: the default one unprefixed (`/about`), each other one
   * under its prefix (`/fr/about`).
   */
  languages: readonly LanguageCode[];
  /** Who may open it: everyone, or guests only (a signed-in user is sent home). */
  access: 'everyone' | 'guests';
  /** The i18n key (`namespace:key`) of the title the page shows when it opens. */
  titleKey: string;
  /** How sitemap.xml lists it; null keeps it out (private links, forms, a second address). */
  sitemap: SitemapListing | null;
  /** Another address of that page (by key): its language versions are that page's. */
  aliasOf?: string;
  /**
   * Whether it shows what the API answers as it opens (the service's status, the verdict on an
   * e-mailed link): its app starts as soon as the page has painted. Every other page reads whole
   * as prerendered, and its app waits for the visitor's first input.
   */
  live?: true;
}

const EVERY_LANGUAGE = LANGUAGES;
const UNPREFIXED_ONLY = [DEFAULT_LANGUAGE] as const;
const INFO_PAGE = { changefreq: 'monthly', priority: '0.6' } as const;

/** Every page of the public remote, in the order the preload hints and sitemap.xml list them. */
export const PUBLIC_PAGES = [
  {
    key: 'landing',
    path: '',
    languages: EVERY_LANGUAGE,
    access: 'everyone',
    titleKey: 'public-landing:meta.title',
    sitemap: { changefreq: 'weekly', priority: '1.0' },
  },
  {
    key: 'landingAlias',
    path: 'landing',
    aliasOf: 'landing',
    languages: UNPREFIXED_ONLY,
    access: 'everyone',
    titleKey: 'public-landing:meta.title',
    sitemap: null,
  },
  {
    key: 'about',
    path: 'about',
    languages: EVERY_LANGUAGE,
    access: 'everyone',
    titleKey: 'public-info:about.meta.title',
    sitemap: INFO_PAGE,
  },
  {
    key: 'faq',
    path: 'faq',
    languages: EVERY_LANGUAGE,
    access: 'everyone',
    titleKey: 'public-faq:meta.title',
    sitemap: INFO_PAGE,
  },
  {
    key: 'contact',
    path: 'contact',
    languages: EVERY_LANGUAGE,
    access: 'everyone',
    titleKey: 'public-contact:meta.title',
    sitemap: INFO_PAGE,
  },
  {
    key: 'privacy',
    path: 'privacy',
    languages: EVERY_LANGUAGE,
    access: 'everyone',
    titleKey: 'public-legal:privacy.meta.title',
    sitemap: INFO_PAGE,
  },
  {
    key: 'terms',
    path: 'terms',
    languages: EVERY_LANGUAGE,
    access: 'everyone',
    titleKey: 'public-legal:terms.meta.title',
    sitemap: INFO_PAGE,
  },
  {
    key: 'cookies',
    path: 'cookies',
    languages: EVERY_LANGUAGE,
    access: 'everyone',
    titleKey: 'public-legal:cookies.meta.title',
    sitemap: INFO_PAGE,
  },
  {
    key: 'status',
    path: 'status',
    languages: UNPREFIXED_ONLY,
    access: 'everyone',
    titleKey: 'public-status:meta.title',
    sitemap: INFO_PAGE,
    live: true,
  },
  {
    key: 'signIn',
    path: 'signin',
    languages: UNPREFIXED_ONLY,
    access: 'guests',
    titleKey: 'public-auth:signIn.title',
    sitemap: null,
  },
  {
    key: 'signUp',
    path: 'signup',
    languages: UNPREFIXED_ONLY,
    access: 'guests',
    titleKey: 'public-auth:signUp.title',
    sitemap: null,
  },
  {
    key: 'forgotPassword',
    path: 'forgot-password',
    languages: UNPREFIXED_ONLY,
    access: 'guests',
    titleKey: 'public-auth:forgot.title',
    sitemap: null,
  },
  {
    key: 'newsletterConfirm',
    path: 'confirm/:token',
    languages: UNPREFIXED_ONLY,
    access: 'everyone',
    titleKey: 'public-newsletter:confirm.metaTitle',
    sitemap: null,
    live: true,
  },
  {
    key: 'newsletterUnsubscribe',
    path: 'unsubscribe/:token',
    languages: UNPREFIXED_ONLY,
    access: 'everyone',
    titleKey: 'public-newsletter:unsubscribe.metaTitle',
    sitemap: null,
    live: true,
  },
  {
    key: 'verifyEmail',
    path: 'verify-email/:token',
    languages: EVERY_LANGUAGE,
    access: 'everyone',
    titleKey: 'public-auth:verify.loadingTitle',
    sitemap: null,
    live: true,
  },
  {
    key: 'resetPassword',
    path: 'reset-password/:token',
    languages: EVERY_LANGUAGE,
    access: 'everyone',
    titleKey: 'public-auth:reset.title',
    sitemap: null,
  },
  {
    key: 'confirmEmail',
    path: 'confirm-email/:token',
    languages: EVERY_LANGUAGE,
    access: 'everyone',
    titleKey: 'public-auth:confirmEmail.loadingTitle',
    sitemap: null,
    live: true,
  },
] as const satisfies readonly PublicPage[];

export type PublicPageKey = (typeof PUBLIC_PAGES)[number]['key'];

/** The page of that key. */
export function publicPage(key: PublicPageKey): PublicPage {
  const page = PUBLIC_PAGES.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`no public page ${key}`);
  return page;
}

/** The absolute route of a page's path (React Router's syntax): '' → `/`, 'about' → `/about`. */
export const rootPath = (path: string): string => `/${path}`;

/** A route under a language's prefix: `/about` → `/fr/about`, `/` → `/fr`. */
export const prefixedPath = (language: LanguageCode, path: string): string =>
  path === '/' ? `/${language}` : `/${language}${path}`;

/** A route in a language: the default language's stays unprefixed, the others are prefixed. */
export const languagePath = (language: LanguageCode, path: string): string =>
  language === DEFAULT_LANGUAGE ? path : prefixedPath(language, path);

/** Whether a page's address holds a segment of its own (`:token`) rather than being fixed. */
export const hasParameter = (page: PublicPage): boolean => page.path.includes(':');

/** Whether a page also lives under the prefix of a language other than the default one. */
export const hasLanguageVersions = (page: PublicPage): boolean =>
  page.languages.some((language) => language !== DEFAULT_LANGUAGE);

/** A page's addresses, one per language it has: `{ en: '/about', fr: '/fr/about' }`. */
export function publicPageUrls(page: PublicPage): Partial<Record<LanguageCode, string>> {
  return Object.fromEntries(
    page.languages.map((language) => [language, languagePath(language, rootPath(page.path))]),
  );
}

/**
 * Every address a page is shown at: its own in each of its languages, then its aliases'
 * (the landing: `/`, `/fr`, `/landing`).
 */
export function pageAddresses(key: PublicPageKey): string[] {
  return PUBLIC_PAGES.filter(
    (page: PublicPage) => page.key === key || page.aliasOf === key,
  ).flatMap((page) => Object.values(publicPageUrls(page)));
}

/**
 * The origins a prerendered public page is written with, replaced where the page is served: the
 * site's own (canonical and alternate addresses) and the public remote's (its pictures). Both
 * are under `.invalid`, a name that never resolves, so a page served without the replacement
 * points nowhere rather than at someone else's site.
 */
export const DOCUMENT_ORIGINS = {
  site: 'https://site.lyceum.invalid',
  publicRemote: 'https://public.lyceum.invalid',
} as const;

/** Where a built public remote writes its prerendered pages, relative to its public path. */
export const DOCUMENTS_FILE = 'documents.json';

/** What a built public remote's documents.json holds. */
export interface PublicDocuments {
  version: 1;
  /**
   * The stylesheet of every page (a file name relative to the remote's public path, content
   * hashed): the remote's own styles, which its scripts would otherwise write into the page.
   */
  stylesheet: string;
  documents: PublicDocument[];
}

/** One public page prerendered in one language, as a built public remote lists it. */
export interface PublicDocument {
  page: PublicPageKey;
  language: LanguageCode;
  /** The page's address in that language (`/fr/faq`; `/verify-email/:token` for a token page). */
  path: string;
  /** Its title, description, canonical and alternate addresses, Open Graph and Twitter tags. */
  head: string;
  /** Its markup, as the app renders the page inside the host's frame. */
  body: string;
}

/** Where a built host writes the frames of the prerendered public pages, beside index.html. */
export const FRAMES_FILE = 'frames.json';

/**
 * The element a frame holds where its page's markup goes: the host renders it in place of the
 * public remote's page, the server that sends the document puts the page there.
 */
export const PAGE_SLOT = '<template data-lyceum-page-slot=""></template>';

/**
 * The host's part of a prerendered public page at one address: what its app renders inside
 * #root there for a guest, around the page's slot.
 */
export interface DocumentFrame {
  /** The page's address in that language, as a PublicDocument names it. */
  path: string;
  language: LanguageCode;
  /** The markup of #root, holding PAGE_SLOT once. */
  html: string;
}

/**
 * The attribute of a document's <html> telling its starter to wait for the visitor's first
 * pointer, key or focus event before it fetches and starts the app (`data-lyceum-start="input"`):
 * on a prerendered page that reads whole without it, the app's scripts compete with neither the
 * first paint nor the reading. The document's first script takes it off where the app is needed at
 * once (a signed-in visitor, a page rendered anew).
 */
export const START_AT_INPUT = { attribute: 'data-lyceum-start', value: 'input' } as const;

/** What a built host's frames.json holds. */
export interface DocumentFrames {
  version: 1;
  /** The site's address (no trailing slash): canonical and alternate addresses start with it. */
  siteUrl: string;
  frames: DocumentFrame[];
}
