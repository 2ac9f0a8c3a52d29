/**
 * Demo artists and galleries: fixed ids (so every installation and restart seeds the same streams), bilingual
 * names and texts. The demo artist and gallery accounts own their profiles (profile id = the account's user id).
 * The artworks demo imports these to give each work an artist (and a gallery when one represents the artist);
 * field names here are part of that agreement: add, never rename.
 *
 * Dates of gallery exhibitions and events are offsets in days from the seeding day, so the demo always shows
 * upcoming, current and past ones.
 */
import { userIdFor } from '../../identity/index.js';
import { DEV_ISSUER_KEY } from '../../identity/index.js';
import { subjectFor } from '../../platform/auth/dev-idp/demo-accounts.js';
import type { GalleryFields } from '../domain/gallery.decider.js';

export interface DemoArtistExhibition {
  title: string;
  titleAr: string;
  venue: string;
  venueAr: string;
  year: number;
}

export interface DemoAward {
  title: string;
  titleAr: string;
  year: number;
}

export interface DemoArtist {
  id: string;
  /** The owning account's user id (only the demo artist account); null for artists without an account. */
  userId: string | null;
  name: string;
  nameAr: string;
  biography: string;
  biographyAr: string;
  /** English key of the SPEC country list, e.g. "Saudi Arabia". */
  nationality: string;
  location: string;
  locationAr: string;
  birthYear: number | null;
  died: number | null;
  featured: boolean;
  /** Style key (lowercase, e.g. "calligraphy", "abstract"). */
  style: string;
  /** Medium key (lowercase, e.g. "oil", "mixed_media"). */
  medium: string;
  experienceYears: number | null;
  education: string;
  educationAr: string;
  awards: DemoAward[];
  exhibitions: { solo: DemoArtistExhibition[]; group: DemoArtistExhibition[] };
}

export interface DemoGalleryExhibition {
  id: string;
  title: string;
  titleAr: string;
  kind: 'solo' | 'group';
  /** Days from the seeding day (negative: in the past). */
  startInDays: number;
  endInDays: number;
  description: string;
  descriptionAr: string;
  artistIds: string[];
}

export interface DemoGalleryEvent {
  id: string;
  title: string;
  titleAr: string;
  startInDays: number;
  endInDays: number;
  /** Only `cancelled` is stored as such; otherwise the status follows the dates. */
  cancelled: boolean;
  venue: string;
  venueAr: string;
}

/** A demo gallery: the profile's fields (its images come from the seed) and what the seed adds around them. */
export interface DemoGallery extends Omit<GalleryFields, 'coverImage' | 'logo'> {
  id: string;
  userId: string | null;
  /** Country (English key of the SPEC list). */
  country: string;
  featured: boolean;
  representedArtistIds: string[];
  exhibitions: DemoGalleryExhibition[];
  events: DemoGalleryEvent[];
}

/** The demo artist account's user id (and so its artist profile id). */
export const DEMO_ARTIST_ACCOUNT_ID = userIdFor(DEV_ISSUER_KEY, subjectFor('artist@example.sa'));
/** The demo gallery account's user id (and so its gallery profile id). */
export const DEMO_GALLERY_ACCOUNT_ID = userIdFor(DEV_ISSUER_KEY, subjectFor('gallery@example.sa'));

const artistId = (n: number) => `a7000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const galleryId = (n: number) => `9a000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const exhibitionId = (g: number, n: number) => `e7000000-0000-4000-8000-${String(g * 100 + n).padStart(12, '0')}`;
const eventId = (g: number, n: number) => `e5000000-0000-4000-8000-${String(g * 100 + n).padStart(12, '0')}`;

