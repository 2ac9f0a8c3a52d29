/** The demo commission requests: what each asks for, the bids it gets, its messages and how far it went. */
import type { Lang, Milestone } from '../domain/commission.events.js';
import type { DetailsForm } from '../application/commission-commands.js';

export interface DemoCommission {
  key: string;
  status: 'open' | 'in_progress' | 'completed' | 'cancelled' | 'closed';
  lang: Lang;
  deadlineInDays: number;
  details: Omit<DetailsForm, 'deadline' | 'referenceImageIds' | 'visibility' | 'invitedArtistIds'>;
  /** Halalas: the artist's bid, then the gallery's. */
  bids: [number, number];
  proposals: [string, string];
  messages: Array<['collector' | 'artist', string]>;
  milestones: Milestone[];
}

const ALL: Milestone[] = ['sketch_approved', 'work_in_progress', 'completed'];

const request = (
  key: string,
  status: DemoCommission['status'],
  title: [string, string],
  category: string,
  medium: string,
  budgetSar: [number, number],
  extra: Partial<DemoCommission> = {},
): DemoCommission => ({
  key,
  status,
  lang: 'en',
  deadlineInDays: 45,
  details: {
    title: title[0],
    titleAr: title[1],
    description: `Looking for an artist for: ${title[0].toLowerCase()}. Reference photos on request.`,
    descriptionAr: `أبحث عن فنان لعمل: ${title[1]}. يمكن إرسال صور مرجعية عند الطلب.`,
    category,
    medium,
    style: 'contemporary',
    dimensions: '80 x 100 cm',
    budgetMin: budgetSar[0] * 100,
    budgetMax: budgetSar[1] * 100,
  },
  bids: [Math.round((budgetSar[0] + budgetSar[1]) / 2) * 100, budgetSar[1] * 100],
  proposals: [
    'I would start with two pencil sketches, then paint in layers over three weeks.',
    'يقترح المعرض أحد فنانيه المتخصصين في هذا الأسلوب، مع ثلاث مراحل للمراجعة.',
  ],
  messages: [
    ['artist', 'Could you share the room where the work will hang?'],
    ['collector', 'Of course, a living room with warm light facing north.'],
  ],
  milestones: [],
  ...extra,
});

export const DEMO_COMMISSIONS: DemoCommission[] = [
  request(
    'family-portrait',
    'open',
    ['Family portrait in oils', 'لوحة زيتية لعائلتي'],
    'painting',
    'Oil on canvas',
    [3000, 6000],
  ),
  request(
    'najdi-door',
    'open',
    ['Najdi door in watercolour', 'باب نجدي بالألوان المائية'],
    'painting',
    'Watercolour on paper',
    [1200, 2500],
    {
      lang: 'ar',
    },
  ),
  request(
    'calligraphy-verse',
    'open',
    ['A verse in Thuluth script', 'آية بخط الثلث'],
    'calligraphy',
    'Ink on paper',
    [2000, 4000],
    {
      lang: 'ar',
      deadlineInDays: 20,
    },
  ),
  request(
    'desert-sculpture',
    'open',
    ['Desert rose sculpture', 'منحوتة وردة الصحراء'],
    'sculpture',
    'Bronze',
    [8000, 15000],
    {
      deadlineInDays: 90,
    },
  ),
  request(
    'office-mural',
    'in_progress',
    ['Mural for our office lobby', 'جدارية لبهو المكتب'],
    'mixed_media',
    'Acrylic on wall',
    [15000, 30000],
    {
      milestones: ['sketch_approved'],
    },
  ),
  request('falcon-drawing', 'in_progress', ['Falcon in charcoal', 'صقر بالفحم'], 'drawing', 'Charcoal', [900, 1800]),
  request(
    'wedding-gift',
    'completed',
    ['Wedding gift painting', 'لوحة هدية زفاف'],
    'painting',
    'Oil on canvas',
    [2500, 5000],
    {
      milestones: ALL,
    },
  ),
  request(
    'jeddah-photo',
    'completed',
    ['Old Jeddah photo series', 'سلسلة صور جدة القديمة'],
    'photography',
    'Archival pigment print',
    [4000, 7000],
    {
      lang: 'ar',
      milestones: ALL,
    },
  ),
  request(
    'ceramic-set',
    'cancelled',
    ['Hand-thrown ceramic set', 'طقم خزف مصنوع يدويًا'],
    'ceramics',
    'Glazed stoneware',
    [1500, 3000],
  ),
  request('textile-panel', 'cancelled', ['Sadu textile panel', 'لوحة نسيج سدو'], 'textile', 'Wool', [2000, 3500], {
    lang: 'ar',
  }),
  request('digital-poster', 'closed', ['Poster for a festival', 'ملصق لمهرجان'], 'digital_art', 'Digital', [800, 1500]),
  request(
    'print-edition',
    'closed',
    ['Small print edition', 'إصدار طباعي محدود'],
    'printmaking',
    'Screen print',
    [1000, 2000],
    {
      lang: 'ar',
    },
  ),
];
