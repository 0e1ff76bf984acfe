/** Which sections each section page of the spec shows, and where each section's records are edited. */
export const SECTION_PAGES: Record<string, { title: string; sections: string[] }> = {
  '/edit-banner': { title: 'Banner', sections: ['banner'] },
  '/add-logo': { title: 'Logo', sections: ['logo'] },
  '/edit-about': { title: 'About', sections: ['about'] },
  '/edit-service': { title: 'Services', sections: ['serviceText', 'serviceItems'] },
  '/edit-counter': { title: 'Counters', sections: ['counters'] },
  '/add-calltoaction': { title: 'Call to action', sections: ['actions'] },
  '/edit-video': { title: 'Video section', sections: ['video', 'videoItems'] },
  '/step-section': { title: 'Work steps', sections: ['steps'] },
  '/edit-work': { title: 'Work section', sections: ['worksec', 'steps'] },
  '/edit-faq': { title: 'FAQ', sections: ['faq', 'faqItems'] },
  '/edit-testimonial': { title: 'Testimonials', sections: ['testimonialText', 'testimonials'] },
  '/edit-services-features': { title: 'Features', sections: ['featuresText', 'featureItems'] },
  '/edit-team-text': { title: 'Team', sections: ['teamText', 'teamItems'] },
  '/edit-experience': { title: 'Experience', sections: ['experiences'] },
  '/add-contact': { title: 'Contact details', sections: ['contacts'] },
  '/add-about-footer': { title: 'Footer about', sections: ['footerAbout'] },
  '/add-address-footer': { title: 'Footer address', sections: ['footerAddress'] },
  '/add-social-footer': { title: 'Footer social links', sections: ['footerSocial'] },
  '/add-copyright': { title: 'Copyright', sections: ['copyrights'] },
  '/add-item': { title: 'Items', sections: ['items'] },
};

/** The editor route of one record, per section (the about editor is the spec's /{id}). */
export const EDITOR_PATHS: Record<string, string> = {
  banner: '/banner/$id',
  logo: '/edit-logo/$id',
  about: '/$aboutId',
  serviceText: '/servicetext-edit/$id',
  serviceItems: '/service-edit/$id',
  counters: '/counters/$id',
  actions: '/edit-call/$id',
  video: '/videotext-edit/$id',
  videoItems: '/video/$id',
  steps: '/edit-step/$id',
  worksec: '/edit-work/$id',
  faq: '/faqtext-edit/$id',
  faqItems: '/faq-edit/$id',
  testimonialText: '/testimonialtext-edit/$id',
  testimonials: '/edit-testimonial/$id',
  featuresText: '/featurestext-edit/$id',
  featureItems: '/edit-feature-items/$id',
  teamText: '/team-text-edit/$id',
  teamItems: '/edit-team-items/$id',
  experiences: '/edit-experience/$id',
  contacts: '/edit-contact-page/$id',
  footerAbout: '/edit-about-footer/$id',
  footerAddress: '/edit-address-footer/$id',
  footerSocial: '/edit-social-footer/$id',
  copyrights: '/edit-copyright/$id',
};

/** Other editor routes of the spec that edit a section's records. */
export const EXTRA_EDITORS: Record<string, string> = { '/main-service-edit/$id': 'serviceItems' };

export const RECORD_EDITORS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(EDITOR_PATHS).map(([key, path]) => [path, key])),
  ...EXTRA_EDITORS,
};

export function editorHref(key: string, id: string): string | null {
  const path = EDITOR_PATHS[key];
  if (!path) return null;
  return path.replace(/\$\w+/, id);
}

/** The settings hub: every section page, so no editor is reachable only by typing its URL. */
export const SETTING_TILES = [
  ['/edit-banner', 'Banner'],
  ['/add-logo', 'Logo'],
  ['/edit-about', 'About'],
  ['/edit-service', 'Services'],
  ['/edit-counter', 'Counters'],
  ['/add-pricing', 'Pricing'],
  ['/add-calltoaction', 'Call to action'],
  ['/edit-testimonial', 'Testimonials'],
  ['/add-address-footer', 'Footer address'],
  ['/add-social-footer', 'Footer social links'],
  ['/add-copyright', 'Copyright'],
  ['/edit-video', 'Video section'],
  ['/edit-work', 'Work section'],
  ['/step-section', 'Work steps'],
  ['/edit-faq', 'FAQ'],
  ['/edit-services-features', 'Features'],
  ['/edit-team-text', 'Team'],
  ['/edit-experience', 'Experience'],
  ['/add-contact', 'Contact details'],
  ['/add-about-footer', 'Footer about'],
  ['/add-item', 'Items'],
] as const;