const CITIES: Record<string, { ar: string; country: string; countryAr: string }> = {
  Riyadh: { ar: 'الرياض', country: 'Saudi Arabia', countryAr: 'السعودية' },
  Jeddah: { ar: 'جدة', country: 'Saudi Arabia', countryAr: 'السعودية' },
  Dammam: { ar: 'الدمام', country: 'Saudi Arabia', countryAr: 'السعودية' },
  AlUla: { ar: 'العلا', country: 'Saudi Arabia', countryAr: 'السعودية' },
  Abha: { ar: 'أبها', country: 'Saudi Arabia', countryAr: 'السعودية' },
  Dubai: { ar: 'دبي', country: 'UAE', countryAr: 'الإمارات' },
  'Abu Dhabi': { ar: 'أبوظبي', country: 'UAE', countryAr: 'الإمارات' },
  Sharjah: { ar: 'الشارقة', country: 'UAE', countryAr: 'الإمارات' },
  'Kuwait City': { ar: 'مدينة الكويت', country: 'Kuwait', countryAr: 'الكويت' },
  Doha: { ar: 'الدوحة', country: 'Qatar', countryAr: 'قطر' },
  Manama: { ar: 'المنامة', country: 'Bahrain', countryAr: 'البحرين' },
  Muscat: { ar: 'مسقط', country: 'Oman', countryAr: 'عُمان' },
  Amman: { ar: 'عمّان', country: 'Jordan', countryAr: 'الأردن' },
  Beirut: { ar: 'بيروت', country: 'Lebanon', countryAr: 'لبنان' },
  Cairo: { ar: 'القاهرة', country: 'Egypt', countryAr: 'مصر' },
  Alexandria: { ar: 'الإسكندرية', country: 'Egypt', countryAr: 'مصر' },
  Damascus: { ar: 'دمشق', country: 'Syria', countryAr: 'سوريا' },
  Aleppo: { ar: 'حلب', country: 'Syria', countryAr: 'سوريا' },
  Baghdad: { ar: 'بغداد', country: 'Iraq', countryAr: 'العراق' },
  Basra: { ar: 'البصرة', country: 'Iraq', countryAr: 'العراق' },
  Ramallah: { ar: 'رام الله', country: 'Palestine', countryAr: 'فلسطين' },
  Jerusalem: { ar: 'القدس', country: 'Palestine', countryAr: 'فلسطين' },
};

const STYLES: Record<string, [string, string]> = {
  contemporary: ['contemporary', 'معاصر'],
  abstract: ['abstract', 'تجريدي'],
  calligraphy: ['calligraphic', 'حروفي'],
  realism: ['realist', 'واقعي'],
  impressionism: ['impressionist', 'انطباعي'],
  expressionism: ['expressionist', 'تعبيري'],
  surrealism: ['surrealist', 'سريالي'],
  minimalism: ['minimalist', 'تقليلي'],
  figurative: ['figurative', 'تشخيصي'],
  pop_art: ['pop', 'بوب'],
};

const MEDIA: Record<string, [string, string]> = {
  oil: ['oil on canvas', 'الزيت على القماش'],
  acrylic: ['acrylic', 'الأكريليك'],
  watercolor: ['watercolour', 'الألوان المائية'],
  mixed_media: ['mixed media', 'الوسائط المتعددة'],
  ink: ['ink on paper', 'الحبر على الورق'],
  photography: ['photography', 'التصوير الفوتوغرافي'],
  bronze: ['bronze sculpture', 'النحت البرونزي'],
  digital: ['digital art', 'الفن الرقمي'],
};

const SCHOOLS: [string, string][] = [
  ['BFA, King Saud University', 'بكالوريوس الفنون الجميلة، جامعة الملك سعود'],
  ['MFA, Royal College of Art, London', 'ماجستير الفنون الجميلة، الكلية الملكية للفنون، لندن'],
  ['Faculty of Fine Arts, Cairo', 'كلية الفنون الجميلة، القاهرة'],
  ['Lebanese Academy of Fine Arts (ALBA)', 'الأكاديمية اللبنانية للفنون الجميلة'],
  ['College of Fine Arts, Baghdad', 'كلية الفنون الجميلة، بغداد'],
  ['Sharjah Art Foundation residency', 'إقامة فنية في مؤسسة الشارقة للفنون'],
  ['Self-taught, studio apprenticeship', 'تعلّم ذاتي وتتلمذ في المرسم'],
  ['Faculty of Fine Arts, University of Damascus', 'كلية الفنون الجميلة، جامعة دمشق'],
];

type ArtistRow = [
  n: number,
  name: string,
  nameAr: string,
  city: string,
  birthYear: number,
  style: string,
  medium: string,
  featured: boolean,
  theme: string,
  themeAr: string,
  died?: number,
];

