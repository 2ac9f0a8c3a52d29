import { arResourceName } from '../i18n/plural';

/** The artists resource texts, merged into the back-office's English and Arabic trees. */
export const artistsEn = {
  name: 'Artist |||| Artists',
  fields: {
    id: 'ID',
    q: 'Search',
    userId: 'Account',
    name: 'Name',
    nameAr: 'Name (Arabic)',
    profileImage: 'Photo',
    nationality: 'Nationality',
    location: 'Location',
    featured: 'Featured',
    artworkCount: 'Artworks',
    followerCount: 'Followers',
    biography: 'Biography',
    biographyAr: 'Biography (Arabic)',
    style: 'Style',
    medium: 'Medium',
    birthYear: 'Year of birth',
    experienceYears: 'Years of experience',
    createdAt: 'Created',
    updatedAt: 'Last changed',
  },
  sections: { profile: 'Profile' },
};

export const artistsAr = {
  name: arResourceName('فنان', 'الفنانون'),
  fields: {
    id: 'المعرّف',
    q: 'بحث',
    userId: 'الحساب',
    name: 'الاسم',
    nameAr: 'الاسم (بالعربية)',
    profileImage: 'الصورة',
    nationality: 'الجنسية',
    location: 'الموقع',
    featured: 'مميّز',
    artworkCount: 'الأعمال الفنية',
    followerCount: 'المتابعون',
    biography: 'السيرة',
    biographyAr: 'السيرة (بالعربية)',
    style: 'الأسلوب',
    medium: 'الوسيط',
    birthYear: 'سنة الميلاد',
    experienceYears: 'سنوات الخبرة',
    createdAt: 'تاريخ الإنشاء',
    updatedAt: 'آخر تعديل',
  },
  sections: { profile: 'الملف الشخصي' },
};
