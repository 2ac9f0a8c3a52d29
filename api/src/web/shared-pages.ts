/**
 * The meta of each shared page, from the read models (`artworks`, `artists`, `galleries`), in the visitor's
 * language. Only published artworks are described; anything else answers null (the page then shows its own
 * "not found").
 */
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { ARTWORKS, type ArtworkDoc } from '../artworks/index.js';
import { ARTISTS, GALLERIES, type ArtistDoc, type GalleryDoc } from '../profiles/index.js';
import { absoluteUrl, summary, type Lang, type PageMeta } from '../platform/web/page-meta.js';

export const SITE_NAME: Record<Lang, string> = { en: 'Gulf Art Marketplace', ar: 'سوق الفن الخليجي' };

type Named = { name?: string; nameAr?: string } | null | undefined;
const pick = (lang: Lang, en: unknown, ar: unknown): string => {
  const a = typeof ar === 'string' ? ar.trim() : '';
  const e = typeof en === 'string' ? en.trim() : '';
  return lang === 'ar' ? a || e : e || a;
};
const nameOf = (lang: Lang, x: Named) => pick(lang, x?.name, x?.nameAr);

const AVAILABILITY: Record<string, string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
  on_loan: 'https://schema.org/OutOfStock',
};

export interface PageContext {
  base: string;
  lang: Lang;
  defaultImage: string;
}

/** What one shared page says of itself; `about` is the schema.org thing it shows, after its type and name. */
interface SharedPage extends Pick<PageMeta, 'path' | 'image' | 'type' | 'description' | 'title'> {
  schemaType: string;
  name: string;
  about: Record<string, unknown>;
}

/** Every shared page's meta: in the visitor's language, its JSON-LD describing the thing and linking to the page. */
function sharedPage({ base, lang }: PageContext, page: SharedPage): PageMeta {
  const { schemaType, name, about, ...meta } = page;
  return {
    lang,
    ...meta,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': schemaType,
      name,
      description: meta.description,
      image: meta.image,
      url: `${base}${meta.path}?lang=${lang}`,
      ...about,
    },
  };
}

export async function artworkPage(reads: ReadStore, id: string, context: PageContext): Promise<PageMeta | null> {
  const { base, lang, defaultImage } = context;
  const doc = await reads.collection<ArtworkDoc>(ARTWORKS).get(id);
  if (!doc || doc.status !== 'published') return null;
  const title = pick(lang, doc.title, doc.titleAr);
  const artist = nameOf(lang, doc.artist);
  return sharedPage(context, {
    path: `/artwork/${encodeURIComponent(doc.id)}`,
    image: absoluteUrl(base, doc.images?.[0]?.url) ?? defaultImage,
    type: 'article',
    description: summary(
      pick(lang, doc.description, doc.descriptionAr) ||
        (lang === 'ar' ? `عمل فني من ${artist}` : `An artwork by ${artist}`),
    ),
    title: `${title}${artist ? ` — ${artist}` : ''} | ${SITE_NAME[lang]}`,
    schemaType: 'VisualArtwork',
    name: title,
    about: {
      inLanguage: lang,
      ...(artist
        ? {
            creator: {
              '@type': 'Person',
              name: artist,
              ...(doc.artist?.id ? { url: `${base}/artists/${encodeURIComponent(doc.artist.id)}?lang=${lang}` } : {}),
            },
          }
        : {}),
      ...(doc.category ? { artform: pick(lang, doc.category, doc.categoryAr) } : {}),
      ...(doc.medium ? { artMedium: pick(lang, doc.medium, doc.mediumAr) } : {}),
      ...(doc.year ? { dateCreated: String(doc.year) } : {}),
      ...(doc.price !== null && doc.price !== undefined
        ? {
            offers: {
              '@type': 'Offer',
              price: doc.price.toFixed(2),
              priceCurrency: doc.currency ?? 'SAR',
              availability: AVAILABILITY[doc.availability ?? ''] ?? AVAILABILITY.available,
            },
          }
        : {}),
    },
  });
}

export async function artistPage(reads: ReadStore, id: string, context: PageContext): Promise<PageMeta | null> {
  const { base, lang, defaultImage } = context;
  const doc = await reads.collection<ArtistDoc>(ARTISTS).get(id);
  if (!doc) return null;
  const name = pick(lang, doc.name, doc.nameAr);
  const nationality = pick(lang, doc.nationality, doc.nationalityAr);
  return sharedPage(context, {
    path: `/artists/${encodeURIComponent(doc.id)}`,
    image: absoluteUrl(base, doc.profileImage) ?? defaultImage,
    type: 'profile',
    description: summary(
      pick(lang, doc.biography, doc.biographyAr) ||
        (lang === 'ar' ? `فنان من ${nationality}` : `Artist from ${nationality}`),
    ),
    title: `${name} | ${SITE_NAME[lang]}`,
    schemaType: 'Person',
    name,
    about: {
      alternateName: lang === 'ar' ? doc.name : doc.nameAr,
      jobTitle: lang === 'ar' ? 'فنان' : 'Artist',
      ...(nationality ? { nationality: { '@type': 'Country', name: nationality } } : {}),
      ...(doc.birthYear ? { birthDate: String(doc.birthYear) } : {}),
      ...(doc.died ? { deathDate: String(doc.died) } : {}),
    },
  });
}

export async function galleryPage(reads: ReadStore, id: string, context: PageContext): Promise<PageMeta | null> {
  const { base, lang, defaultImage } = context;
  const doc = await reads.collection<GalleryDoc>(GALLERIES).get(id);
  if (!doc) return null;
  const name = pick(lang, doc.name, doc.nameAr);
  const city = pick(lang, doc.location, doc.locationAr);
  const sameAs = [doc.website, ...Object.values(doc.social ?? {})].filter(
    (u) => typeof u === 'string' && /^https?:\/\//.test(u),
  );
  return sharedPage(context, {
    path: `/galleries/${encodeURIComponent(doc.id)}`,
    image: absoluteUrl(base, doc.coverImage) ?? absoluteUrl(base, doc.logo) ?? defaultImage,
    type: 'profile',
    description: summary(
      pick(lang, doc.about, doc.aboutAr) || (lang === 'ar' ? `معرض فني في ${city}` : `Art gallery in ${city}`),
    ),
    title: `${name}${city ? ` — ${city}` : ''} | ${SITE_NAME[lang]}`,
    schemaType: 'ArtGallery',
    name,
    about: {
      alternateName: lang === 'ar' ? doc.name : doc.nameAr,
      address: {
        '@type': 'PostalAddress',
        streetAddress: pick(lang, doc.address, doc.addressAr),
        addressLocality: city,
      },
      ...(doc.phone ? { telephone: doc.phone } : {}),
      ...(doc.email ? { email: doc.email } : {}),
      ...(doc.establishedYear ? { foundingDate: String(doc.establishedYear) } : {}),
      ...(sameAs.length > 0 ? { sameAs } : {}),
    },
  });
}