/** Number, names, city, birth year, style, medium, featured, and the subject of the work (English, Arabic). */
const ROWS: ArtistRow[] = [
  [
    1,
    'Lulwa Al-Harbi',
    'لولوة الحربي',
    'Riyadh',
    1984,
    'abstract',
    'acrylic',
    true,
    'the desert light of Najd',
    'ضوء صحراء نجد',
  ],
  [
    2,
    'Fahad Al-Qahtani',
    'فهد القحطاني',
    'Jeddah',
    1979,
    'calligraphy',
    'ink',
    true,
    'the rhythm of Arabic letters',
    'إيقاع الحرف العربي',
  ],
  [
    3,
    'Sara Al-Ghamdi',
    'سارة الغامدي',
    'Abha',
    1991,
    'figurative',
    'oil',
    false,
    'the painted houses of Asir',
    'بيوت عسير الملوّنة',
  ],
  [
    4,
    'Ahmad Al-Zahrani',
    'أحمد الزهراني',
    'Dammam',
    1975,
    'realism',
    'oil',
    false,
    'fishermen of the Eastern coast',
    'صيادي الساحل الشرقي',
  ],
  [
    5,
    'Noura Al-Subaie',
    'نورة السبيعي',
    'AlUla',
    1988,
    'contemporary',
    'photography',
    true,
    'sandstone and ancient inscriptions',
    'الحجر الرملي والنقوش القديمة',
  ],
  [
    6,
    'Majed Al-Otaibi',
    'ماجد العتيبي',
    'Riyadh',
    1993,
    'pop_art',
    'digital',
    false,
    'city life and old television',
    'حياة المدينة والتلفزيون القديم',
  ],
  [
    7,
    'Mariam Al-Mazrouei',
    'مريم المزروعي',
    'Abu Dhabi',
    1986,
    'minimalism',
    'mixed_media',
    true,
    'palm fronds and woven sadu',
    'سعف النخيل ونسيج السدو',
  ],
  [
    8,
    'Hamdan Al-Suwaidi',
    'حمدان السويدي',
    'Dubai',
    1990,
    'contemporary',
    'digital',
    false,
    'the skyline and the creek',
    'الأفق والخور',
  ],
  [
    9,
    'Aisha Al-Shamsi',
    'عائشة الشامسي',
    'Sharjah',
    1982,
    'calligraphy',
    'mixed_media',
    false,
    'poetry written in light',
    'الشعر المكتوب بالضوء',
  ],
  [
    10,
    'Khalifa Al-Nuaimi',
    'خليفة النعيمي',
    'Abu Dhabi',
    1968,
    'impressionism',
    'oil',
    false,
    'the mangroves of the coast',
    'أشجار القرم على الساحل',
  ],
  [
    11,
    'Dana Al-Sager',
    'دانة الصقر',
    'Kuwait City',
    1987,
    'abstract',
    'oil',
    true,
    'the colours of the Gulf sea',
    'ألوان بحر الخليج',
  ],
  [
    12,
    'Yousef Al-Mutawa',
    'يوسف المطوع',
    'Kuwait City',
    1972,
    'expressionism',
    'acrylic',
    false,
    'memory and the old souq',
    'الذاكرة والسوق القديم',
  ],
  [
    13,
    'Fatima Al-Rashed',
    'فاطمة الراشد',
    'Kuwait City',
    1995,
    'figurative',
    'watercolor',
    false,
    'women in everyday life',
    'المرأة في الحياة اليومية',
  ],
  [
    14,
    'Hamad Al-Marri',
    'حمد المري',
    'Doha',
    1981,
    'contemporary',
    'bronze',
    true,
    'the falcon and the horse',
    'الصقر والخيل',
  ],
  [
    15,
    'Maryam Al-Kuwari',
    'مريم الكواري',
    'Doha',
    1992,
    'surrealism',
    'oil',
    false,
    'dreams of pearl divers',
    'أحلام الغواصين',
  ],
  [16, 'Jassim Al-Sulaiti', 'جاسم السليطي', 'Doha', 1976, 'calligraphy', 'ink', false, 'the Kufic line', 'الخط الكوفي'],
  [
    17,
    'Layla Al-Mahmood',
    'ليلى المحمود',
    'Manama',
    1985,
    'abstract',
    'mixed_media',
    true,
    'pearls, salt and water',
    'اللؤلؤ والملح والماء',
  ],
  [
    18,
    'Ali Al-Jasim',
    'علي الجاسم',
    'Manama',
    1970,
    'realism',
    'watercolor',
    false,
    'the alleys of Muharraq',
    'أزقة المحرق',
  ],
  [
    19,
    'Huda Al-Balushi',
    'هدى البلوشي',
    'Muscat',
    1989,
    'contemporary',
    'photography',
    false,
    'the mountains of Jebel Akhdar',
    'جبال الجبل الأخضر',
  ],
  [
    20,
    'Salim Al-Habsi',
    'سالم الحبسي',
    'Muscat',
    1974,
    'impressionism',
    'oil',
    false,
    'frankincense routes',
    'طرق اللبان',
  ],
  [
    21,
    'Zainab Al-Lawati',
    'زينب اللواتي',
    'Muscat',
    1996,
    'minimalism',
    'acrylic',
    false,
    'silence and white walls',
    'الصمت والجدران البيضاء',
  ],
  [22, 'Rania Haddad', 'رانيا حداد', 'Amman', 1983, 'expressionism', 'oil', true, 'the hills of Amman', 'تلال عمّان'],
  [
    23,
    'Omar Khalil',
    'عمر خليل',
    'Amman',
    1969,
    'calligraphy',
    'mixed_media',
    false,
    'Nabataean script and stone',
    'الخط النبطي والحجر',
  ],
  [
    24,
    'Tala Nasser',
    'تالا ناصر',
    'Amman',
    1994,
    'contemporary',
    'digital',
    false,
    'maps of migration',
    'خرائط الهجرة',
  ],
  [
    25,
    'Karim Saad',
    'كريم سعد',
    'Beirut',
    1978,
    'contemporary',
    'mixed_media',
    true,
    'the sea and the ruined façades',
    'البحر والواجهات المهدّمة',
  ],
  [
    26,
    'Nadine Khoury',
    'نادين خوري',
    'Beirut',
    1990,
    'figurative',
    'oil',
    false,
    'portraits of neighbours',
    'وجوه الجيران',
  ],
  [
    27,
    'Elias Abou Jaoude',
    'إلياس أبو جودة',
    'Beirut',
    1958,
    'abstract',
    'acrylic',
    false,
    'cedar and snow',
    'الأرز والثلج',
  ],
  [28, 'Mona Farouk', 'منى فاروق', 'Cairo', 1980, 'figurative', 'oil', true, 'the Nile at dusk', 'النيل عند الغروب'],
  [29, 'Hassan El-Sayed', 'حسن السيد', 'Cairo', 1965, 'surrealism', 'oil', false, 'pharaonic dreams', 'أحلام فرعونية'],
  [
    30,
    'Yasmin Adel',
    'ياسمين عادل',
    'Alexandria',
    1992,
    'impressionism',
    'watercolor',
    false,
    'the Corniche in winter',
    'الكورنيش في الشتاء',
  ],
  [
    31,
    'Mahmoud Fathy',
    'محمود فتحي',
    'Alexandria',
    1901,
    'realism',
    'oil',
    false,
    'people of the port',
    'أهل الميناء',
    1968,
  ],
  [
    32,
    'Rasha Al-Atassi',
    'رشا الأتاسي',
    'Damascus',
    1986,
    'expressionism',
    'acrylic',
    false,
    'the jasmine courtyards',
    'أحواش الياسمين',
  ],
  [
    33,
    'Bashar Hamwi',
    'بشار الحموي',
    'Aleppo',
    1977,
    'calligraphy',
    'ink',
    false,
    'the citadel and its stones',
    'القلعة وحجارتها',
  ],
  [
    34,
    'Lina Mardini',
    'لينا مارديني',
    'Damascus',
    1995,
    'contemporary',
    'mixed_media',
    false,
    'textiles of the old city',
    'منسوجات المدينة القديمة',
  ],
  [
    35,
    'Ziad Al-Obaidi',
    'زياد العبيدي',
    'Baghdad',
    1971,
    'abstract',
    'oil',
    true,
    'Mesopotamian symbols',
    'رموز بلاد الرافدين',
  ],
  [
    36,
    'Shatha Al-Rawi',
    'شذى الراوي',
    'Baghdad',
    1988,
    'figurative',
    'mixed_media',
    false,
    'the booksellers of Mutanabbi Street',
    'باعة الكتب في شارع المتنبي',
  ],
  [
    37,
    'Haidar Kadhim',
    'حيدر كاظم',
    'Basra',
    1982,
    'realism',
    'photography',
    false,
    'the marshes of the south',
    'أهوار الجنوب',
  ],
  [
    38,
    'Samira Awad',
    'سميرة عوض',
    'Jerusalem',
    1949,
    'abstract',
    'acrylic',
    false,
    'geometry and olive trees',
    'الهندسة وأشجار الزيتون',
  ],
  [
    39,
    'Nabil Qasem',
    'نبيل قاسم',
    'Ramallah',
    1960,
    'figurative',
    'mixed_media',
    true,
    'village landscapes',
    'مناظر القرى',
  ],
  [
    40,
    'Dima Saleh',
    'ديما صالح',
    'Ramallah',
    1990,
    'minimalism',
    'bronze',
    false,
    'glass, clay and memory',
    'الزجاج والطين والذاكرة',
  ],
  [
    41,
    'Abeer Al-Shammari',
    'عبير الشمري',
    'Jeddah',
    1987,
    'pop_art',
    'acrylic',
    false,
    'the Balad and its doors',
    'البلد وأبوابها',
  ],
  [
    42,
    'Turki Al-Dosari',
    'تركي الدوسري',
    'Riyadh',
    1997,
    'contemporary',
    'digital',
    false,
    'algorithms and arabesque',
    'الخوارزميات والأرابيسك',
  ],
];

