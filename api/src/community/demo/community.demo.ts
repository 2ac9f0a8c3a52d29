/**
 * Demo data of the community context (see demo/seed-demo.ts for the order: after artworks and collections).
 * Favourites and follows (the demo gallery and artist) for the collector, an inquiry the demo gallery has answered and one still pending, a few
 * comments and a discussion. Every id is derived from a fixed name, so a second run appends nothing.
 */
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import { userIdFor } from '../../identity/index.js';
import { DEV_ISSUER_KEY } from '../../identity/index.js';
import { subjectFor } from '../../platform/auth/dev-idp/demo-accounts.js';
import { ReadStoreCollectionMissingError } from '../../platform/read-store/query-checks.js';
import type { ArtworkDoc } from '../application/catalog-reads.js';
import { ReactionCommands } from '../application/reaction-commands.js';
import { PostCommands } from '../application/post-commands.js';
import { InquiryCommands } from '../application/inquiry-commands.js';
import { INQUIRIES, type InquiryDoc } from '../projections/inquiries.projection.js';
import { nameBasedId } from '../../platform/ids/name-based-id.js';

const account = (email: string) => userIdFor(DEV_ISSUER_KEY, subjectFor(email));

/** A name-based UUID, so the demo's streams are the same on every start. */
function demoId(name: string): string {
  return nameBasedId(`gulf-art-community-demo:${name}`, 'sha1');
}

async function publishedArtworks(runtime: Runtime): Promise<ArtworkDoc[]> {
  try {
    return await runtime.storage.reads
      .collection<ArtworkDoc>('artworks')
      .find({ filter: { status: 'published' }, sort: [{ field: 'id', direction: 'asc' }], limit: 200 });
  } catch (error) {
    if (error instanceof ReadStoreCollectionMissingError) return [];
    throw error;
  }
}

export async function seedCommunityDemo(app: INestApplication, runtime: Runtime): Promise<void> {
  const reactions = app.get(ReactionCommands);
  const inquiries = app.get(InquiryCommands);
  const posts = app.get(PostCommands);
  const collector = account('collector@example.sa');
  const gallery = account('gallery@example.sa');
  const artist = account('artist@example.sa');
  const organiser = account('organiser@example.sa');
  const artworks = await publishedArtworks(runtime);
  if (artworks.length === 0) {
    runtime.log('warn', 'community demo skipped: no published artworks yet');
    return;
  }
  const ofGallery = artworks.filter((a) => a.galleryId === gallery);
  const others = artworks.filter((a) => a.galleryId !== gallery);

  for (const work of [...ofGallery.slice(0, 2), ...others.slice(0, 3)].slice(0, 4)) {
    await reactions.setFavorite(collector, work.id, true);
  }
  // The collector follows the gallery and the artist of the works above (their first follow earns a badge).
  for (const [type, id] of [
    ['gallery', gallery],
    ['artist', artist],
  ] as const)
    await reactions.setFollow({ userId: collector, targetType: type, targetId: id }, true);

  const asked = ofGallery[0] ?? artworks[0]!;
  const answeredId = demoId('inquiry:answered');
  await inquiries.send(
    collector,
    {
      kind: 'artwork',
      artworkId: asked.id,
      form: {
        email: 'collector@example.sa',
        phone: '+966 50 123 4567',
        message: 'Is this work still available, and can it be shipped to Riyadh?',
      },
    },
    answeredId,
  );
  const answered = await runtime.storage.reads.collection<InquiryDoc>(INQUIRIES).get(answeredId);
  const responder = answered?.ownerIds.includes(gallery) ? gallery : answered?.ownerIds[0];
  if (answered?.status === 'pending' && responder) {
    await inquiries.answer(answeredId, responder, {
      respond:
        'Yes, it is available. We ship across the Kingdom within five working days. متوفر، ونشحن إلى الرياض خلال خمسة أيام عمل.',
    });
  }
  const pendingWork = ofGallery[1] ?? others[0] ?? artworks[1];
  if (pendingWork) {
    await inquiries.send(
      collector,
      {
        kind: 'artwork',
        artworkId: pendingWork.id,
        form: {
          email: 'collector@example.sa',
          phone: '0501234567',
          message: 'هل يمكن معاينة العمل في صالة العرض قبل الشراء؟',
        },
      },
      demoId('inquiry:pending'),
    );
  }

  const commented = artworks[0]!;
  const comments: Array<[string, string]> = [
    [collector, 'The colours in this work are stunning. ألوان رائعة!'],
    [organiser, 'عمل جميل يذكرني بغروب الصحراء.'],
    [artist, 'Thank you all for the kind words.'],
  ];
  for (const [i, [author, body]] of comments.entries()) {
    await posts.comment({ authorId: author, artworkId: commented.id, body }, demoId(`comment:${i}`));
  }

  const discussionId = demoId('discussion:calligraphy');
  await posts.startDiscussion(
    {
      authorId: collector,
      title: 'Where to learn Arabic calligraphy? | أين أتعلم الخط العربي؟',
      body: 'I would love to learn Thuluth in Riyadh. Any recommendations? أرغب في تعلم خط الثلث في الرياض.',
    },
    discussionId,
  );
  await posts.reply(
    {
      authorId: organiser,
      discussionId,
      body: 'We run a monthly beginners workshop. لدينا ورشة شهرية للمبتدئين.',
    },
    demoId('reply:0'),
  );
  await posts.reply(
    { authorId: artist, discussionId, body: 'Start with the Naskh script first; it makes Thuluth easier.' },
    demoId('reply:1'),
  );
}
