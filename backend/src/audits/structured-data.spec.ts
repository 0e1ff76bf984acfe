import { describe, expect, it } from '@jest/globals';
import { structuredDataProblems } from './structured-data.js';

const block = (value: unknown) => JSON.stringify({ '@context': 'https://schema.org', ...(value as object) });

describe('structured data judged by what Google requires per type', () => {
  it('reports a block that does not parse', () => {
    expect(structuredDataProblems(['{"@type": "Product",}'])).toEqual([{ kind: 'unparsable', message: expect.any(String) }]);
  });

  it('takes a complete Product, where one of offers, review or aggregateRating is enough', () => {
    expect(structuredDataProblems([block({ '@type': 'Product', name: 'Audit', offers: { '@type': 'Offer', price: '99' } })])).toEqual([]);
    expect(structuredDataProblems([block({ '@type': 'Product', name: 'Audit' })])).toEqual([
      { kind: 'missing', type: 'Product', properties: ['offers or review or aggregateRating'] },
    ]);
  });

  it('judges nodes inside @graph and nested ones, and LocalBusiness subtypes as LocalBusiness', () => {
    const graph = block({
      '@graph': [
        { '@type': 'ProfessionalService', name: 'Agency' },
        { '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Why?' }] },
      ],
    });
    expect(structuredDataProblems([graph])).toEqual([
      { kind: 'missing', type: 'ProfessionalService', properties: ['address'] },
      { kind: 'missing', type: 'Question', properties: ['acceptedAnswer'] },
    ]);
  });

  it('leaves types Google requires nothing of alone', () => {
    expect(structuredDataProblems([block({ '@type': ['Organization', 'WebSite'] }), block({ '@type': 'Article' })])).toEqual([]);
  });

  it('takes a breadcrumb item named by its item or its name', () => {
    const list = (item: object) => block({ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, ...item }] });
    expect(structuredDataProblems([list({ item: 'https://shop.example/' })])).toEqual([]);
    expect(structuredDataProblems([list({})])).toEqual([{ kind: 'missing', type: 'ListItem', properties: ['name or item'] }]);
  });
});