const EXHIBITION_VENUES: [string, string][] = [
  ['Misk Art Institute, Riyadh', 'معهد مسك للفنون، الرياض'],
  ['Hafez Gallery, Jeddah', 'جاليري حافظ، جدة'],
  ['Sharjah Biennial', 'بينالي الشارقة'],
  ['Art Dubai', 'آرت دبي'],
  ['Darat al Funun, Amman', 'دارة الفنون، عمّان'],
  ['Institut du monde arabe, Paris', 'معهد العالم العربي، باريس'],
  ['Mathaf, Doha', 'متحف: المتحف العربي للفن الحديث، الدوحة'],
  ['Diriyah Contemporary Art Biennale', 'بينالي الدرعية للفن المعاصر'],
];

function artistFromRow(row: ArtistRow): DemoArtist {
  const [n, name, nameAr, city, birthYear, style, medium, featured, theme, themeAr, died] = row;
  const place = CITIES[city]!;
  const [styleEn, styleAr] = STYLES[style] ?? [style, style];
  const [mediumEn, mediumAr] = MEDIA[medium] ?? [medium, medium];
  const school = SCHOOLS[n % SCHOOLS.length]!;
  const venue = (k: number) => EXHIBITION_VENUES[(n + k) % EXHIBITION_VENUES.length]!;
  const lastYear = died ?? 2025;
  return {
    id: artistId(n),
    userId: null,
    name,
    nameAr,
    biography:
      `${name} is a ${styleEn} artist from ${city}, ${place.country}, working in ${mediumEn}. ` +
      `The work returns again and again to ${theme}, and has been shown across the Arab world and beyond.`,
    biographyAr:
      `${nameAr}: فنّ ${styleAr} من ${place.ar}، ${place.countryAr}، بخامة ${mediumAr}. ` +
      `تعود الأعمال مرة بعد مرة إلى ${themeAr}، وقد عُرضت في أنحاء العالم العربي وخارجه.`,
    nationality: place.country,
    location: city,
    locationAr: place.ar,
    birthYear,
    died: died ?? null,
    featured,
    style,
    medium,
    experienceYears: died ? null : Math.max(2, 2026 - birthYear - 22),
    education: school[0],
    educationAr: school[1],
    awards:
      n % 3 === 0
        ? [{ title: 'Emerging Artist Award', titleAr: 'جائزة الفنان الصاعد', year: Math.min(lastYear, birthYear + 30) }]
        : n % 3 === 1
          ? [
              {
                title: 'Gulf Art Prize, shortlist',
                titleAr: 'القائمة القصيرة لجائزة الخليج للفنون',
                year: Math.min(lastYear, birthYear + 35),
              },
            ]
          : [],
    exhibitions: {
      solo: [
        {
          title: `${theme[0]!.toUpperCase()}${theme.slice(1)}`,
          titleAr: themeAr,
          venue: venue(0)[0],
          venueAr: venue(0)[1],
          year: Math.min(lastYear, birthYear + 32),
        },
      ],
      group: [
        {
          title: 'Contemporary Voices of the Region',
          titleAr: 'أصوات معاصرة من المنطقة',
          venue: venue(3)[0],
          venueAr: venue(3)[1],
          year: Math.min(lastYear, birthYear + 28),
        },
        {
          title: 'Between Two Seas',
          titleAr: 'بين بحرين',
          venue: venue(5)[0],
          venueAr: venue(5)[1],
          year: Math.min(lastYear, birthYear + 34),
        },
      ],
    },
  };
}

