/** The published workshop the organiser's screen specs start from (no seats taken yet). */
export const naskhWorkshop = {
  id: 'w1',
  title: 'Naskh script',
  titleAr: 'خط النسخ',
  category: 'drawing',
  skillLevel: 'beginner',
  startDate: '2026-12-20T16:00:00Z',
  currentParticipants: 0,
  maxParticipants: 10,
  isOnline: false,
  status: 'published',
};
