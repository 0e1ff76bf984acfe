import { renderToStaticMarkup } from 'react-dom/server';
import type { InvoiceDocument } from './invoice-document.js';
import { invoiceFacts, type PartyFacts } from './invoice-facts.js';

// #4a5563 on white reads at 7.6:1 (WCAG AAA); the tax note's ink on its tint at 11:1.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:1rem;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',Arial,sans-serif;color:#1f2933;background:#fff}
main{max-width:48rem;margin:0 auto}
h1{font-size:1.75rem;margin:0 0 .5rem}
h2{font-size:1rem;margin:0 0 .25rem;color:#4a5563;text-transform:uppercase;letter-spacing:.04em}
dl.header{display:grid;grid-template-columns:auto 1fr;gap:.125rem 1rem;margin:0 0 .5rem}
dl.header dt{color:#4a5563}
dl.header dd{margin:0}
.refers{margin:0 0 1rem;font-weight:600}
.parties{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:1rem 2rem;margin:1.5rem 0}
.party p{margin:0;overflow-wrap:anywhere}
.party .name{font-weight:700}
table{width:100%;border-collapse:collapse;margin:1.5rem 0}
caption{text-align:left;font-weight:700;padding-bottom:.25rem}
th,td{padding:.5rem .25rem;text-align:left;vertical-align:top;border-bottom:1px solid #cbd2d9}
thead th{color:#4a5563;font-weight:600;border-bottom:2px solid #1f2933}
tbody th{font-weight:400;overflow-wrap:anywhere}
.amount{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
tfoot th{text-align:right;font-weight:400}
tfoot tr:last-child th,tfoot tr:last-child td{font-weight:700;border-bottom:2px solid #1f2933}
.tax-note{margin:1rem 0;padding:.75rem 1rem;border:2px solid #1f2933;background:#f4f5f7;font-weight:700}
.payment{margin:1rem 0}
@media (max-width:30rem){body{padding:.75rem;font-size:15px}h1{font-size:1.5rem}}
@page{size:A4;margin:15mm}
@media print{body{padding:0;font-size:10pt}main{max-width:none}tr{break-inside:avoid}.tax-note{background:none}}
`;

function Party({ party }: { party: PartyFacts }) {
  const id = `${party.heading.toLowerCase()}-heading`;
  return (
    <section className="party" aria-labelledby={id}>
      <h2 id={id}>{party.heading}</h2>
      <p className="name">{party.name}</p>
      {party.addressLines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      <p>{party.country}</p>
      {party.details.map((detail) => (
        <p key={detail.label}>
          {detail.label}: {detail.value}
        </p>
      ))}
    </section>
  );
}

/**
 * The document as one standalone HTML page, for a browser or a mail: no script and nothing
 * loaded from elsewhere, so it reads the same offline and prints on A4. React escapes every value.
 */
export function renderInvoiceHtml(document: InvoiceDocument): string {
  const facts = invoiceFacts(document);
  const columns = facts.columns.period ? 3 : 2;
  const markup = renderToStaticMarkup(
    <html lang={facts.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${facts.documentTitle} – ${facts.seller.name}`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <h1>{facts.title}</h1>
          <dl className="header">
            {facts.header.map((fact) => [<dt key={`${fact.label}-label`}>{fact.label}</dt>, <dd key={`${fact.label}-value`}>{fact.value}</dd>])}
          </dl>
          {facts.refersTo && <p className="refers">{facts.refersTo}</p>}
          <div className="parties">
            <Party party={facts.seller} />
            <Party party={facts.buyer} />
          </div>
          <table>
            <caption>{facts.linesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{facts.columns.description}</th>
                {facts.columns.period && <th scope="col">{facts.columns.period}</th>}
                <th scope="col" className="amount">
                  {facts.columns.net}
                </th>
              </tr>
            </thead>
            <tbody>
              {facts.lines.map((line, index) => (
                <tr key={index}>
                  <th scope="row">{line.description}</th>
                  {facts.columns.period && <td>{line.period}</td>}
                  <td className="amount">{line.net}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {facts.totals.map((total) => (
                <tr key={total.label}>
                  <th scope="row" colSpan={columns - 1}>
                    {total.label}
                  </th>
                  <td className="amount">{total.value}</td>
                </tr>
              ))}
            </tfoot>
          </table>
          {facts.taxNote && <p className="tax-note">{facts.taxNote}</p>}
          {facts.payment && <p className="payment">{facts.payment}</p>}
        </main>
      </body>
    </html>,
  );
  return `<!doctype html>${markup}`;
}