/** The demo artist account's own profile (Abdulrahman Al-Shehri, the `artist@example.sa` account). */
const ACCOUNT_ARTIST: DemoArtist = {
  id: DEMO_ARTIST_ACCOUNT_ID,
  userId: DEMO_ARTIST_ACCOUNT_ID,
  name: 'Abdulrahman Al-Shehri',
  nameAr: 'عبدالرحمن الشهري',
  biography:
    'Abdulrahman Al-Shehri is a contemporary painter from Riyadh who layers calligraphic gestures over ' +
    'the earth tones of the Najd plateau. His canvases have travelled from Riyadh to Dubai and Paris.',
  biographyAr:
    'عبدالرحمن الشهري رسام معاصر من الرياض، يضع إيماءات الحرف العربي فوق ألوان تراب هضبة نجد. ' +
    'تنقّلت لوحاته من الرياض إلى دبي وباريس.',
  nationality: 'Saudi Arabia',
  location: 'Riyadh',
  locationAr: 'الرياض',
  birthYear: 1986,
  died: null,
  featured: true,
  style: 'contemporary',
  medium: 'oil',
  experienceYears: 14,
  education: 'BFA, King Saud University',
  educationAr: 'بكالوريوس الفنون الجميلة، جامعة الملك سعود',
  awards: [{ title: 'Saudi Contemporary Art Prize', titleAr: 'جائزة الفن السعودي المعاصر', year: 2021 }],
  exhibitions: {
    solo: [
      {
        title: 'Earth and Letter',
        titleAr: 'تراب وحرف',
        venue: 'Misk Art Institute, Riyadh',
        venueAr: 'معهد مسك للفنون، الرياض',
        year: 2023,
      },
    ],
    group: [
      {
        title: 'Art Dubai',
        titleAr: 'آرت دبي',
        venue: 'Madinat Jumeirah, Dubai',
        venueAr: 'مدينة جميرا، دبي',
        year: 2024,
      },
    ],
  },
};

