import type { EmailTemplate } from '../email-template.js';

/**
 * A new work by an artist or gallery the person follows, optional (the `followedArtists` kind on /preferences):
 * one mail per work and follower.
 */
export interface FollowedArtistNewWorkEmailData {
  artworkId: string;
  title: string;
  titleAr: string;
  /** The followed artist's or gallery's name. */
  name: string;
  nameAr: string;
}

declare module '../../../platform/jobs/job-catalog.js' {
  interface EmailJobs {
    followedArtistNewWork: import('../email-template.js').EmailJob<FollowedArtistNewWorkEmailData>;
  }
}

const link = (publicUrl: string, d: FollowedArtistNewWorkEmailData, ar: boolean) =>
  `${publicUrl}/artwork/${d.artworkId}${ar ? '?lang=ar' : ''}`;

export const followedArtistNewWorkTemplate: EmailTemplate<FollowedArtistNewWorkEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `New from ${d.name || d.nameAr}: "${d.title || d.titleAr}"`,
    greeting: 'Hello,',
    paragraphs: [`${d.name || d.nameAr}, whom you follow, has published a new work: "${d.title || d.titleAr}".`],
    action: { label: 'See the work', url: link(publicUrl, d, false) },
  }),
  ar: (d, { publicUrl }) => ({
    subject: `جديد من ${d.nameAr || d.name}: «${d.titleAr || d.title}»`,
    greeting: 'مرحبًا،',
    paragraphs: [`نشر ${d.nameAr || d.name}، الذي تتابعه، عملًا جديدًا: «${d.titleAr || d.title}».`],
    action: { label: 'اطّلع على العمل', url: link(publicUrl, d, true) },
  }),
};
