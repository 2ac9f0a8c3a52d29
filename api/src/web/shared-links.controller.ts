/**
 * The storefront's own URLs for artworks, artists and galleries, answered with the storefront page plus
 * server-rendered meta (page-meta.ts), and the sitemap and robots.txt. The static serving hands these paths
 * to this controller (static-apps.ts); the page's script then takes over in the browser as on any route.
 */
import { Controller, Get, Header, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Public } from '../platform/auth/guards/auth.decorators.js';
import { APP_CONFIG, READ_STORE } from '../platform/tokens.js';
import type { AppConfig } from '../platform/config/app-config.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { injectMeta, visitorLanguage, type PageMeta, SHELL_HTML } from '../platform/web/page-meta.js';
import { SITE_NAME, artistPage, artworkPage, galleryPage, type PageContext } from './shared-pages.js';
import { buildSitemap, OncePerInterval, robotsTxt, SITEMAP_INTERVAL_MS } from './sitemap.js';

/** api/src/platform/web (or api/dist/platform/web) → the repository root. */
const REPO_ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
export const STOREFRONT_INDEX = join(REPO_ROOT, 'storefront', 'dist', 'index.html');

/** The built index.html, re-read when a new build replaces it. */
let cached: { mtimeMs: number; html: string } | null = null;
function storefrontIndex(): string {
  if (!existsSync(STOREFRONT_INDEX)) return SHELL_HTML;
  const { mtimeMs } = statSync(STOREFRONT_INDEX);
  if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(STOREFRONT_INDEX, 'utf8') };
  return cached.html;
}

type PageBuilder = (reads: ReadStore, id: string, ctx: PageContext) => Promise<PageMeta | null>;

@ApiExcludeController()
@Controller()
export class SharedLinksController {
  private readonly sitemapBuilds: OncePerInterval<string>;

  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sitemapBuilds = new OncePerInterval(() => buildSitemap(reads, config.publicUrl), SITEMAP_INTERVAL_MS);
  }

  @Get('artwork/:id')
  @Public()
  artwork(@Param('id') id: string, @Query('lang') lang: unknown, @Req() req: Request, @Res() res: Response) {
    return this.page(artworkPage, id, lang, req, res);
  }

  @Get('artists/:id')
  @Public()
  artist(@Param('id') id: string, @Query('lang') lang: unknown, @Req() req: Request, @Res() res: Response) {
    return this.page(artistPage, id, lang, req, res);
  }

  @Get('galleries/:id')
  @Public()
  gallery(@Param('id') id: string, @Query('lang') lang: unknown, @Req() req: Request, @Res() res: Response) {
    return this.page(galleryPage, id, lang, req, res);
  }

  @Get('sitemap.xml')
  @Public()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap() {
    return this.sitemapBuilds.get();
  }

  @Get('robots.txt')
  @Public()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  robots() {
    return robotsTxt(this.config.publicUrl);
  }

  private async page(build: PageBuilder, id: string, queryLang: unknown, req: Request, res: Response) {
    const lang = visitorLanguage(queryLang, req.headers['accept-language']);
    const base = this.config.publicUrl;
    const meta = await build(this.reads, id, { base, lang, defaultImage: `${base}/favicon.svg` });
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Language');
    res.setHeader('Content-Language', lang);
    res.type('html');
    const index = storefrontIndex();
    if (!meta) {
      // The storefront shows its own "not found"; crawlers get the status.
      res.status(404).send(index);
      return;
    }
    res.status(200).send(injectMeta(index, meta, base, SITE_NAME[lang]));
  }
}