export const DEMO_ARTISTS: readonly DemoArtist[] = [ACCOUNT_ARTIST, ...ROWS.map(artistFromRow)];

type GalleryRow = {
  n: number;
  id?: string;
  userId?: string | null;
  name: string;
  nameAr: string;
  city: string;
  established: number;
  featured: boolean;
  curator: string;
  specialties: string[];
  artists: number[];
  includeAccountArtist?: boolean;
  about: string;
  aboutAr: string;
  district: string;
  districtAr: string;
};

const GALLERY_ROWS: GalleryRow[] = [
  {
    n: 1,
    id: DEMO_GALLERY_ACCOUNT_ID,
    userId: DEMO_GALLERY_ACCOUNT_ID,
    name: 'Najd Contemporary',
    nameAr: 'نجد المعاصر',
    city: 'Riyadh',
    established: 2012,
    featured: true,
    curator: 'Maha Al-Dosari',
    specialties: ['contemporary', 'calligraphy', 'abstract'],
    artists: [1, 2, 6, 42],
    includeAccountArtist: true,
    district: 'Al Olaya',
    districtAr: 'العليا',
    about: 'A Riyadh gallery for Saudi contemporary art, from first solo shows to museum retrospectives.',
    aboutAr: 'معرض في الرياض للفن السعودي المعاصر، من المعارض الفردية الأولى إلى المعارض الاستعادية.',
  },
  {
    n: 2,
    name: 'Al-Balad Art House',
    nameAr: 'بيت البلد للفنون',
    city: 'Jeddah',
    established: 2008,
    featured: true,
    curator: 'Hind Al-Harthi',
    specialties: ['figurative', 'pop_art', 'photography'],
    artists: [3, 41, 28],
    district: 'Al-Balad',
    districtAr: 'البلد',
    about: 'In a restored coral-stone house of historic Jeddah, showing the Red Sea coast and its artists.',
    aboutAr: 'في بيت مرجاني مرمّم في جدة التاريخية، يعرض فناني ساحل البحر الأحمر.',
  },
  {
    n: 3,
    name: 'Eastern Light Gallery',
    nameAr: 'معرض نور الشرقية',
    city: 'Dammam',
    established: 2015,
    featured: false,
    curator: 'Nasser Al-Khaldi',
    specialties: ['realism', 'impressionism'],
    artists: [4, 10, 20],
    district: 'Al Shati',
    districtAr: 'الشاطئ',
    about: 'Painting of the sea and the working coast, with a yearly open call for young artists.',
    aboutAr: 'لوحات البحر والساحل العامل، مع دعوة سنوية مفتوحة للفنانين الشباب.',
  },
  {
    n: 4,
    name: 'Oasis Gallery AlUla',
    nameAr: 'معرض واحة العلا',
    city: 'AlUla',
    established: 2020,
    featured: true,
    curator: 'Reem Al-Anazi',
    specialties: ['photography', 'sculpture', 'land art'],
    artists: [5, 14, 40],
    district: 'AlJadidah Arts District',
    districtAr: 'حي الجديدة للفنون',
    about: 'Art in dialogue with the desert: photography, sculpture and land art in AlUla.',
    aboutAr: 'فن في حوار مع الصحراء: تصوير ونحت وفن الأرض في العلا.',
  },
  {
    n: 5,
    name: 'Creek Side Gallery',
    nameAr: 'معرض ضفاف الخور',
    city: 'Dubai',
    established: 2006,
    featured: true,
    curator: 'Amal Bin Hamad',
    specialties: ['contemporary', 'digital'],
    artists: [8, 24, 25, 11],
    district: 'Alserkal Avenue',
    districtAr: 'السركال أفنيو',
    about: "A warehouse gallery in Alserkal Avenue for the region's contemporary and digital art.",
    aboutAr: 'معرض في مستودع بشارع السركال للفن المعاصر والرقمي في المنطقة.',
  },
  {
    n: 6,
    name: 'Saadiyat Art Space',
    nameAr: 'فضاء السعديات للفنون',
    city: 'Abu Dhabi',
    established: 2014,
    featured: false,
    curator: 'Saeed Al-Mheiri',
    specialties: ['minimalism', 'mixed_media'],
    artists: [7, 10, 21],
    district: 'Saadiyat Island',
    districtAr: 'جزيرة السعديات',
    about: 'Quiet rooms for minimal and material-led work, beside the museums of Saadiyat.',
    aboutAr: 'قاعات هادئة للأعمال التقليلية والمادية، بجوار متاحف السعديات.',
  },
  {
    n: 7,
    name: 'Bait Al-Khatt',
    nameAr: 'بيت الخط',
    city: 'Sharjah',
    established: 2002,
    featured: false,
    curator: 'Khadija Al-Marri',
    specialties: ['calligraphy', 'ink'],
    artists: [9, 16, 23, 33],
    district: 'Heart of Sharjah',
    districtAr: 'قلب الشارقة',
    about: 'Dedicated to Arabic calligraphy, classical and contemporary, with workshops every week.',
    aboutAr: 'مخصص للخط العربي الكلاسيكي والمعاصر، مع ورش أسبوعية.',
  },
  {
    n: 8,
    name: 'Sadu House Gallery',
    nameAr: 'معرض بيت السدو',
    city: 'Kuwait City',
    established: 2010,
    featured: false,
    curator: 'Bader Al-Enezi',
    specialties: ['abstract', 'expressionism'],
    artists: [11, 12, 13],
    district: 'Sharq',
    districtAr: 'شرق',
    about: 'Kuwaiti modern and contemporary art, with an archive of the 1960s free atelier.',
    aboutAr: 'الفن الكويتي الحديث والمعاصر، مع أرشيف المرسم الحر في الستينيات.',
  },
  {
    n: 9,
    name: 'Msheireb Art Gallery',
    nameAr: 'معرض مشيرب للفنون',
    city: 'Doha',
    established: 2017,
    featured: true,
    curator: 'Aljazi Al-Kubaisi',
    specialties: ['sculpture', 'surrealism', 'calligraphy'],
    artists: [14, 15, 16, 35],
    district: 'Msheireb Downtown',
    districtAr: 'مشيرب قلب الدوحة',
    about: 'Qatari and Arab artists in the heart of old Doha, with a sculpture courtyard.',
    aboutAr: 'فنانون قطريون وعرب في قلب الدوحة القديمة، مع فناء للمنحوتات.',
  },
  {
    n: 10,
    name: 'Muharraq Pearl Gallery',
    nameAr: 'معرض لؤلؤة المحرق',
    city: 'Manama',
    established: 2011,
    featured: false,
    curator: 'Fatema Al-Sayed',
    specialties: ['abstract', 'watercolor'],
    artists: [17, 18, 32],
    district: 'Adliya',
    districtAr: 'العدلية',
    about: 'Bahraini art and the pearling heritage, in a restored house in Adliya.',
    aboutAr: 'الفن البحريني وتراث اللؤلؤ، في بيت مرمّم في العدلية.',
  },
  {
    n: 11,
    name: 'Muttrah Fine Arts',
    nameAr: 'مطرح للفنون الجميلة',
    city: 'Muscat',
    established: 2009,
    featured: false,
    curator: 'Talal Al-Rawahi',
    specialties: ['photography', 'impressionism'],
    artists: [19, 20, 21, 37],
    district: 'Muttrah Corniche',
    districtAr: 'كورنيش مطرح',
    about: 'Omani painters and photographers, on the corniche of Muttrah.',
    aboutAr: 'رسامون ومصورون عُمانيون على كورنيش مطرح.',
  },
  {
    n: 12,
    name: 'Levant Gallery Riyadh',
    nameAr: 'معرض المشرق بالرياض',
    city: 'Riyadh',
    established: 2018,
    featured: false,
    curator: 'Samer Haddad',
    specialties: ['figurative', 'expressionism', 'abstract'],
    artists: [22, 26, 27, 29, 30, 36, 38, 39, 34],
    district: 'JAX District, Diriyah',
    districtAr: 'حي جاكس، الدرعية',
    about: 'Artists of Jordan, Lebanon, Syria, Egypt, Iraq and Palestine, shown in Riyadh.',
    aboutAr: 'فنانو الأردن ولبنان وسوريا ومصر والعراق وفلسطين، يُعرضون في الرياض.',
  },
];

