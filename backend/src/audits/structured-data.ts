/**
 * The properties Google's rich-result documentation marks required, per schema.org type (a list
 * of alternatives means one of them is enough). Types Google gives no required property for
 * (Article, Organization, WebSite…) are not judged.
 */
const REQUIRED: Record<string, (string | string[])[]> = {
  Product: ['name', ['offers', 'review', 'aggregateRating']],
  Recipe: ['name', 'image'],
  Event: ['name', 'startDate', 'location'],
  JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization', ['jobLocation', 'applicantLocationRequirements', 'jobLocationType']],
  LocalBusiness: ['name', 'address'],
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Review: ['author', 'itemReviewed', 'reviewRating'],
  AggregateRating: ['ratingValue', ['ratingCount', 'reviewCount']],
  VideoObject: ['name', 'thumbnailUrl', 'uploadDate'],
  Course: ['name', 'description'],
  SoftwareApplication: ['name', 'offers', ['aggregateRating', 'review']],
  Dataset: ['name', 'description'],
  Book: ['name', 'author'],
  ListItem: ['position'],
};

/** LocalBusiness's subtypes that sites use most; each must carry what a LocalBusiness must. */
const LOCAL_BUSINESS_TYPES = new Set([
  'LocalBusiness',
  'ProfessionalService',
  'Store',
  'Restaurant',
  'Dentist',
  'MedicalBusiness',
  'LegalService',
  'FinancialService',
  'HomeAndConstructionBusiness',
  'AutomotiveBusiness',
  'FoodEstablishment',
  'LodgingBusiness',
  'HealthAndBeautyBusiness',
  'RealEstateAgent',
  'TravelAgency',
]);

export type StructuredDataProblem = { kind: 'unparsable'; message: string } | { kind: 'missing'; type: string; properties: string[] };

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

function typesOf(node: Record<string, unknown>): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((item): item is string => typeof item === 'string').map((item) => item.replace(/^https?:\/\/schema\.org\//, ''));
}

function judge(node: unknown, problems: StructuredDataProblem[], depth: number): void {
  if (depth > 8 || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) judge(item, problems, depth + 1);
    return;
  }
  const record = node as Record<string, unknown>;
  for (const type of typesOf(record)) {
    const required = REQUIRED[LOCAL_BUSINESS_TYPES.has(type) ? 'LocalBusiness' : type];
    if (!required) continue;
    // A ListItem names its page by `item` or carries its own `name`.
    const rules = type === 'ListItem' ? [...required, ['name', 'item']] : required;
    const missing = rules.filter((rule) => (Array.isArray(rule) ? !rule.some((name) => present(record[name])) : !present(record[rule])));
    if (missing.length > 0) problems.push({ kind: 'missing', type, properties: missing.map((rule) => (Array.isArray(rule) ? rule.join(' or ') : rule)) });
  }
  for (const [key, value] of Object.entries(record)) if (!key.startsWith('@') || key === '@graph') judge(value, problems, depth + 1);
}

/** Each JSON-LD block parsed and every typed node in it (nested ones and @graph too) judged. */
export function structuredDataProblems(blocks: string[]): StructuredDataProblem[] {
  const problems: StructuredDataProblem[] = [];
  for (const block of blocks) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(block);
    } catch (error) {
      problems.push({ kind: 'unparsable', message: (error as Error).message.slice(0, 200) });
      continue;
    }
    judge(parsed, problems, 0);
  }
  return problems;
}
