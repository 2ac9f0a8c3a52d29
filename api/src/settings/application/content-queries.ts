/** The static pages as the storefront and the back-office read them (the shipped text until an admin edits one). */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { CONTENT_PAGES, type ContentPage } from '../domain/page-content.js';
import { PAGE_CONTENTS, type PageContentDoc } from '../projections/page-contents.projection.js';
import { LANDING_ID } from '../domain/landing-content.js';
import { SHIPPED_CONTENT, SHIPPED_LANDING } from '../domain/shipped-content.js';
import { LANDING_CONTENT, type LandingContentDoc } from '../projections/landing-content.projection.js';

export const isContentPage = (page: string): page is ContentPage => (CONTENT_PAGES as readonly string[]).includes(page);

@Injectable()
export class ContentQueries {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  /** The page with its revision and history (404 for a page that is not managed here). */
  async page(page: string) {
    if (!isContentPage(page)) throw notFound('Page', 'الصفحة');
    const doc = await this.reads.collection<PageContentDoc>(PAGE_CONTENTS).get(page);
    return {
      id: page,
      page,
      stream: `pageContent-${page}`,
      revision: doc?.revision ?? -1,
      ...(doc?.content ?? SHIPPED_CONTENT[page]),
      history: doc?.history ?? [],
      updatedAt: doc?.updatedAt ?? null,
    };
  }

  /** What the storefront shows: the text only. */
  async publicPage(page: string) {
    const { title, titleAr, summary, summaryAr, sections, updatedAt } = await this.page(page);
    return { page, title, titleAr, summary, summaryAr, sections, updatedAt };
  }

  async all() {
    return Promise.all(CONTENT_PAGES.map((p) => this.page(p)));
  }

  /** The landing's texts and figures with revision and history (the shipped values until an admin changes them). */
  async landing() {
    const doc = await this.reads.collection<LandingContentDoc>(LANDING_CONTENT).get(LANDING_ID);
    return {
      id: LANDING_ID,
      stream: `landingContent-${LANDING_ID}`,
      revision: doc?.revision ?? -1,
      ...(doc?.content ?? SHIPPED_LANDING),
      history: doc?.history ?? [],
      updatedAt: doc?.updatedAt ?? null,
    };
  }

  /** What the storefront shows on the landing and the signed-in home. */
  async publicLanding() {
    const { hero, figures, countdown, homeBlocks, updatedAt } = await this.landing();
    return { hero, figures, countdown, homeBlocks, updatedAt };
  }
}
