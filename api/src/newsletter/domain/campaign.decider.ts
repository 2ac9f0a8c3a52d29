/**
 * A campaign (`campaign-<id>`): drafted and edited in both languages, scheduled, then sent. Sending freezes the
 * audience (subscriber ids, no addresses) and records each batch: who was handed to the mail queue and who was
 * skipped because they had left since. The last batch completes the campaign.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { fieldProblem, illegalState, notFound, validationError } from '../../platform/errors/domain-errors.js';
import type { FieldProblem } from '../../platform/errors/domain-errors.js';
import { checkPreferences } from './subscriber.decider.js';
import type { CampaignContent, CampaignEvent, Segment } from './newsletter.events.js';

export const SUBJECT_MAX = 200;
export const BODY_MAX = 20_000;
export const PER_MINUTE_MAX = 1000;

export type CampaignStatus = 'none' | 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled';

export interface CampaignState {
  status: CampaignStatus;
  recipients: string[];
  /** How many recipients the recorded batches covered. */
  processed: number;
  batches: number;
  perMinute: number;
  sendAt: string | null;
}

export type CampaignCommand =
  | ({ type: 'DraftCampaign' | 'EditCampaign'; campaignId: string } & CampaignContent)
  | { type: 'ScheduleCampaign'; campaignId: string; sendAt: string; now: string }
  | { type: 'StartSending'; campaignId: string; recipients: string[] }
  | { type: 'RecordBatch'; campaignId: string; batch: number; sent: string[]; skipped: string[] }
  | { type: 'CancelCampaign'; campaignId: string };

const text = (field: string, value: string, max: number): FieldProblem | null => {
  const v = value.trim();
  if (v === '') return { field, code: 'isNotEmpty', message: 'This is required.', messageAr: 'هذا الحقل مطلوب.' };
  return v.length > max
    ? { field, code: 'maxLength', message: `Maximum ${max} characters.`, messageAr: `الحد الأقصى ${max} حرفًا.` }
    : null;
};

export function checkContent(c: CampaignContent): FieldProblem[] {
  const problems = [
    text('subject', c.subject, SUBJECT_MAX),
    text('subjectAr', c.subjectAr, SUBJECT_MAX),
    text('body', c.body, BODY_MAX),
    text('bodyAr', c.bodyAr, BODY_MAX),
  ].filter((p): p is FieldProblem => p !== null);
  if (!Number.isInteger(c.perMinute) || c.perMinute < 1 || c.perMinute > PER_MINUTE_MAX)
    problems.push({
      field: 'perMinute',
      code: 'range',
      message: `Between 1 and ${PER_MINUTE_MAX} mails a minute.`,
      messageAr: `بين 1 و${PER_MINUTE_MAX} رسالة في الدقيقة.`,
    });
  for (const language of c.segment.languages)
    problems.push(...checkPreferences(language, []).map((p) => ({ ...p, field: 'segment.languages' })));
  problems.push(...checkPreferences('en', c.segment.topics).map((p) => ({ ...p, field: 'segment.topics' })));
  problems.push(...checkAccountFilters(c.segment));
  return problems;
}

export const SEGMENT_CITIES_MAX = 20;
export const SEGMENT_ARTISTS_MAX = 50;
export const ACTIVE_WITHIN_DAYS_MAX = 365;
export const SEGMENT_PREFERENCES_MAX = 20;
const PREFERENCE_LISTS = ['preferredCategories', 'preferredStyles', 'preferredMedia'] as const;

/** The segment's filters on the account: a short list of cities and artists, and a range of days. */
function checkAccountFilters(segment: Segment): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const cities = segment.cities ?? [];
  if (cities.length > SEGMENT_CITIES_MAX || cities.some((c) => typeof c !== 'string' || !c.trim() || c.length > 80))
    problems.push({
      field: 'segment.cities',
      code: 'invalid',
      message: `Up to ${SEGMENT_CITIES_MAX} city names, each up to 80 characters.`,
      messageAr: `حتى ${SEGMENT_CITIES_MAX} مدينة، لا يتجاوز اسم كل منها 80 حرفًا.`,
    });
  const artists = segment.followsArtistIds ?? [];
  if (artists.length > SEGMENT_ARTISTS_MAX || artists.some((a) => typeof a !== 'string' || !a.trim()))
    problems.push({
      field: 'segment.followsArtistIds',
      code: 'invalid',
      message: `Up to ${SEGMENT_ARTISTS_MAX} artists.`,
      messageAr: `حتى ${SEGMENT_ARTISTS_MAX} فنانًا.`,
    });
  const days = segment.activeWithinDays;
  if (days !== undefined && days !== null && (!Number.isInteger(days) || days < 1 || days > ACTIVE_WITHIN_DAYS_MAX))
    problems.push({
      field: 'segment.activeWithinDays',
      code: 'range',
      message: `Between 1 and ${ACTIVE_WITHIN_DAYS_MAX} days.`,
      messageAr: `بين 1 و${ACTIVE_WITHIN_DAYS_MAX} يومًا.`,
    });
  for (const field of PREFERENCE_LISTS) {
    const values = segment[field] ?? [];
    if (
      values.length > SEGMENT_PREFERENCES_MAX ||
      values.some((v) => typeof v !== 'string' || !v.trim() || v.length > 60)
    )
      problems.push({
        field: `segment.${field}`,
        code: 'invalid',
        message: `Up to ${SEGMENT_PREFERENCES_MAX} entries, each up to 60 characters.`,
        messageAr: `حتى ${SEGMENT_PREFERENCES_MAX} قيمة، لا تتجاوز كل منها 60 حرفًا.`,
      });
  }
  return problems;
}

