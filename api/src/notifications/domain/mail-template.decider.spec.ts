/** Mail template revisions: declared variables only, a subject in both languages, against the revision read. */
import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { mailTemplateDecider, type MailTemplateEvent, type MailTemplateTexts } from './mail-template.decider.js';

const variables = ['firstName', 'publicUrl', 'platformName'];
const text: MailTemplateTexts = {
  en: { subject: 'Welcome, {{firstName}}', greeting: 'Hello,', paragraphs: ['Visit {{publicUrl}}.'] },
  ar: { subject: 'أهلًا {{firstName}}', greeting: 'مرحبًا،', paragraphs: ['زر {{ publicUrl }}.'] },
};
const revised: MailTemplateEvent = { type: 'MailTemplateRevised', data: { name: 'welcome', text, reason: 'Warmer' } };
const base = { name: 'welcome', reason: 'Warmer', variables };

const spec = specFor(mailTemplateDecider);

describe('mail template', () => {
  it('records a revision in both languages, trimmed', () => {
    const padded = { ...text, en: { ...text.en, subject: '  Welcome, {{firstName}} ' } };
    spec([])
      .when({ type: 'Revise', ...base, reason: ' Warmer ', text: padded, expectedRevision: -1 })
      .then([revised]);
  });

  it('refuses an unknown variable and an empty subject, naming the field in both languages', () => {
    const bad = {
      en: { ...text.en, paragraphs: ['Fine.', 'Your code: {{password}}'] },
      ar: { ...text.ar, subject: '   ' },
    };
    const error = spec([])
      .when({ type: 'Revise', ...base, text: bad, expectedRevision: -1 })
      .thenError('validation_failed', 'text.en.paragraphs.1');
    expect(error.details.map((d) => d.field)).toEqual(['text.en.paragraphs.1', 'text.ar.subject']);
    expect(error.details[0]!.message).toContain('{{password}}');
    for (const detail of error.details) expect(detail.messageAr).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a mail nobody declared, a missing language and a text read at an older revision', () => {
    spec([])
      .when({ type: 'Revise', ...base, name: 'nope', variables: null, text, expectedRevision: -1 })
      .thenError('validation_failed', 'name');
    spec([])
      .when({ type: 'Revise', ...base, text: { en: text.en } as MailTemplateTexts, expectedRevision: -1 })
      .thenError('validation_failed', 'text.ar');
    spec([revised])
      .when({ type: 'Revise', ...base, text, expectedRevision: -1 })
      .thenError('changed_meanwhile');
  });

  it('reverts to an earlier revision or to the shipped text, as a revision of its own', () => {
    const second: MailTemplateEvent = {
      type: 'MailTemplateRevised',
      data: { name: 'welcome', text: { ...text, ar: { ...text.ar, subject: 'مرحبًا' } }, reason: 'Shorter' },
    };
    spec([revised, second])
      .when({ type: 'Revert', ...base, reason: 'Back', toRevision: 0, expectedRevision: 1 })
      .then([{ type: 'MailTemplateReverted', data: { name: 'welcome', toRevision: 0, text, reason: 'Back' } }]);
    const toShipped: MailTemplateEvent = {
      type: 'MailTemplateReverted',
      data: { name: 'welcome', toRevision: null, text: null, reason: 'Back' },
    };
    spec([revised])
      .when({ type: 'Revert', ...base, reason: 'Back', toRevision: null, expectedRevision: 0 })
      .then([toShipped]);
    spec([revised, toShipped])
      .when({ type: 'Revert', ...base, toRevision: null, expectedRevision: 1 })
      .then([]);
    spec([revised, toShipped])
      .when({ type: 'Revert', ...base, toRevision: 1, expectedRevision: 1 })
      .thenError('validation_failed', 'toRevision');
  });
});
