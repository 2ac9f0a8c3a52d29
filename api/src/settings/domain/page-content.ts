/**
 * The storefront's static pages managed from the back-office (`pageContent-<page>`): a title, a summary and
 * sections, each in English and Arabic. An admin changes a page with a reason, against the revision read.
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import type { FieldProblem } from '../../platform/errors/domain-errors.js';
import { revisedContentDecider } from './revised-content.js';

export const CONTENT_PAGES = ['guide', 'investment', 'support'] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

export interface ContentSection {
  heading: string;
  headingAr: string;
  body: string;
  bodyAr: string;
}

export interface PageContent {
  title: string;
  titleAr: string;
  summary: string;
  summaryAr: string;
  sections: ContentSection[];
}

export type PageContentChanged = DomainEvent<
  'PageContentChanged',
  { page: ContentPage; content: PageContent; reason: string }
>;

export interface ChangePageContent {
  type: 'ChangePageContent';
  page: ContentPage;
  content: PageContent;
  reason: string;
  expectedRevision: number;
}

export const SECTIONS_MAX = 12;
const LIMITS = { title: 120, summary: 600, heading: 120, body: 4_000 };

const problem = (field: string, max: number): FieldProblem => ({
  field,
  code: 'text',
  message: `Enter up to ${max} characters.`,
  messageAr: `أدخل نصًا لا يتجاوز ${max} حرفًا.`,
});
const bad = (value: unknown, max: number) => typeof value !== 'string' || value.trim() === '' || value.length > max;

export function checkContent(c: PageContent): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [field, max] of [
    ['title', LIMITS.title],
    ['titleAr', LIMITS.title],
    ['summary', LIMITS.summary],
    ['summaryAr', LIMITS.summary],
  ] as const)
    if (bad(c[field], max)) problems.push(problem(field, max));
  if (!Array.isArray(c.sections) || c.sections.length > SECTIONS_MAX)
    return [
      ...problems,
      {
        field: 'sections',
        code: 'size',
        message: `Up to ${SECTIONS_MAX} sections.`,
        messageAr: `حتى ${SECTIONS_MAX} قسمًا.`,
      },
    ];
  c.sections.forEach((s, i) => {
    for (const [field, max] of [
      ['heading', LIMITS.heading],
      ['headingAr', LIMITS.heading],
      ['body', LIMITS.body],
      ['bodyAr', LIMITS.body],
    ] as const)
      if (bad(s?.[field], max)) problems.push(problem(`sections.${i}.${field}`, max));
  });
  return problems;
}

const tidy = (c: PageContent): PageContent => ({
  title: c.title.trim(),
  titleAr: c.titleAr.trim(),
  summary: c.summary.trim(),
  summaryAr: c.summaryAr.trim(),
  sections: c.sections.map((s) => ({
    heading: s.heading.trim(),
    headingAr: s.headingAr.trim(),
    body: s.body.trim(),
    bodyAr: s.bodyAr.trim(),
  })),
});

export const pageContentDecider = revisedContentDecider<PageContent, ChangePageContent, PageContentChanged>({
  category: 'pageContent',
  check: (command) =>
    CONTENT_PAGES.includes(command.page)
      ? checkContent(command.content)
      : [{ field: 'page', code: 'isIn', message: 'There is no such page.', messageAr: 'لا توجد صفحة بهذا الاسم.' }],
  tidy,
  changed: ({ page }, content, reason) => ({ type: 'PageContentChanged', data: { page, content, reason } }),
});
