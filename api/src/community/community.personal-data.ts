/**
 * The community context's part of a person's data export: favourites, follows, likes, their comments and
 * discussions, and inquiries they sent or received. Others' personal data stays out: an inquiry received shows
 * its text but not who asked (id, name, e-mail, phone), and a post's reports keep only their count (who reported
 * and why is the reporter's data).
 */
import { Inject, Injectable } from '@nestjs/common';
import { docsOf, type PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import type { Doc, ReadStore } from '../platform/read-store/read-store.port.js';
import { READ_STORE } from '../platform/tokens.js';
import { FAVORITES, FOLLOWS, LIKES } from './projections/reactions.projections.js';
import { COMMENTS, DISCUSSIONS, DISCUSSION_REPLIES } from './projections/posts.projections.js';
import { INQUIRIES, type InquiryDoc } from './projections/inquiries.projection.js';

const withoutReports = ({ reports: _r, ...post }: Doc) => post;
const withoutAsker = ({ askerId: _a, name: _n, email: _e, phone: _p, ...inquiry }: InquiryDoc) => inquiry;

@Injectable()
export class CommunityPersonalData implements PersonalDataSection {
  readonly name = 'community';
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  async collect(userId: string) {
    const mine = (collection: string) => docsOf(this.reads, collection, { userId });
    const authored = (collection: string) => docsOf(this.reads, collection, { authorId: userId });
    const [favourites, follows, likes, comments, discussions, replies, sent, received] = await Promise.all([
      mine(FAVORITES),
      mine(FOLLOWS),
      mine(LIKES),
      authored(COMMENTS),
      authored(DISCUSSIONS),
      authored(DISCUSSION_REPLIES),
      docsOf<InquiryDoc>(this.reads, INQUIRIES, { askerId: userId }),
      docsOf<InquiryDoc>(this.reads, INQUIRIES, { ownerIds: { $contains: userId } }),
    ]);
    return {
      favourites,
      follows,
      likes,
      comments: comments.map(withoutReports),
      discussions: discussions.map(withoutReports),
      discussionReplies: replies.map(withoutReports),
      inquiriesSent: sent,
      inquiriesReceived: received.filter((i) => i.askerId !== userId).map(withoutAsker),
    };
  }
}
