/** What the admin is told about case studies, in one place. */
export const CASE_STUDY_LIMITS = {
  titleLength: 200,
  slugLength: 80,
  clientLength: 120,
  industryLength: 80,
  serviceLength: 80,
  services: 8,
  results: 6,
  figureLength: 24,
  resultLabelLength: 120,
  quoteLength: 600,
  quoteAuthorLength: 120,
  excerptLength: 300,
  altLength: 200,
  gallery: 12,
  /** the most case studies one site keeps: the list page shows them whole, without pages */
  maxStudies: 500,
} as const;

/** Slugs the list's own addresses take (/case-studies/industry/…, /case-studies/service/…). */
export const RESERVED_CASE_STUDY_SLUGS = ['industry', 'service'] as const;

export const CASE_STUDY_TEXTS = {
  titleRequired: 'Give the case study a title',
  titleTooLong: `The title must be at most ${CASE_STUDY_LIMITS.titleLength} characters`,
  slugForm: `The address must be 1 to ${CASE_STUDY_LIMITS.slugLength} lowercase letters, digits and hyphens (for example online-shop-growth), with no hyphen at either end`,
  slugReserved: (slug: string) => `“${slug}” is an address of the case studies’ list: choose another one`,
  slugTaken: (slug: string, title: string) => `“${slug}” is already the address of the case study “${title}”`,
  slugRace: (slug: string) => `The address ${slug} was just taken by another save`,
  clientRequired: 'Name the client (or describe it, for example “An online shop for outdoor gear”)',
  clientTooLong: `The client must be at most ${CASE_STUDY_LIMITS.clientLength} characters`,
  industryRequired: 'Name the client’s industry: the list page filters by it',
  industryTooLong: `The industry must be at most ${CASE_STUDY_LIMITS.industryLength} characters`,
  tooManyServices: `A case study names at most ${CASE_STUDY_LIMITS.services} services`,
  serviceForm: `Each service is a name of 1 to ${CASE_STUDY_LIMITS.serviceLength} characters`,
  tooManyResults: `A case study shows at most ${CASE_STUDY_LIMITS.results} results`,
  resultFigure: `Each result needs a figure of 1 to ${CASE_STUDY_LIMITS.figureLength} characters (for example +240 %)`,
  resultLabel: `Each result needs a label of 1 to ${CASE_STUDY_LIMITS.resultLabelLength} characters (for example organic traffic in 9 months)`,
  quoteText: `The quote must be 1 to ${CASE_STUDY_LIMITS.quoteLength} characters`,
  quoteAuthor: `The quote needs its author’s name (at most ${CASE_STUDY_LIMITS.quoteAuthorLength} characters)`,
  quoteRole: `The author’s role must be at most ${CASE_STUDY_LIMITS.quoteAuthorLength} characters`,
  excerptTooLong: `The summary must be at most ${CASE_STUDY_LIMITS.excerptLength} characters`,
  libraryImage: 'Images of a case study come from the media library: choose one there (an address /media/{id})',
  unknownImage: (address: string) => `${address} is not an image of the media library (deleted?): choose another one`,
  altTooLong: `A description of an image must be at most ${CASE_STUDY_LIMITS.altLength} characters`,
  coverAltRequired: 'Describe the cover image for visitors who cannot see it',
  tooManyImages: `The gallery holds at most ${CASE_STUDY_LIMITS.gallery} images`,
  badStatus: 'The status is draft or published',
  badDate: 'The publish time must be a date and time (ISO 8601)',
  tooMany: `The site keeps at most ${CASE_STUDY_LIMITS.maxStudies} case studies: delete one first`,
  notFound: (id: string) => `No case study has the id ${id}`,
  noRevision: (id: string) => `This case study has no revision ${id}`,
  noPublished: (slug: string) => `No published case study has the address /case-studies/${slug}`,
  stale: (loaded: number, current: number) =>
    `This case study was changed by someone else since you opened it (version ${current}, yours ${loaded}). Reload it and apply your changes again.`,
  deleted: (title: string) => `The case study “${title}” is deleted`,
  redirectNote: (title: string) => `The case study “${title}” moved`,
} as const;
