/**
 * Inquiries: the artwork inquiry form and the gallery contact form. What the inquiry is about is copied
 * from the catalog's read models when it is sent; who may answer is decided then too.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { InquirySentData, InquiryType } from '../domain/community.events.js';
import { inquiryDecider } from '../domain/inquiry.decider.js';
import { inquiriesProjection } from '../projections/inquiries.projection.js';
import { ReadYourWrites } from '../../platform/commands/command-context.js';
import { CommunityQueries } from './community-queries.js';
import { CatalogReads } from './catalog-reads.js';
import { inquiryView } from './community-views.js';

export interface ArtworkInquiryForm {
  email: string;
  phone?: string | null;
  message: string;
}
export interface GalleryInquiryForm extends ArtworkInquiryForm {
  name: string;
  subject: string;
  inquiryType: InquiryType;
}

/** What an inquiry is about: an artwork (its owners answer) or a gallery (through its contact form). */
export type InquiryAbout =
  | { kind: 'artwork'; artworkId: string; form: ArtworkInquiryForm }
  | { kind: 'gallery'; galleryId: string; form: GalleryInquiryForm };

@Injectable()
export class InquiryCommands {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: CommunityQueries,
    private readonly catalog: CatalogReads,
  ) {}

  /** `inquiryId` is given only by the demo seeder (a fixed id makes it idempotent). */
  async send(askerId: string, about: InquiryAbout, inquiryId: string = randomUUID()) {
    const form = about.form;
    const common = {
      inquiryId,
      askerId,
      email: form.email.trim(),
      phone: form.phone?.trim() || null,
      message: form.message,
    };
    let data: InquirySentData;
    if (about.kind === 'artwork') {
      const artwork = await this.catalog.artwork(about.artworkId);
      data = {
        ...common,
        kind: 'artwork',
        ownerIds: [...new Set([artwork.artistId, artwork.galleryId].filter((id): id is string => !!id))],
        artwork: {
          id: artwork.id,
          title: artwork.title,
          titleAr: artwork.titleAr,
          images: artwork.images ?? [],
          artist: { name: artwork.artist?.name ?? '', nameAr: artwork.artist?.nameAr ?? '' },
        },
        gallery: artwork.gallery
          ? { id: artwork.gallery.id, name: artwork.gallery.name, nameAr: artwork.gallery.nameAr }
          : null,
        name: null,
        subject: null,
        inquiryType: null,
      };
    } else {
      const gallery = await this.catalog.gallery(about.galleryId);
      const { name, subject, inquiryType } = about.form;
      data = {
        ...common,
        kind: 'gallery',
        ownerIds: [gallery.id],
        artwork: null,
        gallery: { id: gallery.id, name: gallery.name, nameAr: gallery.nameAr },
        name: name.trim(),
        subject: subject.trim(),
        inquiryType,
      };
    }
    await this.writes.runAs(
      inquiryDecider,
      inquiryId,
      { type: 'SendInquiry', ...data },
      askerId,
      inquiriesProjection.name,
    );
    return inquiryView(await this.queries.inquiry(inquiryId));
  }

  async answer(inquiryId: string, actorId: string, action: { respond: string } | 'close') {
    const command =
      action === 'close'
        ? { type: 'CloseInquiry' as const, inquiryId, actorId }
        : { type: 'RespondToInquiry' as const, inquiryId, actorId, response: action.respond };
    await this.writes.runAs(inquiryDecider, inquiryId, command, actorId, inquiriesProjection.name);
    return inquiryView(await this.queries.inquiry(inquiryId));
  }
}
