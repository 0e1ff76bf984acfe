import { Container } from '../../../site/Container';
import { first } from '../../../site/types';
import { useSite } from '../../../site/use-site';
import { SectionHeading } from './SectionHeading';
import classes from './sections.module.css';
import { useSectionId } from './section-id';

export function Faq() {
  const sectionId = useSectionId();
  const site = useSite();
  const heading = first(site.faq);
  const items = site.faqItems ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={sectionId('faq-heading')}>
      <Container className={classes.band}>
        <SectionHeading id={sectionId('faq-heading')} eyebrow="faqEyebrow" heading={heading.faqHeading} intro={heading.faqText} />
        {/* The browser's own disclosure: no script to open an answer, and answers stay in the page for search engines. */}
        <div className={classes.faq}>
          {items.map((item) => (
            <details key={item._id} className={classes.question}>
              <summary>{item.accodingTitle}</summary>
              <p>{item.accodingText}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
