import { Container } from '../../../site/Container';
import text from '../../../site/text.module.css';
import { useSite, useSiteTexts } from '../../../site/use-site';
import { useSectionId } from './section-id';
import layout from '../../../ui/layout.module.css';
import { Embed } from '../embeds/Embed';
import classes from './sections.module.css';

/** The embeds (a booking page, a video, a map) of the home page or a page's block, each under its title, under the block's heading if it has one. */
export function Embeds() {
  const sectionId = useSectionId();
  const { embedsHeading } = useSiteTexts();
  const items = useSite().embeds ?? [];
  if (items.length === 0) return null;
  const headingId = sectionId('embeds-heading');
  return (
    <section {...(embedsHeading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Embedded content' })}>
      <Container className={classes.band}>
        {embedsHeading && (
          <div className={classes.heading}>
            <h2 id={headingId} className={text.h2}>
              {embedsHeading}
            </h2>
          </div>
        )}
        <div className={layout.stack}>
          {items.map((item) => (
            <figure key={item._id} className={classes.embed}>
              <Embed src={item.embedUrl} title={item.embedTitle} />
              <figcaption className={`${text.small} ${text.muted}`}>{item.embedTitle}</figcaption>
            </figure>
          ))}
        </div>
      </Container>
    </section>
  );
}
