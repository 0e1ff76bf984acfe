/**
 * Checks a page's JSON-LD as Google's rich-result rules read it (developers.google.com/search/docs/
 * appearance/structured-data): it parses, every node has a @type, every reference ({"@id"} alone)
 * names a node of the graph, addresses are absolute, and each type has its required (and the
 * recommended ones we promise) properties. Returns the problems, empty when the markup is sound.
 */
type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const ABSOLUTE = /^https?:\/\/[^\s/]+/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const URL_PROPERTIES = new Set(['url', 'item', 'logo', 'sameAs', '@id']);
const LOCAL_BUSINESS = new Set(['LocalBusiness', 'ProfessionalService', 'Store', 'ProfessionalService']);

const types = (node: Node) => [node['@type']].flat().map(String);
const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';

function walk(value: unknown, visit: (node: Node, path: string) => void, path = '$'): void {
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, visit, `${path}[${index}]`));
  else if (isObject(value)) {
    visit(value, path);
    for (const [key, child] of Object.entries(value)) walk(child, visit, `${path}.${key}`);
  }
}

function required(node: Node, path: string, problems: string[]): void {
  const need = (property: string, check: (value: unknown) => boolean = (value) => value !== undefined && value !== '') => {
    if (!check(node[property])) problems.push(`${path} (${types(node).join()}): ${property} missing or invalid`);
  };
  const image = (value: unknown) => text(value) || (isObject(value) && (text(value.url) || text(value['@id'])));
  for (const type of types(node)) {
    if (type === 'Organization' || type === 'OnlineBusiness' || LOCAL_BUSINESS.has(type)) {
      need('name', text);
      need('url', text);
      if (LOCAL_BUSINESS.has(type)) need('address', isObject);
    }
    if (type === 'WebSite') {
      need('name', text);
      need('url', text);
    }
    if (type === 'WebPage') {
      need('url', text);
      need('name', text);
      need('isPartOf', isObject);
    }
    if (type === 'BreadcrumbList') {
      need('itemListElement', (items) => Array.isArray(items) && items.length > 0);
      const items = (node.itemListElement as Node[]) ?? [];
      items.forEach((item, index) => {
        if (item.position !== index + 1) problems.push(`${path}: ListItem ${index} has position ${String(item.position)}`);
        if (!text(item.name)) problems.push(`${path}: ListItem ${index} has no name`);
        if (index < items.length - 1 && !text(item.item)) problems.push(`${path}: ListItem ${index} has no item`);
      });
    }
    if (type === 'FAQPage') {
      need('mainEntity', (items) => Array.isArray(items) && items.length > 0);
      for (const question of (node.mainEntity as Node[]) ?? []) {
        if (!text(question.name) || !isObject(question.acceptedAnswer) || !text(question.acceptedAnswer.text))
          problems.push(`${path}: a Question lacks its name or answer`);
      }
    }
    if (type === 'Article' || type === 'BlogPosting' || type === 'NewsArticle') {
      need('headline', (value) => text(value) && String(value).length <= 110);
      need('image', (value) => [value].flat().some(image));
      need('datePublished', (value) => typeof value === 'string' && ISO_DATE.test(value));
      need('dateModified', (value) => typeof value === 'string' && ISO_DATE.test(value));
      need('author', (value) => [value].flat().every((author) => isObject(author) && (text(author.name) || text(author['@id']))));
      need('publisher', isObject);
      need('mainEntityOfPage', isObject);
    }
    if (type === 'Service') {
      need('name', text);
      need('provider', isObject);
    }
    if (type === 'Offer') {
      need('price', text);
      need('priceCurrency', text);
    }
  }
}

export function jsonLdProblems(source: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch (error) {
    return [`does not parse: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  if (!isObject(parsed) || parsed['@context'] !== 'https://schema.org' || !Array.isArray(parsed['@graph'])) return ['not a schema.org @graph'];
  const ids = new Set<string>();
  for (const node of parsed['@graph'] as unknown[]) {
    if (!isObject(node) || node['@type'] === undefined) problems.push('a graph node has no @type');
    else if (typeof node['@id'] === 'string') {
      if (ids.has(node['@id'])) problems.push(`@id ${node['@id']} is used twice`);
      ids.add(node['@id']);
    }
  }
  walk(parsed['@graph'], (node, path) => {
    const keys = Object.keys(node);
    if (keys.length === 1 && keys[0] === '@id') {
      if (!ids.has(String(node['@id']))) problems.push(`${path}: reference ${String(node['@id'])} names no node of the graph`);
      return;
    }
    if (node['@type'] === undefined) problems.push(`${path}: a node without @type`);
    for (const [key, value] of Object.entries(node)) {
      if (!URL_PROPERTIES.has(key) && !(key === 'image' && typeof value === 'string')) continue;
      for (const url of [value].flat()) if (typeof url === 'string' && !ABSOLUTE.test(url)) problems.push(`${path}.${key}: ${url} is not an absolute address`);
    }
    if (isObject(node.image) && typeof node.image.url === 'string' && !ABSOLUTE.test(node.image.url)) problems.push(`${path}.image.url is not absolute`);
    required(node, path, problems);
  });
  return problems;
}
