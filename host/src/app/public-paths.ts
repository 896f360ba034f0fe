/** Public pages the public remote provides at the root (spec 000 route table). */
export const PUBLIC_PAGES = [
  'landing',
  'about',
  'faq',
  'contact',
  'privacy',
  'terms',
  'cookies',
  'status',
  'confirm/:token',
  'unsubscribe/:token',
];
