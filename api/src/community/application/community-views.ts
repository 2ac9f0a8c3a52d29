/** How community documents are answered: public views name authors by display name only, never e-mail. */
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { UserDoc } from '../../identity/index.js';
import type { CommentDoc, DiscussionDoc, ReplyDoc } from '../projections/posts.projections.js';
import type { InquiryDoc } from '../projections/inquiries.projection.js';

export interface Author {
  id: string;
  name: string | null;
}

/** "First L." — enough to recognise a person in a thread, without their full name or address. */
export function displayName(user: UserDoc | undefined): string | null {
  if (!user || user.forgotten === true) return null;
  const first = (user.firstName ?? '').trim();
  const last = (user.lastName ?? '').trim();
  if (!first && !last) return null;
  return last ? `${first} ${last[0]!.toUpperCase()}.`.trim() : first;
}

export const authorOf = (id: string, users: Map<string, UserDoc>): Author => ({ id, name: displayName(users.get(id)) });

/** Drops the read model's bookkeeping fields (`_stream`, `_revision`). */
export function withoutBookkeeping<T extends Doc>(doc: T): Omit<T, '_stream' | '_revision'> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) if (!key.startsWith('_')) out[key] = value;
  return out as Omit<T, '_stream' | '_revision'>;
}

/** The artwork document as the catalogue answers it publicly: without its owner-only fields. */
export function publicArtwork(doc: Doc) {
  const { createdBy: _c, moderation: _m, ...rest } = withoutBookkeeping(doc) as Record<string, unknown>;
  return rest;
}

export function publicComment(doc: CommentDoc, users: Map<string, UserDoc>) {
  return {
    id: doc.id,
    artworkId: doc.artworkId,
    body: doc.body,
    author: authorOf(doc.authorId, users),
    createdAt: doc.createdAt,
  };
}

export function publicDiscussion(doc: DiscussionDoc, users: Map<string, UserDoc>) {
  return {
    id: doc.id,
    title: doc.title,
    body: doc.body,
    author: authorOf(doc.authorId, users),
    replyCount: doc.replyCount,
    createdAt: doc.createdAt,
    lastActivityAt: doc.lastActivityAt,
  };
}

/** A reply in its thread: a hidden one keeps its place, without its words or its author. */
export function publicReply(doc: ReplyDoc, users: Map<string, UserDoc>) {
  if (doc.status === 'hidden') return { id: doc.id, hidden: true, body: null, author: null, createdAt: doc.createdAt };
  return { id: doc.id, hidden: false, body: doc.body, author: authorOf(doc.authorId, users), createdAt: doc.createdAt };
}

/** The contract's inquiry shape; the gallery-form fields appear only on gallery inquiries. */
export function inquiryView(doc: InquiryDoc) {
  const view: Record<string, unknown> = {
    id: doc.id,
    kind: doc.kind,
    status: doc.status,
    message: doc.message,
    response: doc.response,
    respondedAt: doc.respondedAt,
    createdAt: doc.createdAt,
    email: doc.email,
    phone: doc.phone,
    artwork: doc.artwork,
    gallery: doc.gallery,
  };
  if (doc.kind === 'gallery')
    Object.assign(view, { name: doc.name, subject: doc.subject, inquiryType: doc.inquiryType });
  return view;
}