const DIAL_CODES: Record<string, string> = {
  'Saudi Arabia': '+966 11',
  UAE: '+971 4',
  Kuwait: '+965 2',
  Qatar: '+974 4',
  Bahrain: '+973 17',
  Oman: '+968 24',
};

function galleryFromRow(row: GalleryRow): DemoGallery {
  const place = CITIES[row.city]!;
  const id = row.id ?? galleryId(row.n);
  const represented = [...(row.includeAccountArtist ? [DEMO_ARTIST_ACCOUNT_ID] : []), ...row.artists.map(artistId)];
  const slug = row.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const soloArtist = represented[0]!;
  const soloName = DEMO_ARTISTS.find((a) => a.id === soloArtist)!;
  return {
    id,
    userId: row.userId ?? null,
    name: row.name,
    nameAr: row.nameAr,
    about: row.about,
    aboutAr: row.aboutAr,
    establishedYear: row.established,
    location: row.city,
    locationAr: place.ar,
    country: place.country,
    address: `${row.district}, ${row.city}, ${place.country}`,
    addressAr: `${row.districtAr}، ${place.ar}، ${place.countryAr}`,
    phone: `${DIAL_CODES[place.country] ?? '+966'} 400 ${String(1000 + row.n * 37).slice(0, 4)}`,
    email: `hello@${slug}.example`,
    website: `https://${slug}.example`,
    openingHours: 'Sat–Thu 10:00–22:00 · Fri 16:00–22:00',
    openingHoursAr: 'السبت–الخميس 10:00–22:00 · الجمعة 16:00–22:00',
    social: {
      instagram: `https://instagram.com/${slug}`,
      facebook: `https://facebook.com/${slug}`,
      twitter: `https://x.com/${slug}`,
    },
    specialties: row.specialties,
    curator: row.curator,
    featured: row.featured,
    representedArtistIds: represented,
    exhibitions: [
      {
        id: exhibitionId(row.n, 1),
        title: `${soloName.name}: New Works`,
        titleAr: `${soloName.nameAr}: أعمال جديدة`,
        kind: 'solo',
        startInDays: -10,
        endInDays: 20,
        description: `A solo exhibition of recent works by ${soloName.name}.`,
        descriptionAr: `معرض فردي لأحدث أعمال ${soloName.nameAr}.`,
        artistIds: [soloArtist],
      },
      {
        id: exhibitionId(row.n, 2),
        title: 'Horizons',
        titleAr: 'آفاق',
        kind: 'group',
        startInDays: 30,
        endInDays: 75,
        description: "A group exhibition of the gallery's artists around the idea of the horizon.",
        descriptionAr: 'معرض جماعي لفناني المعرض حول فكرة الأفق.',
        artistIds: represented.slice(0, 3),
      },
      {
        id: exhibitionId(row.n, 3),
        title: 'Memory of Place',
        titleAr: 'ذاكرة المكان',
        kind: 'group',
        startInDays: -120,
        endInDays: -70,
        description: 'Works on the places we come from and carry with us.',
        descriptionAr: 'أعمال عن الأماكن التي أتينا منها ونحملها معنا.',
        artistIds: represented.slice(-3),
      },
    ],
    events: [
      {
        id: eventId(row.n, 1),
        title: 'Artist talk',
        titleAr: 'حديث مع الفنان',
        startInDays: 5,
        endInDays: 5,
        cancelled: false,
        venue: `${row.name}, main hall`,
        venueAr: `${row.nameAr}، القاعة الرئيسية`,
      },
      {
        id: eventId(row.n, 2),
        title: 'Opening night',
        titleAr: 'ليلة الافتتاح',
        startInDays: -10,
        endInDays: -10,
        cancelled: false,
        venue: row.name,
        venueAr: row.nameAr,
      },
      {
        id: eventId(row.n, 3),
        title: "Collectors' evening",
        titleAr: 'أمسية المقتنين',
        startInDays: -1,
        endInDays: 2,
        cancelled: false,
        venue: `${row.name}, courtyard`,
        venueAr: `${row.nameAr}، الفناء`,
      },
      {
        id: eventId(row.n, 4),
        title: 'Family workshop',
        titleAr: 'ورشة للعائلة',
        startInDays: 12,
        endInDays: 12,
        cancelled: row.n % 4 === 0,
        venue: `${row.name}, studio`,
        venueAr: `${row.nameAr}، المرسم`,
      },
    ],
  };
}

export const DEMO_GALLERIES: readonly DemoGallery[] = GALLERY_ROWS.map(galleryFromRow);