/** The segment as recorded: lists without repeats, city names trimmed, the account filters only where set. */
function tidySegment(segment: Segment): Segment {
  const cities = [...new Set((segment.cities ?? []).map((c) => c.trim()))];
  const followsArtistIds = [...new Set(segment.followsArtistIds ?? [])];
  return {
    languages: [...new Set(segment.languages)],
    topics: [...new Set(segment.topics)],
    roles: [...new Set(segment.roles)],
    ...(cities.length > 0 ? { cities } : {}),
    ...(followsArtistIds.length > 0 ? { followsArtistIds } : {}),
    ...(segment.activeWithinDays ? { activeWithinDays: segment.activeWithinDays } : {}),
    ...Object.fromEntries(
      PREFERENCE_LISTS.map((field) => [field, [...new Set((segment[field] ?? []).map((v) => v.trim()))]]).filter(
        ([, values]) => values.length > 0,
      ),
    ),
  };
}

const editable = (state: CampaignState) => {
  if (state.status === 'none') throw notFound('Campaign', 'الحملة');
  if (state.status !== 'draft' && state.status !== 'scheduled')
    throw illegalState(
      'campaign_not_editable',
      `This campaign is ${state.status}: it can no longer change.`,
      'لم يعد ممكنًا تعديل هذه الحملة.',
    );
};

export const campaignDecider: Decider<CampaignState, CampaignCommand, CampaignEvent> = {
  category: 'campaign',
  initialState: () => ({ status: 'none', recipients: [], processed: 0, batches: 0, perMinute: 1, sendAt: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'CampaignDrafted':
        return { ...state, status: 'draft', perMinute: event.data.perMinute };
      case 'CampaignEdited':
        return { ...state, perMinute: event.data.perMinute };
      case 'CampaignScheduled':
        return { ...state, status: 'scheduled', sendAt: event.data.sendAt };
      case 'CampaignSendingStarted':
        return { ...state, status: 'sending', recipients: event.data.recipients };
      case 'CampaignBatchSent':
        return {
          ...state,
          batches: event.data.batch,
          processed: state.processed + event.data.sent.length + event.data.skipped.length,
        };
      case 'CampaignCompleted':
        return { ...state, status: 'sent' };
      case 'CampaignCancelled':
        return { ...state, status: 'cancelled' };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'DraftCampaign':
      case 'EditCampaign': {
        const { type, ...data } = command;
        if (type === 'DraftCampaign' && state.status !== 'none') return [];
        if (type === 'EditCampaign') editable(state);
        const problems = checkContent(data);
        if (problems.length > 0) throw validationError(problems);
        const trimmed = {
          ...data,
          subject: data.subject.trim(),
          subjectAr: data.subjectAr.trim(),
          segment: tidySegment(data.segment),
        };
        return [{ type: type === 'DraftCampaign' ? 'CampaignDrafted' : 'CampaignEdited', data: trimmed }];
      }
      case 'ScheduleCampaign': {
        editable(state);
        if (Number.isNaN(Date.parse(command.sendAt)) || Date.parse(command.sendAt) < Date.parse(command.now) - 60_000)
          throw validationError([
            fieldProblem('sendAt', 'future', 'Choose a time from now on.', 'اختر وقتًا من الآن فصاعدًا.'),
          ]);
        return [{ type: 'CampaignScheduled', data: { campaignId: command.campaignId, sendAt: command.sendAt } }];
      }
      case 'StartSending': {
        if (state.status === 'sending' || state.status === 'sent') return [];
        editable(state);
        const { campaignId, recipients } = command;
        const started: CampaignEvent = { type: 'CampaignSendingStarted', data: { campaignId, recipients } };
        return recipients.length === 0 ? [started, { type: 'CampaignCompleted', data: { campaignId } }] : [started];
      }
      case 'RecordBatch': {
        // A batch job that runs again after a crash finds its batch recorded: nothing twice.
        if (state.status !== 'sending' || command.batch !== state.batches + 1) return [];
        const { campaignId, batch, sent, skipped } = command;
        const events: CampaignEvent[] = [{ type: 'CampaignBatchSent', data: { campaignId, batch, sent, skipped } }];
        if (state.processed + sent.length + skipped.length >= state.recipients.length)
          events.push({ type: 'CampaignCompleted', data: { campaignId } });
        return events;
      }
      case 'CancelCampaign':
        editable(state);
        return [{ type: 'CampaignCancelled', data: { campaignId: command.campaignId } }];
    }
  },
};
