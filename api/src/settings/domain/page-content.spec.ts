/** Static pages: changed with a reason against the revision read; every text checked by name. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { pageContentDecider, type ChangePageContent } from './page-content.js';
import { SHIPPED_CONTENT } from './shipped-content.js';

const change = (over: Partial<ChangePageContent> = {}): ChangePageContent => ({
  type: 'ChangePageContent',
  page: 'support',
  content: SHIPPED_CONTENT.support,
  reason: 'New opening hours',
  expectedRevision: -1,
  ...over,
});
const changed = {
  type: 'PageContentChanged' as const,
  data: { page: 'support' as const, content: SHIPPED_CONTENT.support, reason: 'New opening hours' },
};

const spec = specFor(pageContentDecider);

describe('ChangePageContent', () => {
  it('records the page once, then refuses a form read before the change', () => {
    spec([]).when(change()).then([changed]);
    spec([changed])
      .when(change({ expectedRevision: 0 }))
      .then([]);
    spec([changed]).when(change()).thenError('changed_meanwhile');
  });
  it('refuses an empty text, a too-long section, an unknown page and a missing reason, by name', () => {
    const content = SHIPPED_CONTENT.support;
    spec([])
      .when(change({ content: { ...content, titleAr: ' ' } }))
      .thenError('validation_failed', 'titleAr');
    spec([])
      .when(change({ content: { ...content, sections: [{ ...content.sections[0]!, bodyAr: 'x'.repeat(4_001) }] } }))
      .thenError('validation_failed', 'sections.0.bodyAr');
    spec([])
      .when(change({ page: 'about' as never }))
      .thenError('validation_failed', 'page');
    spec([])
      .when(change({ reason: '' }))
      .thenError('validation_failed', 'reason');
  });
});
